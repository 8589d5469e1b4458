/**
 * The selected client (spec section 4): kept in session storage under `selected-client-storage`;
 * by default the first normal client, else the first digitalized one. `digitalizedState` records
 * the list it was picked from. The default is kept there too once given, like a choice, so a later
 * load reads it instead of working it out again. Framework-free so the rules are testable on their own.
 */
import { z } from 'zod';
import { Cliente } from '../../api/generated/model';

export const selectedClientStorageKey = 'selected-client-storage';

export const ClientSelection = z.object({
  client: Cliente,
  digitalizedState: z.boolean(),
});
export type ClientSelection = z.infer<typeof ClientSelection>;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readStoredSelection(storage: Storage): ClientSelection | null {
  try {
    const parsed = ClientSelection.safeParse(JSON.parse(storage.getItem(selectedClientStorageKey) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeSelection(storage: Storage, selection: ClientSelection): void {
  storage.setItem(selectedClientStorageKey, JSON.stringify(selection));
}

/**
 * Makes the storage hold the selection in use: the default or a fallback is written like a choice,
 * a stored client's fresh data replaces its old copy, and nothing is kept when the user sees no
 * client at all. Only with both lists known (an unanswered list would pass for an empty one).
 */
export function keepSelection(storage: Storage, selection: ClientSelection | null): void {
  if (!selection) {
    storage.removeItem(selectedClientStorageKey);
    return;
  }
  const serialized = JSON.stringify(selection);
  if (storage.getItem(selectedClientStorageKey) !== serialized)
    storage.setItem(selectedClientStorageKey, serialized);
}

/** True when the stored client is still the one in use (another list or client is a fallback). */
export function isSameClient(a: ClientSelection | null, b: ClientSelection | null): boolean {
  return (
    a !== null &&
    b !== null &&
    a.digitalizedState === b.digitalizedState &&
    a.client.clientId === b.client.clientId
  );
}

/**
 * The selection to use given the lists the user may see: the stored one while it is still in its
 * list, otherwise the default.
 */
export function resolveSelection(
  stored: ClientSelection | null,
  normal: readonly Cliente[],
  digitalized: readonly Cliente[],
): ClientSelection | null {
  if (stored) {
    const list = stored.digitalizedState ? digitalized : normal;
    const current = list.find((c) => c.clientId === stored.client.clientId);
    if (current) return { client: current, digitalizedState: stored.digitalizedState };
  }
  const firstNormal = normal[0];
  if (firstNormal) return { client: firstNormal, digitalizedState: false };
  const firstDigitalized = digitalized[0];
  return firstDigitalized ? { client: firstDigitalized, digitalizedState: true } : null;
}

/** Where choosing a client leads (spec section 4). */
export function landingPathOf(selection: ClientSelection): string {
  return selection.digitalizedState ? '/digitalized/dservices' : '/';
}
