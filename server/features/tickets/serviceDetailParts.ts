/** What both service details (the services grid's and the Regenera grid's) show besides the row. */
import { asc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { albaranes, documentosIdentificacion, ticketLines, weightTickets } from '../../db/schema';

/** The service's lines, in order. */
export function serviceLines(db: Database, idTicket: number) {
  return db
    .select({
      linea: ticketLines.linea,
      concepto: ticketLines.concepto,
      codigoLER: ticketLines.codigoLER,
      cantidad: ticketLines.cantidad,
      unidad: ticketLines.unidad,
      precioUnitario: ticketLines.precioUnitario,
      importe: ticketLines.importe,
    })
    .from(ticketLines)
    .where(eq(ticketLines.idTicket, idTicket))
    .orderBy(asc(ticketLines.linea));
}

/** Stored documents of a service: its delivery notes, DIs and weight tickets that have a file. */
export async function relatedDocuments(
  db: Database,
  idTicket: number,
  referencia: string,
): Promise<string[]> {
  const [albaranFiles, diFiles, weightFiles] = await Promise.all([
    db.select({ path: albaranes.filePath }).from(albaranes).where(eq(albaranes.idTicket, idTicket)),
    db
      .select({ path: documentosIdentificacion.filePath })
      .from(documentosIdentificacion)
      .where(
        or(
          eq(documentosIdentificacion.idTicket, idTicket),
          eq(documentosIdentificacion.referencia, referencia),
        ),
      ),
    db
      .select({ path: weightTickets.filePath })
      .from(weightTickets)
      .where(eq(weightTickets.referencia, referencia)),
  ]);
  return [...albaranFiles, ...diFiles, ...weightFiles].flatMap((row) => (row.path ? [row.path] : []));
}
