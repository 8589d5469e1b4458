/**
 * ErrorResponse.code is an enum of exactly the codes the reference API sends: every error
 * constructor of server/lib/errors.ts answers a listed code, every code written anywhere in the
 * API's source is listed, and every listed code is sent somewhere (no code the server never sends).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as errors from '../../server/lib/errors';
import { bundledSpec } from './spec';

const serverRoot = fileURLToPath(new URL('../../server/', import.meta.url));
const errorResponse = bundledSpec.components.schemas.ErrorResponse as {
  required?: string[];
  properties: { code: { enum?: string[] } };
};
const contractCodes = errorResponse.properties.code.enum ?? [];

/** The API's own source: generated code, the identity provider (OIDC codes) and the seed excluded. */
function apiSources(dir = serverRoot): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    const rel = relative(serverRoot, path);
    if (['generated', 'identity', 'seed'].includes(rel)) return [];
    if (statSync(path).isDirectory()) return apiSources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** Error codes as the source writes them: `code: 'X'`, or an ErrorCode chosen in a conditional. */
function codesWritten(source: string): string[] {
  const found = [...source.matchAll(/\bcode: '([A-Z_]+)'/g)].map((m) => m[1] ?? '');
  for (const line of source.split('\n').filter((l) => /ErrorCode\b.*=|sendError\(/.test(l)))
    found.push(...[...line.matchAll(/'([A-Z][A-Z_]+)'/g)].map((m) => m[1] ?? ''));
  return found;
}

describe('ErrorResponse.code', () => {
  it('is a required enum in the contract', () => {
    expect(errorResponse.required).toEqual(expect.arrayContaining(['message', 'code']));
    expect(contractCodes.length).toBeGreaterThan(5);
  });

  it('lists the code of every error constructor of server/lib/errors.ts', () => {
    const constructors = Object.entries(errors).filter(
      ([name, value]) => typeof value === 'function' && name !== 'HttpError',
    );
    expect(constructors.map(([name]) => name).sort()).toEqual(
      [
        'badRequest',
        'conflict',
        'forbidden',
        'notFound',
        'tooLarge',
        'tooManyRequests',
        'unauthorized',
        'unsupportedMediaType',
      ].sort(),
    );
    for (const [name, make] of constructors) {
      const error = (make as (message: string, extra: never) => unknown)('Mensaje.', 1 as never);
      expect(error, name).toBeInstanceOf(errors.HttpError);
      expect(contractCodes, name).toContain((error as errors.HttpError).body.code);
    }
    expect(errors.conflict('Ya existe.', 'client')).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', field: 'client' },
    });
  });

  it('lists every code the API source writes, and only codes it writes', () => {
    const written = new Map<string, string[]>();
    for (const file of apiSources()) {
      for (const code of codesWritten(readFileSync(file, 'utf8'))) {
        written.set(code, [...(written.get(code) ?? []), relative(serverRoot, file)]);
      }
    }
    const unlisted = [...written.keys()].filter((code) => !contractCodes.includes(code));
    expect(unlisted, JSON.stringify(Object.fromEntries(written))).toEqual([]);
    // The constructors above send VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, TOO_LARGE
    // and TOO_MANY_REQUESTS; the source writes the rest (METHOD_NOT_ALLOWED, INTERNAL).
    expect(contractCodes.filter((code) => !written.has(code))).toEqual([]);
  });
});
