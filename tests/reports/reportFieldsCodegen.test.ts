/** codegen/reportFields.ts: every operation's request fields, and what the report screens read from each operation answering lists. */
import { describe, expect, it } from 'vitest';
import { operationFieldsOf } from '../../codegen/operations';
import { reportFieldsOf } from '../../codegen/reportFields';

const openapi = {
  paths: {
    '/stats': {
      post: {
        parameters: [{ $ref: '#/components/parameters/Year' }, { name: 'x', in: 'header', required: true }],
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', required: ['ids'], properties: { ids: {}, flag: {} } },
            },
          },
        },
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    total: { type: 'number', title: 'Total' },
                    items: { type: 'array', items: { $ref: '#/components/schemas/Point' } },
                    untitled: { type: 'array', items: { type: 'object', properties: { a: {} } } },
                  },
                },
              },
            },
          },
        },
      },
    },
    '/one': {
      get: { responses: { '200': { content: { 'application/json': { schema: { type: 'object' } } } } } },
    },
  },
  components: {
    parameters: { Year: { name: 'year', in: 'query', required: true } },
    schemas: {
      Point: {
        type: 'object',
        properties: {
          mes: { type: 'integer', minimum: 1, maximum: 12, title: 'Mes' },
          periodo: { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', title: 'Periodo' },
          dia: { type: 'string', format: 'date', title: 'Día' },
          visto: { type: ['string', 'null'], format: 'date-time', title: 'Visto' },
          nombre: { type: 'string', title: 'Nombre' },
          oculto: { type: 'string' },
          id: { type: 'integer', title: 'Nº', 'x-internal': true },
          importe: { type: 'number', title: 'Importe', 'x-unit': 'EUR' },
        },
      },
    },
  },
};

describe('operationFieldsOf', () => {
  it('lists query parameters, body fields and the required ones', () => {
    expect(operationFieldsOf(openapi)['POST /stats']).toEqual({
      query: ['year'],
      body: ['ids', 'flag'],
      required: ['year', 'ids'],
    });
  });
});

describe('reportFieldsOf', () => {
  it('lists the row fields people see, in order, and titled answer fields', () => {
    expect(reportFieldsOf(openapi)).toEqual({
      'POST /stats': {
        lists: {
          items: {
            mes: ['Mes', 'number', 'month'],
            periodo: ['Periodo', null, 'yearMonth'],
            dia: ['Día', 'date'],
            visto: ['Visto', 'dateTime'],
            nombre: ['Nombre'],
            importe: ['Importe', 'number', null, 'EUR'],
          },
        },
        fields: { total: ['Total', 'number'] },
      },
    });
  });
});
