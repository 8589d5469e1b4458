/**
 * Per-client menus: the top menu (`menu`) and the Reports submenu (`reports`). One configuration
 * per client and kind; saving without an id for a client that already has one overwrites it, so the
 * administration screen never has to know whether a client was configured before.
 */
import { and, eq } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { clientMenus } from '../../db/schema';
import { requireClientNamed } from '../../lib/clientNames';
import { notFound } from '../../lib/errors';
import { requireDistinct } from '../../lib/requireDistinct';
import { requireClientById } from '../structure/clients';

export type MenuKind = (typeof clientMenus.$inferSelect)['kind'];

export interface ClientMenuInput<Entry extends string> {
  id?: number | null | undefined;
  cliente: string;
  menuEntries: Entry[];
}

export async function saveClientMenu<Entry extends string>(
  db: Database,
  kind: MenuKind,
  input: ClientMenuInput<Entry>,
) {
  requireDistinct(input.menuEntries, 'menuEntries');
  const client = await requireClientNamed(db, input.cliente);
  const menuEntries = [...input.menuEntries];

  let saved: { id: number } | undefined;
  if (input.id != null) {
    // An id names one existing configuration of this kind for this very client.
    [saved] = await db
      .update(clientMenus)
      .set({ menuEntries })
      .where(
        and(
          eq(clientMenus.id, input.id),
          eq(clientMenus.kind, kind),
          eq(clientMenus.clientId, client.clientId),
        ),
      )
      .returning({ id: clientMenus.id });
    if (!saved)
      throw notFound(`No existe la configuración de menú ${input.id} del cliente «${client.client}».`);
  } else {
    [saved] = await db
      .insert(clientMenus)
      .values({ kind, clientId: client.clientId, menuEntries })
      .onConflictDoUpdate({ target: [clientMenus.kind, clientMenus.clientId], set: { menuEntries } })
      .returning({ id: clientMenus.id });
  }
  if (!saved) throw new Error('The menu upsert returned no row.');
  return { id: saved.id, cliente: client.client, menuEntries };
}

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
