/** Accepting or rejecting a pro-forma invoice (updateFieldsFacturaProforma). */
import { eq } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { facturasProforma } from '../../db/schema';
import type { UpdateFieldsFacturaProformaParams } from '../../generated/model';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { proformaById } from './proformas';

/**
 * Sets the new state. A rejection needs its reason; any other state clears it. The answer date is
 * when the client accepted or rejected, so going back to pendiente clears it too.
 */
export async function answerProforma(db: Database, scope: Scope, answer: UpdateFieldsFacturaProformaParams) {
  const [row] = await db
    .select({ direction: facturasProforma.iddireccionservicio })
    .from(facturasProforma)
    .where(eq(facturasProforma.idFactura, answer.idFactura));
  if (!row) throw notFound('No existe la factura pro forma solicitada.');
  // The pro-forma's service direction, as in the list: a user who cannot list it cannot answer it.
  if (!scope.directionIds.has(row.direction)) throw forbidden('No tiene acceso a esta factura pro forma.');

  const motivo = answer.motivoRechazo?.trim() ?? '';
  if (answer.estado === 'rechazada' && motivo === '')
    throw badRequest('Indique el motivo del rechazo de la factura pro forma.', 'motivoRechazo');

  await db
    .update(facturasProforma)
    .set({
      estado: answer.estado,
      motivoRechazo: answer.estado === 'rechazada' ? motivo : null,
      fechaRespuesta: answer.estado === 'pendiente' ? null : new Date(),
    })
    .where(eq(facturasProforma.idFactura, answer.idFactura));
  const updated = await proformaById(db, answer.idFactura);
  if (!updated) throw notFound('No existe la factura pro forma solicitada.');
  return updated;
}
