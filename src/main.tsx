/**
 * The entry: decides the session before loading the portal (docs/product-rules.md#session). A
 * visitor without an account on a private path downloads only this, MSAL and the session rules, and
 * is sent to sign in; the portal (src/app/portal.tsx: React, Mantine, the router, every screen's
 * configuration) loads once an account is known, alongside its token. Public pages are pages of
 * their own (src/app/publicPages.tsx), made at build time: they never load this entry.
 * scripts/checkHomeBundle.ts holds this entry to what the redirect needs, and
 * tests/e2e/signedOut.e2e.ts checks a signed-out visit loads nothing of the portal.
 */
import { setApiBaseUrl } from './api/http';
import { isPublicPath } from './app/publicPaths';
import { readAuthConfig } from './auth/authConfig';
import { createMsal } from './auth/msalInstance';
import { PortalAuth } from './auth/portalAuth';
import { readPortalSettings } from './lib/portalSettings';
import { publicPageFile } from './lib/publicPageFile';

const settings = readPortalSettings();
setApiBaseUrl(settings.VITE_API_BASE_URL ?? '/api');
const authConfig = readAuthConfig(settings, window.location.origin);
const session = new PortalAuth(createMsal(authConfig), authConfig);

let portal: Promise<typeof import('./app/portal')> | undefined;
const loadPortal = () => {
  portal ??= import('./app/portal');
  return portal;
};
const showPortal = () => void loadPortal().then(({ mountPortal }) => mountPortal(session));

if (isPublicPath(window.location.pathname)) {
  // A public page is a page of its own, not the portal's: this host answered its path with the
  // portal, so the browser goes to the page's file.
  window.location.replace(publicPageFile(window.location.pathname));
} else {
  void session
    .start(() => void loadPortal())
    .then((result) => {
      // On its way to sign in, the page shows nothing; signed in or failed, the portal says so.
      if (result.status !== 'redirecting') showPortal();
    });
}
