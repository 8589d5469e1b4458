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
import type { ColumnFilter } from '../../lib/grid';
import { defineList, type ListRequest, listRows } from '../../lib/list';

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

const ofItsClient = eq(clients.clientId, contacts.clientId);

/** The contacts with their client's name: the list's rows, and one contact's. */
const contactQueries = {
  rows: (db: Database) => db.select(contactoSelection).from(contacts).innerJoin(clients, ofItsClient),
};

/** The fields a contact is found by: the list's `text` and the global search. */
export const contactSearchFields = [
  contacts.name,
  contacts.center,
  contacts.address,
  contacts.phone,
  contacts.email,
];

type ContactListFilters = ListRequest & { name?: string | undefined };

/**
 * Column filters may name any field of Contacto; text fields sort case- and accent-insensitively,
 * the same on every server.
 */
const contactList = defineList({
  source: contactQueries,
  fields: contactoSelection,
  sortFields: {
    client: sortKey(clients.client),
    center: sortKey(contacts.center),
    name: sortKey(contacts.name),
    cargo: sortKey(contacts.cargo),
    address: sortKey(contacts.address),
    email: sortKey(contacts.email),
    observaciones: sortKey(contacts.observaciones),
  },
  textSearch: (text) => foldedContains(contactSearchFields, text),
  defaultOrder: { field: 'name', direction: 'asc' },
  tiebreaker: contacts.id,
  conditions: (_db, request: ContactListFilters) => [foldedContains([contacts.name], request.name)],
});

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
  { text, ...request }: ContactListRequest,
) {
  const items = await listRows(
    db,
    contactList,
    { ...request, filterText: text },
    { conditions: [inArray(contacts.clientId, [...clientIds]), visibleContacts(visibility)] },
  );
  return { items, total: items.length };
}

export async function contactById(db: Database, id: number) {
  const [contact] = await contactQueries.rows(db).where(eq(contacts.id, id));
  return contact;
}
