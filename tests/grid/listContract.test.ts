/**
 * codegen/listColumns.ts reads, beside each list's columns, what lets a grid leave them unsaid: the
 * default columns (x-list, x-document), the sort and filter sets, the document fields, the row and
 * answer schemas and the exports' file names.
 */
import { describe, expect, it } from 'vitest';
import { exportFilename, listContractOf } from '../../codegen/listColumns';

const contract = {
  paths: {
    '/facturas': {
      post: {
        requestBody: {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/FacturaRequest' } } },
        },
        responses: {
          '200': {
            content: { 'application/json': { schema: { $ref: '#/components/schemas/FacturaPage' } } },
          },
        },
      },
    },
    '/factura': {
      get: {
        responses: {
          '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Factura' } } } },
        },
      },
    },
    '/contactos': {
      get: {
        parameters: [
          { name: 'orderByField', in: 'query', schema: { enum: ['nombre'] } },
          {
            name: 'filters',
            in: 'query',
            content: {
              'application/json': {
                schema: { type: 'array', items: { properties: { field: { enum: ['nombre', 'cargo'] } } } },
              },
            },
          },
        ],
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: {
                  properties: {
                    items: {
                      type: 'array',
                      items: { properties: { nombre: { type: 'string', title: 'Nombre' } } },
                    },
                    total: { type: 'integer' },
                  },
                },
              },
            },
          },
        },
      },
    },
    '/exportar': {
      post: {
        summary: 'Exportar la trazabilidad a Excel',
        responses: {
          '200': {
            content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: {} } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Campo: {
        oneOf: [
          { const: 'numero', title: 'Número' },
          { const: 'total', title: 'Total' },
        ],
      },
      FacturaRequest: {
        allOf: [
          { properties: { position: { type: 'integer' } } },
          {
            properties: {
              orderByField: { $ref: '#/components/schemas/Campo' },
              filters: {
                type: 'array',
                items: { properties: { field: { $ref: '#/components/schemas/Campo' } } },
              },
            },
          },
        ],
      },
      Factura: {
        properties: {
          id: { type: 'integer', 'x-internal': true, 'x-row-key': true },
          numero: { type: 'string', title: 'Número' },
          iva: { type: 'number', title: 'IVA', 'x-unit': 'EUR', 'x-list': false },
          total: { type: 'number', title: 'Total', 'x-unit': 'EUR' },
          peso: { type: 'number', title: 'Peso', 'x-unit': 'kg', 'x-list': false },
          kilos: { type: 'number', title: 'Kilos', 'x-unit': 'kg', 'x-list': false },
          filePath: { type: 'string', title: 'PDF', 'x-document': true },
        },
      },
      FacturaPage: {
        properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Factura' } }, total: {} },
      },
    },
  },
};

describe('the list contract codegen writes', () => {
  const out = listContractOf(contract as unknown as Parameters<typeof listContractOf>[0]);

  it('titles every shown field, and defaults to the listed ones in order', () => {
    expect(out.listColumns['POST /facturas']).toEqual({
      numero: ['Número'],
      iva: ['IVA', 'currency'],
      total: ['Total', 'currency'],
      peso: ['Peso (kg)', 'number'],
      kilos: ['Kilos', 'number'],
      filePath: ['PDF'],
    });
    expect(out.listDefaults['POST /facturas']).toEqual(['numero', 'total']);
    expect(out.listDocuments['POST /facturas']).toEqual(['filePath']);
    expect(out.listDocuments['GET /contactos']).toBeUndefined();
  });

  it('reads sort and filter sets from a body (through allOf and oneOf) or from query parameters', () => {
    expect(out.listSorts['POST /facturas']).toEqual(['numero', 'total']);
    expect(out.listFilters['POST /facturas']).toEqual(['numero', 'total']);
    expect(out.listSorts['GET /contactos']).toEqual(['nombre']);
    expect(out.listFilters['GET /contactos']).toEqual(['nombre', 'cargo']);
  });

  it('reads the row key a row marks (x-row-key, internal or not), and none where none is marked', () => {
    expect(out.rowKeys).toEqual({ 'POST /facturas': 'id' });
  });

  it('refuses a row marking two keys', () => {
    const twice = structuredClone(contract);
    const factura = twice.components.schemas.Factura.properties;
    (factura.numero as Record<string, unknown>)['x-row-key'] = true;
    expect(() => listContractOf(twice as unknown as Parameters<typeof listContractOf>[0])).toThrow(
      'POST /facturas: its row marks id, numero x-row-key',
    );
  });

  it('names the row and answer schemas, and the exports’ files', () => {
    expect(out.rowSchemas).toEqual({ 'POST /facturas': 'Factura' });
    expect(out.answerSchemas).toEqual({ 'POST /facturas': 'FacturaPage', 'GET /factura': 'Factura' });
    expect(out.exportFilenames).toEqual({ 'POST /exportar': 'trazabilidad.xlsx' });
  });

  it('makes file names of the summaries, and refuses a summary it cannot read', () => {
    expect(exportFilename('Exportar documentos de identificación (DI) a Excel')).toBe(
      'documentos-de-identificacion.xlsx',
    );
    expect(exportFilename('Exportar servicios Regenera a Excel')).toBe('servicios-regenera.xlsx');
    expect(() => exportFilename('Descargar servicios')).toThrow(/Exportar … a Excel/);
  });
});
