/** Invoices as the contract's Factura: the list (getFacturas, exportFacturas, sendFacturas). */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { centers, facturas } from '../../db/schema';
import { defineList } from '../../lib/list';
import { regeneraFlag } from '../../lib/regeneraClients';

export const facturaSelection = {
  idFactura: facturas.idFactura,
  numeroFactura: facturas.numeroFactura,
  fecha: facturas.fecha,
  fechaVencimiento: facturas.fechaVencimiento,
  cif: facturas.cif,
  razonSocial: facturas.razonSocial,
  centro: centers.nombre,
  centerId: facturas.centerId,
  baseImponible: facturas.baseImponible,
  tipoIva: facturas.tipoIva,
  iva: facturas.iva,
  total: facturas.total,
  estadoPago: facturas.estadoPago,
  filePath: facturas.filePath,
};

const rows = (db: Database) =>
  db
    .select(facturaSelection)
    .from(facturas)
    .innerJoin(centers, eq(centers.centerId, facturas.centerId))
    .$dynamic();

export const facturaList = defineList({
  source: {
    rows,
  },
  directionColumn: facturas.iddireccionservicio,
  dates: { column: facturas.fecha, kind: 'date' },
  conditions: regeneraFlag(facturas.clientId),
  textFields: [facturas.numeroFactura, facturas.cif, facturas.razonSocial, centers.nombre],
  fields: facturaSelection,
  defaultOrder: { field: 'fecha', direction: 'desc' },
  tiebreaker: facturas.idFactura,
});
