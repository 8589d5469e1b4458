/** A screen's path is typed: the one its entry writes, else its name in kebab case. */
import { describe, expectTypeOf, it } from 'vitest';
import { screens } from '../../screens.config';
import type { KebabCase } from '../../src/language';

describe('screen paths', () => {
  it('default to the screen name in kebab case', () => {
    expectTypeOf(screens.contacts.path).toEqualTypeOf<'/contacts'>();
    expectTypeOf(screens.servicesRegenera.path).toEqualTypeOf<'/services-regenera'>();
    expectTypeOf(screens.filesSearchResults.path).toEqualTypeOf<'/files-search-results'>();
    expectTypeOf<KebabCase<'legalNotice'>>().toEqualTypeOf<'legal-notice'>();
  });

  it('are the written path where the entry has one', () => {
    expectTypeOf(screens.home.path).toEqualTypeOf<'/'>();
    expectTypeOf(screens.digitalizedFiles.path).toEqualTypeOf<'/digitalized/dfiles'>();
    // @ts-expect-error the written path wins over the name's
    expectTypeOf(screens.adminDashboard.path).toEqualTypeOf<'/admin-dashboard'>();
  });
});
