/**
 * The security headers of each part of the stack: the portal's pages and assets, the API's
 * answers and the identity provider's. The portal's Content-Security-Policy names exactly the
 * origins the built portal talks to (its settings, read from the same VITE_* variables the build
 * reads), so it runs with no violation and nothing else.
 */
import type { ServerResponse } from 'node:http';

/** The origins the portal reaches besides its own: where its settings point. */
export interface PortalOrigins {
  /** Where map tiles come from (a CSP source, '*' allowed for a `{s}` subdomain); null: none. */
  mapTiles: string | null;
  /** The API's origin when it is not the portal's. */
  api: string | null;
  /** The identity tenant's origin when it is not the portal's (MSAL fetches and frames it). */
  authority: string | null;
}

/** OpenStreetMap's standard tiles: src/features/truckMap/mapTiles.ts's default. */
const defaultMapTiles = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The portal's outside origins from its build-time settings (the same variables, with the same
 * defaults, as src/main.tsx, src/auth/authConfig.ts and src/features/truckMap/mapTiles.ts). A
 * deployment that points /portal-config.js elsewhere serves its own headers.
 */
export function portalOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): PortalOrigins {
  const tiles = env.VITE_MAP_TILES ?? defaultMapTiles;
  return {
    mapTiles: tiles && tiles !== 'none' ? tileSource(tiles) : null,
    api: absoluteOrigin(env.VITE_API_BASE_URL),
    authority: absoluteOrigin(
      env.VITE_IDENTITY_TENANT_KIND === 'entra' ? env.VITE_ENTRA_AUTHORITY : env.VITE_B2C_AUTHORITY_BASE,
    ),
  };
}

/** A tile URL template's origin as a CSP source: `{s}` (a, b, c subdomains) becomes a wildcard. */
function tileSource(template: string): string | null {
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(template);
  if (!match?.[1] || !match[2]) return null;
  return `${match[1].toLowerCase()}//${match[2].toLowerCase().replace('{s}', '*')}`;
}

function absoluteOrigin(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const sources = (...list: (string | null)[]) => list.filter((s): s is string => Boolean(s)).join(' ');

/**
 * The portal's policy.
 * - script-src without 'unsafe-eval': nothing in the portal compiles code at run time. The schema
 *   forms' ajv validators are compiled at codegen time (codegen/formValidators.ts), and zod runs
 *   without its JIT (src/lib/zodSpanish.ts).
 * - style-src 'unsafe-inline': Mantine writes its theme's CSS variables into a <style> element and
 *   positions popovers, tables and charts through style attributes.
 * - img-src data: blob: icons and previews made in the page; plus the map's tiles.
 * - frame-src 'self': MSAL renews tokens silently in a hidden iframe on redirect.html.
 * - dev: Vite's React Refresh preamble is an inline script, and its HMR socket is same-origin.
 */
export function portalContentSecurityPolicy(origins: PortalOrigins, options: { dev?: boolean } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self'${options.dev ? " 'unsafe-inline'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    sources("img-src 'self' data: blob:", origins.mapTiles),
    "font-src 'self' data:",
    sources("connect-src 'self'", origins.api, origins.authority),
    sources("frame-src 'self'", origins.authority),
    "worker-src 'self' blob:",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Headers of every portal answer (pages and assets). */
export function portalHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    // Not no-referrer: OpenStreetMap's tile policy asks for the page's origin as referrer.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/**
 * Every API answer: never sniffed, never cached (they carry one user's data), and inert if opened
 * as a page (a downloaded file, whatever its bytes, cannot run script on the portal's origin).
 */
export const apiHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
};

/**
 * What the identity provider's answers get unless it sets its own (its pages do, stricter):
 * never sniffed, never cached, framed only by the portal (MSAL's silent renewal).
 */
export const identityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "frame-ancestors 'self'",
};

/**
 * HSTS, except for loopback hosts: a browser would then pin every localhost port to HTTPS, and
 * other local development servers on plain HTTP would stop opening.
 */
export function strictTransportSecurity(hostHeader: string | undefined): Record<string, string> {
  return isLoopbackHost(hostHeader) ? {} : { 'Strict-Transport-Security': 'max-age=31536000' };
}

export function isLoopbackHost(hostHeader: string | undefined): boolean {
  const host = (hostHeader ?? '')
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host)
  );
}

/** Sets headers an answer starts with; a handler may still replace any of them. */
export function presetHeaders(res: ServerResponse, headers: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}
