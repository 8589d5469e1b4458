/** What a save changed, said in Spanish labels (src/features/schemaForm/changes.ts), and list moves. */
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { describeChanges } from '../../../src/features/schemaForm/changes';
import { moved } from '../../../src/features/schemaForm/OrderedChoiceWidget';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    cliente: { type: 'string', title: 'Cliente' },
    nota: { type: 'string', title: 'Nota' },
    config: {
      type: 'array',
      uniqueItems: true,
      items: {
        type: 'string',
        oneOf: [
          { const: 'a', title: 'Alfa' },
          { const: 'b', title: 'Beta' },
          { const: 'c', title: 'Gamma' },
        ],
      },
    },
  },
};

describe('describeChanges', () => {
  it('names what was added and removed by label, and a new order only when the kept ones moved', () => {
    expect(describeChanges(schema, { config: ['a', 'b'] }, { config: ['a', 'b', 'c'] })).toEqual([
      'Añadido: Gamma.',
    ]);
    expect(describeChanges(schema, { config: ['a', 'b', 'c'] }, { config: ['a', 'c'] })).toEqual([
      'Quitado: Beta.',
    ]);
    expect(describeChanges(schema, { config: ['a', 'b'] }, { config: ['b', 'a'] })).toEqual([
      'Nuevo orden: Beta, Alfa.',
    ]);
  });

  it('says a changed text field with its title, and leaves out ids and the fields asked to skip', () => {
    expect(
      describeChanges(
        schema,
        { id: 1, cliente: 'X', nota: 'antes', config: [] },
        { id: 2, cliente: 'Y', nota: 'después', config: [] },
        ['cliente'],
      ),
    ).toEqual(['Nota: después.']);
    expect(describeChanges(schema, { config: ['a'] }, { config: ['a'] })).toEqual([]);
  });
});

describe('moved', () => {
  it('moves one item to another place, keeping the rest in order', () => {
    expect(moved(['a', 'b', 'c', 'd'], 1, 0)).toEqual(['b', 'a', 'c', 'd']);
    expect(moved(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moved(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});
