import { LogLevel, PublicClientApplication } from '@azure/msal-browser';
import { type AuthConfig, authorityOf } from './authConfig';

/** MSAL for the portal: B2C authorities, token cache in sessionStorage, no personal data in logs. */
export function createMsal(config: AuthConfig): PublicClientApplication {
  return new PublicClientApplication({
    auth: {
      clientId: config.clientId,
      authority: authorityOf(config, config.policies.signIn),
      knownAuthorities: config.knownAuthorities,
      redirectUri: config.redirectUri,
      postLogoutRedirectUri: config.postLogoutRedirectUri,
    },
    cache: { cacheLocation: 'sessionStorage' },
    system: { loggerOptions: { logLevel: LogLevel.Warning, piiLoggingEnabled: false } },
  });
}
