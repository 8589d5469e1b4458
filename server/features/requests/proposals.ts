/**
 * Commercial proposals as the contract's PropuestaComercial. Internal proposals are raised from the
 * portal for a client; external ones come from the public form and have no client. The internal
 * notes are for administrators only: other users get them as null and cannot filter by them.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { comercialProposals } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import {
  columnFilters,
  type FieldColumns,
  orderByFor,
  paging,
  parseQueryFilters,
  textFilter,
  whereAll,
} from '../../lib/grid';
import { canSee, listFilters, requestTarget, requestVisibility, visibleRows } from './requestVisibility';

export const proposalSelection = {
  id: comercialProposals.id,
  fecha: comercialProposals.fecha,
  estado: comercialProposals.estado,
  clientName: comercialProposals.clientName,
  center: comercialProposals.center,
  empresa: comercialProposals.empresa,
  cif: comercialProposals.cif,
  contacto: comercialProposals.contacto,
  email: comercialProposals.email,
  telefono: comercialProposals.telefono,
  provincia: comercialProposals.provincia,
  tipoResiduo: comercialProposals.tipoResiduo,
  descripcion: comercialProposals.descripcion,
  externa: comercialProposals.externa,
  notasInternas: comercialProposals.notasInternas,
};

const { notasInternas: _, ...publicFields } = proposalSelection;

/** The fields a user may filter and sort by: all but the internal notes, unless administrator. */
const proposalFields = (isAdmin: boolean): FieldColumns => (isAdmin ? proposalSelection : publicFields);

/** The notes stay with administrators. */
const shown = <T extends { notasInternas: string | null }>(row: T, isAdmin: boolean): T =>
  isAdmin ? row : { ...row, notasInternas: null };

const newestFirst = [desc(comercialProposals.fecha), desc(comercialProposals.id)];

interface User {
  isAdmin: boolean;
}

// ------------------------------------------------------------------ internal proposals

/** The internal proposals the user sees, newest first, filtered by client, center and columns. */
export async function internalProposals(
  db: Database,
  scope: Scope,
  user: User,
  request: { clientName?: string | undefined; center?: string | undefined; filters?: string | undefined },
) {
  const filters = parseQueryFilters(request.filters);
  const visibility = await requestVisibility(db, scope, user.isAdmin);
  const where = whereAll(
    eq(comercialProposals.externa, false),
    visibleRows(visibility, comercialProposals.clientId, comercialProposals.center),
    ...(await listFilters(db, visibility, comercialProposals, request)),
    ...columnFilters(proposalFields(user.isAdmin), filters),
  );
  const items = await db
    .select(proposalSelection)
    .from(comercialProposals)
    .where(where)
    .orderBy(...newestFirst);
  return { items: items.map((row) => shown(row, user.isAdmin)), total: items.length };
}

/** One internal proposal the user may see: 404 when there is none with that id, 403 when not theirs. */
export async function internalProposal(db: Database, scope: Scope, user: User, id: number) {
  const [row] = await db
    .select({ ...proposalSelection, clientId: comercialProposals.clientId })
    .from(comercialProposals)
    .where(and(eq(comercialProposals.id, id), eq(comercialProposals.externa, false)));
  if (!row) throw notFound('No existe la propuesta comercial.');
  const visibility = await requestVisibility(db, scope, user.isAdmin);
  if (!canSee(visibility, row.clientId, row.center))
    throw forbidden('No tiene acceso a esta propuesta comercial.');
  const { clientId: _clientId, ...proposal } = row;
  return shown(proposal, user.isAdmin);
}

export interface NewInternalProposal {
  clientName: string;
  center?: string | null | undefined;
  empresa: string;
  cif?: string | null | undefined;
  contacto: string;
  email: string;
  telefono?: string | null | undefined;
  provincia?: string | null | undefined;
  tipoResiduo?: string | null | undefined;
  descripcion: string;
}

/** Raises an internal proposal for a client (and center) the user may see: opened, dated now. */
export async function createInternalProposal(
  db: Database,
  scope: Scope,
  user: User & { oid: string },
  input: NewInternalProposal,
) {
  const target = await requestTarget(db, scope, user.isAdmin, input.clientName, input.center);
  const [created] = await db
    .insert(comercialProposals)
    .values({
      fecha: new Date(),
      estado: 'opened',
      externa: false,
      clientId: target.clientId,
      clientName: target.client,
      center: target.center,
      empresa: input.empresa,
      cif: input.cif ?? null,
      contacto: input.contacto,
      email: input.email,
      telefono: input.telefono ?? null,
      provincia: input.provincia ?? null,
      tipoResiduo: input.tipoResiduo ?? null,
      descripcion: input.descripcion,
      solicitanteOid: user.oid,
    })
    .returning(proposalSelection);
  if (!created) throw new Error('insert returned no row');
  return shown(created, user.isAdmin);
}

export async function deleteInternalProposal(db: Database, scope: Scope, user: User, id: number) {
  await internalProposal(db, scope, user, id);
  const deleted = await db
    .delete(comercialProposals)
    .where(and(eq(comercialProposals.id, id), eq(comercialProposals.externa, false)))
    .returning({ id: comercialProposals.id });
  return { ok: true as const, affected: deleted.length };
}

// ------------------------------------------------------------------ external proposals (admins)

export interface ExternalProposalsRequest {
  position?: number | undefined;
  take?: number | undefined;
  clientName?: string | undefined;
  orderBy?: 'asc' | 'desc' | undefined;
  orderByField?: string | undefined;
  filters?: string | undefined;
}

/** A page of the public form's proposals; `clientName` is looked for in the company name. */
export async function externalProposalsPage(db: Database, request: ExternalProposalsRequest) {
  const where = whereAll(
    eq(comercialProposals.externa, true),
    textFilter([comercialProposals.empresa], request.clientName),
    ...columnFilters(proposalSelection, parseQueryFilters(request.filters)),
  );
  const order = orderByFor(
    proposalSelection,
    request,
    { field: 'fecha', direction: 'desc' },
    comercialProposals.id,
  );
  const { limit, offset } = paging(request.position, request.take);
  const pageQuery = db
    .select(proposalSelection)
    .from(comercialProposals)
    .where(where)
    .orderBy(...order)
    .offset(offset);
  const [items, [counted]] = await Promise.all([
    limit ? pageQuery.limit(limit) : pageQuery,
    db.select({ total: count() }).from(comercialProposals).where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}

export async function externalProposal(db: Database, id: number) {
  const [row] = await db.select(proposalSelection).from(comercialProposals).where(externalWithId(id));
  if (!row) throw notFound('No existe la propuesta comercial externa.');
  return row;
}

const externalWithId = (id: number): SQL =>
  and(eq(comercialProposals.id, id), eq(comercialProposals.externa, true)) as SQL;

export interface NewExternalProposal {
  empresa: string;
  cif?: string | null | undefined;
  contacto: string;
  email: string;
  telefono?: string | null | undefined;
  provincia?: string | null | undefined;
  tipoResiduo?: string | null | undefined;
  descripcion: string;
}

/** The public form: an external proposal with no client, opened now. Only its id and date go back. */
export async function createExternalProposal(db: Database, input: NewExternalProposal) {
  const [created] = await db
    .insert(comercialProposals)
    .values({
      fecha: new Date(),
      estado: 'opened',
      externa: true,
      clientId: null,
      clientName: null,
      center: null,
      empresa: input.empresa,
      cif: input.cif ?? null,
      contacto: input.contacto,
      email: input.email,
      telefono: input.telefono ?? null,
      provincia: input.provincia ?? null,
      tipoResiduo: input.tipoResiduo ?? null,
      descripcion: input.descripcion,
      notasInternas: null,
      solicitanteOid: null,
    })
    .returning({ id: comercialProposals.id, fecha: comercialProposals.fecha });
  if (!created) throw new Error('insert returned no row');
  return created;
}

/** New state and, when given, new internal notes (null clears them) of an external proposal. */
export async function updateExternalProposal(
  db: Database,
  input: {
    id: number;
    estado: 'opened' | 'inprocess' | 'closed' | 'indemand';
    notasInternas?: string | null | undefined;
  },
) {
  const [updated] = await db
    .update(comercialProposals)
    .set({
      estado: input.estado,
      ...(input.notasInternas !== undefined ? { notasInternas: input.notasInternas } : {}),
    })
    .where(externalWithId(input.id))
    .returning(proposalSelection);
  if (!updated) throw notFound('No existe la propuesta comercial externa.');
  return updated;
}

export async function deleteExternalProposal(db: Database, id: number) {
  const deleted = await db
    .delete(comercialProposals)
    .where(externalWithId(id))
    .returning({ id: comercialProposals.id });
  if (deleted.length === 0) throw notFound('No existe la propuesta comercial externa.');
  return { ok: true as const, affected: deleted.length };
}
