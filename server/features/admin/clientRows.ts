/**
 * Clients as the contract's Cliente: the client row with its principal NIF record (`idNif`, `cif`),
 * which lives in client_nifs rather than on the client.
 */
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clientNifs, clients } from '../../db/schema';
import { notFound } from '../../lib/errors';
import {
  type ColumnFilter,
  columnFilters,
  type FieldColumns,
  orderByFor,
  paging,
  textFilter,
  whereAll,
} from '../../lib/grid';

export const clienteSelection = {
  clientId: clients.clientId,
  client: clients.client,
  regenera: clients.regenera,
  digitalized: clients.digitalized,
  idNif: clientNifs.id,
  cif: clientNifs.nif,
};

export const clienteFields: FieldColumns = clienteSelection;

/** Clients joined to their principal NIF (none: idNif and cif null). */
export const clientesQuery = (db: Database) =>
  db
    .select(clienteSelection)
    .from(clients)
    .leftJoin(clientNifs, and(eq(clientNifs.clientId, clients.clientId), eq(clientNifs.principal, true)));

export async function findCliente(db: Database, clientId: number) {
  const [row] = await clientesQuery(db).where(eq(clients.clientId, clientId));
  return row;
}

export async function requireCliente(db: Database, clientId: number) {
  const row = await findCliente(db, clientId);
  if (!row) throw notFound(`No existe el cliente ${clientId}.`);
  return row;
}

/** Case- and space-insensitive name comparison: "ACME S.L." and " acme s.l." are the same client. */
export const sameClientName = (name: string): SQL =>
  sql`lower(trim(${clients.client})) = lower(trim(${name}))`;

export interface ClientListRequest {
  skip?: number | undefined;
  take?: number | undefined;
  filterText?: string | undefined;
  clientName?: string | undefined;
  orderBy?: 'asc' | 'desc' | undefined;
  orderByField?: string | undefined;
  filters?: ColumnFilter[] | undefined;
}

/** The admin clients grid: text over name and principal CIF, name asc by default. */
export async function clientesPage(db: Database, request: ClientListRequest) {
  const where = whereAll(
    textFilter([clients.client, clientNifs.nif], request.filterText),
    textFilter([clients.client], request.clientName),
    ...columnFilters(clienteFields, request.filters),
  );
  const { limit, offset } = paging(request.skip, request.take);
  const order = orderByFor(clienteFields, request, { field: 'client', direction: 'asc' }, clients.clientId);
  const pageQuery = clientesQuery(db)
    .where(where)
    .orderBy(...order)
    .offset(offset);
  const [items, [counted]] = await Promise.all([
    limit ? pageQuery.limit(limit) : pageQuery,
    db
      .select({ total: count() })
      .from(clients)
      .leftJoin(clientNifs, and(eq(clientNifs.clientId, clients.clientId), eq(clientNifs.principal, true)))
      .where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}

/** Every client, normal and digitalized, by name: the admin screens' client pickers. */
export async function allClientes(db: Database) {
  const items = await clientesQuery(db).orderBy(asc(clients.client), asc(clients.clientId));
  return { items, total: items.length };
}
