/**
 * The administration logs, newest first. Days are Madrid days (the portal's users are in Spain), so
 * an entry at 00:30 Madrid time belongs to that day whatever the database server's time zone.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { adminLogs } from '../../db/schema';
import type { AdminLogFiltro } from '../../generated/model';
import { defineList, listPage } from '../../lib/list';

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

const logList = defineList({
  source: {
    rows: (db) => db.select(logSelection).from(adminLogs),
  },
  fields: { fecha: adminLogs.fecha },
  textFields: [adminLogs.usuario, adminLogs.accion, adminLogs.detalle, adminLogs.antes, adminLogs.despues],
  defaultOrder: { field: 'fecha', direction: 'desc' },
  tiebreaker: adminLogs.id,
  dates: { column: adminLogs.fecha, kind: 'timestamp' },
});

/** 'clientCreation' reads the client-creation log only; omitted, every entry of the application log. */
export function logsPage(db: Database, request: AdminLogFiltro, kind?: 'clientCreation') {
  return listPage(
    db,
    logList,
    {
      filterText: request.text ?? undefined,
      betweenDates: { desde: request.desde, hasta: request.hasta },
      skip: request.skip,
      take: request.take,
    },
    {
      conditions: [
        kind ? eq(adminLogs.kind, kind) : undefined,
        request.nivel ? eq(adminLogs.nivel, request.nivel) : undefined,
      ],
    },
  );
}
