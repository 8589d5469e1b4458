/**
 * Where the global search's results lead, from screens.config.ts and the access policy: the
 * selected client's services list (normal, regenera or digitalized, the one the navigation links
 * to), the contacts screen, the documents' full results; nothing the user may not open.
 */
import { describe, expect, it } from 'vitest';
import { screens } from '../../screens.config';
import type { AccessContext } from '../../src/language/access';
import { searchTargetsFor } from '../../src/shell/searchTargets';

const client = (regenera: boolean, digitalizedState = false): AccessContext => ({
  role: 3,
  selection: { client: { regenera }, digitalizedState },
});

describe('search targets', () => {
  it('a normal client: its services, its contacts, the documents found', () => {
    expect(searchTargetsFor(screens, client(false))).toEqual({
      services: '/services',
      contacts: '/contacts',
      files: '/files-search-results',
    });
  });

  it("a regenera client: regenera's own services screen", () => {
    expect(searchTargetsFor(screens, client(true)).services).toBe('/services-regenera');
  });

  it('a digitalized client: its reduced services screen, and no contacts or documents screen to open', () => {
    expect(searchTargetsFor(screens, client(false, true))).toEqual({
      services: '/digitalized/dservices',
      contacts: null,
      files: null,
    });
  });

  it('no client selected yet: nowhere to lead', () => {
    expect(searchTargetsFor(screens, { role: 0, selection: null })).toEqual({
      services: null,
      contacts: null,
      files: null,
    });
  });
});
