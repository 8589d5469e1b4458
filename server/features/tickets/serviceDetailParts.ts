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

/**
 * A service's documents: the number of its delivery note, weight ticket and DI (the first of each,
 * by id, when it has several; null when it has none), and the stored files of all of them.
 */
export async function relatedDocuments(db: Database, idTicket: number, referencia: string) {
  const [albaranRows, diRows, weightRows] = await Promise.all([
    db
      .select({ numero: albaranes.numeroAlbaran, path: albaranes.filePath })
      .from(albaranes)
      .where(eq(albaranes.idTicket, idTicket))
      .orderBy(asc(albaranes.idAlbaran)),
    db
      .select({ numero: documentosIdentificacion.numeroDI, path: documentosIdentificacion.filePath })
      .from(documentosIdentificacion)
      .where(
        or(
          eq(documentosIdentificacion.idTicket, idTicket),
          eq(documentosIdentificacion.referencia, referencia),
        ),
      )
      .orderBy(asc(documentosIdentificacion.idDI)),
    db
      .select({ numero: weightTickets.codigoTicket, path: weightTickets.filePath })
      .from(weightTickets)
      .where(eq(weightTickets.referencia, referencia))
      .orderBy(asc(weightTickets.fechaEntrada)),
  ]);
  return {
    numeroAlbaran: albaranRows[0]?.numero ?? null,
    codigoTicket: weightRows[0]?.numero ?? null,
    numeroDI: diRows[0]?.numero ?? null,
    documentos: [...albaranRows, ...diRows, ...weightRows].flatMap((row) => (row.path ? [row.path] : [])),
  };
}
