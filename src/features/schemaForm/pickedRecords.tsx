/**
 * The records an admin picked in the forms of one screen (a form's `current` field, chosen with its
 * `x-picker`), by the picker's list operation, so a sibling part of the screen can follow the
 * choice: the client preview shows the client chosen in the configuration forms beside it, rather
 * than asking for it again. Scoped to a screen by `PickedRecordsProvider`; the last pick wins.
 *
 * A provider may also pin a record (a guided flow's subject: the client being onboarded): its forms
 * and grid pickers of that operation take it instead of asking (`usePinned`), and it is what is
 * picked. Nested providers (a step's sections) keep their parent's pin.
 */
import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { pickerSources } from '../../api/generated/json-schemas/pickerSources';

type Operation = keyof typeof pickerSources;
type PickedRecord = Record<string, unknown>;

/** A record every form and picker of one operation takes (StepsSpec `subject`). */
export interface PinnedRecord {
  readonly operation: Operation;
  readonly record: PickedRecord;
}

class PickedRecords {
  private readonly records = new Map<Operation, PickedRecord>();
  private readonly listeners = new Set<() => void>();
  constructor(readonly pinned: PinnedRecord | undefined) {}
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  get(operation: Operation): PickedRecord | undefined {
    return this.pinned?.operation === operation ? this.pinned.record : this.records.get(operation);
  }
  set(operation: Operation, record: PickedRecord) {
    if (this.records.get(operation) === record) return;
    this.records.set(operation, record);
    for (const listener of this.listeners) listener();
  }
}

const PickedRecordsContext = createContext<PickedRecords | null>(null);

export function PickedRecordsProvider({ children, pinned }: { children: ReactNode; pinned?: PinnedRecord }) {
  const parent = useContext(PickedRecordsContext);
  const pin = pinned ?? parent?.pinned;
  const [store, setStore] = useState(() => new PickedRecords(pin));
  // A new subject (the flow moved on to another record) is a new scope.
  if (store.pinned !== pin) setStore(new PickedRecords(pin));
  return <PickedRecordsContext.Provider value={store}>{children}</PickedRecordsContext.Provider>;
}

/** Tells the screen which record a form's picker holds (nothing outside a provider). */
export function usePublishPicked(operation: Operation | undefined, record: PickedRecord | undefined) {
  const store = useContext(PickedRecordsContext);
  useEffect(() => {
    if (store && operation && record) store.set(operation, record);
  }, [store, operation, record]);
}

/** The record last picked in this screen's forms from `operation`'s list (or pinned), if any. */
export function usePicked(operation: Operation): PickedRecord | undefined {
  const store = useContext(PickedRecordsContext);
  return useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    () => store?.get(operation),
    () => undefined,
  );
}

/** The record pinned for `operation` by an enclosing provider, if any: its forms do not ask for it. */
export function usePinned(operation: Operation | undefined): PickedRecord | undefined {
  const pinned = useContext(PickedRecordsContext)?.pinned;
  return operation && pinned?.operation === operation ? pinned.record : undefined;
}

/** The pinned record of any operation, for forms that look at each of their fields (usePinned's). */
export function usePinnedRecord(): PinnedRecord | undefined {
  return useContext(PickedRecordsContext)?.pinned;
}

const noSubscription = () => () => {};
