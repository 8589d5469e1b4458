/**
 * Verifies a bearer access token with jose: signature against the identity provider's JWKS,
 * issuer, audience, expiry, and the API scope; and, for a token of the local identity provider,
 * that the grant it was issued under still stands.
 */
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { IdentitySettings } from '../config';
import { unauthorized } from '../lib/errors';
import { AccessTokenClaims, specClaims } from './claims';

export type AccessTokenVerifier = (token: string) => Promise<AccessTokenClaims>;

/** How long a verified token is taken at its word again without a new check (never past its expiry). */
const verifiedForMs = 60_000;
const verifiedTokensKept = 2000;
const grantsKept = 5000;

interface GrantCheck {
  /** Whether the grant still stands (the identity provider's store). */
  isLive(grantId: string): Promise<boolean>;
  /** How long an answer stands before the grant is asked about again: a revocation's window. */
  forMs: number;
}

/**
 * `grants`: with the local identity provider, whose tokens name their grant (`grant_id`). A token
 * that names none (the hosted tenant's, or one signed elsewhere with the provider's keys) is taken
 * on its signature, as before.
 */
export function createAccessTokenVerifier(
  settings: Omit<IdentitySettings, 'jwksUrl'> & { keys: JWTVerifyGetKey; grants?: GrantCheck },
): AccessTokenVerifier {
  const verify = verifyOnce(settings);
  const grantStands = settings.grants ? grantCache(settings.grants) : undefined;
  // A client sends the same token with every call until it renews it: its signature and claims are
  // checked once and the answer kept until the token expires (at most verifiedForMs), instead of
  // decoding and verifying it again for each request. Only valid tokens are kept.
  const verified = new Map<string, { claims: AccessTokenClaims; until: number }>();
  const claimsOf = async (token: string) => {
    const now = Date.now();
    const known = verified.get(token);
    if (known && known.until > now) return known.claims;
    if (known) verified.delete(token);
    const { claims, expiresAt } = await verify(token);
    if (verified.size >= verifiedTokensKept) verified.delete(verified.keys().next().value as string);
    verified.set(token, { claims, until: Math.min(expiresAt, now + verifiedForMs) });
    return claims;
  };
  return async (token) => {
    const claims = await claimsOf(token);
    if (claims.grant_id && grantStands && !(await grantStands(claims.grant_id)))
      throw unauthorized('La sesión de este token de acceso se ha revocado. Vuelva a iniciar sesión.');
    return claims;
  };
}

/**
 * The grants' answers, each kept `forMs` (and at most `grantsKept` of them): one lookup per grant
 * and window, however many calls its tokens make.
 */
function grantCache(check: GrantCheck): (grantId: string) => Promise<boolean> {
  const answers = new Map<string, { live: boolean; until: number }>();
  return async (grantId) => {
    const now = Date.now();
    const known = answers.get(grantId);
    if (known && known.until > now) return known.live;
    answers.delete(grantId);
    const live = await check.isLive(grantId);
    if (answers.size >= grantsKept) answers.delete(answers.keys().next().value as string);
    answers.set(grantId, { live, until: now + check.forMs });
    return live;
  };
}

/** The token's claims and when it expires (ms), or a 401. */
function verifyOnce(
  settings: Omit<IdentitySettings, 'jwksUrl'> & { keys: JWTVerifyGetKey },
): (token: string) => Promise<{ claims: AccessTokenClaims; expiresAt: number }> {
  return async (token) => {
    let payload: Record<string, unknown> & { exp?: number | undefined };
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
    const claims = AccessTokenClaims.safeParse(specClaims(payload));
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
