/**
 * The claims the hosted tenant puts in its tokens, built from a directory user, in either tenant's
 * shape. B2C follows its own habits, not OIDC's: `emails` is an array, custom attributes are
 * `extension_{name}`, the flow is in `tfp`. Entra External ID sends `email` (a string), the
 * tenant's id in `tid`, and custom attributes as directory extensions,
 * `extension_{extensions app id without dashes}_{name}`. The portal and the API map either onto the
 * spec's user (src/auth/sessionClaims.ts, server/auth/claims.ts).
 */
import type { IdentityTenantKind } from '../config';
import type { DirectoryUser } from './accounts';
import type { Policy } from './policies';

export interface ClaimsShape {
  kind: IdentityTenantKind;
  tenantId: string;
  /** Entra: the application holding the tenant's custom attributes, without dashes. */
  extensionsAppId: string;
}

/** Every claim the ID token carries, in the order the tenant lists them; `sub` is the oid. */
export function idTokenClaimNames(shape: ClaimsShape): string[] {
  const [empresa, role] = customAttributeNames(shape);
  return shape.kind === 'entra'
    ? ['sub', 'oid', 'tid', 'name', 'given_name', 'family_name', 'email', 'preferred_username', empresa, role]
    : ['sub', 'oid', 'name', 'given_name', 'family_name', 'emails', empresa, role, 'tfp'];
}

function customAttributeNames(shape: ClaimsShape): [string, string] {
  const prefix = shape.kind === 'entra' ? `extension_${shape.extensionsAppId}_` : 'extension_';
  return [`${prefix}Empresa`, `${prefix}UserRole`];
}

export function userClaims(
  user: DirectoryUser,
  policy: Policy,
  shape: ClaimsShape,
): { sub: string } & Record<string, unknown> {
  const [empresa, role] = customAttributeNames(shape);
  const common = {
    sub: user.oid,
    oid: user.oid,
    name: `${user.givenName} ${user.familyName}`.trim(),
    given_name: user.givenName,
    family_name: user.familyName,
  };
  return shape.kind === 'entra'
    ? {
        ...common,
        tid: shape.tenantId,
        email: user.email,
        preferred_username: user.email,
        [empresa]: user.empresa,
        [role]: user.role,
      }
    : { ...common, emails: [user.email], [empresa]: user.empresa, [role]: user.role, tfp: policy.name };
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
 * `client_info` of token responses: MSAL builds the account's home id from it. B2C's is
 * `<oid>-<policy>.<tenant id>`, which is why B2C accounts are per policy; Entra's `<oid>.<tenant id>`.
 */
export function clientInfo(oid: string, policy: Policy, shape: ClaimsShape): string {
  const uid = shape.kind === 'entra' ? oid : `${oid}-${policy.id}`;
  return Buffer.from(JSON.stringify({ uid, utid: shape.tenantId })).toString('base64url');
}
