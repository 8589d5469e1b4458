/**
 * Provides the selected client to the authenticated screens: both client lists, the selection,
 * and the selected client's service directions (what most lists are filtered by;
 * docs/product-rules.md#service-directions: they wait until these exist).
 */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { Cliente } from '../api/generated/model';
import {
  useGetClients,
  useGetClientsDigitalized,
  useGetServiceDirections,
  useGetServiceDirectionsDigitalized,
} from '../api/generated/structure/structure';
import {
  type ClientSelection,
  isSameClient,
  keepSelection,
  landingPathOf,
  readStoredSelection,
  resolveSelection,
  type StoredSelection,
  storeSelection,
} from './clientSelection';
import { directionsQueryOptions, prefetchStoredClient } from './selectedClientQueries';

export interface SelectedClientContextValue {
  /** Normal clients the user may see (regenera included). */
  clients: readonly Cliente[];
  digitalizedClients: readonly Cliente[];
  /** True while the client lists load. */
  loading: boolean;
  selection: ClientSelection | null;
  /** Ids of the selected client's service directions; empty until they load. */
  serviceDirectionIds: readonly number[];
  /** True while the selected client's service directions load (empty ids then mean "not yet"). */
  directionsLoading: boolean;
  /** Selects a client from one of the lists and goes to its landing screen. */
  select(client: Cliente, digitalizedState: boolean): void;
}

const SelectedClientContext = createContext<SelectedClientContextValue | null>(null);
const noClients: readonly Cliente[] = [];

export function SelectedClientProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const normalQuery = useGetClients();
  const digitalizedQuery = useGetClientsDigitalized();
  const clients = normalQuery.data?.items ?? noClients;
  const digitalizedClients = digitalizedQuery.data?.items ?? noClients;
  // What this tab had stored when the portal loaded: a client the user no longer sees is a fallback.
  const [storedOnArrival] = useState<StoredSelection | null>(() => readStoredSelection(sessionStorage));
  const queryClient = useQueryClient();
  useEffect(() => prefetchStoredClient(queryClient, storedOnArrival), [queryClient, storedOnArrival]);
  const [chosen, setChosen] = useState(storedOnArrival);
  // Both lists answered: only then is an absent client really absent (a failed list is not empty).
  const listsKnown = normalQuery.isSuccess && digitalizedQuery.isSuccess;

  const selection = useMemo(
    () => resolveSelection(chosen, clients, digitalizedClients),
    [chosen, clients, digitalizedClients],
  );

  // The selection in use is the stored one (docs/product-rules.md#client-selection), the default and a
  // fallback included: a later load reads it rather than working it out again.
  useEffect(() => {
    if (!listsKnown) return;
    keepSelection(sessionStorage, selection);
    if (!isSameClient(chosen, selection)) setChosen(selection);
  }, [listsKnown, selection, chosen]);

  const clientName = selection?.client.client ?? '';
  const normalDirections = useGetServiceDirections(
    { client: clientName },
    { query: { ...directionsQueryOptions, enabled: Boolean(selection && !selection.digitalizedState) } },
  );
  const digitalizedDirections = useGetServiceDirectionsDigitalized(
    { client: clientName },
    { query: { ...directionsQueryOptions, enabled: Boolean(selection?.digitalizedState) } },
  );
  const directions = selection?.digitalizedState ? digitalizedDirections.data : normalDirections.data;

  // On arrival, once both lists are known, the selected client's landing
  // (docs/product-rules.md#client-selection) is where the user goes when arriving at the root with a
  // digitalized client selected (a user with only digitalized clients gets the first by default), and when
  // the stored client is no longer theirs: the fallback is taken as if chosen, rather than leaving them on a
  // page of the other list's. Afterwards the root stays theirs too.
  const { pathname } = useLocation();
  const listsLoading = normalQuery.isPending || digitalizedQuery.isPending;
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    if (!listsLoading) setArrived(true);
  }, [listsLoading]);
  const fellBack = listsKnown && storedOnArrival !== null && !isSameClient(storedOnArrival, selection);
  const landingTarget =
    !arrived && !listsLoading && selection && ((selection.digitalizedState && pathname === '/') || fellBack)
      ? landingPathOf(selection)
      : null;
  const landing = landingTarget !== pathname ? landingTarget : null;

  const select = useCallback(
    (client: Cliente, digitalizedState: boolean) => {
      const next = { client, digitalizedState };
      storeSelection(sessionStorage, next);
      setChosen(next);
      void navigate(landingPathOf(next));
    },
    [navigate],
  );

  const value = useMemo<SelectedClientContextValue>(
    () => ({
      clients,
      digitalizedClients,
      loading: listsLoading,
      selection,
      serviceDirectionIds: directions?.items.map((d) => d.iddireccionservicio) ?? [],
      directionsLoading: Boolean(selection) && directions === undefined,
      select,
    }),
    [clients, digitalizedClients, listsLoading, selection, directions, select],
  );
  return (
    <SelectedClientContext value={value}>
      {landing ? <Navigate to={landing} replace /> : children}
    </SelectedClientContext>
  );
}

/** The selected client's context, or null outside the shell (public screens reuse shared forms). */
export function useOptionalSelectedClient(): SelectedClientContextValue | null {
  return use(SelectedClientContext);
}

export function useSelectedClient(): SelectedClientContextValue {
  const value = use(SelectedClientContext);
  if (!value)
    throw new Error('useSelectedClient needs SelectedClientProvider (inside the authenticated shell)');
  return value;
}

/**
 * The context a given client's own users have, for an admin's preview of that client's portal
 * (src/screens/pages/ClientPreview.tsx): that client selected with its service directions;
 * nothing can select another one.
 */
export function SelectedClientPreview({ client, children }: { client: Cliente; children: ReactNode }) {
  const digitalizedState = client.digitalized;
  const normal = useGetServiceDirections(
    { client: client.client },
    { query: { enabled: !digitalizedState } },
  );
  const digitalized = useGetServiceDirectionsDigitalized(
    { client: client.client },
    { query: { enabled: digitalizedState } },
  );
  const directions = digitalizedState ? digitalized.data : normal.data;
  const value = useMemo<SelectedClientContextValue>(
    () => ({
      clients: digitalizedState ? noClients : [client],
      digitalizedClients: digitalizedState ? [client] : noClients,
      loading: false,
      selection: { client, digitalizedState },
      serviceDirectionIds: directions?.items.map((d) => d.iddireccionservicio) ?? [],
      directionsLoading: directions === undefined,
      select: () => undefined,
    }),
    [client, digitalizedState, directions],
  );
  return <SelectedClientContext value={value}>{children}</SelectedClientContext>;
}
