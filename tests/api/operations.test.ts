/**
 * The generated operation table (src/api/generated/operations.ts, written by codegen/operations.ts
 * as rows of words) reads back as the contract's operations: every fetcher's operationId, method,
 * path, tags, body and request fields, exactly.
 */
import { describe, expect, it } from 'vitest';
import { type ContractOperation, encodedRow, operationsOf } from '../../codegen/operations';
import { operations } from '../../src/api/generated/operations';
import { bundledSpec } from '../contract/spec';

const contract = operationsOf(bundledSpec);

describe('the operation table', () => {
  it('holds every operation of the contract once, as the contract says it', () => {
    const read = [...operations.values()].sort((a, b) => a.operationId.localeCompare(b.operationId));
    const expected = [...contract].sort((a, b) => a.operationId.localeCompare(b.operationId));
    expect(read).toEqual(expected);
  });

  it('writes what a row cannot hold as an error, not as a wrong row', () => {
    const base: ContractOperation = {
      operationId: 'x',
      method: 'GET',
      path: '/x',
      tags: ['t'],
      hasBody: false,
    };
    expect(encodedRow(base)).toBe('x GET  t 0');
    expect(encodedRow({ ...base, fields: { query: ['a', 'b'], body: null, required: [] } })).toBe(
      'x GET  t 0|a b|-|',
    );
    expect(() => encodedRow({ ...base, fields: { query: ['a b'], body: null, required: [] } })).toThrow(
      /a b/,
    );
    expect(() => encodedRow({ ...base, tags: ['t|u'] })).toThrow(/t\|u/);
  });
});
