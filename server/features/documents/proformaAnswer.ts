/**
 * Accepting or rejecting a pro-forma invoice (updateFieldsFacturaProforma). The decision is taken
 * once: only a pending pro-forma takes it (pendiente → aceptada | rechazada, the contract's
 * EstadoProforma), and two answers at once cannot both land, since the update itself asks for a
 * pending row.
 */
import { and, eq } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { facturasProforma } from '../../db/schema';
import type { UpdateFieldsFacturaProformaParams } from '../../generated/model';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { requireVisible } from '../../lib/visibleRecord';
import { proformaById } from './proformas';

const missing = () => notFound('No existe la factura pro forma solicitada.');

/** The 409 of a pro-forma already answered, naming it and its state. */
const alreadyAnswered = (numero: string, estado: string) =>
  conflict(
    `La factura pro forma ${numero} ya está ${estado}: la decisión es definitiva y no se puede cambiar.`,
    'estado',
  );

/**
 * Sets the decision. A rejection needs its reason; an acceptance stores none. The answer date is
 * when the client decided.
 */
export async function answerProforma(db: Database, scope: Scope, answer: UpdateFieldsFacturaProformaParams) {
  const [row] = await db
    .select({
      direction: facturasProforma.iddireccionservicio,
      numero: facturasProforma.numero,
      estado: facturasProforma.estado,
    })
    .from(facturasProforma)
    .where(eq(facturasProforma.idFactura, answer.idFactura));
  // The pro-forma's service direction, as in the list: a user who cannot list it cannot answer it.
  const found = requireVisible(
    row,
    (visible) => scope.directionIds.has(visible.direction),
    'No existe la factura pro forma solicitada.',
  );
  if (found.estado !== 'pendiente') throw alreadyAnswered(found.numero, found.estado);

  const motivo = answer.motivoRechazo?.trim() ?? '';
  if (answer.estado === 'rechazada' && motivo === '')
    throw badRequest('Indique el motivo del rechazo de la factura pro forma.', 'motivoRechazo');

  const answered = await db
    .update(facturasProforma)
    .set({
      estado: answer.estado,
      motivoRechazo: answer.estado === 'rechazada' ? motivo : null,
      fechaRespuesta: new Date(),
    })
    .where(and(eq(facturasProforma.idFactura, answer.idFactura), eq(facturasProforma.estado, 'pendiente')))
    .returning({ idFactura: facturasProforma.idFactura });
  const updated = await proformaById(db, answer.idFactura);
  if (!updated) throw missing();
  // Another answer landed between the read and the update: it stands, this one is refused.
  if (answered.length === 0) throw alreadyAnswered(updated.numero, updated.estado);
  return updated;
}
