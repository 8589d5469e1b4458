/**
 * Traceability of used-oil pickups, from collection to the regeneration certificate: the page of a
 * grid (filtered, sorted), every matching row for its export, one reference in detail, and
 * reopening a certified reference.
 */
import { type AnyColumn, and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { files, serviceDirections, tickets, traceability } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { type DateRange, dateRangeFilter, textFilter, whereAll } from '../../lib/grid';
import type { ListWorkbook } from '../../lib/listWorkbook';
import { pageWithTotal } from '../../lib/pagedQuery';
import { requireVisible } from '../../lib/visibleRecord';
import { relatedDocuments } from '../tickets/serviceDetailParts';

const traceabilitySelection = {
  referencia: traceability.referencia,
  iddireccionservicio: traceability.iddireccionservicio,
  direccionServicio: serviceDirections.nombre,
  fechaRecogida: traceability.fechaRecogida,
  fechaEntradaPlanta: traceability.fechaEntradaPlanta,
  fechaCertificado: traceability.fechaCertificado,
  litros: traceability.litros,
  kilos: traceability.kilos,
  lote: traceability.lote,
  destino: traceability.destino,
  estado: traceability.estado,
  reabierta: traceability.reabierta,
  // Only a certified reference has a certificate to undo.
  reabrible: sql<boolean>`${traceability.estado} = 'certificado'`,
};

type TraceabilityRow = {
  fechaEntradaPlanta: string | null;
  kilos: number;
};

/** The plant's scale weighs the oil when it comes in: before that there is no weight to show. */
const shown = <T extends TraceabilityRow>(row: T) => ({
  ...row,
  kilos: row.fechaEntradaPlanta === null ? null : row.kilos,
});

const dateColumns = {
  fechaRecogida: traceability.fechaRecogida,
  fechaEntrada: traceability.fechaEntradaPlanta,
  fechaCertificado: traceability.fechaCertificado,
} as const;

/** The fields a page may be sorted by (the contract's RegeneraTrazabilidadSortField). */
const sortColumns = {
  referencia: traceability.referencia,
  estado: traceability.estado,
  direccionServicio: serviceDirections.nombre,
  fechaRecogida: traceability.fechaRecogida,
  fechaEntradaPlanta: traceability.fechaEntradaPlanta,
  fechaCertificado: traceability.fechaCertificado,
  litros: traceability.litros,
  // As shown: no weight before the plant's scale (see `shown`), so those sort with the empty ones.
  kilos: sql`case when ${traceability.fechaEntradaPlanta} is null then null else ${traceability.kilos} end`,
  lote: traceability.lote,
  destino: traceability.destino,
  reabierta: traceability.reabierta,
} as const satisfies Record<string, AnyColumn | SQL>;

export interface TraceabilityFilters {
  dateField?: keyof typeof dateColumns | undefined;
  betweenDates?: DateRange | undefined;
  referencia?: string | null | undefined;
  orderBy?: 'asc' | 'desc' | undefined;
  orderByField?: keyof typeof sortColumns | undefined;
}

export interface TraceabilityRequest extends TraceabilityFilters {
  position?: number | undefined;
  take?: number | undefined;
}

/** The pickups of the directions that match the filters (the date range applies to the chosen date). */
function traceabilityWhere(directionIds: readonly number[], request: TraceabilityFilters) {
  return whereAll(
    inArray(traceability.iddireccionservicio, [...directionIds]),
    ...dateRangeFilter(dateColumns[request.dateField ?? 'fechaRecogida'], request.betweenDates),
    textFilter([traceability.referencia], request.referencia ?? undefined),
  );
}

/**
 * The requested field in the requested direction (ascending by default), rows without a value
 * last either way; without one, the chosen date, newest first unless `orderBy` alone turns it
 * around (as on every other grid). The reference breaks ties, so pages never overlap.
 */
function traceabilityOrder(request: TraceabilityFilters): SQL[] {
  const [column, direction] = request.orderByField
    ? [sortColumns[request.orderByField], request.orderBy ?? 'asc']
    : [dateColumns[request.dateField ?? 'fechaRecogida'], request.orderBy ?? 'desc'];
  return [
    direction === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`,
    asc(traceability.referencia),
  ];
}

/**
 * A page of the pickups of the given regenera directions, with the number that match. The date
 * range applies to the chosen date, which also orders the page unless a field is asked for.
 */
export async function traceabilityPage(
  db: Database,
  directionIds: readonly number[],
  request: TraceabilityRequest,
) {
  if (directionIds.length === 0) return { items: [], total: 0 };
  const where = traceabilityWhere(directionIds, request);
  const { items, total } = await pageWithTotal(
    db
      .select(traceabilitySelection)
      .from(traceability)
      .innerJoin(
        serviceDirections,
        eq(serviceDirections.iddireccionservicio, traceability.iddireccionservicio),
      )
      .where(where)
      .orderBy(...traceabilityOrder(request)),
    db
      .select({ total: count() })
      .from(traceability)
      .innerJoin(
        serviceDirections,
        eq(serviceDirections.iddireccionservicio, traceability.iddireccionservicio),
      )
      .where(where),
    request.position,
    request.take,
  );
  return { items: items.map(shown), total };
}

/**
 * Every pickup that matches, in the page's order, `limit` at a time: what the export streams.
 * No direction: no rows.
 */
export function traceabilityBatchReader(
  db: Database,
  directionIds: readonly number[],
  request: TraceabilityFilters,
) {
  const where = traceabilityWhere(directionIds, request);
  const order = traceabilityOrder(request);
  return async (limit: number, offset: number) => {
    if (directionIds.length === 0) return [];
    const rows = await db
      .select(traceabilitySelection)
      .from(traceability)
      .innerJoin(
        serviceDirections,
        eq(serviceDirections.iddireccionservicio, traceability.iddireccionservicio),
      )
      .where(where)
      .orderBy(...order)
      .offset(offset)
      .limit(limit);
    return rows.map(exportRow);
  };
}

const estadoLabels = { recogido: 'Recogido', enPlanta: 'En planta', certificado: 'Certificado' } as const;

/** A row as the workbook writes it: the state and the reopened mark in Spanish words. */
function exportRow(row: SelectedRow) {
  const visible = shown(row);
  return {
    ...visible,
    estado: estadoLabels[row.estado],
    reabierta: row.reabierta ? 'Sí' : 'No',
  };
}

/** A row of `traceabilitySelection` as the database answers it. */
type SelectedRow = NonNullable<Awaited<ReturnType<typeof traceabilityRow>>>;

export const traceabilityWorkbook: ListWorkbook<ReturnType<typeof exportRow>> = {
  filename: 'trazabilidad.xlsx',
  sheet: 'Trazabilidad',
  columns: [
    { header: 'Referencia', key: 'referencia', width: 18 },
    { header: 'Estado', key: 'estado', width: 14 },
    { header: 'Dirección de servicio', key: 'direccionServicio', width: 34 },
    { header: 'Fecha de recogida', key: 'fechaRecogida', kind: 'date' },
    { header: 'Entrada en planta', key: 'fechaEntradaPlanta', kind: 'date' },
    { header: 'Fecha de certificado', key: 'fechaCertificado', kind: 'date' },
    { header: 'Litros', key: 'litros', kind: 'number' },
    { header: 'Kilos', key: 'kilos', kind: 'number' },
    { header: 'Lote', key: 'lote', width: 16 },
    { header: 'Destino', key: 'destino', width: 40 },
    { header: 'Reabierta', key: 'reabierta' },
  ],
};

async function traceabilityRow(db: Database, where: SQL) {
  const [row] = await db
    .select(traceabilitySelection)
    .from(traceability)
    .innerJoin(serviceDirections, eq(serviceDirections.iddireccionservicio, traceability.iddireccionservicio))
    .where(where);
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
    trazabilidad: shown(row),
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
const mayReopen = (user: Pick<SessionUser, 'role'>) => user.role === 1 || user.role === 2 || user.role === 3;

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
  if (row.estado !== 'certificado') return shown(row);

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
  return shown(reopened);
}
