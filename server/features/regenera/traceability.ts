/**
 * Traceability of used-oil pickups, from collection to the regeneration certificate: the page of a
 * grid, and reopening a certified reference.
 */
import { asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
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
 * Reopens a certified reference: the certificate date goes, the pickup is back in the plant (or
 * only collected if it never came in) and is marked reopened. Other references come back as they
 * are.
 */
export async function reopenReference(db: Database, scope: Scope, referencia: string) {
  const where = eq(traceability.referencia, referencia);
  const row = await traceabilityRow(db, where);
  if (!row) throw notFound('No existe la referencia.');
  if (!scope.directionIds.has(row.iddireccionservicio))
    throw forbidden('No tiene acceso a la dirección de servicio de esta referencia.');
  if (row.estado !== 'certificado') return shown(row);

  await db
    .update(traceability)
    .set({
      reabierta: true,
      fechaCertificado: null,
      estado: row.fechaEntradaPlanta === null ? 'recogido' : 'enPlanta',
    })
    .where(where);
  const reopened = await traceabilityRow(db, where);
  if (!reopened) throw notFound('No existe la referencia.');
  return shown(reopened);
}
