/**
 * Regenera clients (used-oil pickups) get their own services grid, reports and filters. Rows carry
 * their client's id rather than the flag, so "of a Regenera client" is a condition on that id.
 */
import { type AnyColumn, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { clients } from '../db/schema';

/** Only rows whose client (in `clientColumn`) is a Regenera client. */
export function ofRegeneraClients(db: Database, clientColumn: AnyColumn): SQL {
  return inArray(
    clientColumn,
    db.select({ id: clients.clientId }).from(clients).where(eq(clients.regenera, true)),
  );
}
