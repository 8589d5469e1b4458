/**
 * Creating and deleting a contact of a client the user may see, at a center they may see (or of
 * the whole client, without a center: seen by everyone who sees the client). A contact records
 * whether staff added it: only those may receive the portal's mail (lib/mail/recipientPolicy.ts).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { clients, contacts } from '../../db/schema';
import type { ContactoInput } from '../../generated/model';
import { isStaff } from '../../generated/roles';
import { type CenterNameScope, requireCenterName, seesCenterName } from '../../lib/centerNameScope';
import { notFound } from '../../lib/errors';
import { requireVisible } from '../../lib/visibleRecord';
import { contactById } from './contactRows';

/** The requested clients, each existing and in scope (404 alike: lib/visibleRecord.ts). */
export async function requireClients(db: Database, scope: Scope, requested: readonly number[]) {
  const ids = [...new Set(requested)];
  const found = await db
    .select({ clientId: clients.clientId })
    .from(clients)
    .where(inArray(clients.clientId, ids));
  const known = new Set(found.map((c) => c.clientId).filter((id) => scope.clientIds.has(id)));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw notFound(`No existen los clientes ${unknown.slice(0, 5).join(', ')}.`);
  return ids;
}

export async function createContact(
  db: Database,
  scope: Scope,
  addedBy: { role: number },
  input: ContactoInput,
) {
  const client = requireVisible(
    (await db.select().from(clients).where(eq(clients.clientId, input.clientId)))[0],
    (found) => scope.clientIds.has(found.clientId),
    'No existe el cliente del contacto.',
  );
  const center = await requireCenterName(db, scope, client.clientId, input.center);
  // Optional text left blank is stored as null, as a missing one.
  const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  const [created] = await db
    .insert(contacts)
    .values({
      clientId: client.clientId,
      center,
      name: input.name.trim() || input.name,
      cargo: blankToNull(input.cargo),
      address: blankToNull(input.address),
      phone: blankToNull(input.phone),
      mobile: blankToNull(input.mobile),
      email: blankToNull(input.email),
      observaciones: blankToNull(input.observaciones),
      addedByStaff: isStaff(addedBy.role),
    })
    .returning({ id: contacts.id });
  const contact = created && (await contactById(db, created.id));
  if (!contact) throw new Error('El contacto creado no se puede leer.');
  return contact;
}

/** Deletes a contact the user may see: 404 when there is none with that id, or it is not theirs. */
export async function deleteContact(db: Database, visibility: CenterNameScope, id: number) {
  const [contact] = await db
    .select({ clientId: contacts.clientId, center: contacts.center })
    .from(contacts)
    .where(eq(contacts.id, id));
  requireVisible(
    contact,
    (found) => seesCenterName(visibility, found.clientId, found.center),
    'No existe el contacto.',
  );
  const deleted = await db.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id });
  return { ok: true as const, affected: deleted.length };
}
