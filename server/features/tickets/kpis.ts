/**
 * The KPIs of the home page (homeKpis) and of the services screen (kpis): what each key measures,
 * computed in SQL for a period (a year, or the services list's year and dates) and the same period a
 * year before (for `variacion`), in the order the client's
 * configuration (client_configs, kinds homeKpis / serviceKpis) asks for, or all keys by default.
 *
 * Definitions:
 * - services count by date within the period; pending services are the scheduled ones (programado);
 * - kilos: the plant's net weight when there is one (Regenera), else the quantity in kg or t; litres,
 *   m3 and units have no weight and do not count; only services carried out (not programado);
 * - amounts: the services' amounts in euros without VAT (null until executed);
 * - pending invoices: invoices of the year not paid yet (pendiente or vencida);
 * - CO₂ avoided: kilos recycled × 0.5 kg CO₂-eq per kg, where recycled means non-hazardous waste
 *   (LER code without '*') other than mixed municipal waste (200301, which goes to disposal). The
 *   factor is a conservative average for recovered paper, plastics, glass, metals and organic waste.
 */
import { and, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clientConfigs, facturas, serviceDirections, tickets } from '../../db/schema';
import { enumLabels } from '../../generated/enumLabels';
import { type DateRange, dateRangeFilter, yearFilter } from '../../lib/grid';
import { configKeys } from '../clientConfig/configKinds';
import { round2 } from './servicesReport';

const co2KgPerRecycledKg = 0.5;

interface Measures {
  servicios: number;
  programados: number;
  ejecutados: number;
  facturados: number;
  kilos: number;
  importe: number;
  kilosReciclados: number;
  facturasPendientes: number;
}

/** How a KPI is computed; its title is the key's label in the contract (HomeKpiClave, ServiceKpiClave). */
interface KpiDefinition {
  unidad: string;
  value: (m: Measures) => number;
}

const kpiTitles = { ...enumLabels.HomeKpiClave, ...enumLabels.ServiceKpiClave };
type KpiKey = keyof typeof kpiTitles;

const definitions: Record<KpiKey, KpiDefinition> = {
  serviciosAnio: { unidad: 'servicios', value: (m) => m.servicios },
  kilosAnio: { unidad: 'kg', value: (m) => m.kilos },
  importeAnio: { unidad: '€', value: (m) => m.importe },
  serviciosPendientes: { unidad: 'servicios', value: (m) => m.programados },
  facturasPendientes: {
    unidad: 'facturas',
    value: (m) => m.facturasPendientes,
  },
  co2Evitado: {
    unidad: 'kg CO₂',
    value: (m) => m.kilosReciclados * co2KgPerRecycledKg,
  },
  serviciosTotales: { unidad: 'servicios', value: (m) => m.servicios },
  programados: { unidad: 'servicios', value: (m) => m.programados },
  ejecutados: { unidad: 'servicios', value: (m) => m.ejecutados },
  facturados: { unidad: 'servicios', value: (m) => m.facturados },
  kilosTotales: { unidad: 'kg', value: (m) => m.kilos },
  importeTotal: { unidad: '€', value: (m) => m.importe },
};

/** Kilos of a service: the plant's net weight, else its quantity when it is a weight. */
const kilos = sql`coalesce(${tickets.kilosNetos}, case ${tickets.unidad} when 'kg' then ${tickets.cantidad} when 't' then ${tickets.cantidad} * 1000 end)`;
const carriedOut = sql`${tickets.estado} <> 'programado'`;
const recycled = sql`${carriedOut} and ${tickets.codigoLER} not like '%*' and ${tickets.codigoLER} <> '200301'`;
const num = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);
const byEstado = (estado: string) =>
  sql<number>`count(*) filter (where ${tickets.estado} = ${estado})`.mapWith(Number);

/**
 * What the KPIs count: a year (none: every year) and, within it, a date range (open ends allowed),
 * as the services list filters its rows.
 */
export interface KpiPeriod {
  year?: number | undefined;
  dates?: DateRange | undefined;
}

/** The same day `years` later (earlier when negative); 29 February falls on the 28th of a common year. */
function shiftYear(iso: string | null | undefined, years: number): string | null | undefined {
  if (!iso) return iso;
  const year = Number(iso.slice(0, 4)) + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const monthDay = iso.slice(4, 10) === '-02-29' && !leap ? '-02-28' : iso.slice(4, 10);
  return `${year}${monthDay}`;
}

/** The same period a year before; undefined when it has no beginning and end to compare with. */
function periodBefore({ year, dates }: KpiPeriod): KpiPeriod | undefined {
  const datesBefore = dates && { desde: shiftYear(dates.desde, -1), hasta: shiftYear(dates.hasta, -1) };
  if (year !== undefined) return { year: year - 1, dates: datesBefore };
  if (dates?.desde && dates.hasta) return { dates: datesBefore };
  return undefined;
}

const periodFilter = (column: Parameters<typeof yearFilter>[0], period: KpiPeriod) => [
  ...yearFilter(column, period.year),
  ...dateRangeFilter(column, period.dates),
];

async function measuresOf(
  db: Database,
  directionIds: readonly number[],
  period: KpiPeriod | undefined,
): Promise<Measures> {
  if (directionIds.length === 0 || period === undefined)
    return {
      servicios: 0,
      programados: 0,
      ejecutados: 0,
      facturados: 0,
      kilos: 0,
      importe: 0,
      kilosReciclados: 0,
      facturasPendientes: 0,
    };
  const directions = [...directionIds];
  const [[services], [invoices]] = await Promise.all([
    db
      .select({
        servicios: count(),
        programados: byEstado('programado'),
        ejecutados: byEstado('ejecutado'),
        facturados: byEstado('facturado'),
        kilos: num(sql`sum(${kilos}) filter (where ${carriedOut})`),
        importe: num(sql`sum(${tickets.importe})`),
        kilosReciclados: num(sql`sum(${kilos}) filter (where ${recycled})`),
      })
      .from(tickets)
      .where(and(inArray(tickets.iddireccionservicio, directions), ...periodFilter(tickets.fecha, period))),
    db
      .select({ n: count() })
      .from(facturas)
      .where(
        and(
          inArray(facturas.iddireccionservicio, directions),
          ne(facturas.estadoPago, 'pagada'),
          ...periodFilter(facturas.fecha, period),
        ),
      ),
  ]);
  return {
    servicios: services?.servicios ?? 0,
    programados: services?.programados ?? 0,
    ejecutados: services?.ejecutados ?? 0,
    facturados: services?.facturados ?? 0,
    kilos: services?.kilos ?? 0,
    importe: services?.importe ?? 0,
    kilosReciclados: services?.kilosReciclados ?? 0,
    facturasPendientes: invoices?.n ?? 0,
  };
}

/** Percentage change from the previous year, one decimal; null when there is nothing to compare with. */
function variation(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/**
 * The keys to show: the configuration of `clientId` (the selected client) or, without it, of the
 * one client every direction belongs to, when it has a non-empty one (unknown or repeated keys
 * skipped); else every key in the default order.
 */
async function configuredKeys<K extends string>(
  db: Database,
  owner: { clientId?: number | undefined; directionIds: readonly number[] },
  kind: 'homeKpis' | 'serviceKpis',
  defaults: readonly K[],
): Promise<K[]> {
  const clientId = owner.clientId ?? (await soleOwner(db, owner.directionIds));
  if (clientId === undefined) return [...defaults];
  const [config] = await db
    .select({ config: clientConfigs.config })
    .from(clientConfigs)
    .where(and(eq(clientConfigs.clientId, clientId), eq(clientConfigs.kind, kind)));
  const keys = [...new Set(config?.config ?? [])].filter((key): key is K =>
    (defaults as readonly string[]).includes(key),
  );
  return keys.length > 0 ? keys : [...defaults];
}

/** The client every direction belongs to, if they are all of one. */
async function soleOwner(db: Database, directionIds: readonly number[]): Promise<number | undefined> {
  if (directionIds.length === 0) return undefined;
  const owners = await db
    .selectDistinct({ clientId: serviceDirections.clientId })
    .from(serviceDirections)
    .where(inArray(serviceDirections.iddireccionservicio, [...directionIds]));
  return owners.length === 1 ? owners[0]?.clientId : undefined;
}

/**
 * The KPIs of `kind` over the directions, for the period and against the same period a year before
 * (no comparison for a period without beginning and end), as the client's configuration orders them;
 * a client without directions gets its configured KPIs at 0.
 */
export async function computeKpis(
  db: Database,
  request: { directionIds: readonly number[]; clientId?: number | undefined },
  period: KpiPeriod,
  kind: 'homeKpis' | 'serviceKpis',
) {
  const { directionIds } = request;
  const before = periodBefore(period);
  const defaults = configKeys[kind];
  const [keys, current, previous] = await Promise.all([
    configuredKeys<(typeof defaults)[number]>(db, request, kind, defaults),
    measuresOf(db, directionIds, period),
    measuresOf(db, directionIds, before),
  ]);
  const items = keys.map((clave) => {
    const { unidad, value } = definitions[clave];
    const titulo = kpiTitles[clave];
    const valor = round2(value(current));
    const variacion = before ? variation(valor, round2(value(previous))) : null;
    return { clave, titulo, valor, unidad, variacion };
  });
  return { items, total: items.length };
}
