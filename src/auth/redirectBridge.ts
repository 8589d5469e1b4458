/**
 * The page the identity provider redirects to (MSAL 5's redirect bridge): it hands the answer to
 * the portal window (redirect) or to the hidden frame's opener (silent renewal), and loads nothing
 * else, so a silent renewal does not boot the whole portal in an iframe.
 */
import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

broadcastResponseToMainFrame().catch(() => {
  // Opened without an answer (e.g. bookmarked): go to the portal.
  window.location.replace('/');
});
