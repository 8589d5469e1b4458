/** Who may raise incidence requests and who may raise service requests: one list per kind. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { requestPermissions, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { logAdminAction } from './adminLog';
import { requireUserRow } from './users';

export type RequestKind = 'incidence' | 'service';

const listName: Record<RequestKind, string> = {
  incidence: 'solicitudes de incidencia',
  service: 'solicitudes de servicio',
};

const permisoSelection = {
  oid: users.oid,
  email: users.email,
  nombre: sql<string>`${users.givenName} || ' ' || ${users.familyName}`,
};

const permitted = (db: Database, kind: RequestKind) =>
  db
    .select(permisoSelection)
    .from(requestPermissions)
    .innerJoin(users, eq(users.oid, requestPermissions.oid))
    .where(eq(requestPermissions.kind, kind));

export async function requestPermissionList(db: Database, kind: RequestKind) {
  const items = await permitted(db, kind).orderBy(asc(users.email));
  return { items, total: items.length };
}

/** Adds the user to the list; already there, nothing changes. */
export async function addRequestPermission(db: Database, admin: SessionUser, kind: RequestKind, oid: string) {
  const user = await requireUserRow(db, oid);
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(requestPermissions)
      .values({ kind, oid })
      .onConflictDoNothing()
      .returning({ oid: requestPermissions.oid });
    if (added.length > 0)
      await logAdminAction(tx, admin, {
        accion: 'Alta de permiso de solicitudes',
        detalle: `Usuario ${user.email} autorizado a abrir ${listName[kind]}.`,
      });
  });
  return { oid: user.oid, email: user.email, nombre: `${user.givenName} ${user.familyName}` };
}

export async function removeRequestPermission(
  db: Database,
  admin: SessionUser,
  kind: RequestKind,
  oid: string,
) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(requestPermissions)
      .where(and(eq(requestPermissions.kind, kind), eq(requestPermissions.oid, oid)))
      .returning({ oid: requestPermissions.oid });
    if (removed.length === 0)
      throw notFound(`El usuario ${oid} no está autorizado a abrir ${listName[kind]}.`);
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.oid, oid));
    await logAdminAction(tx, admin, {
      accion: 'Baja de permiso de solicitudes',
      detalle: `Usuario ${user?.email ?? oid} ya no puede abrir ${listName[kind]}.`,
    });
    return { ok: true as const, affected: removed.length };
  });
}
