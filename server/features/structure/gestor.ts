/** getGestor: the manager of a center of a client the user may see (404 without one). */
import { eq } from 'drizzle-orm';
import { requireClient, type Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { centers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { nearestGestor, type TipoGestor } from '../../lib/gestores';

export async function centerGestor(db: Database, scope: Scope, centerId: number, tipo: TipoGestor) {
  const [center] = await db
    .select({ clientId: centers.clientId })
    .from(centers)
    .where(eq(centers.centerId, centerId));
  if (!center) throw notFound('No existe el centro solicitado.');
  requireClient(scope, center.clientId);
  const gestor = await nearestGestor(db, centerId, tipo);
  if (!gestor) throw notFound(`El centro no tiene gestor de tipo ${tipo}.`);
  return gestor;
}
