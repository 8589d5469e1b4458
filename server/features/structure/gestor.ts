/**
 * getGestor: the manager of a center in the user's tree of centers (404 without one). The tree holds
 * the granted centers and their ancestors, as getCentersTree draws it; a center outside it is
 * answered as one that does not exist (lib/visibleRecord.ts).
 */
import { eq } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { centers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { nearestGestor, type TipoGestor } from '../../lib/gestores';
import { requireVisible } from '../../lib/visibleRecord';
import { accessibleTree } from './centers';

export async function centerGestor(db: Database, scope: Scope, centerId: number, tipo: TipoGestor) {
  const [center] = await db
    .select({ clientId: centers.clientId })
    .from(centers)
    .where(eq(centers.centerId, centerId));
  const missing = 'No existe el centro solicitado.';
  const { clientId } = requireVisible(center, (found) => scope.clientIds.has(found.clientId), missing);
  const tree = await accessibleTree(db, scope, clientId);
  if (!tree.items.some((c) => c.centerId === centerId)) throw notFound(missing);
  const gestor = await nearestGestor(db, centerId, tipo);
  if (!gestor) throw notFound(`El centro no tiene gestor de tipo ${tipo}.`);
  return gestor;
}
