/** The access policy (src/language/access.ts) over screens.config.ts: docs/product-rules.md#access. */
import { describe, expect, it } from 'vitest';
import { screens } from '../../screens.config';
import {
  type AccessContext,
  canChangeClient,
  canOpen,
  canSearch,
  logoTargetFor,
  maxLinksWithFullLogo,
  navLinksFor,
  offeredRowActions,
} from '../../src/language/access';

const normal = { client: { regenera: false }, digitalizedState: false };
const regenera = { client: { regenera: true }, digitalizedState: false };
const digitalized = { client: { regenera: false }, digitalizedState: true };
const as = (role: number, selection: AccessContext['selection']): AccessContext => ({ role, selection });
const labels = (context: AccessContext) => navLinksFor(screens, context).map((link) => link.label);
const paths = (context: AccessContext) => navLinksFor(screens, context).map((link) => link.path);

describe('top navigation per account type', () => {
  it('normal client: Servicios, Contactos, Informes, Archivos, Acciones', () => {
    expect(labels(as(0, normal))).toEqual(['Servicios', 'Contactos', 'Informes', 'Archivos', 'Acciones']);
    expect(paths(as(3, normal))).toEqual(['/services', '/contacts', '/reports', '/files', '/actions']);
  });

  it('digitalized client: Servicios and Archivos only, the logo leading to /digitalized/dservices', () => {
    expect(paths(as(3, digitalized))).toEqual(['/digitalized/dservices', '/digitalized/dfiles']);
    expect(labels(as(3, digitalized))).toEqual(['Servicios', 'Archivos']);
    expect(logoTargetFor(as(3, digitalized))).toBe('/digitalized/dservices');
    expect(logoTargetFor(as(3, normal))).toBe('/');
  });

  it('regenera client: its services and reports variants, traceability and geolocation', () => {
    expect(paths(as(3, regenera))).toEqual([
      '/services-regenera',
      '/contacts',
      '/reports-regenera',
      '/files',
      '/actions',
      '/traceability',
      '/geolocation',
    ]);
  });

  it('admins (roles 1 and 2) get Administración first; other roles never', () => {
    for (const role of [1, 2]) {
      expect(labels(as(role, normal))).toEqual([
        'Administración',
        'Servicios',
        'Contactos',
        'Informes',
        'Archivos',
        'Acciones',
      ]);
      expect(labels(as(role, digitalized))).toEqual(['Administración', 'Servicios', 'Archivos']);
    }
    for (const role of [0, 3]) expect(labels(as(role, normal))).not.toContain('Administración');
  });

  it('the logo shrinks above 6 links: regenera (7) and admin regenera (8), not admin normal (6)', () => {
    expect(maxLinksWithFullLogo).toBe(6);
    expect(navLinksFor(screens, as(1, normal))).toHaveLength(6);
    expect(navLinksFor(screens, as(3, regenera))).toHaveLength(7);
    expect(navLinksFor(screens, as(1, regenera))).toHaveLength(8);
  });
});

describe('gating by audience', () => {
  it('regenera-only screens need a regenera client', () => {
    for (const screen of [screens.traceability, screens.geolocation, screens.servicesRegenera]) {
      expect(canOpen(screen, as(3, regenera))).toBe(true);
      expect(canOpen(screen, as(3, normal))).toBe(false);
      expect(canOpen(screen, as(1, digitalized))).toBe(false);
    }
  });

  it('digitalized screens need a client picked from the digitalized list', () => {
    expect(canOpen(screens.digitalizedServices, as(3, digitalized))).toBe(true);
    expect(canOpen(screens.digitalizedServices, as(3, normal))).toBe(false);
    expect(canOpen(screens.services, as(3, digitalized))).toBe(false);
  });

  it('administration needs role 1 or 2', () => {
    expect(canOpen(screens.adminDashboard, as(1, null))).toBe(true);
    expect(canOpen(screens.adminDashboard, as(2, normal))).toBe(true);
    expect(canOpen(screens.adminDashboard, as(0, normal))).toBe(false);
    expect(canOpen(screens.adminDashboard, as(3, normal))).toBe(false);
  });

  it('public screens need nothing; client screens need a selected client', () => {
    expect(canOpen(screens.legalNotice, as(0, null))).toBe(true);
    expect(canOpen(screens.contacts, as(0, null))).toBe(false);
  });
});

describe('header rules', () => {
  it('the client-change button: a non-empty client list and role > 0', () => {
    expect(canChangeClient({ ...as(3, normal), clientListSizes: [2, 0] })).toBe(true);
    expect(canChangeClient({ ...as(1, digitalized), clientListSizes: [0, 1] })).toBe(true);
    expect(canChangeClient({ ...as(0, normal), clientListSizes: [2, 2] })).toBe(false);
    expect(canChangeClient({ ...as(3, null), clientListSizes: [0, 0] })).toBe(false);
  });

  it('no global search for digitalized clients', () => {
    expect(canSearch(as(3, normal))).toBe(true);
    expect(canSearch(as(3, digitalized))).toBe(false);
  });
});

describe('row actions by audience', () => {
  const gridOf = (name: 'traceability' | 'contacts') => {
    const body = screens[name].body;
    if (body.kind !== 'grid') throw new Error(`${name} is not a grid`);
    return body;
  };
  const offered = (name: 'traceability' | 'contacts', context: AccessContext) =>
    offeredRowActions(gridOf(name).rowActions ?? [], context).map((action) => action.label);

  it('offers reopening a traceability reference to staff (roles 1-3) only, as the API allows', () => {
    expect(offered('traceability', as(0, regenera))).toEqual([]);
    for (const role of [1, 2, 3]) expect(offered('traceability', as(role, regenera))).toEqual(['Reabrir']);
  });

  it('offers actions without an audience to everyone who sees the screen', () => {
    expect(offered('contacts', as(0, normal))).toEqual(['Eliminar']);
    expect(offered('contacts', as(3, normal))).toEqual(['Eliminar']);
  });
});
