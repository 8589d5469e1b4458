/**
 * The claims the API relies on in an access token, under the spec's names (given_name,
 * family_name, emails, extension_Empresa, extension_UserRole, oid), from either tenant's token:
 * B2C's carries them so already; Entra External ID's has `email` (one address) and the custom
 * attributes as directory extensions, `extension_{extensions app id without dashes}_{name}`.
 */
import { z } from 'zod';

export const AccessTokenClaims = z.object({
  oid: z.uuid(),
  emails: z.array(z.string()).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  extension_Empresa: z.string().optional(),
  extension_UserRole: z.coerce.number().int().min(0).max(3).default(0),
  scp: z.string().optional(),
  /** The local identity provider's grant the token was issued under (hosted tenants send none). */
  grant_id: z.string().optional(),
});

export type AccessTokenClaims = z.infer<typeof AccessTokenClaims>;

/** A custom attribute: B2C's `extension_{name}`, or Entra's `extension_{app id}_{name}`. */
function customAttribute(payload: Record<string, unknown>, name: string): unknown {
  if (`extension_${name}` in payload) return payload[`extension_${name}`];
  const entra = new RegExp(`^extension_[0-9a-f]{32}_${name}$`, 'i');
  const key = Object.keys(payload).find((k) => entra.test(k));
  return key === undefined ? undefined : payload[key];
}

/**
 * Either tenant's token claims under the spec's names, for AccessTokenClaims to check: the address
 * from `emails` (B2C) or `email` (Entra), the company and role from their custom attributes.
 */
export function specClaims(payload: Record<string, unknown>): Record<string, unknown> {
  const emails = Array.isArray(payload.emails)
    ? payload.emails
    : typeof payload.email === 'string'
      ? [payload.email]
      : undefined;
  return {
    oid: payload.oid,
    emails,
    given_name: payload.given_name,
    family_name: payload.family_name,
    extension_Empresa: customAttribute(payload, 'Empresa'),
    extension_UserRole: customAttribute(payload, 'UserRole'),
    scp: payload.scp,
    grant_id: payload.grant_id,
  };
}
