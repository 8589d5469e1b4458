/**
 * The claims the hosted B2C tenant puts in its tokens, built from a directory user. The portal and
 * the API read them by these exact names (server/auth/claims.ts), so they follow B2C, not OIDC
 * habits: `emails` is an array, custom attributes are `extension_*`, the flow is in `tfp`.
 */
import type { DirectoryUser } from './accounts';
import type { Policy } from './policies';

/** Every claim the ID token carries, in the order B2C lists them; `sub` is the oid. */
export const idTokenClaimNames = [
  'sub',
  'oid',
  'name',
  'given_name',
  'family_name',
  'emails',
  'extension_Empresa',
  'extension_UserRole',
  'tfp',
] as const;

export function userClaims(user: DirectoryUser, policy: Policy) {
  return {
    sub: user.oid,
    oid: user.oid,
    name: `${user.givenName} ${user.familyName}`.trim(),
    given_name: user.givenName,
    family_name: user.familyName,
    emails: [user.email],
    extension_Empresa: user.empresa,
    extension_UserRole: user.role,
    tfp: policy.name,
  };
}

/**
 * B2C's `scp` holds scope names without the application's identifier URI
 * (`https://.../api/access_as_user` becomes `access_as_user`).
 */
export function scpClaim(scope: string | undefined, appIdUri: string): string {
  const prefix = `${appIdUri}/`;
  const names = (scope ?? '')
    .split(' ')
    .filter(Boolean)
    .map((s) => (s.startsWith(prefix) ? s.slice(prefix.length) : s));
  return [...new Set(names)].join(' ');
}

/**
 * `client_info` of B2C token responses: MSAL builds the account's home id from it
 * (`<oid>-<policy>.<tenant id>`), which is why B2C accounts are per policy.
 */
export function clientInfo(oid: string, policy: Policy, tenantId: string): string {
  return Buffer.from(JSON.stringify({ uid: `${oid}-${policy.id}`, utid: tenantId })).toString('base64url');
}
