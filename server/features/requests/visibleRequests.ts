/**
 * What incidences, service requests and internal proposals share: the list of those the user sees
 * (filtered by client, center and columns, newest first), one of them checked against what the user
 * sees (404 alike when there is none with that id or it is not theirs), and deleting one, which
 * only its author or an administrator may do (seeing a request is not owning it), and a client
 * (role 0) only while it is not closed. Each row says whether the user may delete it
 * (`eliminable`), by the same rule the delete enforces.
 */
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Scope } from '../../auth/scope';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { isClient, isStaff } from '../../generated/roles';
import { centerNameScope, seesCenterName, visibleByCenterName } from '../../lib/centerNameScope';
import { forbidden } from '../../lib/errors';
import type { ColumnFilter, FieldColumns } from '../../lib/grid';
import { defineList, type ListQueries, listRows } from '../../lib/list';
import { requireVisible } from '../../lib/visibleRecord';
import { listFilters } from './requestVisibility';

/** A request table: what the visibility, the filters and the order read. */
type RequestTable = PgTable & {
  id: PgColumn;
  fecha: PgColumn;
  clientId: PgColumn;
  clientName: PgColumn;
  center: PgColumn;
  estado: PgColumn;
  /** Who raised it (null for seeded or public-form rows: only administrators delete those). */
  solicitanteOid: PgColumn;
};

type User = Pick<SessionUser, 'isAdmin' | 'oid' | 'role'>;

/** What the delete rule reads of a request. */
interface Deletable {
  estado: string;
  solicitanteOid: string | null;
}

/**
 * Who may delete a request: an administrator any; anyone else only the ones they raised; a client
 * (role 0) only while it is not closed (a closed request is the record of what was done).
 */
function mayDeleteRequest(user: User, row: Deletable): boolean {
  if (user.isAdmin) return true;
  if (row.solicitanteOid !== user.oid) return false;
  return isStaff(user.role) || row.estado !== 'closed';
}

export interface VisibleRequestsRequest {
  clientName?: string | undefined;
  center?: string | undefined;
  /** Column filters (the query's `filters`, parsed and validated by the generated schema). */
  filters?: readonly ColumnFilter[] | undefined;
}

type RequestRow = Deletable & { clientId: number | null; center: string | null };

export interface RequestKind<Row extends RequestRow> {
  table: RequestTable;
  /**
   * The contract's fields plus the client id and the author:
   * `db.select({ ...selection, clientId, solicitanteOid }).from(table)`.
   */
  rows: ListQueries<Row>['rows'];
  /** Contract field -> column for the column filters, by whether the user is an administrator. */
  fields(isAdmin: boolean): FieldColumns;
  /** What tells this kind's rows from others kept in the same table (proposals from the public form). */
  ofKind?: SQL | undefined;
  /** 404 message, for a request that does not exist and for one the user does not see. */
  missing: string;
}

const notAuthor = 'Solo quien creó la solicitud o un administrador puede borrarla.';
const closed = 'La solicitud está cerrada: ya no se puede borrar.';

/**
 * The contract's row: the client id and the author are read for the checks only; `eliminable`
 * says whether this user may delete it.
 */
const contractRow = <R extends RequestRow>(user: User, row: R) => {
  const { clientId: _client, solicitanteOid: _author, ...fields } = row;
  return { ...fields, eliminable: mayDeleteRequest(user, row) };
};

/** A request the user has just raised (theirs, by the same rule), as the contract's row. */
export const raisedRow = <R extends { estado: string }>(user: User, row: R) => ({
  ...row,
  eliminable: mayDeleteRequest(user, { estado: row.estado, solicitanteOid: user.oid }),
});

export function visibleRequests<Row extends RequestRow>(kind: RequestKind<Row>) {
  const withId = (id: number) => and(eq(kind.table.id, id), kind.ofKind);

  /** The list as a user sees it, newest first: its column filters may name `fields(isAdmin)`. */
  const listAs = (isAdmin: boolean) =>
    defineList({
      source: { rows: kind.rows },
      fields: kind.fields(isAdmin),
      defaultOrder: { field: 'fecha', direction: 'desc' },
      tiebreaker: kind.table.id,
      conditions: () => [kind.ofKind],
    });
  const lists = { admin: listAs(true), other: listAs(false) };

  /**
   * The requests the user sees, newest first, filtered by client, center and columns: every one,
   * as the contract answers them (unpaged), read in batches.
   */
  async function list(db: Database, scope: Scope, user: User, request: VisibleRequestsRequest) {
    const visibility = await centerNameScope(db, scope, user.isAdmin);
    const rows = await listRows(db, user.isAdmin ? lists.admin : lists.other, request, {
      conditions: [
        visibleByCenterName(visibility, kind.table.clientId, kind.table.center),
        ...(await listFilters(db, visibility, kind.table, request)),
      ],
    });
    const items = rows.map((row) => contractRow(user, row));
    return { items, total: items.length };
  }

  /** One request the user may see: 404 when there is none with that id, or it is not theirs. */
  async function visibleRow(db: Database, scope: Scope, user: User, id: number) {
    const [row] = await kind.rows(db).where(withId(id));
    const visibility = await centerNameScope(db, scope, user.isAdmin);
    return requireVisible(
      row,
      (found) => seesCenterName(visibility, found.clientId, found.center),
      kind.missing,
    );
  }

  async function detail(db: Database, scope: Scope, user: User, id: number) {
    return contractRow(user, await visibleRow(db, scope, user, id));
  }

  /**
   * Deletes a request the user may see (the same 404 as its detail) by mayDeleteRequest
   * (403 otherwise, saying why). The rule is also the delete's own condition, so a request that
   * is not theirs, or that was closed in between, is never removed.
   */
  async function remove(db: Database, scope: Scope, user: User, id: number) {
    const row = await visibleRow(db, scope, user, id);
    if (!mayDeleteRequest(user, row)) throw forbidden(row.solicitanteOid === user.oid ? closed : notAuthor);
    const own = user.isAdmin ? undefined : eq(kind.table.solicitanteOid, user.oid);
    const open = !user.isAdmin && isClient(user.role) ? ne(kind.table.estado, 'closed') : undefined;
    const deleted = await db
      .delete(kind.table)
      .where(and(withId(id), own, open))
      .returning({ id: kind.table.id });
    if (deleted.length === 0) throw forbidden(notAuthor);
    return { ok: true as const, affected: deleted.length };
  }

  return { list, detail, remove };
}
