/**
 * The monthly charts: twelve points for the year asked, each with the same month of the year
 * before, per unit present (quantities may come in kg, l, m3 and ud; the other measures have one
 * unit). With no data at all the chart still gets its twelve points at 0.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { tickets } from '../../db/schema';
import {
  doneServices,
  fixedUnit,
  type Measure,
  measureSum,
  quantityUnit,
  type ReportUnidad,
  rounded,
} from './reportMeasures';

export interface MonthlyPoint {
  mes: number;
  valor: number;
  valorAnterior: number;
  unidad: ReportUnidad;
}

const unitOrder: readonly ReportUnidad[] = ['kg', 'l', 'm3', 'ud', 'EUR'];
const yearOfService = sql`extract(year from ${tickets.fecha})`;
const monthOfService = sql`extract(month from ${tickets.fecha})`;

export async function monthlyReport(
  db: Database,
  directionIds: readonly number[],
  year: number,
  measure: Measure,
): Promise<{ items: MonthlyPoint[]; total: number }> {
  const where = doneServices(directionIds, `${year - 1}-01-01`, `${year}-12-31`);
  const columns = {
    year: sql`${yearOfService}`.mapWith(Number),
    month: sql`${monthOfService}`.mapWith(Number),
    value: measureSum(measure),
  };
  let rows: { unidad: ReportUnidad; year: number; month: number; value: number }[] = [];
  if (directionIds.length > 0 && measure === 'quantity') {
    rows = await db
      .select({ ...columns, unidad: quantityUnit })
      .from(tickets)
      .where(where)
      .groupBy(quantityUnit, yearOfService, monthOfService);
  } else if (directionIds.length > 0 && measure !== 'quantity') {
    const unidad = fixedUnit(measure);
    const grouped = await db
      .select(columns)
      .from(tickets)
      .where(where)
      .groupBy(yearOfService, monthOfService);
    rows = grouped.map((row) => ({ ...row, unidad }));
  }

  const present = new Set(rows.map((r) => r.unidad));
  const units: ReportUnidad[] =
    present.size > 0
      ? unitOrder.filter((u) => present.has(u))
      : [measure === 'quantity' ? 'kg' : fixedUnit(measure)];
  const pointValue = (unidad: ReportUnidad, y: number, month: number) =>
    rounded(rows.find((r) => r.unidad === unidad && r.year === y && r.month === month)?.value ?? 0);
  const items = units.flatMap((unidad) =>
    Array.from({ length: 12 }, (_, i) => ({
      mes: i + 1,
      valor: pointValue(unidad, year, i + 1),
      valorAnterior: pointValue(unidad, year - 1, i + 1),
      unidad,
    })),
  );
  return { items, total: items.length };
}
