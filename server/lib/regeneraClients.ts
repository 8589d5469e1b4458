/**
 * Regenera clients (used-oil pickups) get their own services grid, reports and filters. Rows carry
 * their client's id rather than the flag, so "of a Regenera client" is a condition on that id.
 */
import { type AnyColumn, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { clients } from '../db/schema';
import type { ListRequest } from './list';

/** Only rows whose client (in `clientColumn`) is a Regenera client. */
export function ofRegeneraClients(db: Database, clientColumn: AnyColumn): SQL {
  return inArray(
    clientColumn,
    db.select({ id: clients.clientId }).from(clients).where(eq(clients.regenera, true)),
  );
}

/** A list request with the Regenera flag: only rows of Regenera clients. */
export interface RegeneraListRequest extends ListRequest {
  regenera?: boolean | undefined;
}

/** The condition a list's Regenera flag adds, on the column holding a row's client. */
export const regeneraFlag =
  (clientColumn: AnyColumn) =>
  (db: Database, request: RegeneraListRequest): (SQL | undefined)[] => [
    request.regenera ? ofRegeneraClients(db, clientColumn) : undefined,
  ];
