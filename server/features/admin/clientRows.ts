/**
 * Clients for the administration, as the contract's Cliente (the client row with its principal NIF
 * record, `idNif` and `cif`): one by id, the clients grid and the pickers' list.
 */
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clientNifs, clients } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { textFilter } from '../../lib/grid';
import { defineList, type ListPaging, type ListRequest, listPage } from '../../lib/list';
import { clienteSelection, clientesQuery, principalNif } from '../../lib/structureRows';

async function findCliente(db: Database, clientId: number) {
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

export interface ClientListRequest extends ListRequest, ListPaging {
  clientName?: string | undefined;
}

const clientList = defineList({
  source: {
    rows: clientesQuery,
  },
  fields: clienteSelection,
  textFields: [clients.client, clientNifs.nif],
  defaultOrder: { field: 'client', direction: 'asc' },
  tiebreaker: clients.clientId,
  conditions: (_db, request: ClientListRequest) => [textFilter([clients.client], request.clientName)],
});

/** The admin clients grid: text over name and principal CIF, name asc by default. */
export function clientesPage(db: Database, request: ClientListRequest) {
  return listPage(db, clientList, request);
}

/** Every client, normal and digitalized, by name: the admin screens' client pickers. */
export async function allClientes(db: Database) {
  const items = await clientesQuery(db).orderBy(asc(clients.client), asc(clients.clientId));
  return { items, total: items.length };
}
