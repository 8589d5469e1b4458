/**
 * The banners a user sees today on the home page or the services screen: those shown today (their
 * `desde`/`hasta`), meant for every client or for the selected one, and those meant only for users
 * who may raise service requests (they invite to request one from Acciones) only to such users: a
 * user who may raise incidences only is not told to do what the portal then refuses. The administration saves
 * them (server/features/admin/banners.ts).
 */
import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import { requireClient } from '../../auth/scope';
import type { Database } from '../../db/database';
import { banners, requestPermissions } from '../../db/schema';

export async function visibleBanners(
  db: Database,
  user: { oid: string },
  kind: 'home' | 'tickets',
  request: { clientId?: number | undefined; scope: Scope; today: string },
) {
  const { clientId, scope, today } = request;
  if (clientId !== undefined) requireClient(scope, clientId);
  const [raises] = await db
    .select({ kind: requestPermissions.kind })
    .from(requestPermissions)
    .where(and(eq(requestPermissions.oid, user.oid), eq(requestPermissions.kind, 'service')))
    .limit(1);
  const items = await db
    .select({ id: banners.id, description: banners.description, link: banners.link })
    .from(banners)
    .where(
      and(
        eq(banners.kind, kind),
        or(isNull(banners.desde), lte(banners.desde, today)),
        or(isNull(banners.hasta), gte(banners.hasta, today)),
        clientId === undefined
          ? sql`cardinality(${banners.clientIds}) = 0`
          : sql`(cardinality(${banners.clientIds}) = 0 or ${clientId} = any(${banners.clientIds}))`,
        raises ? undefined : eq(banners.soloSolicitantes, false),
      ),
    )
    .orderBy(asc(banners.id));
  return { items, total: items.length };
}
