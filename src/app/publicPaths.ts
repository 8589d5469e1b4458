/**
 * The paths of the public screens of screens.config.ts (audience 'public'): the entry (src/main.tsx)
 * renders these without a session, and sends a visitor without an account on any other path to sign
 * in before loading the portal. The entry cannot read screens.config.ts itself: that would bring
 * every screen's configuration and fetchers into what a signed-out visitor downloads.
 * tests/app/publicPaths.test.ts holds this list equal to the config's public screens.
 */
export const publicPaths: readonly string[] = ['/legal-notice', '/privacy-policy', '/external-requests'];

/** True for a public screen's path, as the router matches it (any case, a trailing slash or not). */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return publicPaths.includes(path);
}
