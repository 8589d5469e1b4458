/**
 * Creating, renaming and deleting clients. A client's name is unique (case-insensitive), and a
 * client is only deleted once its center tree is gone, so no services or documents are orphaned.
 */
import { and, count, eq, ne } from 'drizzle-orm';
import { writeAccess } from '../../auth/accessCache';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { centers, clientNifs, clients } from '../../db/schema';
import type { ClienteInput } from '../../generated/model';
import { badRequest, conflict } from '../../lib/errors';
import { requireNif } from '../../lib/nif';
import { logAdminAction } from './adminLog';
import { requireCliente, sameClientName } from './clientRows';

async function refuseTakenName(db: Database, name: string, exceptClientId?: number): Promise<void> {
  const [taken] = await db
    .select({ clientId: clients.clientId })
    .from(clients)
    .where(and(sameClientName(name), exceptClientId ? ne(clients.clientId, exceptClientId) : undefined));
  if (taken) throw conflict(`Ya existe un cliente con el nombre "${name.trim()}".`, 'client');
}

/** The client and, with a CIF, its principal NIF record; both recorded in the client-creation log. */
export async function createClient(db: Database, user: SessionUser, input: ClienteInput) {
  const name = input.client.trim();
  if (!name) throw badRequest('Escriba el nombre del cliente.', 'client');
  const cif = input.cif?.trim() ? requireNif(input.cif, 'cif', 'CIF principal') : null;
  await refuseTakenName(db, name);
  const clientId = await writeAccess(db, async (tx) => {
    const [created] = await tx
      .insert(clients)
      .values({ client: name, regenera: input.regenera ?? false, digitalized: input.digitalized ?? false })
      .returning({ clientId: clients.clientId });
    if (!created) throw new Error('insert returned no client');
    const flags = [input.regenera && 'Regenera', input.digitalized && 'digitalizado'].filter(Boolean);
    const entries = [
      {
        kind: 'clientCreation' as const,
        accion: 'Alta de cliente',
        detalle: `Cliente ${name} (nº ${created.clientId}) dado de alta${flags.length ? ` como cliente ${flags.join(' y ')}` : ''}.`,
      },
    ];
    if (cif) {
      const razonSocial = input.razonSocial?.trim() || name;
      await tx
        .insert(clientNifs)
        .values({ clientId: created.clientId, nif: cif, razonSocial, principal: true });
      entries.push({
        kind: 'clientCreation',
        accion: 'Alta de CIF',
        detalle: `${cif} ${razonSocial} (principal) para el cliente ${name}.`,
      });
    }
    await logAdminAction(tx, user, ...entries);
    return created.clientId;
  });
  return requireCliente(db, clientId);
}

export async function updateClient(
  db: Database,
  user: SessionUser,
  input: {
    clientId: number;
    client: string;
    regenera?: boolean | undefined;
    digitalized?: boolean | undefined;
  },
) {
  const regenera = input.regenera ?? false;
  const digitalized = input.digitalized ?? false;
  const before = await requireCliente(db, input.clientId);
  const name = input.client.trim();
  if (!name) throw badRequest('El nombre del cliente no puede estar vacío.', 'client');
  await refuseTakenName(db, name, input.clientId);
  await writeAccess(db, async (tx) => {
    await tx
      .update(clients)
      .set({ client: name, regenera, digitalized })
      .where(eq(clients.clientId, input.clientId));
    await logAdminAction(tx, user, {
      accion: 'Modificación de cliente',
      detalle: `Cliente ${before.client} (nº ${input.clientId}): nombre "${name}", Regenera ${regenera ? 'sí' : 'no'}, digitalizado ${digitalized ? 'sí' : 'no'}.`,
    });
  });
  return requireCliente(db, input.clientId);
}

/**
 * Deletes the client with what hangs from it by foreign key (NIFs, user permissions, menus and
 * configuration, contacts); refused while it still has centers.
 */
export async function deleteClient(db: Database, user: SessionUser, clientId: number) {
  const client = await requireCliente(db, clientId);
  const [centerCount] = await db.select({ n: count() }).from(centers).where(eq(centers.clientId, clientId));
  if ((centerCount?.n ?? 0) > 0)
    throw badRequest(
      `El cliente ${client.client} todavía tiene ${centerCount?.n} centros: bórrelos antes de borrar el cliente.`,
      'clientId',
    );
  await writeAccess(db, async (tx) => {
    await tx.delete(clients).where(eq(clients.clientId, clientId));
    await logAdminAction(tx, user, {
      accion: 'Baja de cliente',
      detalle: `Cliente ${client.client} (nº ${clientId}) borrado con sus NIF, permisos y configuración.`,
    });
  });
  return { ok: true as const, affected: 1 };
}
