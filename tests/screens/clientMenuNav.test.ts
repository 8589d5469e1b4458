/** The top navigation honours the client menu an admin configured (GET /getclientemenu). */
import { describe, expect, it } from 'vitest';
import { screens } from '../../screens.config';
import { type AccessContext, navLinksFor } from '../../src/language/access';

const normal = (menuEntries: string[] | null, role = 0, regenera = false): AccessContext => ({
  role,
  selection: { client: { regenera }, digitalizedState: false },
  menuEntries,
});
const labels = (context: AccessContext) => navLinksFor(screens, context).map((link) => link.path);

describe('navLinksFor with a client menu', () => {
  it('shows the default menu when the client has none (or an empty one)', () => {
    const defaults = ['/services', '/contacts', '/reports', '/files', '/actions'];
    expect(labels(normal(null))).toEqual(defaults);
    expect(labels(normal([]))).toEqual(defaults);
  });

  it("shows only the configured entries, in the menu's order (not screens.config.ts's)", () => {
    expect(labels(normal(['files', 'services']))).toEqual(['/files', '/services']);
    expect(labels(normal(['actions', 'contacts', 'services', 'reports']))).toEqual([
      '/actions',
      '/contacts',
      '/services',
      '/reports',
    ]);
    expect(labels(normal(['geolocation', 'files', 'services-regenera'], 3, true))).toEqual([
      '/geolocation',
      '/files',
      '/services-regenera',
    ]);
  });

  it('keeps the Administration link first for admins, whatever the menu', () => {
    expect(labels(normal(['contacts'], 1))).toEqual(['/administration/admin-dashboard', '/contacts']);
    expect(labels(normal(['files', 'services'], 2))).toEqual([
      '/administration/admin-dashboard',
      '/files',
      '/services',
    ]);
  });

  it('never gives a link the audience rules refuse (a regenera entry for a normal client)', () => {
    expect(labels(normal(['traceability', 'services']))).toEqual(['/services']);
  });

  it('does not apply to the digitalized view', () => {
    const digitalized: AccessContext = {
      role: 3,
      selection: { client: { regenera: false }, digitalizedState: true },
      menuEntries: ['contacts'],
    };
    expect(labels(digitalized)).toEqual(['/digitalized/dservices', '/digitalized/dfiles']);
  });
});
