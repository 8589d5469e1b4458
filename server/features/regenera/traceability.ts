/**
 * Traceability of used-oil pickups, from collection to the regeneration certificate: the page of a
 * grid (filtered, sorted), every matching row for its export, one reference in detail, and
 * reopening a certified reference.
 */
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { files, serviceDirections, tickets, traceability } from '../../db/schema';
import { RegeneraTrazabilidadSortFieldLabels } from '../../generated/enumLabels';
import type { RegeneraTrazabilidadSortField } from '../../generated/model';
import { isStaff } from '../../generated/roles';
import { forbidden, notFound } from '../../lib/errors';
import type { DateRange } from '../../lib/grid';
import { exportBatchSize, mapBatches } from '../../lib/keyset';
import { defineList, listBatches, listPage } from '../../lib/list';
import { contractColumns, type ListWorkbook } from '../../lib/listWorkbook';
import { requireVisible } from '../../lib/visibleRecord';
import { relatedDocuments } from '../tickets/serviceDetailParts';

/** The plant's scale weighs the oil when it comes in: before that there is no weight to show. */
const shownKilos = sql<
  number | null
>`case when ${traceability.fechaEntradaPlanta} is null then null else ${traceability.kilos} end`;

const traceabilitySelection = {
  referencia: traceability.referencia,
  iddireccionservicio: traceability.iddireccionservicio,
  direccionServicio: serviceDirections.nombre,
  fechaRecogida: traceability.fechaRecogida,
  fechaEntradaPlanta: traceability.fechaEntradaPlanta,
  fechaCertificado: traceability.fechaCertificado,
  litros: traceability.litros,
  // As shown: no weight before the plant's scale, so those sort with the empty ones.
  kilos: shownKilos,
  lote: traceability.lote,
  destino: traceability.destino,
  estado: traceability.estado,
  reabierta: traceability.reabierta,
  // Only a certified reference has a certificate to undo.
  reabrible: sql<boolean>`${traceability.estado} = 'certificado'`,
};

const dateColumns = {
  fechaRecogida: traceability.fechaRecogida,
  fechaEntrada: traceability.fechaEntradaPlanta,
  fechaCertificado: traceability.fechaCertificado,
} as const;

/** The fields a page may be sorted by: those the contract names (RegeneraTrazabilidadSortField), as shown. */
const sortColumns = Object.fromEntries(
  Object.keys(RegeneraTrazabilidadSortFieldLabels).map((field) => [
    field,
    traceabilitySelection[field as RegeneraTrazabilidadSortField],
  ]),
) as Record<RegeneraTrazabilidadSortField, AnyColumn | SQL>;

export interface TraceabilityFilters {
  dateField?: keyof typeof dateColumns | undefined;
  betweenDates?: DateRange | undefined;
  referencia?: string | null | undefined;
  orderBy?: 'asc' | 'desc' | undefined;
  orderByField?: RegeneraTrazabilidadSortField | undefined;
}

export interface TraceabilityRequest extends TraceabilityFilters {
  position?: number | undefined;
  take?: number | undefined;
}

/** The row field each date filter reads. */
const dateFields = {
  fechaRecogida: 'fechaRecogida',
  fechaEntrada: 'fechaEntradaPlanta',
  fechaCertificado: 'fechaCertificado',
} as const;

/**
 * `traceabilityFrom(db.select(selection))`: the pickups with their service direction's name, the
 * FROM of every read of them. Typed by the select it is given, as servicesFrom is.
 */
function traceabilityFrom<Query>(select: {
  from(table: typeof traceability): { innerJoin(table: typeof serviceDirections, on: SQL): Query };
}): Query {
  return select
    .from(traceability)
    .innerJoin(
      serviceDirections,
      eq(serviceDirections.iddireccionservicio, traceability.iddireccionservicio),
    );
}

/**
 * The pickups of the given regenera directions with one date chosen: the date range applies to
 * it, and it orders the list, newest first, unless a field is asked for (ascending by default).
 * Rows without a value sort last either way; the reference, ascending, breaks ties.
 */
function traceabilityList(dateField: keyof typeof dateColumns) {
  return defineList({
    source: {
      rows: (db) => traceabilityFrom(db.select(traceabilitySelection)),
    },
    fields: sortColumns,
    textFields: [traceability.referencia],
    defaultOrder: { field: dateFields[dateField], direction: 'desc' },
    nulls: 'last',
    tiebreaker: { column: traceability.referencia, direction: 'asc' },
    directionColumn: traceability.iddireccionservicio,
    dates: { column: dateColumns[dateField], kind: 'date' },
  });
}

const traceabilityLists = {
  fechaRecogida: traceabilityList('fechaRecogida'),
  fechaEntrada: traceabilityList('fechaEntrada'),
  fechaCertificado: traceabilityList('fechaCertificado'),
};

/** The list of the request's date, and the request as the list engine reads it (the reference as its text). */
function traceabilityQuery({ dateField, referencia, ...request }: TraceabilityRequest) {
  return {
    list: traceabilityLists[dateField ?? 'fechaRecogida'],
    request: { ...request, filterText: referencia ?? undefined },
  };
}

/** A page of the pickups of the given regenera directions, with the number that match. */
export function traceabilityPage(
  db: Database,
  directionIds: readonly number[],
  request: TraceabilityRequest,
) {
  const query = traceabilityQuery(request);
  return listPage(db, query.list, query.request, { directionIds });
}

/**
 * Every pickup that matches, in the page's order, a batch at a time by keyset: what the export
 * streams, its state and reopened mark in Spanish words. No direction: no rows.
 */
export function traceabilityBatches(
  db: Database,
  directionIds: readonly number[],
  request: TraceabilityFilters,
  size = exportBatchSize,
): AsyncIterable<ExportRow[]> {
  const query = traceabilityQuery(request);
  return mapBatches(listBatches(db, query.list, query.request, { directionIds }, size), exportRow);
}

const estadoLabels = { recogido: 'Recogido', enPlanta: 'En planta', certificado: 'Certificado' } as const;

/** A row as the workbook writes it: the state and the reopened mark in Spanish words. */
function exportRow(row: TraceabilityRow) {
  return {
    ...row,
    estado: estadoLabels[row.estado],
    reabierta: row.reabierta ? 'Sí' : 'No',
  };
}

/** A row of `traceabilitySelection`, as the contract shows it. */
type TraceabilityRow = NonNullable<Awaited<ReturnType<typeof traceabilityRow>>>;
type ExportRow = ReturnType<typeof exportRow>;

export const traceabilityWorkbook: ListWorkbook<ExportRow> = {
  filename: 'trazabilidad.xlsx',
  sheet: 'Trazabilidad',
  columns: contractColumns('regeneraGetTrazabilidad', {
    referencia: 18,
    estado: 14,
    direccionServicio: 34,
    lote: 16,
    destino: 40,
  }),
};

async function traceabilityRow(db: Database, where: SQL) {
  const [row] = await traceabilityFrom(db.select(traceabilitySelection)).where(where);
  return row;
}

/**
 * One reference in detail: its traceability, the pickup it came from (truck, driver, time,
 * containers), its regeneration certificate and the documents to download. The certificate (its
 * number and PDF) shows only while the reference is certified: reopening annuls it. 404 for an
 * unknown reference and for one of a direction the user does not see (lib/visibleRecord.ts).
 */
export async function traceabilityDetail(db: Database, scope: Scope, referencia: string) {
  const row = requireVisible(
    await traceabilityRow(db, eq(traceability.referencia, referencia)),
    (found) => scope.directionIds.has(found.iddireccionservicio),
    'No existe la referencia.',
  );

  const [pickup] = await db
    .select({
      idTicket: tickets.idTicket,
      clientId: tickets.clientId,
      matricula: tickets.matricula,
      conductor: tickets.conductor,
      horaRecogida: tickets.horaRecogida,
      contenedores: tickets.contenedores,
      certificado: tickets.certificado,
    })
    .from(tickets)
    .where(eq(tickets.referencia, referencia));
  const certificado = row.estado === 'certificado' ? (pickup?.certificado ?? null) : null;
  const [certificates, pickupDocuments] = await Promise.all([
    pickup && certificado
      ? db
          .select({ path: files.blobUri })
          .from(files)
          .where(and(eq(files.clientId, pickup.clientId), eq(files.name, `${certificado}.pdf`)))
      : Promise.resolve([]),
    pickup
      ? relatedDocuments(db, pickup.idTicket, referencia).then((related) => related.documentos)
      : Promise.resolve([]),
  ]);

  return {
    trazabilidad: row,
    certificado,
    matricula: pickup?.matricula ?? null,
    conductor: pickup?.conductor ?? null,
    horaRecogida: pickup?.horaRecogida ?? null,
    contenedores: pickup?.contenedores ?? null,
    documentos: [...certificates.map((file) => file.path), ...pickupDocuments],
  };
}

/**
 * Who may reopen a certified reference: the company's staff (administrators, roles 1 and 2, and
 * account managers, role 3). A reopened reference loses its regeneration certificate, which the
 * company issues; a client user (role 0) reads its traceability but cannot undo a certificate.
 */
const mayReopen = (user: Pick<SessionUser, 'role'>) => isStaff(user.role);

/**
 * Reopens a certified reference: the certificate date goes, the pickup is back in the plant (or
 * only collected if it never came in) and is marked reopened. Other references come back as they
 * are. The reference is looked up in the user's scope first (404, 403), then the role is checked.
 */
export async function reopenReference(
  db: Database,
  scope: Scope,
  user: Pick<SessionUser, 'role'>,
  referencia: string,
) {
  const where = eq(traceability.referencia, referencia);
  const row = requireVisible(
    await traceabilityRow(db, where),
    (found) => scope.directionIds.has(found.iddireccionservicio),
    'No existe la referencia.',
  );
  if (!mayReopen(user))
    throw forbidden('Solo los gestores y administradores pueden reabrir una referencia certificada.');
  if (row.estado !== 'certificado') return row;

  await db
    .update(traceability)
    .set({
      reabierta: true,
      fechaCertificado: null,
      estado: row.fechaEntradaPlanta === null ? 'recogido' : 'enPlanta',
    })
    .where(and(where, eq(traceability.estado, 'certificado')));
  const reopened = await traceabilityRow(db, where);
  if (!reopened) throw notFound('No existe la referencia.');
  return reopened;
}
