/**
 * Verifies a bearer access token with jose: signature against the identity provider's JWKS,
 * issuer, audience, expiry, and the API scope.
 */
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { IdentitySettings } from '../config';
import { unauthorized } from '../lib/errors';
import { AccessTokenClaims } from './claims';

export type AccessTokenVerifier = (token: string) => Promise<AccessTokenClaims>;

export function createAccessTokenVerifier(
  settings: Omit<IdentitySettings, 'jwksUrl'> & { keys: JWTVerifyGetKey },
): AccessTokenVerifier {
  return async (token) => {
    let payload: unknown;
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
    return claims.data;
  };
}

/** The verifier for a running identity provider, fetching (and caching) its JWKS. */
export function remoteAccessTokenVerifier(settings: IdentitySettings): AccessTokenVerifier {
  return createAccessTokenVerifier({ ...settings, keys: createRemoteJWKSet(new URL(settings.jwksUrl)) });
}
