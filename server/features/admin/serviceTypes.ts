/** Types of service and the invoice type each is billed with. */
import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { serviceTypes } from '../../db/schema';
import type { TipoServicioInput } from '../../generated/model';
import { notFound } from '../../lib/errors';
import { defineList, type ListPaging, listPage } from '../../lib/list';
import { logAdminAction } from './adminLog';

// The column allows null (older rows); the contract's TipoServicio always has a description.
const tipoServicioSelection = {
  id: serviceTypes.id,
  idTipoFactura: serviceTypes.idTipoFactura,
  tipoFactura1: serviceTypes.tipoFactura1,
  descripcion: sql<string>`coalesce(${serviceTypes.descripcion}, '')`,
};

const serviceTypeList = defineList({
  source: {
    rows: (db) => db.select(tipoServicioSelection).from(serviceTypes),
  },
  fields: { descripcion: tipoServicioSelection.descripcion },
  textFields: [serviceTypes.descripcion, serviceTypes.tipoFactura1],
  defaultOrder: { field: 'descripcion', direction: 'asc' },
  tiebreaker: serviceTypes.id,
});

export function serviceTypesPage(db: Database, request: ListPaging & { filterText?: string | undefined }) {
  return listPage(db, serviceTypeList, request);
}

/** Without id creates the type; with id updates it (404 when it does not exist). */
export async function saveServiceType(db: Database, admin: SessionUser, input: TipoServicioInput) {
  const values = {
    idTipoFactura: input.idTipoFactura,
    tipoFactura1: input.tipoFactura1.trim(),
    descripcion: input.descripcion.trim(),
  };
  return db.transaction(async (tx) => {
    const [saved] = input.id
      ? await tx
          .update(serviceTypes)
          .set(values)
          .where(eq(serviceTypes.id, input.id))
          .returning(tipoServicioSelection)
      : await tx.insert(serviceTypes).values(values).returning(tipoServicioSelection);
    if (!saved) throw notFound(`No existe el tipo de servicio ${input.id}.`);
    await logAdminAction(tx, admin, {
      accion: input.id ? 'Modificación de tipo de servicio' : 'Alta de tipo de servicio',
      detalle: `Tipo de servicio ${saved.descripcion} (nº ${saved.id}), tipo de factura ${saved.tipoFactura1} (${saved.idTipoFactura}).`,
    });
    return saved;
  });
}
