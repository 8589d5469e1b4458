/**
 * The per-waste charts: the year's quantity of each waste (by its name, or by its LER code), per
 * report unit, largest first. Services without a waste (e.g. container rental) are left out.
 */
import { and, asc, desc, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { tickets } from '../../db/schema';
import { doneServices, measureSum, quantityUnit, rounded } from './reportMeasures';

const quantity = measureSum('quantity');

export async function wasteTypeReport(db: Database, directionIds: readonly number[], year: number) {
  if (directionIds.length === 0) return { items: [], total: 0 };
  const rows = await db
    .select({ residuo: sql<string>`${tickets.residuo}`, valor: quantity, unidad: quantityUnit })
    .from(tickets)
    .where(and(doneServices(directionIds, `${year}-01-01`, `${year}-12-31`), isNotNull(tickets.residuo)))
    .groupBy(tickets.residuo, quantityUnit)
    .orderBy(desc(quantity), asc(tickets.residuo), asc(quantityUnit));
  const items = rows.map((row) => ({ ...row, valor: rounded(row.valor) }));
  return { items, total: items.length };
}

/**
 * The LER codes carry their waste's name as description (the seed names each waste after its
 * code); a trailing asterisk marks the hazardous ones.
 */
export async function lerCodeReport(db: Database, directionIds: readonly number[], year: number) {
  if (directionIds.length === 0) return { items: [], total: 0 };
  const rows = await db
    .select({
      codigoLER: sql<string>`${tickets.codigoLER}`,
      descripcion: sql<string | null>`min(${tickets.residuo})`,
      valor: quantity,
      unidad: quantityUnit,
    })
    .from(tickets)
    .where(and(doneServices(directionIds, `${year}-01-01`, `${year}-12-31`), isNotNull(tickets.codigoLER)))
    .groupBy(tickets.codigoLER, quantityUnit)
    .orderBy(desc(quantity), asc(tickets.codigoLER), asc(quantityUnit));
  const items = rows.map((row) => ({
    ...row,
    peligroso: row.codigoLER.endsWith('*'),
    valor: rounded(row.valor),
  }));
  return { items, total: items.length };
}
