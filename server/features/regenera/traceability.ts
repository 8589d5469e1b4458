/**
 * Traceability of used-oil pickups, from collection to the regeneration certificate: the page of a
 * grid, and reopening a certified reference.
 */
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { serviceDirections, traceability } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { type DateRange, dateRangeFilter, textFilter, whereAll } from '../../lib/grid';
import { pageWithTotal } from '../../lib/pagedQuery';

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

export interface TraceabilityRequest {
  dateField?: keyof typeof dateColumns | undefined;
  betweenDates?: DateRange | undefined;
  referencia?: string | null | undefined;
  position?: number | undefined;
  take?: number | undefined;
}

/**
 * A page of the pickups of the given regenera directions. The date range applies to the chosen
 * date, which also orders the page (newest first, pickups without that date last).
 */
export async function traceabilityPage(
  db: Database,
  directionIds: readonly number[],
  request: TraceabilityRequest,
) {
  if (directionIds.length === 0) return { items: [], total: 0 };
  const dateColumn = dateColumns[request.dateField ?? 'fechaRecogida'];
  const where = whereAll(
    inArray(traceability.iddireccionservicio, [...directionIds]),
    ...dateRangeFilter(dateColumn, request.betweenDates),
    textFilter([traceability.referencia], request.referencia ?? undefined),
  );
  const { items, total } = await pageWithTotal(
    db
      .select(traceabilitySelection)
      .from(traceability)
      .innerJoin(
        serviceDirections,
        eq(serviceDirections.iddireccionservicio, traceability.iddireccionservicio),
      )
      .where(where)
      .orderBy(sql`${dateColumn} desc nulls last`, asc(traceability.referencia)),
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

async function traceabilityRow(db: Database, where: SQL) {
  const [row] = await db
    .select(traceabilitySelection)
    .from(traceability)
    .innerJoin(serviceDirections, eq(serviceDirections.iddireccionservicio, traceability.iddireccionservicio))
    .where(where);
  return row;
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
  const row = await traceabilityRow(db, where);
  if (!row) throw notFound('No existe la referencia.');
  if (!scope.directionIds.has(row.iddireccionservicio))
    throw forbidden('No tiene acceso a la dirección de servicio de esta referencia.');
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
