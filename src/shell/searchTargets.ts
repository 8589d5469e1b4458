/**
 * Where the global search's results lead, read from screens.config.ts as the notifications' targets
 * are: a service opens the selected client's services list (the one its navigation links to:
 * normal, regenera or digitalized), 'Ver más' of the contacts the screen listing them, of the
 * documents the screen listing the whole search. Only screens the user may open count.
 */
import { contacts } from '../api/generated/contacts/contacts';
import { searchFiles } from '../api/generated/search/search';
import type { SearchTargets } from '../features/search/searchRules';
import type { ScreenBody } from '../language';
import type { AccessContext } from '../language/access';
import { findPlace, hrefOf, type Place, type Screens, servicesPlace } from './screenPlaces';

const gridOf = (query: unknown) => (body: ScreenBody) => body.kind === 'grid' && body.query === query;

const linkTo = (place: Place | null) => (place ? hrefOf(place, {}) : null);

export function searchTargetsFor(screens: Screens, context: AccessContext): SearchTargets {
  return {
    services: linkTo(servicesPlace(screens, context)),
    contacts: linkTo(findPlace(screens, context, gridOf(contacts))),
    files: linkTo(findPlace(screens, context, gridOf(searchFiles))),
  };
}
