/**
 * The services report: totals and three series (by month, by type of service, by center) over the
 * services that match a grid's filters, aggregated in SQL.
 */
import { count, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { centers, tickets } from '../../db/schema';
import type { ReportServicios, ReportServiciosPunto, ReportServiciosRequest } from '../../generated/model';
import { listWhere } from '../../lib/list';
import { spanishMonths } from '../../lib/spanishMonths';
import { servicesFrom } from './servicesFrom';
import { ticketList } from './ticketRows';

export const round2 = (value: number) => Math.round(value * 100) / 100;

/** «marzo 2025» for '2025-03'. */
function monthLabel(clave: string): string {
  const [year, month] = clave.split('-');
  return `${spanishMonths[Number(month) - 1]} ${year}`;
}

const byEstado = (estado: 'programado' | 'ejecutado' | 'facturado') =>
  sql<number>`count(*) filter (where ${tickets.estado} = ${estado})`.mapWith(Number);

const measures = {
  servicios: count(),
  programados: byEstado('programado'),
  ejecutados: byEstado('ejecutado'),
  facturados: byEstado('facturado'),
  // Null amounts (services not executed yet) count 0.
  importe: sql<number>`coalesce(sum(${tickets.importe}), 0)`.mapWith(Number),
};

const point = (
  clave: string,
  etiqueta: string,
  row: Omit<ReportServiciosPunto, 'clave' | 'etiqueta'>,
): ReportServiciosPunto => ({
  clave,
  etiqueta,
  servicios: row.servicios,
  programados: row.programados,
  ejecutados: row.ejecutados,
  facturados: row.facturados,
  importe: round2(row.importe),
});

/** Most services first, then by label; only values with some service. */
const byServices = (a: ReportServiciosPunto, b: ReportServiciosPunto) =>
  b.servicios - a.servicios || a.etiqueta.localeCompare(b.etiqueta, 'es') || a.clave.localeCompare(b.clave);

export async function servicesReport(
  db: Database,
  directionIds: readonly number[],
  request: ReportServiciosRequest,
): Promise<ReportServicios> {
  const year = request.year ?? null;
  const base: ReportServicios = {
    year,
    desde: null,
    hasta: null,
    totalServicios: 0,
    totalImporte: 0,
    porMes: [],
    porTipoServicio: [],
    porCentro: [],
  };
  // Built before the empty check: an unknown filter field is a 400 whatever the directions.
  const where = listWhere(db, ticketList, request, { directionIds });
  const filled = (found: ReportServiciosPunto[]) => (year === null ? found : twelveMonths(year, found));
  if (directionIds.length === 0) return { ...base, porMes: filled([]) };

  const month = sql<string>`to_char(${tickets.fecha}, 'YYYY-MM')`;
  // Every aggregate reads the services joined as the grid reads them (its text filter names the
  // center and the direction).
  const [[totals], monthly, byType, byCenter] = await Promise.all([
    servicesFrom(
      db.select({
        ...measures,
        desde: sql<string | null>`min(${tickets.fecha})::text`,
        hasta: sql<string | null>`max(${tickets.fecha})::text`,
      }),
    ).where(where),
    servicesFrom(db.select({ ...measures, clave: month }))
      .where(where)
      .groupBy(month),
    servicesFrom(db.select({ ...measures, clave: tickets.tipoServicio }))
      .where(where)
      .groupBy(tickets.tipoServicio),
    servicesFrom(db.select({ ...measures, centerId: tickets.centerId, nombre: centers.nombre }))
      .where(where)
      .groupBy(tickets.centerId, centers.nombre),
  ]);

  const porMes = monthly
    .map((row) => point(row.clave, monthLabel(row.clave), row))
    .sort((a, b) => a.clave.localeCompare(b.clave));
  return {
    year,
    desde: totals?.desde ?? null,
    hasta: totals?.hasta ?? null,
    totalServicios: totals?.servicios ?? 0,
    totalImporte: round2(totals?.importe ?? 0),
    porMes: filled(porMes),
    porTipoServicio: byType.map((row) => point(row.clave, row.clave, row)).sort(byServices),
    porCentro: byCenter.map((row) => point(String(row.centerId), row.nombre, row)).sort(byServices),
  };
}

/** The twelve months of the year in order, the months without services as zeros. */
function twelveMonths(year: number, found: readonly ReportServiciosPunto[]): ReportServiciosPunto[] {
  return spanishMonths.map((_, i) => {
    const clave = `${year}-${String(i + 1).padStart(2, '0')}`;
    return (
      found.find((p) => p.clave === clave) ?? {
        clave,
        etiqueta: monthLabel(clave),
        servicios: 0,
        programados: 0,
        ejecutados: 0,
        facturados: 0,
        importe: 0,
      }
    );
  });
}
