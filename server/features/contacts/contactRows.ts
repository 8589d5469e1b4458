/**
 * Contacts as the contract's Contacto (with their client's name): the fields a list may filter and
 * sort by, and the list itself, over clients already authorized. A contact names its center by
 * name, as requests do, and follows the user's center permissions the same way
 * (server/lib/centerNameScope.ts): a user granted some centers of a client sees the contacts of
 * those centers and the client's contacts without a center, not those of its other centers.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clients, contacts } from '../../db/schema';
import { type CenterNameScope, visibleByCenterName } from '../../lib/centerNameScope';
import { foldedContains, sortKey } from '../../lib/foldedText';
import { type ColumnFilter, columnFilters, type FieldColumns, orderByFor, whereAll } from '../../lib/grid';

const contactoSelection = {
  id: contacts.id,
  clientId: contacts.clientId,
  client: clients.client,
  center: contacts.center,
  name: contacts.name,
  cargo: contacts.cargo,
  address: contacts.address,
  phone: contacts.phone,
  mobile: contacts.mobile,
  email: contacts.email,
  observaciones: contacts.observaciones,
  fechaAlta: contacts.fechaAlta,
};

/** Column filters may name any field of Contacto. */
const filterFields: FieldColumns = contactoSelection;

/** Text fields sort case- and accent-insensitively, the same on every server. */
const sortFields: FieldColumns = {
  ...contactoSelection,
  client: sortKey(clients.client),
  center: sortKey(contacts.center),
  name: sortKey(contacts.name),
  cargo: sortKey(contacts.cargo),
  address: sortKey(contacts.address),
  email: sortKey(contacts.email),
  observaciones: sortKey(contacts.observaciones),
};

/** The fields a contact is found by: the list's `text` and the global search. */
export const contactSearchFields = [
  contacts.name,
  contacts.center,
  contacts.address,
  contacts.phone,
  contacts.email,
];

export interface ContactListRequest {
  name?: string | undefined;
  text?: string | undefined;
  filters?: ColumnFilter[] | undefined;
  orderBy?: 'asc' | 'desc' | undefined;
  orderByField?: string | undefined;
}

/** SQL condition: the contacts the user's center permissions let them see. */
const visibleContacts = (visibility: CenterNameScope) =>
  visibleByCenterName(visibility, contacts.clientId, contacts.center);

/**
 * Every contact of the clients that matches and the user may see, not paged (the contacts screen
 * shows them all).
 */
export async function listContacts(
  db: Database,
  visibility: CenterNameScope,
  clientIds: readonly number[],
  request: ContactListRequest,
) {
  const items = await db
    .select(contactoSelection)
    .from(contacts)
    .innerJoin(clients, eq(clients.clientId, contacts.clientId))
    .where(
      whereAll(
        inArray(contacts.clientId, [...clientIds]),
        visibleContacts(visibility),
        foldedContains([contacts.name], request.name),
        foldedContains(contactSearchFields, request.text),
        ...columnFilters(filterFields, request.filters),
      ),
    )
    .orderBy(...orderByFor(sortFields, request, { field: 'name', direction: 'asc' }, contacts.id));
  return { items, total: items.length };
}

export async function contactById(db: Database, id: number) {
  const [contact] = await db
    .select(contactoSelection)
    .from(contacts)
    .innerJoin(clients, eq(clients.clientId, contacts.clientId))
    .where(eq(contacts.id, id));
  return contact;
}
