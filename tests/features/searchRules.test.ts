/** The global search's pure rules (docs/product-rules.md#global-search). */
import { describe, expect, it } from 'vitest';
import {
  moreResultsHref,
  pageSizeFor,
  queryTextOf,
  type SearchTargets,
  searchDebounceMs,
  searchPageSizes,
  serviceResultHref,
  visibleSections,
} from '../../src/features/search/searchRules';

describe('search rules', () => {
  it('debounces by 500 ms', () => {
    expect(searchDebounceMs).toBe(500);
  });

  it('shows all three sections with 6 items each when no chip is on', () => {
    expect(visibleSections([])).toEqual(['contacts', 'services', 'files']);
    expect(pageSizeFor([])).toBe(6);
    expect(searchPageSizes.none).toBe(6);
  });

  it('shows only the chosen section with 15 items for exactly one chip', () => {
    expect(visibleSections(['services'])).toEqual(['services']);
    expect(pageSizeFor(['services'])).toBe(15);
    expect(pageSizeFor(['files'])).toBe(15);
  });

  it('shows the chosen sections, in section order, with 8 each for several chips', () => {
    expect(visibleSections(['files', 'contacts'])).toEqual(['contacts', 'files']);
    expect(pageSizeFor(['files', 'contacts'])).toBe(8);
    expect(pageSizeFor(['files', 'contacts', 'services'])).toBe(8);
  });

  it('queries only for non-empty text, trimmed', () => {
    expect(queryTextOf('')).toBeNull();
    expect(queryTextOf('   ')).toBeNull();
    expect(queryTextOf(' aceite ')).toBe('aceite');
  });

  const targets: SearchTargets = {
    services: '/services-regenera',
    contacts: '/contacts',
    files: '/files-search-results',
  };

  it("leads 'Ver más' to the full results with type and queryText", () => {
    expect(moreResultsHref('files', 'aceite usado', targets)).toBe(
      '/files-search-results?type=Documents&queryText=aceite+usado',
    );
    expect(moreResultsHref('contacts', 'ana', targets)).toBe('/contacts?type=Contacts&queryText=ana');
    expect(moreResultsHref('services', 'REG-1', targets)).toBe(
      '/services-regenera?type=Services&queryText=REG-1',
    );
  });

  it('keeps a target’s own query (a tab) and offers nothing where the user has no such screen', () => {
    const tabbed = { ...targets, contacts: '/actions?tab=contactos', files: null };
    expect(moreResultsHref('contacts', 'ana', tabbed)).toBe(
      '/actions?tab=contactos&type=Contacts&queryText=ana',
    );
    expect(moreResultsHref('files', 'aceite', tabbed)).toBeNull();
  });

  it("links a service result to the selected client's services screen searching its referencia", () => {
    expect(serviceResultHref('REG-2026-000020', targets)).toBe(
      '/services-regenera?type=Services&queryText=REG-2026-000020',
    );
    expect(serviceResultHref('SRV-2026-000021', { ...targets, services: null })).toBeNull();
  });
});
