/**
 * Saved views of the lists: a user's named filters, sort, page size and columns of one list for one
 * client, optionally shared with the client's other users. A user holds at most `maxViewsPerUser`;
 * the database holds at most that many per user it knows.
 */
import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import { requireClient, type Scope } from '../../auth/scope';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { savedViews, users } from '../../db/schema';
import type { SavedViewInput } from '../../generated/model';
import { conflict, forbidden } from '../../lib/errors';
import { requireVisible } from '../../lib/visibleRecord';

/** Views one user may keep, over every list and client (docs/operations.md). */
export const maxViewsPerUser = 50;

const ownerName = sql<string>`${users.givenName} || ' ' || ${users.familyName}`;

function selection(user: SessionUser) {
  return {
    id: savedViews.id,
    clientId: savedViews.clientId,
    screen: savedViews.screen,
    name: savedViews.name,
    state: savedViews.state,
    shared: savedViews.shared,
    own: sql<boolean>`${savedViews.oid} = ${user.oid}`,
    owner: ownerName,
    updatedAt: savedViews.updatedAt,
  };
}

type ViewRow = { updatedAt: Date } & Record<string, unknown>;
const asContract = <R extends ViewRow>(row: R) => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/** The user's views of a list for a client they see, and those the client's other users shared. */
export async function listSavedViews(
  db: Database,
  scope: Scope,
  user: SessionUser,
  query: { clientId: number; screen: string },
) {
  requireClient(scope, query.clientId);
  const rows = await db
    .select(selection(user))
    .from(savedViews)
    .innerJoin(users, eq(users.oid, savedViews.oid))
    .where(
      and(
        eq(savedViews.clientId, query.clientId),
        eq(savedViews.screen, query.screen),
        or(eq(savedViews.oid, user.oid), eq(savedViews.shared, true)),
      ),
    )
    .orderBy(asc(savedViews.name), asc(savedViews.id));
  const items = rows.map(asContract);
  return { items, total: items.length };
}

/**
 * Saves the user's view, replacing theirs of the same name on that list and client; a new one
 * beyond the user's bound is a 409. The count and the insert run in one transaction on the user's
 * row, so two saves at once cannot both pass the bound.
 */
export async function saveView(db: Database, scope: Scope, user: SessionUser, input: SavedViewInput) {
  requireClient(scope, input.clientId);
  const name = input.name.trim();
  const values = {
    oid: user.oid,
    clientId: input.clientId,
    screen: input.screen,
    name,
    state: input.state,
    shared: input.shared ?? false,
    updatedAt: new Date(),
  };
  const id = await db.transaction(async (tx) => {
    await tx.select({ oid: users.oid }).from(users).where(eq(users.oid, user.oid)).for('update');
    const [same] = await tx
      .select({ id: savedViews.id })
      .from(savedViews)
      .where(
        and(
          eq(savedViews.oid, user.oid),
          eq(savedViews.clientId, input.clientId),
          eq(savedViews.screen, input.screen),
          eq(savedViews.name, name),
        ),
      );
    if (same) {
      await tx.update(savedViews).set(values).where(eq(savedViews.id, same.id));
      return same.id;
    }
    const [held] = await tx.select({ n: count() }).from(savedViews).where(eq(savedViews.oid, user.oid));
    if ((held?.n ?? 0) >= maxViewsPerUser)
      throw conflict(
        `Ya tiene ${maxViewsPerUser} vistas guardadas, el máximo: borre alguna que ya no use antes de guardar otra.`,
        'name',
      );
    const [inserted] = await tx.insert(savedViews).values(values).returning({ id: savedViews.id });
    return (inserted as { id: number }).id;
  });
  const [row] = await db
    .select(selection(user))
    .from(savedViews)
    .innerJoin(users, eq(users.oid, savedViews.oid))
    .where(eq(savedViews.id, id));
  return asContract(row as NonNullable<typeof row>);
}

/**
 * Deletes one of the user's views. A view the user cannot see (another user's unshared one, or one
 * of a client out of scope) is a 404 as one that does not exist (lib/visibleRecord.ts); another
 * user's shared view, which the user sees, is a 403.
 */
export async function deleteView(db: Database, scope: Scope, user: SessionUser, id: number) {
  const [row] = await db
    .select({ oid: savedViews.oid, clientId: savedViews.clientId, shared: savedViews.shared })
    .from(savedViews)
    .where(eq(savedViews.id, id));
  const view = requireVisible(
    row,
    (found) => found.oid === user.oid || (found.shared && scope.clientIds.has(found.clientId)),
    'No existe la vista guardada.',
  );
  if (view.oid !== user.oid) throw forbidden('Solo quien guardó la vista puede borrarla.');
  const deleted = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.oid, user.oid)))
    .returning({ id: savedViews.id });
  return { ok: true as const, affected: deleted.length };
}
