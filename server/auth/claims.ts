/**
 * The claims the API relies on in an access token, as the hosted B2C tenant (and the local
 * identity provider) issue them.
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
  /** The local identity provider's grant the token was issued under (hosted B2C sends none). */
  grant_id: z.string().optional(),
});

export type AccessTokenClaims = z.infer<typeof AccessTokenClaims>;
