/**
 * Per-client menus as they are read: the top menu (`menu`) and the Reports submenu (`reports`).
 * Saving them is one with the client's other settings (clientConfig/saveClientSetting.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { clientMenus } from '../../db/schema';
import { requireClientById } from '../structure/clients';

export type MenuKind = (typeof clientMenus.$inferSelect)['kind'];

/**
 * A client's menu of one kind as the navigation applies it, for any user who may see the client:
 * the saved one, or the default (no id, no entries) when there is none. The portal reads it on
 * every screen, so an unconfigured client is an ordinary answer, not a 404 each time.
 */
export async function readClientMenu(db: Database, kind: MenuKind, clientId: number, scope: Scope) {
  const client = await requireClientById(db, scope, clientId);
  const [saved] = await db
    .select({ id: clientMenus.id, menuEntries: clientMenus.menuEntries })
    .from(clientMenus)
    .where(and(eq(clientMenus.kind, kind), eq(clientMenus.clientId, clientId)));
  return { id: saved?.id ?? null, cliente: client.client, menuEntries: saved?.menuEntries ?? [] };
}
