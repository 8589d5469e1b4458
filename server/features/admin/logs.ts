/**
 * The administration logs, newest first. Days are Madrid days (the portal's users are in Spain), so
 * an entry at 00:30 Madrid time belongs to that day whatever the database server's time zone.
 */
import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { adminLogs } from '../../db/schema';
import type { AdminLogFiltro } from '../../generated/model';
import { textFilter, whereAll } from '../../lib/grid';
import { pageWithTotal } from '../../lib/pagedQuery';

const madridDay = sql`(${adminLogs.fecha} at time zone 'Europe/Madrid')::date`;

const logSelection = {
  id: adminLogs.id,
  fecha: adminLogs.fecha,
  nivel: adminLogs.nivel,
  // Entries of the portal's own processes have no user.
  usuario: sql<string>`coalesce(${adminLogs.usuario}, 'sistema')`,
  accion: adminLogs.accion,
  detalle: adminLogs.detalle,
  antes: adminLogs.antes,
  despues: adminLogs.despues,
};

/** 'clientCreation' reads the client-creation log only; omitted, every entry of the application log. */
export async function logsPage(db: Database, request: AdminLogFiltro, kind?: 'clientCreation') {
  const where: SQL | undefined = whereAll(
    kind ? eq(adminLogs.kind, kind) : undefined,
    request.desde ? sql`${madridDay} >= ${request.desde}::date` : undefined,
    request.hasta ? sql`${madridDay} <= ${request.hasta}::date` : undefined,
    request.nivel ? eq(adminLogs.nivel, request.nivel) : undefined,
    textFilter(
      [adminLogs.usuario, adminLogs.accion, adminLogs.detalle, adminLogs.antes, adminLogs.despues],
      request.text ?? undefined,
    ),
  );
  return pageWithTotal(
    db.select(logSelection).from(adminLogs).where(where).orderBy(desc(adminLogs.fecha), desc(adminLogs.id)),
    db.select({ total: count() }).from(adminLogs).where(where),
    request.skip,
    request.take,
  );
}
