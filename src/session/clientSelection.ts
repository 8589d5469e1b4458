/**
 * The selected client (docs/product-rules.md#client-selection): kept in session storage under
 * `selected-client-storage`; by default the first normal client, else the first digitalized one.
 * `digitalizedState` records the list it was picked from. The default is kept there too once given, like a
 * choice, so a later load reads it instead of working it out again. Framework-free so the rules are testable
 * on their own.
 */
import type { Cliente } from '../api/generated/model/cliente.zod';

export const selectedClientStorageKey = 'selected-client-storage';

export interface ClientSelection {
  client: Cliente;
  digitalizedState: boolean;
}

/**
 * A selection read back from storage: what picks the client again, and its name when stored, with
 * which the portal asks for the client's own data while the lists load (SelectedClientProvider).
 * The rest of the stored copy is never used (resolveSelection takes the client from its fresh
 * list), so only this is checked, without a schema library in the signed-in home.
 */
export interface StoredSelection {
  client: Pick<Cliente, 'clientId'> & Partial<Pick<Cliente, 'client'>>;
  digitalizedState: boolean;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readStoredSelection(storage: Storage): StoredSelection | null {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(selectedClientStorageKey) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { client, digitalizedState } = stored as Record<string, unknown>;
  if (typeof digitalizedState !== 'boolean' || typeof client !== 'object' || client === null) return null;
  const { clientId, client: name } = client as Record<string, unknown>;
  if (!Number.isInteger(clientId)) return null;
  const picked = { clientId: clientId as number };
  return { client: typeof name === 'string' ? { ...picked, client: name } : picked, digitalizedState };
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
export function isSameClient(a: StoredSelection | null, b: StoredSelection | null): boolean {
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
  stored: StoredSelection | null,
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

/** Where choosing a client leads (docs/product-rules.md#client-selection). */
export function landingPathOf(selection: ClientSelection): string {
  return selection.digitalizedState ? '/digitalized/dservices' : '/';
}
