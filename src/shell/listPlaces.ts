/**
 * Where a list operation's rows are shown, for the links the config language names by list
 * (src/language/listLinks.ts: KPI cards, the home's "what needs my attention", a detail's
 * documents): of the screens (or tabs) the user may open whose grid calls it, the one the
 * navigation links to when there is one (a regenera client's own services, not the list it hides).
 */

import type { AccessContext } from '../language/access';
import { navLinksFor } from '../language/access';
import type { Fetcher } from '../language/common';
import type { ListHref } from '../language/listLinks';
import { findPlace, hrefOf, type Screens } from './screenPlaces';

export function listHrefFor(screens: Screens, context: AccessContext): ListHref {
  const linked = new Set(navLinksFor(screens, context).map((link) => link.path));
  const places = new Map<Fetcher, string | null>();
  const placeOf = (list: Fetcher) => {
    if (!places.has(list)) {
      const grids = (body: { kind: string; query?: unknown }) => body.kind === 'grid' && body.query === list;
      const inNav = findPlace(
        Object.fromEntries(Object.entries(screens).filter(([, screen]) => linked.has(screen.path))),
        context,
        grids,
      );
      const place = inNav ?? findPlace(screens, context, grids);
      places.set(list, place ? hrefOf(place, {}) : null);
    }
    return places.get(list) ?? null;
  };
  return (list, params = {}) => {
    const base = placeOf(list);
    if (base === null) return null;
    const url = new URL(base, 'https://portal.invalid');
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return `${url.pathname}${url.search}`;
  };
}
