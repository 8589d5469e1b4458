/**
 * Keys that sign the identity provider's cookies (session, interaction). Persisted like the
 * signing keys so that a restart does not sign every user out.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { loadOrCreateJsonFile } from './keyFile';

const cookieKeysFileName = 'identity-cookie-keys.json';

export async function loadOrCreateCookieKeys(dir: string): Promise<string[]> {
  const stored = await loadOrCreateJsonFile(join(dir, cookieKeysFileName), isKeyList, () => ({
    keys: [randomBytes(32).toString('base64url')],
  }));
  return stored.keys;
}

function isKeyList(value: unknown): value is { keys: string[] } {
  const keys = (value as { keys?: unknown } | null)?.keys;
  return Array.isArray(keys) && keys.length > 0 && keys.every((k) => typeof k === 'string' && k.length >= 16);
}
