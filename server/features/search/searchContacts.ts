/**
 * Global search over the contacts the user may see (their clients, and within a client granted only
 * some centers, the contacts of those centers and of the whole client): name, center, address,
 * phone, e-mail.
 */
import { asc, count, inArray } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { contacts } from '../../db/schema';
import { type CenterNameScope, visibleByCenterName } from '../../lib/centerNameScope';
import { foldedContains, sortKey } from '../../lib/foldedText';
import { whereAll } from '../../lib/grid';
import { pageWithTotal } from '../../lib/pagedQuery';
import type { SearchPaging } from './searchScope';

export async function searchContacts(
  db: Database,
  scope: Scope,
  visibility: CenterNameScope,
  request: SearchPaging,
) {
  const where = whereAll(
    inArray(contacts.clientId, [...scope.clientIds]),
    visibleByCenterName(visibility, contacts.clientId, contacts.center),
    foldedContains(
      [contacts.name, contacts.center, contacts.address, contacts.phone, contacts.email],
      request.text,
    ),
  );
  return pageWithTotal(
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
      .from(contacts)
      .where(where)
      .orderBy(asc(sortKey(contacts.name)), asc(contacts.id)),
    db.select({ total: count() }).from(contacts).where(where),
    request.skip,
    request.take,
  );
}
