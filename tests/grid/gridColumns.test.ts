/**
 * Columns named by key take their Spanish header and their cell from the contract (the list
 * operation's row schema, codegen/listColumns.ts); what a screen writes wins.
 */
import { describe, expect, it } from 'vitest';
import { documentTypes, screens } from '../../screens.config';
import { listColumns } from '../../src/api/generated/listColumns';
import { operationOf } from '../../src/api/generated/operations';
import { gridColumns } from '../../src/features/grid/gridColumns';
import type { GridSpec, ScreenBody } from '../../src/language';

function gridsOf(name: string, body: ScreenBody): [string, GridSpec][] {
  if (body.kind === 'grid') return [[name, body as GridSpec]];
  if (body.kind === 'tabs') return body.tabs.flatMap((tab) => gridsOf(`${name} › ${tab.label}`, tab.body));
  if (body.kind === 'sections')
    return body.sections.flatMap((section) => gridsOf(`${name} › ${section.label}`, section.body));
  return [];
}

const grids = Object.entries(screens).flatMap(([name, screen]) => gridsOf(name, screen.body));
const byHeader = (spec: GridSpec) =>
  Object.fromEntries(gridColumns(spec).map((column) => [column.key, [column.header, column.cell]]));

describe('grid columns from the contract', () => {
  it('writes the services list as the contract titles and formats its row', () => {
    const services = grids.find(([name]) => name === 'digitalizedServices')?.[1] as GridSpec;
    expect(byHeader(services)).toMatchObject({
      referencia: ['Referencia', undefined],
      estado: ['Estado', 'estadoChip'],
      fecha: ['Fecha', 'date'],
      cantidad: ['Cantidad', 'number'],
      importe: ['Importe', 'currency'],
      numeroFactura: ['Nº factura', undefined],
    });
  });

  it('lets a screen say another header or cell than the contract', () => {
    expect(byHeader(documentTypes.TicketDePeso?.grid as GridSpec)).toMatchObject({
      fechaEntrada: ['Entrada', 'dateTime'],
    });
    // A unit other than euros follows the contract's title, unless the title names it.
    expect(byHeader(documentTypes.TicketDePeso?.grid as GridSpec)).toMatchObject({
      pesoBruto: ['Peso bruto (kg)', 'number'],
      tara: ['Tara (kg)', 'number'],
    });
    // The contract's answer is a date-time; the list shows the day.
    expect(byHeader(documentTypes.FacturaProforma?.grid as GridSpec).fechaRespuesta).toEqual([
      'Respuesta',
      'date',
    ]);
  });

  it('finds, for every column a screen names by key alone, a title in its operation’s row', () => {
    const untitled = grids.flatMap(([name, spec]) => {
      const fields = listColumns[operationOf(spec.query).operationId] ?? {};
      return (spec.columns ?? [])
        .filter((column) => typeof column === 'string' || column.header === undefined)
        .map((column) => (typeof column === 'string' ? column : column.key))
        .filter((key) => !fields[key])
        .map((key) => `${name}: ${key}`);
    });
    expect(untitled).toEqual([]);
  });
});
