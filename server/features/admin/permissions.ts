/**
 * Users' permissions: the clients they may see (user_clients) and their center access records
 * (center_access), each in the normal or the digitalized variant. server/auth/scope.ts reads them:
 * a record grants its center and those below; a client without records grants all its centers.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { writeAccess } from '../../auth/accessCache';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { centerAccess, centers, clients, userClients, users } from '../../db/schema';
import type { AdminPermisosFiltro, AdminPermisosInput } from '../../generated/model';
import { badRequest, notFound } from '../../lib/errors';
import { defineList, listPage } from '../../lib/list';
import { clientesQuery } from '../../lib/structureRows';
import { logAdminAction } from './adminLog';
import { requireUserRow } from './users';

const accessSelection = {
  id: centerAccess.id,
  centerId: centerAccess.centerId,
  centro: centers.nombre,
  clientId: centers.clientId,
  client: clients.client,
};

const accessRecords = (db: Database) =>
  db
    .select({ ...accessSelection, oid: centerAccess.oid, digitalized: centerAccess.digitalized })
    .from(centerAccess)
    .innerJoin(centers, eq(centers.centerId, centerAccess.centerId))
    .innerJoin(clients, eq(clients.clientId, centers.clientId));

const accessOrder = [asc(clients.client), asc(centers.nombre), asc(centerAccess.id)];

const variantName = (digitalized: boolean) => (digitalized ? 'digitalizada' : 'normal');

/** A user's permission on a client in one variant, with the user's e-mail and name and the client's. */
const permissionList = defineList({
  source: {
    rows: (db) =>
      db
        .select({
          oid: userClients.oid,
          email: users.email,
          nombre: sql<string>`${users.givenName} || ' ' || ${users.familyName}`,
          clientId: userClients.clientId,
          client: clients.client,
          digitalized: userClients.digitalized,
        })
        .from(userClients)
        .innerJoin(users, eq(users.oid, userClients.oid))
        .innerJoin(clients, eq(clients.clientId, userClients.clientId)),
  },
  fields: { email: users.email },
  textFields: [users.email, clients.client],
  defaultOrder: { field: 'email', direction: 'asc' },
  thenBy: [
    { column: clients.client, direction: 'asc' },
    { column: userClients.digitalized, direction: 'asc' },
  ],
  tiebreaker: userClients.clientId,
  conditions: (_db, request: AdminPermisosFiltro) => [
    request.oid ? eq(userClients.oid, request.oid) : undefined,
    request.clientId ? eq(userClients.clientId, request.clientId) : undefined,
  ],
});

/** One row per user, client and variant, with that user's access records in that client and variant. */
export async function permissionsPage(db: Database, request: AdminPermisosFiltro) {
  const { items: rows, total } = await listPage(db, permissionList, request);
  const oids = [...new Set(rows.map((r) => r.oid))];
  const records =
    oids.length === 0
      ? []
      : await accessRecords(db)
          .where(inArray(centerAccess.oid, oids))
          .orderBy(...accessOrder);
  const items = rows.map((row) => ({
    ...row,
    centros: records
      .filter((r) => r.oid === row.oid && r.clientId === row.clientId && r.digitalized === row.digitalized)
      .map(({ oid: _oid, digitalized: _digitalized, ...record }) => record),
  }));
  return { items, total };
}

/** A user's clients and access records in one variant (empty lists for a user without any). */
export async function userPermissions(db: Database, oid: string, digitalized: boolean) {
  const user = await requireUserRow(db, oid);
  const [clientes, centros] = await Promise.all([
    clientesQuery(db)
      .innerJoin(
        userClients,
        and(
          eq(userClients.clientId, clients.clientId),
          eq(userClients.oid, oid),
          eq(userClients.digitalized, digitalized),
        ),
      )
      .orderBy(asc(clients.client), asc(clients.clientId)),
    db
      .select(accessSelection)
      .from(centerAccess)
      .innerJoin(centers, eq(centers.centerId, centerAccess.centerId))
      .innerJoin(clients, eq(clients.clientId, centers.clientId))
      .where(and(eq(centerAccess.oid, oid), eq(centerAccess.digitalized, digitalized)))
      .orderBy(...accessOrder),
  ]);
  return { oid: user.oid, email: user.email, digitalized, clientes, centros };
}

/**
 * Grants clients and centers in one variant: 'add' keeps what the user had, 'replace' makes the
 * variant exactly this. A client with none of its centers in centerIds gets a record for each of its
 * centers (all of them), as the contract describes.
 */
export async function grantPermissions(
  db: Database,
  admin: SessionUser,
  input: AdminPermisosInput,
  mode: 'add' | 'replace',
) {
  const user = await requireUserRow(db, input.oid);
  const clientIds = [...new Set(input.clientIds)];
  const centerIds = [...new Set(input.centerIds ?? [])];
  const digitalized = input.digitalized ?? false;
  const foundClients = await db
    .select({ clientId: clients.clientId, client: clients.client })
    .from(clients)
    .where(inArray(clients.clientId, clientIds));
  const missingClients = clientIds.filter((id) => !foundClients.some((c) => c.clientId === id));
  if (missingClients.length > 0)
    throw notFound('Alguno de los clientes elegidos ya no existe: vuelva a elegirlos.');
  const requestedCenters =
    centerIds.length === 0
      ? []
      : await db
          .select({ centerId: centers.centerId, clientId: centers.clientId, nombre: centers.nombre })
          .from(centers)
          .where(inArray(centers.centerId, centerIds));
  const missingCenters = centerIds.filter((id) => !requestedCenters.some((c) => c.centerId === id));
  if (missingCenters.length > 0)
    throw notFound('Alguno de los centros elegidos ya no existe: vuelva a elegirlos.');
  const outside = requestedCenters.filter((c) => !clientIds.includes(c.clientId));
  if (outside.length > 0)
    throw badRequest(
      `Los centros ${outside.map((c) => c.nombre).join(', ')} no son de ninguno de los clientes elegidos.`,
      'centerIds',
    );

  const clientsWithoutCenters = clientIds.filter((id) => !requestedCenters.some((c) => c.clientId === id));
  const wholeClients =
    clientsWithoutCenters.length === 0
      ? []
      : await db
          .select({ centerId: centers.centerId })
          .from(centers)
          .where(inArray(centers.clientId, clientsWithoutCenters));
  const recordCenters = [...requestedCenters.map((c) => c.centerId), ...wholeClients.map((c) => c.centerId)];
  const variant = { oid: input.oid, digitalized };

  await writeAccess(db, async (tx) => {
    if (mode === 'replace') {
      await tx
        .delete(userClients)
        .where(and(eq(userClients.oid, input.oid), eq(userClients.digitalized, digitalized)));
      await tx
        .delete(centerAccess)
        .where(and(eq(centerAccess.oid, input.oid), eq(centerAccess.digitalized, digitalized)));
    }
    await tx
      .insert(userClients)
      .values(clientIds.map((clientId) => ({ ...variant, clientId })))
      .onConflictDoNothing();
    if (recordCenters.length > 0)
      await tx
        .insert(centerAccess)
        .values(recordCenters.map((centerId) => ({ ...variant, centerId })))
        .onConflictDoNothing();
    await logAdminAction(tx, admin, {
      accion: mode === 'add' ? 'Alta de permisos' : 'Sustitución de permisos',
      detalle: `Usuario ${user.email}, variante ${variantName(digitalized)}: clientes ${foundClients.map((c) => c.client).join(', ')}; ${recordCenters.length} accesos a centros.`,
    });
  });
  const granted = await userPermissions(db, input.oid, digitalized);
  return { ...granted, aviso: oneClientOnly(user, granted.clientes) };
}

/** The role (Cliente) that sees only its first client: a warning when such a user now has several. */
const clientRole = 0;

function oneClientOnly(
  user: { role: number; givenName: string; familyName: string },
  clientes: readonly { client: string }[],
): string | null {
  const [first] = clientes;
  if (user.role !== clientRole || clientes.length < 2 || !first) return null;
  return `${user.givenName} ${user.familyName} tiene el rol Cliente: solo verá ${first.client}. Para que pueda cambiar entre sus ${clientes.length} clientes, dele el rol Gestor.`;
}

/** Removes every client and access record of the user, both variants; the user stays. */
export async function deleteAllPermissions(db: Database, admin: SessionUser, oid: string) {
  const user = await requireUserRow(db, oid);
  return writeAccess(db, async (tx) => {
    const removedClients = await tx
      .delete(userClients)
      .where(eq(userClients.oid, oid))
      .returning({ clientId: userClients.clientId });
    const removedRecords = await tx
      .delete(centerAccess)
      .where(eq(centerAccess.oid, oid))
      .returning({ id: centerAccess.id });
    const affected = removedClients.length + removedRecords.length;
    await logAdminAction(tx, admin, {
      accion: 'Baja de permisos',
      detalle: `Usuario ${user.email}: ${removedClients.length} permisos de cliente y ${removedRecords.length} accesos a centros borrados.`,
    });
    return { ok: true as const, affected };
  });
}

/** One access record of the given variant; the user's permission on the client stays. */
export async function deleteCenterAccess(db: Database, admin: SessionUser, id: number, digitalized: boolean) {
  const [record] = await accessRecords(db).where(
    and(eq(centerAccess.id, id), eq(centerAccess.digitalized, digitalized)),
  );
  if (!record)
    throw notFound(`No existe el registro de acceso ${id} (variante ${variantName(digitalized)}).`);
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.oid, record.oid));
  await writeAccess(db, async (tx) => {
    await tx.delete(centerAccess).where(eq(centerAccess.id, id));
    await logAdminAction(tx, admin, {
      accion: 'Baja de acceso a centro',
      detalle: `Usuario ${owner?.email ?? record.oid}: acceso al centro ${record.centro} del cliente ${record.client} (variante ${variantName(digitalized)}) borrado.`,
    });
  });
  return { ok: true as const, affected: 1 };
}
