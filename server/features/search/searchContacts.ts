/**
 * Global search over the contacts the user may see (their clients, and within a client granted only
 * some centers, the contacts of those centers and of the whole client), or of one of their clients:
 * name, center, address, phone, e-mail (the contacts list's `text` searches the same fields, so
 * 'Ver más' lists what the search counted).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { contacts } from '../../db/schema';
import { type CenterNameScope, visibleByCenterName } from '../../lib/centerNameScope';
import { foldedContains, sortKey } from '../../lib/foldedText';
import { defineList, listPage } from '../../lib/list';
import { contactSearchFields } from '../contacts/contactRows';
import { type SearchPaging, searchedClient } from './searchScope';

const contactList = defineList({
  source: {
    rows: (db) =>
      db
        .select({
          id: contacts.id,
          clientId: contacts.clientId,
          center: contacts.center,
          name: contacts.name,
          address: contacts.address,
          phone: contacts.phone,
          email: contacts.email,
        })
        .from(contacts),
  },
  fields: { name: sortKey(contacts.name) },
  textSearch: (text) => foldedContains(contactSearchFields, text),
  defaultOrder: { field: 'name', direction: 'asc' },
  tiebreaker: contacts.id,
});

export function searchContacts(
  db: Database,
  scope: Scope,
  visibility: CenterNameScope,
  request: SearchPaging,
) {
  const clientId = searchedClient(scope, request);
  return listPage(
    db,
    contactList,
    { filterText: request.text, skip: request.skip, take: request.take },
    {
      conditions: [
        inArray(contacts.clientId, [...scope.clientIds]),
        clientId !== undefined ? eq(contacts.clientId, clientId) : undefined,
        visibleByCenterName(visibility, contacts.clientId, contacts.center),
      ],
    },
  );
}
