/**
 * Pro-forma invoices as the contract's FacturaProforma: the list (getFacturasProforma, its export
 * and send) and one pro-forma by id (what updateFieldsFacturaProforma answers).
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { centers, facturasProforma } from '../../db/schema';
import { defineList } from '../../lib/list';
import { regeneraFlag } from '../../lib/regeneraClients';

export const proformaSelection = {
  idFactura: facturasProforma.idFactura,
  numero: facturasProforma.numero,
  fecha: facturasProforma.fecha,
  importe: facturasProforma.importe,
  estado: facturasProforma.estado,
  motivoRechazo: facturasProforma.motivoRechazo,
  fechaRespuesta: facturasProforma.fechaRespuesta,
  cif: facturasProforma.cif,
  razonSocial: facturasProforma.razonSocial,
  centro: centers.nombre,
  centerId: facturasProforma.centerId,
  concepto: facturasProforma.concepto,
  filePath: facturasProforma.filePath,
  // The rule answerProforma enforces: only a pending pro-forma takes an answer.
  admiteRespuesta: sql<boolean>`${facturasProforma.estado} = 'pendiente'`.mapWith(Boolean),
};

const rows = (db: Database) =>
  db
    .select(proformaSelection)
    .from(facturasProforma)
    .innerJoin(centers, eq(centers.centerId, facturasProforma.centerId))
    .$dynamic();

export const proformaList = defineList({
  source: {
    rows,
  },
  directionColumn: facturasProforma.iddireccionservicio,
  dates: { column: facturasProforma.fecha, kind: 'date' },
  conditions: regeneraFlag(facturasProforma.clientId),
  textFields: [
    facturasProforma.numero,
    facturasProforma.razonSocial,
    centers.nombre,
    facturasProforma.concepto,
  ],
  fields: proformaSelection,
  defaultOrder: { field: 'fecha', direction: 'desc' },
  tiebreaker: facturasProforma.idFactura,
});

export async function proformaById(db: Database, idFactura: number) {
  const [row] = await rows(db).where(eq(facturasProforma.idFactura, idFactura));
  return row;
}
