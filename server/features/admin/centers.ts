/**
 * A client's structure for the administration: its center tree and service directions as flat
 * lists, and creating and deleting centers. A center is deleted only when nothing hangs from it
 * (no child centers, no service directions), so services never lose their center.
 */
import { asc, count, eq } from 'drizzle-orm';
import { writeAccess } from '../../auth/accessCache';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { centers, serviceDirections } from '../../db/schema';
import type { AdminCentroInput } from '../../generated/model';
import { badRequest, notFound } from '../../lib/errors';
import { centroSelection, direccionSelection } from '../../lib/structureRows';
import { logAdminAction } from './adminLog';
import { requireCliente } from './clientRows';

export async function requireCenter(db: Database, centerId: number) {
  const [center] = await db.select(centroSelection).from(centers).where(eq(centers.centerId, centerId));
  if (!center) throw notFound(`No existe el centro ${centerId}.`);
  return center;
}

/** Centers by level and name; directions (of those centers) by name. */
export async function clientTree(db: Database, clientId: number) {
  const client = await requireCliente(db, clientId);
  const [centros, direcciones] = await Promise.all([
    db
      .select(centroSelection)
      .from(centers)
      .where(eq(centers.clientId, clientId))
      .orderBy(asc(centers.nivel), asc(centers.nombre), asc(centers.centerId)),
    db
      .select(direccionSelection)
      .from(serviceDirections)
      .innerJoin(centers, eq(centers.centerId, serviceDirections.centerId))
      .where(eq(centers.clientId, clientId))
      .orderBy(asc(serviceDirections.nombre), asc(serviceDirections.iddireccionservicio)),
  ]);
  return {
    clientId: client.clientId,
    client: client.client,
    centros: { items: centros, total: centros.length },
    direccionesServicio: { items: direcciones, total: direcciones.length },
  };
}

export async function createCenter(db: Database, user: SessionUser, input: AdminCentroInput) {
  const client = await requireCliente(db, input.clientId);
  let nivel = 0;
  let parentName: string | null = null;
  if (input.parentId != null) {
    const parent = await requireCenter(db, input.parentId);
    if (parent.clientId !== input.clientId)
      throw badRequest(`El centro padre ${parent.nombre} no es del cliente ${client.client}.`, 'parentId');
    nivel = parent.nivel + 1;
    parentName = parent.nombre;
  }
  const nombre = input.nombre.trim();
  if (!nombre) throw badRequest('Escriba el nombre del centro.', 'nombre');
  return writeAccess(db, async (tx) => {
    const [created] = await tx
      .insert(centers)
      .values({
        clientId: input.clientId,
        parentId: input.parentId ?? null,
        nombre,
        nivel,
        direccion: input.direccion ?? null,
        localidad: input.localidad ?? null,
        provincia: input.provincia ?? null,
        codigoPostal: input.codigoPostal ?? null,
      })
      .returning(centroSelection);
    if (!created) throw new Error('insert returned no center');
    await logAdminAction(tx, user, {
      accion: 'Alta de centro',
      detalle: `Centro ${nombre} (nº ${created.centerId}) creado en el cliente ${client.client}${parentName ? ` bajo el centro ${parentName}` : ' en la raíz'}.`,
    });
    return created;
  });
}

/** Deletes the center and its access records (by foreign key); refused while anything hangs from it. */
export async function deleteCenter(db: Database, user: SessionUser, centerId: number) {
  const center = await requireCenter(db, centerId);
  const [[directions], [children]] = await Promise.all([
    db.select({ n: count() }).from(serviceDirections).where(eq(serviceDirections.centerId, centerId)),
    db.select({ n: count() }).from(centers).where(eq(centers.parentId, centerId)),
  ]);
  if ((directions?.n ?? 0) > 0)
    throw badRequest(
      `El centro ${center.nombre} todavía tiene ${directions?.n} direcciones de servicio: reasígnelas antes de borrarlo.`,
      'centerId',
    );
  if ((children?.n ?? 0) > 0)
    throw badRequest(
      `El centro ${center.nombre} todavía tiene ${children?.n} centros hijos: bórrelos antes.`,
      'centerId',
    );
  await writeAccess(db, async (tx) => {
    await tx.delete(centers).where(eq(centers.centerId, centerId));
    await logAdminAction(tx, user, {
      accion: 'Baja de centro',
      detalle: `Centro ${center.nombre} (nº ${centerId}) del cliente ${center.clientId} borrado.`,
    });
  });
  return { ok: true as const, affected: 1 };
}
