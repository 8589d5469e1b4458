/**
 * getGestor: the manager of a center in the user's tree of centers (404 without one). The tree holds
 * the granted centers and their ancestors, as getCentersTree draws it; a sibling center the user was
 * not granted is refused.
 */
import { eq } from 'drizzle-orm';
import { requireClient, type Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { centers } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { nearestGestor, type TipoGestor } from '../../lib/gestores';
import { accessibleTree } from './centers';

export async function centerGestor(db: Database, scope: Scope, centerId: number, tipo: TipoGestor) {
  const [center] = await db
    .select({ clientId: centers.clientId })
    .from(centers)
    .where(eq(centers.centerId, centerId));
  if (!center) throw notFound('No existe el centro solicitado.');
  requireClient(scope, center.clientId);
  const tree = await accessibleTree(db, scope, center.clientId);
  if (!tree.items.some((c) => c.centerId === centerId)) throw forbidden('No tiene acceso a este centro.');
  const gestor = await nearestGestor(db, centerId, tipo);
  if (!gestor) throw notFound(`El centro no tiene gestor de tipo ${tipo}.`);
  return gestor;
}
