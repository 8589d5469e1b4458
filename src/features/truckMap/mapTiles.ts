/**
 * Where the map's background tiles come from: `VITE_MAP_TILES`, a URL template with {z}, {x}, {y}
 * (and optionally {s} for a, b, c subdomains), set at build time or in the deployment's
 * /portal-config.js like the other settings (src/lib/portalSettings.ts). Empty or 'none' turns
 * tiles off. Default: OpenStreetMap's standard tiles.
 */
import { readPortalSettings } from '../../lib/portalSettings';

const defaultTileTemplate = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export function tileTemplate(): string | null {
  const template = readPortalSettings().VITE_MAP_TILES ?? defaultTileTemplate;
  return template && template !== 'none' ? template : null;
}

/** The tile URL of a template. */
export function tileUrl(template: string, x: number, y: number, z: number): string {
  const subdomain = 'abc'[Math.abs(x + y) % 3] ?? 'a';
  return template
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{s}', subdomain);
}
