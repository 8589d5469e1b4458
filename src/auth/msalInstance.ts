import { LogLevel, PublicClientApplication } from '@azure/msal-browser';
import { type AuthConfig, signInAuthority } from './authConfig';

/** MSAL for the portal: the tenant's authority, token cache in sessionStorage, no personal data in logs. */
export function createMsal(config: AuthConfig): PublicClientApplication {
  return new PublicClientApplication({
    auth: {
      clientId: config.clientId,
      authority: signInAuthority(config),
      knownAuthorities: config.knownAuthorities,
      redirectUri: config.redirectUri,
      postLogoutRedirectUri: config.postLogoutRedirectUri,
    },
    cache: { cacheLocation: 'sessionStorage' },
    system: { loggerOptions: { logLevel: LogLevel.Warning, piiLoggingEnabled: false } },
  });
}
