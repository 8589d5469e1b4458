/** Signing and cookie keys are created once and then read back, so restarts keep them. */
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompactSign, importJWK } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadOrCreateCookieKeys } from '../../server/identity/cookieKeys';
import { loadOrCreateSigningKeys, signingKeysFileName } from '../../server/identity/signingKeys';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'identity-keys-'));
});

afterEach(() => rm(dir, { recursive: true, force: true }));

describe('loadOrCreateSigningKeys', () => {
  it('creates a private RS256 key readable by the owner only, then returns the same one', async () => {
    const created = await loadOrCreateSigningKeys(join(dir, 'nested'));
    const [key] = created.keys;
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(typeof key?.kid).toBe('string');
    expect(typeof key?.d).toBe('string');
    const file = join(dir, 'nested', signingKeysFileName);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadOrCreateSigningKeys(join(dir, 'nested'))).toEqual(created);
    // The key signs.
    const signed = await new CompactSign(new TextEncoder().encode('hola'))
      .setProtectedHeader({ alg: 'RS256' })
      .sign(await importJWK(key ?? {}, 'RS256'));
    expect(signed.split('.')).toHaveLength(3);
  });

  it('refuses a file that holds something else instead of replacing it', async () => {
    await writeFile(join(dir, signingKeysFileName), JSON.stringify({ keys: [] }));
    await expect(loadOrCreateSigningKeys(dir)).rejects.toThrow(/delete it/);
    expect(JSON.parse(await readFile(join(dir, signingKeysFileName), 'utf8'))).toEqual({ keys: [] });
  });
});

describe('loadOrCreateCookieKeys', () => {
  it('creates a random key once', async () => {
    const keys = await loadOrCreateCookieKeys(dir);
    expect(keys).toHaveLength(1);
    expect(keys[0]?.length).toBeGreaterThanOrEqual(32);
    expect(await loadOrCreateCookieKeys(dir)).toEqual(keys);
  });
});
