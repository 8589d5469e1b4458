/**
 * The signed-out floor: the least a visitor without a session can load before being sent to sign in
 * with MSAL (complete a returning redirect, look for an account, start the sign-in redirect), with no
 * product code. scripts/checkHomeBundle.ts builds it apart from the home's floor and holds what the
 * portal's entry loads for a signed-out visitor to a multiple of it; it is never served.
 */
import { PublicClientApplication } from '@azure/msal-browser';

const msal = new PublicClientApplication({
  auth: { clientId: 'floor', authority: `${window.location.origin}/identity`, knownAuthorities: [] },
  cache: { cacheLocation: 'sessionStorage' },
});
await msal.initialize();
const result = await msal.handleRedirectPromise();
if (!(result?.account ?? msal.getAllAccounts()[0])) await msal.loginRedirect();
