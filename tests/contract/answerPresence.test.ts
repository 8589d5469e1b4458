/** The recorder behind requiredProperties.test.ts flags exactly the optional properties always sent. */
import { describe, expect, it } from 'vitest';
import { AnswerPresence } from './answerPresence';
import type { OpenApiDocument } from './spec';

const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });

const spec = {
  tags: [],
  paths: {
    '/page': {
      post: { operationId: 'page', responses: { '200': json({ $ref: '#/components/schemas/Page' }) } },
    },
    '/one': {
      get: {
        operationId: 'one',
        responses: {
          '200': json({
            type: 'object',
            required: ['item'],
            properties: {
              item: { anyOf: [{ $ref: '#/components/schemas/Item' }, { type: 'null' }] },
              extra: { type: 'object', properties: { note: { type: 'string' } } },
            },
          }),
        },
      },
    },
  },
  components: {
    schemas: {
      Page: {
        type: 'object',
        required: ['items'],
        properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Item' } } },
      },
      Item: {
        type: 'object',
        required: ['id'],
        properties: { id: { type: 'integer' }, always: { type: 'string' }, sometimes: { type: 'string' } },
      },
    },
  },
} as unknown as OpenApiDocument;

describe('AnswerPresence', () => {
  it('flags an optional property present in every object of its schema, across operations', () => {
    const presence = new AnswerPresence(spec);
    presence.record('page', 200, {
      items: [
        { id: 1, always: 'a', sometimes: 'x' },
        { id: 2, always: 'b' },
      ],
    });
    presence.record('one', 200, { item: { id: 3, always: null } });
    expect(presence.optionalButAlwaysSent(2)).toEqual([
      { schema: 'Item', property: 'always', instances: 3, operations: ['one', 'page'] },
    ]);
    expect(presence.schemas.get('Item')?.nulls.get('always')).toBe(1);
  });

  it('needs the minimum of objects, and reads inline objects by their place', () => {
    const presence = new AnswerPresence(spec);
    presence.record('one', 200, { item: null, extra: { note: 'n' } });
    expect(presence.optionalButAlwaysSent(2)).toEqual([]);
    expect(presence.optionalButAlwaysSent(1)).toEqual([
      { schema: 'one 200', property: 'extra', instances: 1, operations: ['one'] },
      { schema: 'one 200.extra', property: 'note', instances: 1, operations: ['one'] },
    ]);
  });

  it('ignores error answers and statuses the operation does not declare', () => {
    const presence = new AnswerPresence(spec);
    presence.record('page', 400, {
      items: [
        { id: 1, always: 'a' },
        { id: 2, always: 'b' },
      ],
    });
    presence.record('page', 201, {
      items: [
        { id: 1, always: 'a' },
        { id: 2, always: 'b' },
      ],
    });
    expect(presence.answers.size).toBe(0);
    expect(presence.optionalButAlwaysSent(2)).toEqual([]);
  });

  it('lists the named schemas of success answers that have optional properties', () => {
    expect(new AnswerPresence(spec).schemasWithOptionalProperties()).toEqual(['Item']);
  });
});
