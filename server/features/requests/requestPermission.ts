/**
 * Who may raise incidence and service requests: the users an administrator put on the list of that
 * kind (request_permissions). Everyone else gets the same 403 as for a client they may not see.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { requestPermissions } from '../../db/schema';
import { forbidden } from '../../lib/errors';

export type RequestKind = 'incidence' | 'service';

const refusal: Record<RequestKind, string> = {
  incidence: 'No tiene permiso para solicitar incidencias.',
  service: 'No tiene permiso para solicitar servicios.',
};

export async function requireRequestPermission(db: Database, oid: string, kind: RequestKind) {
  const [granted] = await db
    .select({ oid: requestPermissions.oid })
    .from(requestPermissions)
    .where(and(eq(requestPermissions.kind, kind), eq(requestPermissions.oid, oid)));
  if (!granted) throw forbidden(refusal[kind]);
}

/** Which request lists the user is on: what the portal needs to offer (or hide) the create forms. */
export async function requestPermissionsOf(db: Database, oid: string) {
  const rows = await db
    .select({ kind: requestPermissions.kind })
    .from(requestPermissions)
    .where(eq(requestPermissions.oid, oid));
  const kinds = new Set<RequestKind>(rows.map((row) => row.kind as RequestKind));
  return { incidencias: kinds.has('incidence'), servicios: kinds.has('service') };
}
