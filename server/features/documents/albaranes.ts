/** Delivery notes as the contract's Albaran: the list (getAlbaranes, exportAlbaranes, sendAlbaranes). */
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { albaranes, centers, serviceDirections } from '../../db/schema';
import { defineDocumentList } from './documentList';

export const albaranSelection = {
  idAlbaran: albaranes.idAlbaran,
  numeroAlbaran: albaranes.numeroAlbaran,
  fecha: albaranes.fecha,
  referencia: albaranes.referencia,
  centro: centers.nombre,
  centerId: albaranes.centerId,
  direccionServicio: serviceDirections.nombre,
  residuo: albaranes.residuo,
  codigoLER: albaranes.codigoLER,
  cantidad: albaranes.cantidad,
  unidad: albaranes.unidad,
  matricula: albaranes.matricula,
  numeroFactura: albaranes.numeroFactura,
  filePath: albaranes.filePath,
};

const rows = (db: Database) =>
  db
    .select(albaranSelection)
    .from(albaranes)
    .innerJoin(centers, eq(centers.centerId, albaranes.centerId))
    .innerJoin(serviceDirections, eq(serviceDirections.iddireccionservicio, albaranes.iddireccionservicio))
    .$dynamic();

export const albaranList = defineDocumentList({
  rows,
  count: (db) =>
    db
      .select({ total: count() })
      .from(albaranes)
      .innerJoin(centers, eq(centers.centerId, albaranes.centerId))
      .innerJoin(serviceDirections, eq(serviceDirections.iddireccionservicio, albaranes.iddireccionservicio))
      .$dynamic(),
  directionColumn: albaranes.iddireccionservicio,
  clientColumn: albaranes.clientId,
  dateColumn: albaranes.fecha,
  dateKind: 'date',
  textFields: [
    albaranes.numeroAlbaran,
    albaranes.referencia,
    centers.nombre,
    albaranes.residuo,
    albaranes.codigoLER,
  ],
  fields: albaranSelection,
  defaultOrder: { field: 'fecha', direction: 'desc' },
  tiebreaker: albaranes.idAlbaran,
});
