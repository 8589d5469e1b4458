/** The selected-client rules (docs/product-rules.md#client-selection). */
import { describe, expect, it } from 'vitest';
import type { Cliente } from '../../src/api/generated/model';
import {
  isSameClient,
  keepSelection,
  landingPathOf,
  readStoredSelection,
  resolveSelection,
  selectedClientStorageKey,
  storeSelection,
} from '../../src/session/clientSelection';

const client = (clientId: number, name: string, extra: Partial<Cliente> = {}): Cliente => ({
  clientId,
  client: name,
  regenera: false,
  digitalized: false,
  idNif: null,
  cif: null,
  ...extra,
});
const hoteles = client(1, 'Hoteles Costa Azul S.L.');
const talleres = client(3, 'Talleres Mecánicos Norte S.A.');
const meseta = client(6, 'Construcciones Meseta S.A.', { digitalized: true });

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  };
}

describe('resolveSelection', () => {
  it('defaults to the first normal client', () => {
    expect(resolveSelection(null, [hoteles, talleres], [meseta])).toEqual({
      client: hoteles,
      digitalizedState: false,
    });
  });

  it('defaults to the first digitalized client when there is no normal one', () => {
    expect(resolveSelection(null, [], [meseta])).toEqual({ client: meseta, digitalizedState: true });
  });

  it('keeps the stored choice while it is still in its list, with the list’s current data', () => {
    const renamed = { ...talleres, client: 'Talleres Norte S.A.' };
    expect(resolveSelection({ client: talleres, digitalizedState: false }, [hoteles, renamed], [])).toEqual({
      client: renamed,
      digitalizedState: false,
    });
  });

  it('drops a stored choice the user may no longer see', () => {
    expect(resolveSelection({ client: talleres, digitalizedState: false }, [hoteles], [])).toEqual({
      client: hoteles,
      digitalizedState: false,
    });
  });

  it('is null with no client at all', () => {
    expect(resolveSelection(null, [], [])).toBeNull();
  });
});

describe('session storage', () => {
  it('stores under selected-client-storage and reads back what picks the client again, and its name', () => {
    const storage = memoryStorage();
    storeSelection(storage, { client: meseta, digitalizedState: true });
    expect([...storage.items.keys()]).toEqual([selectedClientStorageKey]);
    expect(readStoredSelection(storage)).toEqual({
      client: { clientId: meseta.clientId, client: meseta.client },
      digitalizedState: true,
    });
    storage.setItem(
      selectedClientStorageKey,
      JSON.stringify({ client: { clientId: 7 }, digitalizedState: false }),
    );
    expect(readStoredSelection(storage)).toEqual({ client: { clientId: 7 }, digitalizedState: false });
  });

  it('ignores a malformed stored value', () => {
    const storage = memoryStorage();
    storage.setItem(selectedClientStorageKey, '{"client":');
    expect(readStoredSelection(storage)).toBeNull();
    storage.setItem(selectedClientStorageKey, JSON.stringify({ client: { clientId: 'x' } }));
    expect(readStoredSelection(storage)).toBeNull();
    storage.setItem(
      selectedClientStorageKey,
      JSON.stringify({ client: { clientId: 1.5 }, digitalizedState: false }),
    );
    expect(readStoredSelection(storage)).toBeNull();
    storage.setItem(
      selectedClientStorageKey,
      JSON.stringify({ client: { clientId: 1 }, digitalizedState: 'no' }),
    );
    expect(readStoredSelection(storage)).toBeNull();
    storage.setItem(selectedClientStorageKey, 'null');
    expect(readStoredSelection(storage)).toBeNull();
  });
});

describe('landingPathOf', () => {
  it('goes home for a normal client and to the digitalized services for a digitalized one', () => {
    expect(landingPathOf({ client: hoteles, digitalizedState: false })).toBe('/');
    expect(landingPathOf({ client: meseta, digitalizedState: true })).toBe('/digitalized/dservices');
  });
});

describe('keepSelection', () => {
  it('stores the default like a choice, so the next load reads it', () => {
    const storage = memoryStorage();
    const selection = resolveSelection(readStoredSelection(storage), [hoteles, talleres], [meseta]);
    keepSelection(storage, selection);
    expect(readStoredSelection(storage)).toEqual({
      client: { clientId: hoteles.clientId, client: hoteles.client },
      digitalizedState: false,
    });
    // The next load keeps it even if the list now starts elsewhere.
    expect(resolveSelection(readStoredSelection(storage), [talleres, hoteles], [meseta])).toEqual({
      client: hoteles,
      digitalizedState: false,
    });
  });

  it('replaces a client the user no longer sees with the fallback, and a stale copy with fresh data', () => {
    const storage = memoryStorage();
    storeSelection(storage, { client: meseta, digitalizedState: true });
    keepSelection(storage, resolveSelection(readStoredSelection(storage), [talleres], []));
    expect(readStoredSelection(storage)).toEqual({
      client: { clientId: talleres.clientId, client: talleres.client },
      digitalizedState: false,
    });

    const regeneraNow = { ...talleres, regenera: true };
    keepSelection(storage, resolveSelection(readStoredSelection(storage), [regeneraNow], []));
    expect(JSON.parse(storage.getItem(selectedClientStorageKey) ?? 'null').client.regenera).toBe(true);
  });

  it('keeps nothing when the user sees no client', () => {
    const storage = memoryStorage();
    storeSelection(storage, { client: meseta, digitalizedState: true });
    keepSelection(storage, resolveSelection(readStoredSelection(storage), [], []));
    expect(storage.items.size).toBe(0);
  });
});

describe('isSameClient', () => {
  it('is the same client from the same list', () => {
    const renamed = { client: { ...talleres, client: 'Talleres Norte S.A.' }, digitalizedState: false };
    expect(isSameClient({ client: talleres, digitalizedState: false }, renamed)).toBe(true);
    expect(isSameClient({ client: talleres, digitalizedState: true }, renamed)).toBe(false);
    expect(isSameClient({ client: hoteles, digitalizedState: false }, renamed)).toBe(false);
    expect(isSameClient(null, renamed)).toBe(false);
  });
});
