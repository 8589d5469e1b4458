/**
 * Where a list's views belong, and the view a person left it in. A list's view (gridState.ts
 * `viewOf`: filters, dates, sort, page size, hidden columns) is the user's, per client and list:
 * saved under a name on the server (SavedViewsMenu), and the last one kept in this browser, so that
 * coming back to the list from the menu shows it as it was left. A visit whose address names a view
 * of its own (a shared link, a home card's filter) shows that one instead, and so does an address
 * typed, bookmarked or reloaded (the page's first load) or reached by Back: it says what it shows.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { useSession } from '../../auth/session';
import { screenParams } from '../../lib/screenParams';
import { readUrlState } from '../../lib/urlState';
import { useSelectedClient } from '../../session/SelectedClientProvider';
import { viewOf, withView } from './gridState';

const tabParams = { tab: screenParams.tab };

export interface ListViews {
  /** The list, as the contract names it: the screen's path and its tab (`/files?tab=factura`). */
  readonly screen: string;
  readonly clientId: number;
  readonly clientName: string;
}

/**
 * The list on screen and the selected client, or null where views do not apply: a list whose rows
 * do not depend on the selected client, or before a client is selected. Every list's name is one
 * the contract's SavedViewScreen holds (tests/grid/listViewNames.test.ts checks screens.config.ts),
 * so the page does not load zod to check it again.
 */
export function useListViews(readsClient: boolean): ListViews | null {
  const { pathname, search } = useLocation();
  const { selection } = useSelectedClient();
  if (!readsClient || !selection) return null;
  const { tab } = readUrlState(tabParams, new URLSearchParams(search));
  const screen = tab ? `${pathname}?tab=${tab}` : pathname;
  return { screen, clientId: selection.client.clientId, clientName: selection.client.client };
}

const storageKey = (oid: string, list: ListViews) =>
  `portal-clientes.vista:${oid}:${list.clientId}:${list.screen}`;

/** localStorage, or nothing where the browser refuses it (a private window's quota, a policy). */
function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readItem(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeItem(key: string, view: string): void {
  try {
    if (view) browserStorage()?.setItem(key, view);
    else browserStorage()?.removeItem(key);
  } catch {
    // A full or refused storage only costs the remembering.
  }
}

/**
 * Keeps the list's last view in this browser and shows it again on a visit that names none.
 * Answers true while that view is being put in the address: the list waits for it, so that its
 * table does not first show, and write back, the defaults.
 */
export function useRememberedView(list: ListViews | null): boolean {
  const [params, setParams] = useSearchParams();
  const { oid } = useSession().claims;
  const key = list ? storageKey(oid, list) : null;
  const view = viewOf(params);
  // Only a link followed within the portal (the menu's) brings the last view back.
  const followedLink = useNavigationType() === 'PUSH';
  // Read once per list, on arrival: every later change of the view is the person's.
  const arrival = useRef<{ key: string; restore: string | null } | null>(null);
  if (key && arrival.current?.key !== key)
    arrival.current = { key, restore: view || !followedLink ? null : readItem(key) };
  const restore = arrival.current?.restore ?? null;
  useEffect(() => {
    if (!key) return;
    if (restore !== null) {
      if (view !== restore) {
        setParams((current) => withView(current, restore), { replace: true });
        return;
      }
      arrival.current = { key, restore: null };
    }
    writeItem(key, view);
  }, [key, view, restore, setParams]);
  return restore !== null && view !== restore;
}
