/**
 * Where the build writes a public page (src/app/publicPages.tsx): `/legal-notice` is
 * dist/pages/legal-notice.html. The portal's server answers the path itself with it
 * (server/web/staticPortal.ts); a host that answers every path with index.html instead still
 * serves the file at this address, where the portal sends the browser (src/main.tsx).
 */
export function publicPageFile(path: string): string {
  return `/pages${path.replace(/\/+$/, '').toLowerCase()}.html`;
}
