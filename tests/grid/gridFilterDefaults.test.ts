/**
 * Each grid's filter bar as the portal offers it, by screen: a grid that leaves `filters` out offers
 * what its list operation takes, one that writes it offers that, so dropping a list equal to its
 * default changes no screen (and the digitalized services keep theirs without the center).
 */
import { describe, expect, it } from 'vitest';
import { screens } from '../../screens.config';
import * as documents from '../../src/api/generated/documents/documents';
import * as regenera from '../../src/api/generated/regenera/regenera';
import { gridFilters } from '../../src/features/grid/gridFilterDefaults';
import { type AnyGridSpec, defineGrid, type ScreenBody } from '../../src/language';

/** Every grid of the config, named by its screen and the tabs and sections leading to it. */
function grids(name: string, body: ScreenBody): [string, AnyGridSpec][] {
  if (body.kind === 'tabs') return body.tabs.flatMap((tab) => grids(`${name} › ${tab.label}`, tab.body));
  if (body.kind === 'sections')
    return body.sections.flatMap((section) => grids(`${name} › ${section.label}`, section.body));
  return body.kind === 'grid' ? [[name, body]] : [];
}

describe('grid filters', () => {
  it('are, screen by screen, the filters each grid has always offered (the admin lists, contacts, requests and search results none)', () => {
    const all = Object.entries(screens).flatMap(([name, screen]) => grids(name, screen.body));
    const withFilters = all.filter(([, spec]) => gridFilters(spec).length > 0);
    expect(Object.fromEntries(withFilters.map(([name, spec]) => [name, gridFilters(spec)]))).toEqual({
      'services › Listado': ['year', 'center', 'dateRange'],
      servicesRegenera: ['year', 'center', 'dateRange'],
      traceability: ['dateRange'],
      digitalizedServices: ['year', 'dateRange'],
      'files › Facturas': ['year', 'center', 'cif', 'dateRange'],
      'files › Facturas pro forma': ['year', 'center', 'dateRange'],
      'files › Albaranes': ['year', 'center', 'dateRange'],
      'files › Tickets de peso': ['year', 'center', 'dateRange'],
      'files › Documentos de identificación': ['year', 'center', 'dateRange'],
    });
  });

  it('follow the request: an input it opts out of, or its operation lacks, offers no filter', () => {
    expect(gridFilters(defineGrid({ query: documents.getAlbaranes }))).toEqual([
      'year',
      'center',
      'dateRange',
    ]);
    const allDirections = defineGrid({
      query: documents.getAlbaranes,
      request: { body: { serviceDirections: undefined, year: undefined } },
    });
    expect(gridFilters(allDirections)).toEqual(['dateRange']);
    // Traceability's operation takes no year: its center and dates only.
    expect(gridFilters(defineGrid({ query: regenera.regeneraGetTrazabilidad }))).toEqual([
      'center',
      'dateRange',
    ]);
  });

  it('are the written ones where a grid writes them, none included', () => {
    expect(gridFilters(defineGrid({ query: documents.getAlbaranes, filters: [] }))).toEqual([]);
    expect(gridFilters(defineGrid({ query: documents.getAlbaranes, filters: ['cif'] }))).toEqual(['cif']);
  });
});
