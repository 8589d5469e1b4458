/**
 * Users of the local identity provider and the portal, one table: listing and searching them, and
 * creating (invited: they set their own password from the mailed link, server/identity/invitations.ts),
 * re-inviting, withdrawing an invitation, registering, updating and deleting them. An administrator
 * cannot lock themselves out: no self-delete, no self-demotion, no self-deactivation. Superadministrator
 * accounts (role 2) are created, changed and removed by superadministrators only, so an administrator
 * (role 1) can neither raise itself or anyone to role 2 nor demote, deactivate or delete one.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { writeAccess } from '../../auth/accessCache';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { centerAccess, centers, clients, notificationsSeen, userClients, users } from '../../db/schema';
import { enumLabels } from '../../generated/enumLabels';
import type { AdminUsuarioAltaInput, AdminUsuarioUpdateInput } from '../../generated/model';
import { isAdmin, isSuperadmin, type UserRole } from '../../generated/roles';
import { accountColumns } from '../../identity/accounts';
import { type Invitee, sendInvitation } from '../../identity/invitations';
import { withdrawInvitation } from '../../identity/invitationTokens';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { defineList, type ListPaging, type ListRequest, listPage } from '../../lib/list';
import type { Mailer } from '../../lib/mail/mailer';
import { requireSendQuota } from '../../lib/mail/sendQuota';
import { logAdminAction } from './adminLog';

/**
 * Where a user stands (the contract's UsuarioEstado): deactivated; invited while they have no
 * password yet (the link is mailed, or can be again); active once they set it.
 */
const estado = sql<
  'invitado' | 'activo' | 'desactivado'
>`case when not ${users.activo} then 'desactivado' when ${users.passwordHash} is null then 'invitado' else 'activo' end`;

const usuarioSelection = {
  ...accountColumns,
  activo: users.activo,
  estado,
  invitable: sql<boolean>`${users.passwordHash} is null`,
  pendiente: sql<boolean>`${users.passwordHash} is null and ${users.activo}`,
  ultimoAcceso: users.ultimoAcceso,
};

const usuarioTextFields = [users.email, users.givenName, users.familyName, users.empresa];

/** The contract's Usuario: the role column holds one of the four roles. */
const asUsuario = <T extends { role: number }>(row: T) => ({ ...row, role: row.role as UserRole });

/** A role's name, from the contract (UserRole), as a sentence says it: 'cliente', 'gestor'. */
const roleName = (role: number) =>
  (enumLabels.UserRole[String(role) as keyof typeof enumLabels.UserRole] ?? String(role)).toLowerCase();

/**
 * How many invitations one administrator may send an hour (besides their own list sends, counted
 * together in the outbox): onboarding a client's staff fits; a runaway script does not.
 */
const invitationsPerHour = 100;
const invitationQuota = { messagesPerHour: invitationsPerHour, recipientsPerHour: invitationsPerHour };

/** What inviting needs besides the database: the mail, the link's address and the calendar. */
export interface InvitationDeps {
  mailer: Mailer;
  invitationLink: (token: string) => string;
  clock: Clock;
}

/** 403 unless the acting user is a superadministrator, when any of `roles` (before or after) is one. */
function requireSuperadminFor(admin: SessionUser, ...roles: number[]) {
  if (!isSuperadmin(admin.role) && roles.some(isSuperadmin))
    throw forbidden('Solo un superadministrador puede crear, modificar o borrar superadministradores.');
}

export async function requireUserRow(db: Database, oid: string) {
  const [row] = await db.select().from(users).where(eq(users.oid, oid));
  if (!row) throw notFound('El usuario ya no existe.');
  return row;
}

async function usuario(db: Database, oid: string) {
  const [row] = await db.select(usuarioSelection).from(users).where(eq(users.oid, oid));
  if (!row) throw notFound('El usuario ya no existe.');
  return asUsuario(row);
}

export type UserListRequest = Omit<ListRequest, 'filters'> & ListPaging;

const userList = defineList({
  source: {
    rows: (db) => db.select(usuarioSelection).from(users),
  },
  fields: usuarioSelection,
  textFields: usuarioTextFields,
  defaultOrder: { field: 'email', direction: 'asc' },
  tiebreaker: users.oid,
});

export async function usersPage(db: Database, request: UserListRequest) {
  const { items, total } = await listPage(db, userList, request);
  return { items: items.map(asUsuario), total };
}

/** The user picker's search: the first 50 matches by e-mail, and how many there are in all. */
const userSearchLimit = 50;

export async function searchUsers(db: Database, text: string) {
  const { items, total } = await listPage(db, userList, { filterText: text, take: userSearchLimit });
  return { items: items.map(asUsuario), total };
}

const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/**
 * A new identity user of a client, without a password, registered and active, with access to the
 * client (in its variant: normal or digitalized) and to `centerIds` of it (all its centers when
 * none), and invited by mail to set their password. No administrator ever knows it.
 */
export async function createUser(
  db: Database,
  admin: SessionUser,
  input: AdminUsuarioAltaInput,
  deps: InvitationDeps,
) {
  const email = input.email.trim().toLowerCase();
  const [taken] = await db.select({ oid: users.oid }).from(users).where(sameEmail(email));
  if (taken) throw conflict(`Ya existe un usuario con el correo ${email}.`, 'email');
  const role = input.role ?? 0;
  requireSuperadminFor(admin, role);
  const [client] = await db.select().from(clients).where(eq(clients.clientId, input.clientId));
  if (!client) throw badRequest('El cliente elegido ya no existe: elija otro.', 'clientId');
  const centerIds = [...new Set(input.centerIds ?? [])];
  const chosen =
    centerIds.length === 0
      ? []
      : await db
          .select({ centerId: centers.centerId, nombre: centers.nombre })
          .from(centers)
          .where(and(inArray(centers.centerId, centerIds), eq(centers.clientId, client.clientId)));
  if (chosen.length !== centerIds.length)
    throw badRequest(`Elija solo centros de ${client.client}.`, 'centerIds');
  const records =
    chosen.length > 0
      ? chosen
      : await db
          .select({ centerId: centers.centerId, nombre: centers.nombre })
          .from(centers)
          .where(eq(centers.clientId, client.clientId));
  await requireSendQuota(db, admin.oid, 1, invitationQuota);
  const oid = randomUUID();
  const variant = { oid, digitalized: client.digitalized };
  const invitee: Invitee = { oid, email, givenName: input.givenName.trim(), empresa: client.client };
  await writeAccess(db, async (tx) => {
    await tx.insert(users).values({
      oid,
      email,
      givenName: invitee.givenName,
      familyName: input.familyName.trim(),
      empresa: client.client,
      role,
      activo: true,
      registrado: true,
      passwordHash: null,
    });
    await tx.insert(userClients).values({ ...variant, clientId: client.clientId });
    if (records.length > 0)
      await tx
        .insert(centerAccess)
        .values(records.map((center) => ({ ...variant, centerId: center.centerId })));
    const where =
      chosen.length > 0 ? `los centros ${chosen.map((c) => c.nombre).join(', ')}` : 'todos sus centros';
    await logAdminAction(tx, admin, {
      accion: 'Alta de usuario',
      detalle: `Usuario ${email} (${roleName(role)}) de ${client.client}, con acceso a ${where}, invitado por correo.`,
    });
  });
  await invite(db, admin, invitee, deps);
  return usuario(db, oid);
}

/** Mails the user a new invitation (replacing theirs), within the admin's hourly invitations. */
async function invite(db: Database, admin: SessionUser, invitee: Invitee, deps: InvitationDeps) {
  await requireSendQuota(db, admin.oid, 1, invitationQuota);
  await sendInvitation(
    { db, mailer: deps.mailer, linkTo: deps.invitationLink, now: deps.clock.now() },
    invitee,
    admin.oid,
  );
}

/**
 * A new invitation for a user who has not set their password yet (the last one lost, expired or
 * withdrawn): the old link stops working, and a withdrawn user is active again.
 */
export async function resendInvitation(db: Database, admin: SessionUser, oid: string, deps: InvitationDeps) {
  const user = await requireUserRow(db, oid);
  requireSuperadminFor(admin, user.role);
  if (user.passwordHash !== null)
    throw conflict(`${user.email} ya ha creado su contraseña: no necesita invitación.`, 'oid');
  await writeAccess(db, async (tx) => {
    await tx.update(users).set({ activo: true }).where(eq(users.oid, oid));
    await logAdminAction(tx, admin, {
      accion: 'Reenvío de invitación',
      detalle: `Invitación enviada de nuevo a ${user.email}.`,
    });
  });
  await invite(db, admin, { oid, email: user.email, givenName: user.givenName, empresa: user.empresa }, deps);
  return usuario(db, oid);
}

/** Withdraws a pending invitation: its link stops working and the user is deactivated until re-invited. */
export async function revokeInvitation(db: Database, admin: SessionUser, oid: string) {
  const user = await requireUserRow(db, oid);
  requireSuperadminFor(admin, user.role);
  if (user.passwordHash !== null || !user.activo)
    throw conflict(`${user.email} no tiene una invitación pendiente.`, 'oid');
  await writeAccess(db, async (tx) => {
    await withdrawInvitation(tx, oid);
    await tx
      .update(users)
      .set({ activo: false })
      .where(and(eq(users.oid, oid), isNull(users.passwordHash)));
    await logAdminAction(tx, admin, {
      accion: 'Retirada de invitación',
      detalle: `Invitación de ${user.email} retirada; el usuario queda desactivado.`,
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
    throw badRequest(`Ese usuario tiene el correo ${found.email}, no ${input.email}.`, 'email');
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
