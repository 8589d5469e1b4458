/**
 * codegen/fieldSets.ts: a list's sort and filter fields (`x-fields-of: <Row>`) become the row's
 * visible fields with their titles, and a list's request (`allOf` of object schemas) one object.
 */
import { describe, expect, it } from 'vitest';
import { expandFieldSets, flattenAllOf } from '../../../codegen/fieldSets';

const contract = () => ({
  components: {
    schemas: {
      Row: {
        type: 'object',
        properties: {
          id: { type: 'integer', 'x-internal': true },
          fecha: { type: 'string', title: 'Fecha' },
          total: { type: 'number', title: 'Total' },
        },
      },
      RowListField: { type: 'string', description: 'Campo', 'x-fields-of': 'Row' },
      Base: { type: 'object', required: ['take'], properties: { take: { type: 'integer' } } },
      RowListing: {
        type: 'object',
        properties: { orderByField: { $ref: '#/components/schemas/RowListField' } },
      },
      RowGridRequest: {
        description: 'Una página',
        allOf: [{ $ref: '#/components/schemas/Base' }, { $ref: '#/components/schemas/RowListing' }],
      },
    },
  },
});

describe('list field sets', () => {
  it("are the row's visible fields, titled like the row's, in its order", () => {
    const openapi = contract();
    expect(expandFieldSets(openapi)).toEqual(['RowListField']);
    expect(openapi.components.schemas.RowListField).toEqual({
      type: 'string',
      description: 'Campo',
      oneOf: [
        { const: 'fecha', title: 'Fecha' },
        { const: 'total', title: 'Total' },
      ],
    });
  });

  it('refuse a visible field without a title, or a row that does not exist', () => {
    const untitled = contract();
    (untitled.components.schemas.Row.properties as Record<string, unknown>).cif = { type: 'string' };
    expect(() => expandFieldSets(untitled)).toThrow(/field cif of Row has no title/);
    const missing = contract();
    missing.components.schemas.RowListField['x-fields-of'] = 'Nope';
    expect(() => expandFieldSets(missing)).toThrow(/x-fields-of names Nope/);
  });

  it("make a list's request one object of its kind's fields and its own", () => {
    const openapi = contract();
    expect(flattenAllOf(openapi)).toEqual(['RowGridRequest']);
    expect(openapi.components.schemas.RowGridRequest).toEqual({
      type: 'object',
      description: 'Una página',
      required: ['take'],
      properties: {
        take: { type: 'integer' },
        orderByField: { $ref: '#/components/schemas/RowListField' },
      },
    });
  });
});
