/**
 * Who may open which screen (docs/product-rules.md#access): one predicate per audience of screens.config.ts
 * over what the session and the selected client say. The router, the top navigation and the header read these
 * rules; no component decides access on its own.
 */

import { isAdmin, isStaff } from '../api/generated/roles';
import type { Audience } from './common';
import type { GridRowAction } from './grid';
import type { NavEntry, ScreenSpec } from './screens';

/** What access depends on: the user's extension_UserRole and the selected client. */
export interface AccessContext {
  readonly role: number;
  readonly selection: {
    readonly client: { readonly regenera: boolean };
    readonly digitalizedState: boolean;
  } | null;
  /**
   * The top menu an admin configured for the selected client (GET /getclientemenu): route keys.
   * Missing or empty: the default menu.
   */
  readonly menuEntries?: readonly string[] | null;
}

const isNormalClient = ({ selection }: AccessContext) => Boolean(selection && !selection.digitalizedState);

/** The policy: an audience admits a user when its predicate holds. */
const audiencePolicy: Readonly<Record<Audience, (context: AccessContext) => boolean>> = {
  public: () => true,
  client: isNormalClient,
  regenera: (context) => isNormalClient(context) && Boolean(context.selection?.client.regenera),
  digitalized: ({ selection }) => Boolean(selection?.digitalizedState),
  admin: ({ role }) => isAdmin(role),
  staff: ({ role }) => isStaff(role),
};

const admits = (audiences: readonly Audience[], context: AccessContext) =>
  audiences.some((audience) => audiencePolicy[audience](context));

/** Audiences within another: every regenera client is a normal client too. */
const within: Readonly<Partial<Record<Audience, Audience>>> = { regenera: 'client' };

/** True when some audience of `a` lies within one of `b` (a narrower audience than b's). */
const narrower = (a: readonly Audience[], b: readonly Audience[]) =>
  a.some((audience) => {
    const wider = within[audience];
    return wider !== undefined && b.includes(wider);
  });

/** True when any of the screen's audiences admits the user. */
export function canOpen(screen: Pick<ScreenSpec, 'audience'>, context: AccessContext): boolean {
  return admits(screen.audience, context);
}

/** The row actions offered to the user: those without an audience, and those whose audience admits them. */
export function offeredRowActions<Action extends Pick<GridRowAction, 'audience'>>(
  actions: readonly Action[],
  context: AccessContext,
): Action[] {
  return actions.filter((action) => !action.audience || admits(action.audience, context));
}

export interface NavLinkSpec {
  readonly path: string;
  readonly label: string;
}

/** A client screen's key in a client menu: its route without the leading slash ('services'). */
const menuKey = (screen: ScreenSpec) => screen.path.slice(1);

/**
 * The top navigation: screens with a nav entry the user may open, one link per nav place: where a
 * user may open two screens at one place, the narrower audience's shows (a regenera client gets
 * its own services and reports where a normal client gets theirs).
 * A normal client with a configured menu sees, of the client screens, only the menu's entries, in
 * the menu's order (the contract's "in the order they show"), after the links no menu configures
 * (Administration, added first); the digitalized view is not configurable.
 */
export function navLinksFor(
  screens: Readonly<Record<string, ScreenSpec>>,
  context: AccessContext,
): NavLinkSpec[] {
  const menu = isNormalClient(context) && context.menuEntries?.length ? context.menuEntries : null;
  const configurable = (screen: ScreenSpec) => menu !== null && !screen.audience.includes('admin');
  // The menu picks which links show and their order; without one, screens.config.ts orders them.
  const menuRank = (screen: ScreenSpec) =>
    configurable(screen) ? (menu?.indexOf(menuKey(screen)) ?? -1) : -1;
  const open = Object.values(screens).filter(
    (screen): screen is ScreenSpec & { nav: NavEntry } =>
      screen.nav !== undefined && canOpen(screen, context),
  );
  const replaced = (screen: ScreenSpec & { nav: NavEntry }) =>
    open.some((other) => other.nav.order === screen.nav.order && narrower(other.audience, screen.audience));
  return open
    .filter((screen) => !replaced(screen))
    .filter((screen) => !configurable(screen) || Boolean(menu?.includes(menuKey(screen))))
    .sort((a, b) => menuRank(a) - menuRank(b) || a.nav.order - b.nav.order)
    .map((screen) => ({ path: screen.path, label: screen.nav.label }));
}

/** The logo shrinks when more than this many links show (docs/product-rules.md#shell). */
export const maxLinksWithFullLogo = 6;

/** Where the logo leads: the digitalized client's landing, else the home. */
export function logoTargetFor(context: AccessContext): string {
  return audiencePolicy.digitalized(context) ? '/digitalized/dservices' : '/';
}

/**
 * The client-change button (docs/product-rules.md#client-selection): at least one client list is non-empty
 * and the user is the company's staff (the role is greater than 0).
 */
export function canChangeClient(context: AccessContext & { readonly clientListSizes: readonly number[] }) {
  return isStaff(context.role) && context.clientListSizes.some((size) => size > 0);
}

/** Digitalized clients have no global search (docs/product-rules.md#access). */
export function canSearch(context: AccessContext): boolean {
  return !audiencePolicy.digitalized(context);
}
