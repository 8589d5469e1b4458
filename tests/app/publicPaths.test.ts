/**
 * The entry's list of public paths (src/app/publicPaths.ts) is the config's public screens: a screen
 * made public or private in screens.config.ts without the list would be sent to sign in, or opened
 * without one, by the entry.
 */
import { describe, expect, it } from 'vitest';
import { screens } from '../../screens.config';
import { isPublicPath, publicPaths } from '../../src/app/publicPaths';
import type { ScreenSpec } from '../../src/language';
import { canOpen } from '../../src/language/access';

const all = Object.values(screens) as ScreenSpec[];

describe('publicPaths', () => {
  it("is the paths of screens.config.ts's public screens, no more and no fewer", () => {
    const configured = all
      .filter((screen) => canOpen(screen, { role: 0, selection: null }))
      .map((s) => s.path);
    expect([...publicPaths].sort()).toEqual(configured.sort());
  });

  it('matches a public path as the router does, and no private one', () => {
    expect(isPublicPath('/legal-notice')).toBe(true);
    expect(isPublicPath('/Legal-Notice/')).toBe(true);
    expect(isPublicPath('/')).toBe(false);
    expect(isPublicPath('/legal-notice/more')).toBe(false);
    for (const screen of all.filter((s) => !publicPaths.includes(s.path)))
      expect(isPublicPath(screen.path)).toBe(false);
  });
});
