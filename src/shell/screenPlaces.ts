/**
 * The places of screens.config.ts that the shell's links lead to, found by what a screen shows
 * rather than by its path, so that no component names a route: the first screen (or tab) the user
 * may open whose body satisfies a test, and the selected client's services list. Read by the
 * notifications' targets and the global search's.
 */
import { regeneraTicketsGridDetails, ticketsGridDetails } from '../api/generated/tickets/tickets';
import type { ScreenBody, ScreenSpec } from '../language';
import { type AccessContext, canOpen, navLinksFor } from '../language/access';

export type Screens = Readonly<Record<string, ScreenSpec>>;

export interface Place {
  path: string;
  /** The tab of a tabbed screen (`?tab=`). */
  tab?: string;
}

/** Whether a body, or a section of it, satisfies the test. */
function bodyHas(body: ScreenBody, test: (body: ScreenBody) => boolean): boolean {
  if (test(body)) return true;
  if (body.kind === 'sections') return body.sections.some((section) => bodyHas(section.body, test));
  return false;
}

/** The first screen the user may open whose body (or one of its tabs) satisfies the test. */
export function findPlace(
  screens: Screens,
  context: AccessContext,
  test: (body: ScreenBody) => boolean,
): Place | null {
  for (const screen of Object.values(screens)) {
    if (!canOpen(screen, context)) continue;
    if (screen.body.kind === 'tabs') {
      const tab = screen.body.tabs.find((candidate) => bodyHas(candidate.body, test));
      if (tab) return { path: screen.path, tab: tab.id };
    } else if (bodyHas(screen.body, test)) return { path: screen.path };
  }
  return null;
}

export function hrefOf(place: Place, params: Record<string, string>): string {
  const query = new URLSearchParams(place.tab ? { tab: place.tab, ...params } : params);
  const search = query.toString();
  return search ? `${place.path}?${search}` : place.path;
}

export const gridWithDetail =
  (...detailQueries: readonly unknown[]) =>
  (body: ScreenBody) =>
    body.kind === 'grid' && detailQueries.includes(body.detail?.query);

/**
 * The selected client's services list: of the screens listing services (their detail reads a
 * service), the one its navigation links to (a regenera client's, not the normal one it hides).
 */
export function servicesPlace(screens: Screens, context: AccessContext): Place | null {
  const linked = new Set(navLinksFor(screens, context).map((link) => link.path));
  const listsServices = gridWithDetail(ticketsGridDetails, regeneraTicketsGridDetails);
  const screen = Object.values(screens).find(
    (candidate) =>
      linked.has(candidate.path) &&
      (candidate.body.kind === 'tabs'
        ? candidate.body.tabs.some((tab) => listsServices(tab.body))
        : listsServices(candidate.body)),
  );
  return screen ? { path: screen.path } : null;
}
