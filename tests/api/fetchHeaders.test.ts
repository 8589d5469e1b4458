/**
 * codegen/fetchHeaders.ts: the generated fetchers share src/api/requestHeaders.ts's getHeaders
 * instead of orval's copy in each, and a copy the step does not recognise fails codegen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withSharedHeaders } from '../../codegen/fetchHeaders';
import { getHeaders } from '../../src/api/requestHeaders';

const generated = new URL('../../src/api/generated/', import.meta.url);

describe('the fetchers’ headers', () => {
  it('no generated module keeps a copy of getHeaders; those that call it import the shared one', () => {
    for (const entry of readdirSync(generated, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.includes('.')) continue;
      let source: string;
      try {
        source = readFileSync(new URL(`${entry.name}/${entry.name}.ts`, generated), 'utf8');
      } catch {
        continue;
      }
      expect(source, entry.name).not.toContain('const getHeaders');
      if (source.includes('getHeaders(')) expect(source).toContain("from '../../requestHeaders'");
    }
  });

  it('refuses a copy it does not recognise', () => {
    const source = [
      "import { apiFetch } from '../../http';",
      'export const x = async () => {',
      '  const getHeaders = (h?: HeadersInit) => ({});',
      "  return apiFetch('/x', { headers: { ...getHeaders() } });",
      '};',
    ].join('\n');
    expect(() => withSharedHeaders(source, 'x.ts')).toThrow(/does not recognise/);
  });

  it('merges every form of headers a caller may pass into one record', () => {
    expect(getHeaders(new Headers({ 'X-A': '1' }))).toEqual({ 'x-a': '1' });
    expect(getHeaders([['X-B', '2']])).toEqual({ 'X-B': '2' });
    expect(getHeaders({ 'X-C': '3' })).toEqual({ 'X-C': '3' });
    expect(getHeaders(undefined)).toEqual({});
  });
});
