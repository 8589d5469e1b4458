/**
 * Users of the local identity provider and the portal, one table: listing and searching them, and
 * creating (with an initial password), registering, updating and deleting them. An administrator
 * cannot lock themselves out: no self-delete, no self-demotion, no self-deactivation. Superadministrator
 * accounts (role 2) are created, changed and removed by superadministrators only, so an administrator
 * (role 1) can neither raise itself or anyone to role 2 nor demote, deactivate or delete one.
 */
import { randomUUID } from 'node:crypto';
import { asc, count, eq, sql } from 'drizzle-orm';
import { writeAccess } from '../../auth/accessCache';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { notificationsSeen, users } from '../../db/schema';
import type { AdminUsuarioAltaInput, AdminUsuarioUpdateInput } from '../../generated/model';
import { isAdmin, isSuperadmin, roleTitles, type UserRole } from '../../generated/roles';
import { hashPassword } from '../../identity/password';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { textFilter } from '../../lib/grid';
import { type AdminGridRequest, adminGridPage, defineAdminGrid } from './adminGrid';
import { logAdminAction } from './adminLog';

const usuarioSelection = {
  oid: users.oid,
  email: users.email,
  givenName: users.givenName,
  familyName: users.familyName,
  empresa: users.empresa,
  role: users.role,
  activo: users.activo,
  ultimoAcceso: users.ultimoAcceso,
};

const usuarioTextFields = [users.email, users.givenName, users.familyName, users.empresa];

/** The contract's Usuario: the role column holds one of the four roles. */
const asUsuario = <T extends { role: number }>(row: T) => ({ ...row, role: row.role as UserRole });

/** A role's name inside a sentence of the admin log: 'administrador'. */
const roleName = (role: number) => roleTitles[role as UserRole]?.toLowerCase() ?? String(role);

/** 403 unless the acting user is a superadministrator, when any of `roles` (before or after) is one. */
function requireSuperadminFor(admin: SessionUser, ...roles: number[]) {
  if (!isSuperadmin(admin.role) && roles.some(isSuperadmin))
    throw forbidden('Solo un superadministrador puede crear, modificar o borrar superadministradores.');
}

export async function requireUserRow(db: Database, oid: string) {
  const [row] = await db.select().from(users).where(eq(users.oid, oid));
  if (!row) throw notFound(`No existe el usuario ${oid}.`);
  return row;
}

async function usuario(db: Database, oid: string) {
  const [row] = await db.select(usuarioSelection).from(users).where(eq(users.oid, oid));
  if (!row) throw notFound(`No existe el usuario ${oid}.`);
  return asUsuario(row);
}

export type UserListRequest = Omit<AdminGridRequest, 'filters'>;

const userGrid = defineAdminGrid({
  rows: (db) => db.select(usuarioSelection).from(users),
  count: (db) => db.select({ total: count() }).from(users),
  fields: usuarioSelection,
  textFields: usuarioTextFields,
  defaultOrder: { field: 'email', direction: 'asc' },
  tiebreaker: users.oid,
});

export async function usersPage(db: Database, request: UserListRequest) {
  const { items, total } = await adminGridPage(db, userGrid, request);
  return { items: items.map(asUsuario), total };
}

/** The user picker's search: the first 50 matches by e-mail, and how many there are in all. */
const userSearchLimit = 50;

export async function searchUsers(db: Database, text: string) {
  const where = textFilter(usuarioTextFields, text);
  const [items, [counted]] = await Promise.all([
    db
      .select(usuarioSelection)
      .from(users)
      .where(where)
      .orderBy(asc(users.email), asc(users.oid))
      .limit(userSearchLimit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items: items.map(asUsuario), total: counted?.total ?? 0 };
}

const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/** A new identity user with an initial password, registered and active; no permissions yet. */
export async function createUser(db: Database, admin: SessionUser, input: AdminUsuarioAltaInput) {
  const email = input.email.trim().toLowerCase();
  const [taken] = await db.select({ oid: users.oid }).from(users).where(sameEmail(email));
  if (taken) throw conflict(`Ya existe un usuario con el correo ${email}.`, 'email');
  const role = input.role ?? 0;
  requireSuperadminFor(admin, role);
  const oid = randomUUID();
  const passwordHash = await hashPassword(input.password);
  await writeAccess(db, async (tx) => {
    await tx.insert(users).values({
      oid,
      email,
      givenName: input.givenName.trim(),
      familyName: input.familyName.trim(),
      empresa: input.empresa.trim(),
      role,
      activo: true,
      registrado: true,
      passwordHash,
    });
    // The password is never logged.
    await logAdminAction(tx, admin, {
      accion: 'Alta de usuario',
      detalle: `Usuario ${email} (${roleName(role)}, ${input.empresa.trim()}) creado.`,
    });
  });
  return usuario(db, oid);
}

/** Registers in the portal an identity user not registered yet (found by oid, else by e-mail). */
export async function registerUser(
  db: Database,
  admin: SessionUser,
  input: { email: string; oid?: string | null | undefined; role?: UserRole | undefined; empresa: string },
) {
  const role = input.role ?? 0;
  const [found] = input.oid
    ? await db.select().from(users).where(eq(users.oid, input.oid))
    : await db.select().from(users).where(sameEmail(input.email.trim()));
  if (!found)
    throw notFound(
      `No existe en el proveedor de identidad el usuario ${input.oid ?? input.email.trim().toLowerCase()}.`,
    );
  if (input.oid && found.email.toLowerCase() !== input.email.trim().toLowerCase())
    throw badRequest(`El usuario ${input.oid} tiene el correo ${found.email}, no ${input.email}.`, 'email');
  if (found.registrado) throw conflict(`El usuario ${found.email} ya está registrado en el portal.`, 'email');
  requireSuperadminFor(admin, found.role, role);
  await writeAccess(db, async (tx) => {
    await tx
      .update(users)
      .set({ registrado: true, role, empresa: input.empresa.trim() })
      .where(eq(users.oid, found.oid));
    await logAdminAction(tx, admin, {
      accion: 'Registro de usuario',
      detalle: `Usuario ${found.email} registrado en el portal como ${roleName(role)} de ${input.empresa.trim()}.`,
    });
  });
  return usuario(db, found.oid);
}

export async function updateUser(db: Database, admin: SessionUser, input: AdminUsuarioUpdateInput) {
  const before = await requireUserRow(db, input.oid);
  requireSuperadminFor(admin, before.role, input.role);
  const activo = input.activo ?? true;
  if (input.oid === admin.oid) {
    if (!isAdmin(input.role))
      throw badRequest('No puede quitarse a sí mismo el rol de administrador.', 'role');
    if (!activo) throw badRequest('No puede desactivar su propio usuario.', 'activo');
  }
  await writeAccess(db, async (tx) => {
    await tx
      .update(users)
      .set({
        givenName: input.givenName.trim(),
        familyName: input.familyName.trim(),
        empresa: input.empresa.trim(),
        role: input.role,
        activo,
      })
      .where(eq(users.oid, input.oid));
    await logAdminAction(tx, admin, {
      accion: 'Modificación de usuario',
      detalle: `Usuario ${before.email}: ${roleName(input.role)} de ${input.empresa.trim()}, ${activo ? 'activo' : 'inactivo'}.`,
    });
  });
  return usuario(db, input.oid);
}

/** Deletes the user; permissions and request permissions go with it by foreign key. */
export async function deleteUser(db: Database, admin: SessionUser, oid: string) {
  if (oid === admin.oid) throw badRequest('No puede borrar su propio usuario.', 'oid');
  const user = await requireUserRow(db, oid);
  requireSuperadminFor(admin, user.role);
  await writeAccess(db, async (tx) => {
    await tx.delete(notificationsSeen).where(eq(notificationsSeen.oid, oid));
    await tx.delete(users).where(eq(users.oid, oid));
    await logAdminAction(tx, admin, {
      accion: 'Baja de usuario',
      detalle: `Usuario ${user.email} borrado con todos sus permisos.`,
    });
  });
  return { ok: true as const, affected: 1 };
}
