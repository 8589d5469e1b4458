/**
 * The signed-in user under the spec's claims (given_name, family_name, emails, extension_Empresa,
 * extension_UserRole, oid), read from either tenant's ID token: B2C's carries `emails` (an array)
 * and custom attributes as `extension_{name}`; Entra External ID's carries `email` and custom
 * attributes as directory extensions, `extension_{extensions app id without dashes}_{name}`.
 */
export interface SessionClaims {
  oid: string;
  givenName: string;
  familyName: string;
  email: string;
  empresa: string;
  role: number;
}

/** A custom attribute: B2C's `extension_{name}`, or Entra's `extension_{app id}_{name}`. */
function customAttribute(claims: Record<string, unknown>, name: string): unknown {
  if (`extension_${name}` in claims) return claims[`extension_${name}`];
  const entra = new RegExp(`^extension_[0-9a-f]{32}_${name}$`, 'i');
  const key = Object.keys(claims).find((k) => entra.test(k));
  return key === undefined ? undefined : claims[key];
}

/**
 * `fallback`: what MSAL knows of the account besides its claims. MSAL 5 leaves `username` empty
 * for B2C tokens (the address is in `emails`); for Entra's it is `preferred_username`.
 */
export function sessionClaimsOf(
  claims: Record<string, unknown>,
  fallback: { localAccountId: string; username: string },
): SessionClaims {
  const emails = Array.isArray(claims.emails) ? (claims.emails as unknown[]) : [];
  const email = emails[0] ?? claims.email ?? claims.preferred_username ?? fallback.username;
  return {
    oid: String(claims.oid ?? fallback.localAccountId),
    givenName: String(claims.given_name ?? ''),
    familyName: String(claims.family_name ?? ''),
    email: String(email ?? ''),
    empresa: String(customAttribute(claims, 'Empresa') ?? ''),
    role: Number(customAttribute(claims, 'UserRole') ?? 0),
  };
}
