/**
 * The one query policy (src/api/queryPolicy.ts, src/app/queryClient.ts): a config-driven query is
 * keyed exactly as orval's generated hook for the same operation and arguments (so they share one
 * cache entry, and two operations never share one), asking a fetcher for its key sends nothing, a
 * change invalidates only its OpenAPI tag's queries, and a 4xx is never retried.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminCreateClient, getGetUsersB2CQueryKey, getUsersB2C } from '../../src/api/generated/admin/admin';
import { configClientsHomeKpis } from '../../src/api/generated/client-config/client-config';
import { contacts, getContactsQueryKey } from '../../src/api/generated/contacts/contacts';
import { getFiles, getGetFilesQueryKey } from '../../src/api/generated/files/files';
import {
  comercialProposalDetails,
  deleteIncidenceRequest,
  getComercialProposalDetailsQueryKey,
  getIncidenceRequestDetailsQueryKey,
  incidenceRequestDetails,
} from '../../src/api/generated/requests/requests';
import {
  getHomeKpisQueryKey,
  getTicketsGridQueryKey,
  ticketsGrid,
} from '../../src/api/generated/tickets/tickets';
import { ApiError } from '../../src/api/http';
import { invalidateTagOf, operationKeyPrefix, operationQueryKey } from '../../src/api/queryPolicy';
import { createQueryClient, shouldRetry } from '../../src/app/queryClient';
import { pickerQueryKey } from '../../src/features/schemaForm/pickers';

afterEach(() => vi.unstubAllGlobals());

describe('query keys are orval’s', () => {
  it('for a GET with parameters and without', () => {
    expect(operationQueryKey(getUsersB2C, [{ take: 0 }])).toEqual(getGetUsersB2CQueryKey({ take: 0 }));
    expect(operationQueryKey(getUsersB2C, [])).toEqual(getGetUsersB2CQueryKey());
  });

  it('for a POST with a body, with a body and parameters, and with parameters only', () => {
    const body = {
      position: 0,
      take: 15,
      idDireccionesServicio: [1, 2],
      filters: [{ field: 'centro' as const, value: 'Norte' }],
    };
    expect(operationQueryKey(ticketsGrid, [body])).toEqual(getTicketsGridQueryKey(body));
    expect(operationQueryKey(contacts, [[3], { name: 'Ana' }])).toEqual(
      getContactsQueryKey([3], { name: 'Ana' }),
    );
    expect(operationQueryKey(getFiles, [{ client: 'Hoteles', path: '/' }])).toEqual(
      getGetFilesQueryKey({ client: 'Hoteles', path: '/' }),
    );
  });

  it('tell two operations apart when their arguments are equal (a proposal #5, an incidence #5)', () => {
    const proposal = operationQueryKey(comercialProposalDetails, [{ id: 5 }]);
    const incidence = operationQueryKey(incidenceRequestDetails, [{ id: 5 }]);
    expect(proposal).toEqual(getComercialProposalDetailsQueryKey({ id: 5 }));
    expect(incidence).toEqual(getIncidenceRequestDetailsQueryKey({ id: 5 }));
    expect(proposal).not.toEqual(incidence);
  });

  it('are read without sending anything', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    operationQueryKey(ticketsGrid, [{ position: 0, take: 15 }]);
    operationKeyPrefix(getUsersB2C);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('a change invalidates its tag’s queries', () => {
  it('marks the same tag’s queries stale and leaves the others', async () => {
    const client = new QueryClient();
    const seed = (key: readonly unknown[]) => client.setQueryData(key, { items: [] });
    const incidences = getIncidenceRequestDetailsQueryKey({ id: 5 });
    const proposals = getComercialProposalDetailsQueryKey({ id: 5 });
    const tickets = getTicketsGridQueryKey({ position: 0, take: 15 });
    const other = ['jsonSchema', 'Cliente'];
    for (const key of [incidences, proposals, tickets, other]) seed(key);

    // deleteIncidenceRequest is tagged 'requests', as both detail operations are.
    await invalidateTagOf(client, deleteIncidenceRequest);

    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(incidences)).toBe(true);
    expect(stale(proposals)).toBe(true);
    expect(stale(tickets)).toBe(false);
    expect(stale(other)).toBe(false);
  });
  it("reaches a form's picker of the tag: a created client is offered at once", async () => {
    const client = new QueryClient();
    const clientsPicker = { operation: 'adminClientsList', value: 'clientId', label: 'client' } as const;
    const picked = pickerQueryKey(clientsPicker, '', [{}]);
    const tickets = getTicketsGridQueryKey({ position: 0, take: 15 });
    for (const key of [picked, tickets]) client.setQueryData(key, { items: [] });
    // Creating a client (admin) changes what GET /admin/clientslist (admin) answers.
    await invalidateTagOf(client, adminCreateClient);
    expect(client.getQueryState(picked)?.isInvalidated).toBe(true);
    expect(client.getQueryState(tickets)?.isInvalidated).toBe(false);
  });
  it('reaches the answers the contract says follow the changed tag (x-invalidated-by)', async () => {
    const client = new QueryClient();
    const kpis = getHomeKpisQueryKey({ idDireccionesServicio: [1] }, { year: 2026 });
    const tickets = getTicketsGridQueryKey({ position: 0, take: 15 });
    for (const key of [kpis, tickets]) client.setQueryData(key, { items: [] });
    // Saving a client's home KPIs (clientConfig) changes which KPIs /homekpis (tickets) answers.
    await invalidateTagOf(client, configClientsHomeKpis);
    expect(client.getQueryState(kpis)?.isInvalidated).toBe(true);
    expect(client.getQueryState(tickets)?.isInvalidated).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('never retries a 4xx, retries a network failure or a 5xx twice', () => {
    expect(shouldRetry(0, new ApiError(404, null))).toBe(false);
    expect(shouldRetry(0, new ApiError(400, null))).toBe(false);
    expect(shouldRetry(0, new ApiError(503, null))).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, new TypeError('Failed to fetch'))).toBe(false);
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries?.retry).toBe(shouldRetry);
    expect(options.mutations?.retry).toBe(false);
  });
});
