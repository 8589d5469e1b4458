/**
 * The portal's settings: the build's `VITE_*` variables, overridden by the deployment's
 * /portal-config.js (`window.portalConfig`, read before the portal starts), so that one build
 * serves any tenant.
 */
export function readPortalSettings(): Record<string, string | undefined> {
  return {
    ...import.meta.env,
    ...(window as { portalConfig?: Record<string, string> }).portalConfig,
  };
}
