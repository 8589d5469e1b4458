/**
 * The account manager (gestor) of a center for one kind of work: the center's own, else the nearest
 * ancestor's. Managers are mostly assigned at the root of a client's tree while services hang from
 * leaf centers, so every "gestor of this center" answer walks up the tree the same way.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { centers, gestores } from '../db/schema';
import type { GestorCentro } from '../generated/model';

export type TipoGestor = 'comercial' | 'tecnico' | 'administracion';

/** The nearest manager of that kind from the center up; undefined when none (or no such center). */
export async function nearestGestor(
  db: Database,
  centerId: number,
  tipo: TipoGestor,
): Promise<GestorCentro | undefined> {
  const [center] = await db
    .select({ clientId: centers.clientId })
    .from(centers)
    .where(eq(centers.centerId, centerId));
  if (!center) return undefined;
  const [tree, managers] = await Promise.all([
    db
      .select({ centerId: centers.centerId, parentId: centers.parentId })
      .from(centers)
      .where(eq(centers.clientId, center.clientId)),
    db
      .select({
        nombre: gestores.nombre,
        email: gestores.email,
        telefono: gestores.telefono,
        tipo: gestores.tipo,
        centerId: gestores.centerId,
      })
      .from(gestores)
      .innerJoin(centers, eq(centers.centerId, gestores.centerId))
      .where(eq(centers.clientId, center.clientId)),
  ]);
  const parentOf = new Map(tree.map((c) => [c.centerId, c.parentId]));
  const seen = new Set<number>();
  for (let id: number | null | undefined = centerId; id != null && !seen.has(id); id = parentOf.get(id)) {
    seen.add(id);
    const gestor = managers.find((m) => m.centerId === id && m.tipo === tipo);
    if (gestor) return gestor;
  }
  return undefined;
}
