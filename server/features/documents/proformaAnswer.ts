/** Accepting or rejecting a pro-forma invoice (updateFieldsFacturaProforma). */
import { eq } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { facturasProforma } from '../../db/schema';
import type { UpdateFieldsFacturaProformaParams } from '../../generated/model';
import { badRequest, notFound } from '../../lib/errors';
import { requireVisible } from '../../lib/visibleRecord';
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
  // The pro-forma's service direction, as in the list: a user who cannot list it cannot answer it.
  requireVisible(
    row,
    (found) => scope.directionIds.has(found.direction),
    'No existe la factura pro forma solicitada.',
  );

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
