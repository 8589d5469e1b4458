/**
 * A list's saved views are stored under its name, the screen's path and its tab
 * (src/features/grid/useListViews.ts): every list of screens.config.ts has a name the contract's
 * SavedViewScreen holds, so the page never has to check one.
 */
import { describe, expect, it } from 'vitest';
import { screens } from '../../screens.config';
import { SavedViewScreen } from '../../src/api/generated/model/savedViewScreen.zod';
import type { ScreenBody } from '../../src/language';

/** The names of the lists a body shows (a tab's lists carry its tab, the first's also none). */
function listNames(path: string, body: ScreenBody): string[] {
  switch (body.kind) {
    case 'grid':
      return [path];
    case 'tabs':
      return [path, ...body.tabs.flatMap((tab) => listNames(`${path}?tab=${tab.id}`, tab.body))];
    case 'sections':
      return body.sections.flatMap((section) => listNames(path, section.body));
    case 'steps':
      return body.steps.flatMap((step) => listNames(path, step.body));
    default:
      return [];
  }
}

describe('list view names', () => {
  const names = Object.values(screens).flatMap((screen) => listNames(screen.path, screen.body));

  it('cover the lists of screens.config.ts', () => {
    expect(names).toContain('/services');
    expect(names.some((name) => name.startsWith('/files?tab='))).toBe(true);
  });

  it.each(names)('%s is a name the contract holds', (name) => {
    expect(SavedViewScreen.safeParse(name).success).toBe(true);
  });
});
