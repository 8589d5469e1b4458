/**
 * Verifies a bearer access token with jose: signature against the identity provider's JWKS,
 * issuer, audience, expiry, and the API scope.
 */
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { IdentitySettings } from '../config';
import { unauthorized } from '../lib/errors';
import { AccessTokenClaims } from './claims';

export type AccessTokenVerifier = (token: string) => Promise<AccessTokenClaims>;

/** How long a verified token is taken at its word again without a new check (never past its expiry). */
const verifiedForMs = 60_000;
const verifiedTokensKept = 2000;

export function createAccessTokenVerifier(
  settings: Omit<IdentitySettings, 'jwksUrl'> & { keys: JWTVerifyGetKey },
): AccessTokenVerifier {
  const verify = verifyOnce(settings);
  // A client sends the same token with every call until it renews it: its signature and claims are
  // checked once and the answer kept until the token expires (at most verifiedForMs), instead of
  // decoding and verifying it again for each request. Only valid tokens are kept.
  const verified = new Map<string, { claims: AccessTokenClaims; until: number }>();
  return async (token) => {
    const now = Date.now();
    const known = verified.get(token);
    if (known && known.until > now) return known.claims;
    if (known) verified.delete(token);
    const { claims, expiresAt } = await verify(token);
    if (verified.size >= verifiedTokensKept) verified.delete(verified.keys().next().value as string);
    verified.set(token, { claims, until: Math.min(expiresAt, now + verifiedForMs) });
    return claims;
  };
}

/** The token's claims and when it expires (ms), or a 401. */
function verifyOnce(
  settings: Omit<IdentitySettings, 'jwksUrl'> & { keys: JWTVerifyGetKey },
): (token: string) => Promise<{ claims: AccessTokenClaims; expiresAt: number }> {
  return async (token) => {
    let payload: { exp?: number | undefined };
    try {
      ({ payload } = await jwtVerify(token, settings.keys, {
        issuer: settings.issuers,
        audience: settings.audience,
        algorithms: ['RS256', 'ES256'],
        clockTolerance: 30,
      }));
    } catch {
      // The reason (expired, bad signature, wrong audience) stays in the server: the caller only
      // learns that the token is not valid.
      throw unauthorized('El token de acceso no es válido o ha caducado.');
    }
    const claims = AccessTokenClaims.safeParse(payload);
    if (!claims.success) throw unauthorized('El token de acceso no contiene los datos del usuario.');
    const scopes = (claims.data.scp ?? '').split(' ');
    if (!scopes.includes(settings.scope))
      throw unauthorized('El token de acceso no concede acceso a la API.');
    // jose refuses a token without exp only when asked to; one without it is checked every time.
    return { claims: claims.data, expiresAt: typeof payload.exp === 'number' ? payload.exp * 1000 : 0 };
  };
}

/** The verifier for a running identity provider, fetching (and caching) its JWKS. */
export function remoteAccessTokenVerifier(settings: IdentitySettings): AccessTokenVerifier {
  return createAccessTokenVerifier({ ...settings, keys: createRemoteJWKSet(new URL(settings.jwksUrl)) });
}
