/**
 * The administration log: every admin write appends an entry, so the Logs screens show what really
 * happened (who did it, what, on which record, and for a change of a setting what it was before and
 * what it is after). Client creation also goes to its own log.
 */
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { adminLogs } from '../../db/schema';

export interface AdminLogEntry {
  accion: string;
  detalle: string;
  kind?: 'general' | 'clientCreation';
  nivel?: 'info' | 'warning' | 'error';
  /** What the change replaced, in words (null: nothing before, a new record). */
  antes?: string | null;
  /** What it wrote, in words (null: nothing after, a deletion). */
  despues?: string | null;
}

export async function logAdminAction(
  db: Database,
  user: Pick<SessionUser, 'email'>,
  ...entries: AdminLogEntry[]
): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(adminLogs).values(
    entries.map((entry) => ({
      kind: entry.kind ?? 'general',
      nivel: entry.nivel ?? 'info',
      usuario: user.email,
      accion: entry.accion,
      detalle: entry.detalle,
      antes: entry.antes ?? null,
      despues: entry.despues ?? null,
    })),
  );
}
