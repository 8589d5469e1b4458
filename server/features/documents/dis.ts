/**
 * Hazardous-waste identification documents as the contract's DocumentoIdentificacion: the list
 * (getDIs, exportDIs, sendDIs).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { centers, documentosIdentificacion as dis } from '../../db/schema';
import { defineList } from '../../lib/list';
import { regeneraFlag } from '../../lib/regeneraClients';

export const diSelection = {
  idDI: dis.idDI,
  numeroDI: dis.numeroDI,
  fecha: dis.fecha,
  codigoLER: dis.codigoLER,
  residuo: dis.residuo,
  productor: dis.productor,
  transportista: dis.transportista,
  gestor: dis.gestor,
  cantidad: dis.cantidad,
  unidad: dis.unidad,
  centro: centers.nombre,
  centerId: dis.centerId,
  referencia: dis.referencia,
  matricula: dis.matricula,
  filePath: dis.filePath,
};

const rows = (db: Database) =>
  db.select(diSelection).from(dis).innerJoin(centers, eq(centers.centerId, dis.centerId)).$dynamic();

export const diList = defineList({
  source: {
    rows,
  },
  directionColumn: dis.iddireccionservicio,
  dates: { column: dis.fecha, kind: 'date' },
  conditions: regeneraFlag(dis.clientId),
  textFields: [dis.numeroDI, dis.codigoLER, dis.residuo, dis.productor, dis.transportista, dis.gestor],
  fields: diSelection,
  defaultOrder: { field: 'fecha', direction: 'desc' },
  tiebreaker: dis.idDI,
});
