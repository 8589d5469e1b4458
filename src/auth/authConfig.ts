/**
 * Where the portal signs in. Defaults point at the local identity provider served by `npm start` on
 * the portal's own origin; a deployment against the hosted B2C tenant sets the VITE_B2C_* variables
 * at build time and nothing else changes.
 */
export interface AuthConfig {
  clientId: string;
  /** Authority of a policy = `${authorityBase}/${policy}`. */
  authorityBase: string;
  knownAuthorities: string[];
  policies: { signIn: string; resetPassword: string };
  /** The API scope the access token must carry. */
  apiScope: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
}

export function readAuthConfig(env: Record<string, string | undefined>, origin: string): AuthConfig {
  const tenant = env.VITE_B2C_TENANT ?? 'portalclientes';
  const authorityBase = env.VITE_B2C_AUTHORITY_BASE ?? `${origin}/${tenant}`;
  return {
    clientId: env.VITE_B2C_CLIENT_ID ?? 'portal-clientes-web',
    authorityBase,
    knownAuthorities: (env.VITE_B2C_KNOWN_AUTHORITIES ?? new URL(authorityBase).host).split(','),
    policies: {
      signIn: env.VITE_B2C_POLICY_SIGNIN ?? 'B2C_1_signin',
      resetPassword: env.VITE_B2C_POLICY_RESET ?? 'B2C_1_reset',
    },
    apiScope: env.VITE_API_SCOPE ?? `${authorityBase}/api/access_as_user`,
    redirectUri: `${origin}/redirect.html`,
    postLogoutRedirectUri: `${origin}/`,
  };
}

export const authorityOf = (config: AuthConfig, policy: string) => `${config.authorityBase}/${policy}`;
