/**
 * A client's NIF records. At most one is principal: marking one principal unmarks the others, and
 * the client's `idNif`/`cif` (read from the principal record) follow.
 */
import { and, eq, ne } from 'drizzle-orm';
import { writeAccess } from '../../auth/accessCache';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { clientNifs } from '../../db/schema';
import type { AdminClienteNifInput } from '../../generated/model';
import { conflict, notFound } from '../../lib/errors';
import { requireNif } from '../../lib/nif';
import { logAdminAction } from './adminLog';
import { requireCliente } from './clientRows';

export async function saveClientNif(db: Database, user: SessionUser, given: AdminClienteNifInput) {
  const input = { ...given, nif: requireNif(given.nif, 'nif', 'NIF / CIF') };
  const client = await requireCliente(db, input.clientId);
  if (input.id) {
    const [existing] = await db.select().from(clientNifs).where(eq(clientNifs.id, input.id));
    // A record of another client is not "this client's record": the same 404 as an unknown id.
    if (!existing || existing.clientId !== input.clientId)
      throw notFound(`No existe el registro NIF ${input.id} en el cliente ${client.client}.`);
  }
  const [duplicate] = await db
    .select({ id: clientNifs.id })
    .from(clientNifs)
    .where(
      and(
        eq(clientNifs.clientId, input.clientId),
        eq(clientNifs.nif, input.nif),
        input.id ? ne(clientNifs.id, input.id) : undefined,
      ),
    );
  if (duplicate) throw conflict(`El cliente ${client.client} ya tiene el NIF ${input.nif}.`, 'nif');

  const values = {
    clientId: input.clientId,
    nif: input.nif,
    razonSocial: input.razonSocial.trim(),
    principal: input.principal ?? false,
  };
  return writeAccess(db, async (tx) => {
    if (input.principal)
      await tx
        .update(clientNifs)
        .set({ principal: false })
        .where(and(eq(clientNifs.clientId, input.clientId), eq(clientNifs.principal, true)));
    const [saved] = input.id
      ? await tx.update(clientNifs).set(values).where(eq(clientNifs.id, input.id)).returning()
      : await tx.insert(clientNifs).values(values).returning();
    if (!saved) throw new Error('NIF write returned no row');
    await logAdminAction(tx, user, {
      accion: input.id ? 'Modificación de CIF' : 'Alta de CIF',
      detalle: `${saved.nif} ${saved.razonSocial}${saved.principal ? ' (principal)' : ''} del cliente ${client.client}.`,
    });
    return saved;
  });
}

/** Deleting the principal record leaves the client without one until another is marked. */
export async function deleteClientNif(db: Database, user: SessionUser, id: number) {
  const [existing] = await db.select().from(clientNifs).where(eq(clientNifs.id, id));
  if (!existing) throw notFound(`No existe el registro NIF ${id}.`);
  const client = await requireCliente(db, existing.clientId);
  await writeAccess(db, async (tx) => {
    await tx.delete(clientNifs).where(eq(clientNifs.id, id));
    await logAdminAction(tx, user, {
      accion: 'Baja de CIF',
      detalle: `${existing.nif} ${existing.razonSocial}${existing.principal ? ' (principal)' : ''} del cliente ${client.client}.`,
    });
  });
  return { ok: true as const, affected: 1 };
}
