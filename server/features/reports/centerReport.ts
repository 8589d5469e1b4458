/**
 * The per-center charts: the year's value of each center (the center of the service direction, as
 * it is now), largest first, leaving out centers with nothing to show.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { centers, serviceDirections, tickets } from '../../db/schema';
import { doneServices, fixedUnit, measureSum, type ReportUnidad, rounded } from './reportMeasures';

export interface CenterValue {
  centerId: number;
  centro: string;
  valor: number;
  unidad: ReportUnidad;
}

export async function centerReport(
  db: Database,
  directionIds: readonly number[],
  year: number,
  measure: 'services' | 'cost' | 'income',
): Promise<{ items: CenterValue[]; total: number }> {
  if (directionIds.length === 0) return { items: [], total: 0 };
  const value = measureSum(measure);
  const rows = await db
    .select({ centerId: centers.centerId, centro: centers.nombre, valor: value })
    .from(tickets)
    .innerJoin(serviceDirections, eq(serviceDirections.iddireccionservicio, tickets.iddireccionservicio))
    .innerJoin(centers, eq(centers.centerId, serviceDirections.centerId))
    .where(doneServices(directionIds, `${year}-01-01`, `${year}-12-31`))
    .groupBy(centers.centerId, centers.nombre)
    .having(sql`${value} > 0`)
    .orderBy(desc(value), asc(centers.nombre), asc(centers.centerId));
  const unidad = fixedUnit(measure);
  const items = rows.map((row) => ({ ...row, valor: rounded(row.valor), unidad }));
  return { items, total: items.length };
}
