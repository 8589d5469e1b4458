/**
 * getFilesNumeroFactura: the stored files of one invoice, its PDF and every file tagged with its
 * number (delivery notes, DIs, weight tickets...), of the invoice's client, by name.
 */
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { facturas, files } from '../../db/schema';
import { requireVisible } from '../../lib/visibleRecord';
import { canSeeFile } from '../files/fileAccess';
import { fileItem, itemPage } from '../files/fileItems';

export async function invoiceFiles(db: Database, scope: Scope, numeroFactura: string) {
  const [facturaFound] = await db
    .select({
      clientId: facturas.clientId,
      direction: facturas.iddireccionservicio,
      filePath: facturas.filePath,
    })
    .from(facturas)
    .where(eq(facturas.numeroFactura, numeroFactura));
  const factura = requireVisible(
    facturaFound,
    (found) => scope.directionIds.has(found.direction),
    `No existe la factura ${numeroFactura}.`,
  );

  const rows = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.clientId, factura.clientId),
        or(
          factura.filePath ? eq(files.blobUri, factura.filePath) : undefined,
          sql`${numeroFactura} = any(${files.tags})`,
        ),
      ),
    )
    .orderBy(asc(files.name), asc(files.blobUri));
  return itemPage(rows.filter((row) => canSeeFile(scope, row)).map((row) => fileItem(row)));
}
