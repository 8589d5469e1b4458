/** Delivery notes as the contract's Albaran: the list (getAlbaranes, exportAlbaranes, sendAlbaranes). */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { albaranes, centers, serviceDirections } from '../../db/schema';
import { defineList } from '../../lib/list';
import { regeneraFlag } from '../../lib/regeneraClients';

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

export const albaranList = defineList({
  source: {
    rows,
  },
  directionColumn: albaranes.iddireccionservicio,
  dates: { column: albaranes.fecha, kind: 'date' },
  conditions: regeneraFlag(albaranes.clientId),
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
