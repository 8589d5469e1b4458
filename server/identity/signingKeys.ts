/**
 * The tenant's token signing keys: an RSA key (RS256, as B2C signs), generated on first start and
 * kept in the data folder, so tokens issued before a restart still verify after it.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { join } from 'node:path';
import type { JWK } from 'jose';
import type { JWKS } from 'oidc-provider';
import { loadOrCreateJsonFile } from './keyFile';

export const signingKeysFileName = 'identity-signing-keys.json';

/** A fresh private RS256 key set; synchronous, so a provider can be created without stored keys. */
export function generateSigningKeys(): JWKS {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { keys: [{ ...jwk, kid: rsaThumbprint(jwk), alg: 'RS256', use: 'sig' }] };
}

/** The signing keys kept in `dir`, created (and persisted) the first time. */
export function loadOrCreateSigningKeys(dir: string): Promise<JWKS> {
  return loadOrCreateJsonFile(join(dir, signingKeysFileName), isPrivateRsaJwks, generateSigningKeys);
}

function isPrivateRsaJwks(value: unknown): value is JWKS {
  const keys = (value as Partial<JWKS> | null)?.keys;
  return (
    Array.isArray(keys) &&
    keys.length > 0 &&
    keys.every((k) => k.kty === 'RSA' && typeof k.d === 'string' && typeof k.kid === 'string')
  );
}

/** RFC 7638 thumbprint (jose's is async): a kid that is stable and unique per key. */
function rsaThumbprint(jwk: JWK): string {
  return createHash('sha256')
    .update(JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n }))
    .digest('base64url');
}
