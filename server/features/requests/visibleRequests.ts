/**
 * What incidences, service requests and internal proposals share: the list of those the user sees
 * (filtered by client, center and columns, newest first), one of them checked against what the user
 * sees (404 when there is none with that id, 403 when it is not theirs), and deleting one, which
 * only its author or an administrator may do (seeing a request is not owning it).
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Scope } from '../../auth/scope';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { centerNameScope, seesCenterName, visibleByCenterName } from '../../lib/centerNameScope';
import { forbidden, notFound } from '../../lib/errors';
import { columnFilters, type FieldColumns, parseQueryFilters, whereAll } from '../../lib/grid';
import { listFilters } from './requestVisibility';

/** A request table: what the visibility, the filters and the order read. */
export type RequestTable = PgTable & {
  id: PgColumn;
  fecha: PgColumn;
  clientId: PgColumn;
  clientName: PgColumn;
  center: PgColumn;
  /** Who raised it (null for seeded or public-form rows: only administrators delete those). */
  solicitanteOid: PgColumn;
};

type User = Pick<SessionUser, 'isAdmin'>;

export interface VisibleRequestsRequest {
  clientName?: string | undefined;
  center?: string | undefined;
  /** JSON-encoded column filters. */
  filters?: string | undefined;
}

export interface RequestKind<Row extends { clientId: number | null; center: string | null }> {
  table: RequestTable;
  /** The contract's fields plus the client id: `db.select({ ...selection, clientId }).from(table)`. */
  rows(db: Database): {
    where(where: SQL | undefined): PromiseLike<Row[]> & { orderBy(...order: SQL[]): PromiseLike<Row[]> };
  };
  /** Contract field -> column for the column filters, by whether the user is an administrator. */
  fields(isAdmin: boolean): FieldColumns;
  /** What tells this kind's rows from others kept in the same table (proposals from the public form). */
  ofKind?: SQL | undefined;
  /** 404 message. */
  missing: string;
  /** 403 message. */
  denied: string;
}

const notAuthor = 'Solo quien creó la solicitud o un administrador puede borrarla.';

/** The client id is read for the visibility check only; the contract's rows do not carry it. */
const withoutClientId = <Row extends { clientId: unknown }>({ clientId: _, ...row }: Row) => row;

export function visibleRequests<Row extends { clientId: number | null; center: string | null }>(
  kind: RequestKind<Row>,
) {
  const withId = (id: number) => and(eq(kind.table.id, id), kind.ofKind);

  /** The requests the user sees, newest first, filtered by client, center and columns. */
  async function list(db: Database, scope: Scope, user: User, request: VisibleRequestsRequest) {
    const filters = parseQueryFilters(request.filters);
    const visibility = await centerNameScope(db, scope, user.isAdmin);
    const rows = await kind
      .rows(db)
      .where(
        whereAll(
          kind.ofKind,
          visibleByCenterName(visibility, kind.table.clientId, kind.table.center),
          ...(await listFilters(db, visibility, kind.table, request)),
          ...columnFilters(kind.fields(user.isAdmin), filters),
        ),
      )
      .orderBy(desc(kind.table.fecha), desc(kind.table.id));
    const items = rows.map(withoutClientId);
    return { items, total: items.length };
  }

  /** One request the user may see: 404 when there is none with that id, 403 when not theirs. */
  async function detail(db: Database, scope: Scope, user: User, id: number) {
    const [row] = await kind.rows(db).where(withId(id));
    if (!row) throw notFound(kind.missing);
    const visibility = await centerNameScope(db, scope, user.isAdmin);
    if (!seesCenterName(visibility, row.clientId, row.center)) throw forbidden(kind.denied);
    return withoutClientId(row);
  }

  /**
   * Deletes a request the user may see (the same 404 and 403 as its detail) and raised themselves;
   * administrators delete any. The author is part of the delete's own condition, so a request
   * that is not theirs is never removed, whatever happens in between.
   */
  async function remove(db: Database, scope: Scope, user: User & Pick<SessionUser, 'oid'>, id: number) {
    await detail(db, scope, user, id);
    const own = user.isAdmin ? undefined : eq(kind.table.solicitanteOid, user.oid);
    const deleted = await db
      .delete(kind.table)
      .where(and(withId(id), own))
      .returning({ id: kind.table.id });
    if (deleted.length === 0) throw forbidden(notAuthor);
    return { ok: true as const, affected: deleted.length };
  }

  return { list, detail, remove };
}
