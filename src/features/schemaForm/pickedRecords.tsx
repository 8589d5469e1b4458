/**
 * The records an admin picked in the forms of one screen (a form's `current` field, chosen with its
 * `x-picker`), by the picker's list operation, so a sibling part of the screen can follow the
 * choice: the client preview shows the client chosen in the configuration forms beside it, rather
 * than asking for it again. Scoped to a screen by `PickedRecordsProvider`; the last pick wins.
 */
import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { pickerSources } from '../../api/generated/json-schemas/pickerSources';

type Operation = keyof typeof pickerSources;
type PickedRecord = Record<string, unknown>;

class PickedRecords {
  private readonly records = new Map<Operation, PickedRecord>();
  private readonly listeners = new Set<() => void>();
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  get(operation: Operation): PickedRecord | undefined {
    return this.records.get(operation);
  }
  set(operation: Operation, record: PickedRecord) {
    if (this.records.get(operation) === record) return;
    this.records.set(operation, record);
    for (const listener of this.listeners) listener();
  }
}

const PickedRecordsContext = createContext<PickedRecords | null>(null);

export function PickedRecordsProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new PickedRecords());
  return <PickedRecordsContext.Provider value={store}>{children}</PickedRecordsContext.Provider>;
}

/** Tells the screen which record a form's picker holds (nothing outside a provider). */
export function usePublishPicked(operation: Operation | undefined, record: PickedRecord | undefined) {
  const store = useContext(PickedRecordsContext);
  useEffect(() => {
    if (store && operation && record) store.set(operation, record);
  }, [store, operation, record]);
}

/** The record last picked in this screen's forms from `operation`'s list, if any. */
export function usePicked(operation: Operation): PickedRecord | undefined {
  const store = useContext(PickedRecordsContext);
  return useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    () => store?.get(operation),
    () => undefined,
  );
}

const noSubscription = () => () => {};
