/**
 * Where the portal signs in. Defaults point at the local identity provider served by `npm start` on
 * the portal's own origin; a deployment against a hosted tenant sets the VITE_* variables at build
 * time (or in /portal-config.js) and nothing else changes. Either tenant: an Azure AD B2C tenant
 * (a user flow per authority, the reset its own flow) or a Microsoft Entra External ID tenant (one
 * authority, the reset inside its sign-in page).
 */
type IdentityTenantKind = 'b2c' | 'entra';

export interface AuthConfig {
  tenantKind: IdentityTenantKind;
  clientId: string;
  /** B2C: authority of a policy = `${authorityBase}/${policy}`. Entra: the authority itself. */
  authorityBase: string;
  knownAuthorities: string[];
  /** B2C's user flows (unused for Entra). */
  policies: { signIn: string; resetPassword: string };
  /** The API scope the access token must carry. */
  apiScope: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
}

export function readAuthConfig(env: Record<string, string | undefined>, origin: string): AuthConfig {
  const tenantKind: IdentityTenantKind = env.VITE_IDENTITY_TENANT_KIND === 'entra' ? 'entra' : 'b2c';
  const tenant = env.VITE_B2C_TENANT ?? 'portalclientes';
  const authorityBase =
    (tenantKind === 'entra' ? env.VITE_ENTRA_AUTHORITY : env.VITE_B2C_AUTHORITY_BASE) ??
    `${origin}/${tenant}`;
  return {
    tenantKind,
    clientId: env.VITE_B2C_CLIENT_ID ?? 'portal-clientes-web',
    authorityBase,
    knownAuthorities: (env.VITE_B2C_KNOWN_AUTHORITIES ?? new URL(authorityBase).host).split(','),
    policies: {
      signIn: env.VITE_B2C_POLICY_SIGNIN ?? 'B2C_1_signin',
      resetPassword: env.VITE_B2C_POLICY_RESET ?? 'B2C_1_reset',
    },
    apiScope: env.VITE_API_SCOPE ?? `${authorityBase.replace(/\/+$/, '')}/api/access_as_user`,
    redirectUri: `${origin}/redirect.html`,
    postLogoutRedirectUri: `${origin}/`,
  };
}

/** The authority that issues tokens under a B2C policy; Entra has one authority for everything. */
export const authorityOf = (config: AuthConfig, policy: string) =>
  config.tenantKind === 'entra' ? config.authorityBase : `${config.authorityBase}/${policy}`;

export const signInAuthority = (config: AuthConfig) => authorityOf(config, config.policies.signIn);
