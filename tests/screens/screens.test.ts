/** screens.config.ts declares every route of docs/product-rules.md#routes, with its audience. */
import { describe, expect, it } from 'vitest';
import { screens } from '../../screens.config';
import { type Audience, defineScreens, page, publicPage } from '../../src/language';

const specRoutes: Record<string, readonly Audience[]> = {
  // The home stays open to digitalized clients too (they land on /digitalized/dservices).
  '/': ['client', 'digitalized'],
  '/services': ['client'],
  '/services-regenera': ['regenera'],
  '/contacts': ['client'],
  '/reports': ['client'],
  '/reports-regenera': ['regenera'],
  '/files': ['client'],
  '/actions': ['client'],
  '/traceability': ['regenera'],
  '/geolocation': ['regenera'],
  '/administration/admin-dashboard': ['admin'],
  '/digitalized/dservices': ['digitalized'],
  '/digitalized/dfiles': ['digitalized'],
  '/files-search-results': ['client'],
  '/legal-notice': ['public'],
  '/privacy-policy': ['public'],
  '/external-requests': ['public'],
};

describe('screens.config.ts', () => {
  const declared = Object.fromEntries(Object.values(screens).map((screen) => [screen.path, screen.audience]));

  it('declares exactly the routes of the product rules with their audiences', () => {
    expect(declared).toEqual(specRoutes);
  });

  it('orders the normal client navigation as the spec lists it', () => {
    const normal = Object.values(screens)
      .filter((s) => s.nav && s.audience.includes('client'))
      .sort((a, b) => (a.nav?.order ?? 0) - (b.nav?.order ?? 0))
      .map((s) => s.nav?.label);
    expect(normal).toEqual(['Servicios', 'Contactos', 'Informes', 'Archivos', 'Acciones']);
  });

  it('refuses two screens on one path', () => {
    const body = page('clientPreview');
    expect(() =>
      defineScreens({
        a: { path: '/x', title: 'A', audience: ['client'], body },
        b: { path: '/x', title: 'B', audience: ['client'], body },
      }),
    ).toThrow(/"b" and "a" use the same path \/x/);
  });

  it('holds public screens to pages of their own, and pages of their own to public screens', () => {
    expect(() =>
      defineScreens({ aviso: { title: 'A', audience: ['public'], body: page('clientPreview') } }),
    ).toThrow(/"aviso" must be public with a publicPage\(…\) body, or neither/);
    expect(() =>
      defineScreens({ aviso: { title: 'A', audience: ['client'], body: publicPage('legalNotice') } }),
    ).toThrow(/"aviso" must be public with a publicPage/);
    expect(
      defineScreens({ aviso: { title: 'A', audience: ['public'], body: publicPage('legalNotice') } }).aviso
        .path,
    ).toBe('/aviso');
  });
});
