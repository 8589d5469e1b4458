/**
 * Commercial proposals as the contract's PropuestaComercial. Internal proposals are raised from the
 * portal for a client; external ones come from the public form and have no client. The internal
 * notes are for administrators only: other users get them as null and cannot filter by them.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { comercialProposals } from '../../db/schema';
import type { PropuestaComercialExternaInput, PropuestaComercialInput } from '../../generated/model';
import { notFound } from '../../lib/errors';
import { type FieldColumns, textFilter } from '../../lib/grid';
import { defineList, type ListPaging, type ListRequest, listPage } from '../../lib/list';
import { proposalSelection } from '../../lib/requestRows';
import { requestTarget } from './requestVisibility';
import { raisedRow, type VisibleRequestsRequest, visibleRequests } from './visibleRequests';

const { notasInternas: _, ...publicFields } = proposalSelection;

/** The fields a user may filter and sort by: all but the internal notes, unless administrator. */
const proposalFields = (isAdmin: boolean): FieldColumns => (isAdmin ? proposalSelection : publicFields);

/** The notes stay with administrators. */
const shown = <T extends { notasInternas: string | null }>(row: T, isAdmin: boolean): T =>
  isAdmin ? row : { ...row, notasInternas: null };

type User = Pick<SessionUser, 'isAdmin' | 'oid' | 'role'>;

// ------------------------------------------------------------------ internal proposals

const internal = visibleRequests({
  table: comercialProposals,
  rows: (db) =>
    db
      .select({
        ...proposalSelection,
        clientId: comercialProposals.clientId,
        solicitanteOid: comercialProposals.solicitanteOid,
      })
      .from(comercialProposals),
  fields: proposalFields,
  ofKind: eq(comercialProposals.externa, false),
  missing: 'No existe la propuesta comercial.',
});

/** The internal proposals the user sees, newest first, filtered by client, center and columns. */
export async function internalProposals(
  db: Database,
  scope: Scope,
  user: User,
  request: VisibleRequestsRequest,
) {
  const { items, total } = await internal.list(db, scope, user, request);
  return { items: items.map((row) => shown(row, user.isAdmin)), total };
}

/** One internal proposal the user may see: 404 alike when there is none or it is not theirs. */
export async function internalProposal(db: Database, scope: Scope, user: User, id: number) {
  return shown(await internal.detail(db, scope, user, id), user.isAdmin);
}

export const deleteInternalProposal = internal.remove;

/** What a proposal asks, the same from the portal and from the public form. */
type ProposalContent = Omit<PropuestaComercialInput, 'clientName' | 'center'>;

/** The content's columns, an optional field not given stored as null. */
const contentValues = (input: ProposalContent) => ({
  empresa: input.empresa,
  cif: input.cif ?? null,
  contacto: input.contacto,
  email: input.email,
  telefono: input.telefono ?? null,
  provincia: input.provincia ?? null,
  tipoResiduo: input.tipoResiduo ?? null,
  descripcion: input.descripcion,
});

/** Raises an internal proposal for a client (and center) the user may see: opened, dated `now` (the API's clock). */
export async function createInternalProposal(
  db: Database,
  scope: Scope,
  user: User & { oid: string },
  input: PropuestaComercialInput,
  now: Date,
) {
  const target = await requestTarget(db, scope, user.isAdmin, input.clientName, input.center);
  const [created] = await db
    .insert(comercialProposals)
    .values({
      fecha: now,
      estado: 'opened',
      externa: false,
      clientId: target.clientId,
      clientName: target.client,
      center: target.center,
      ...contentValues(input),
      solicitanteOid: user.oid,
    })
    .returning(proposalSelection);
  if (!created) throw new Error('insert returned no row');
  return raisedRow(user, shown(created, user.isAdmin));
}

// ------------------------------------------------------------------ external proposals (admins)

export interface ExternalProposalsRequest extends Omit<ListRequest, 'filterText'>, ListPaging {
  clientName?: string | undefined;
}

/** The public form's proposals; `clientName` is looked for in the company name. */
const externalList = defineList({
  source: {
    rows: (db) => db.select(proposalSelection).from(comercialProposals),
  },
  fields: proposalSelection,
  defaultOrder: { field: 'fecha', direction: 'desc' },
  tiebreaker: comercialProposals.id,
  conditions: (_db, request: ExternalProposalsRequest) => [
    eq(comercialProposals.externa, true),
    textFilter([comercialProposals.empresa], request.clientName),
  ],
});

/** A page of the public form's proposals. */
export const externalProposalsPage = (db: Database, request: ExternalProposalsRequest) =>
  listPage(db, externalList, request);

export async function externalProposal(db: Database, id: number) {
  const [row] = await db.select(proposalSelection).from(comercialProposals).where(externalWithId(id));
  if (!row) throw notFound('No existe la propuesta comercial externa.');
  return row;
}

const externalWithId = (id: number): SQL =>
  and(eq(comercialProposals.id, id), eq(comercialProposals.externa, true)) as SQL;

/**
 * What the public form's spam trap (the contract's `x-honeypot` field, filled) is answered: the same
 * as a stored proposal, with an id of the proposals' own sequence, so nothing tells the program its
 * proposal went nowhere. Nothing is stored.
 */
export async function unstoredExternalProposal(db: Database, now: Date) {
  const { rows } = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('comercial_proposals', 'id'))::int as id`,
  )) as unknown as { rows: { id: number }[] };
  const id = rows[0]?.id;
  if (!id) throw new Error('the proposals sequence gave no id');
  return receiptOf(id, now);
}

/** The public form: an external proposal with no client, opened `now`. Only its id and date go back. */
export async function createExternalProposal(db: Database, input: PropuestaComercialExternaInput, now: Date) {
  const [created] = await db
    .insert(comercialProposals)
    .values({
      fecha: now,
      estado: 'opened',
      externa: true,
      clientId: null,
      clientName: null,
      center: null,
      ...contentValues(input),
      notasInternas: null,
      solicitanteOid: null,
    })
    .returning({ id: comercialProposals.id, fecha: comercialProposals.fecha });
  if (!created) throw new Error('insert returned no row');
  return receiptOf(created.id, created.fecha);
}

/**
 * What the public form answers (the contract's PropuestaComercialExternaCreada): the id, the date,
 * and the reference shown to the visitor, the year it was received in Spain and the id, so the
 * commercial team finds the proposal from either.
 */
function receiptOf(id: number, receivedAt: Date) {
  const year = receivedAt.toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' }).slice(0, 4);
  return { id, fecha: receivedAt, referencia: `PC-${year}-${String(id).padStart(6, '0')}` };
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
