/** The client's invoice numbers with their dates (getNumeroFacturas), for the invoice picker. */
import { desc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { facturas } from '../../db/schema';
import { textFilter, whereAll } from '../../lib/grid';

export async function invoiceNumbers(
  db: Database,
  directionIds: readonly number[],
  text: string | null | undefined,
) {
  if (directionIds.length === 0) return { items: [], total: 0 };
  const items = await db
    .selectDistinct({ numeroFactura: facturas.numeroFactura, fecha: facturas.fecha })
    .from(facturas)
    .where(
      whereAll(
        inArray(facturas.iddireccionservicio, [...directionIds]),
        textFilter([facturas.numeroFactura], text ?? undefined),
      ),
    )
    .orderBy(desc(facturas.fecha), desc(facturas.numeroFactura));
  return { items, total: items.length };
}
