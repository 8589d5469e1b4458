/**
 * The services (tickets) over three years, day by day: each with its invoice lines, its invoice
 * (one per service direction and month), its documents, and for regenera clients the truck routes
 * and the traceability of every pickup. Inserted in batches, so hundreds of thousands of tickets
 * never sit in memory at once.
 */
import { ticketLines, tickets, traceability, truckPositions } from '../db/schema';
import { BatchWriter } from './bulkInsert';
import { Numbering, round, type SeedContext } from './context';
import { trucks as fleet, type Truck } from './data/fleet';
import { ticketInstructions, ticketReports } from './data/texts';
import type { Unidad } from './data/wastes';
import { isoDate, lastDayOfMonth, madridIsoWithOffset, monthOf, weekdayOf, yearOf } from './dates';
import { type InvoiceDraft, seedInvoices } from './invoices';
import { type Random, weightedPicker } from './random';
import { planRoute, type TruckPositionRow, type TruckRoute, tracePickup } from './regenera';
import { type ExecutedService, recentDays, ServiceDocuments } from './serviceDocuments';
import { drumsFor, priceService } from './serviceLines';
import type { DirectionWaste, SeededDirection, Structure } from './structure';

type Estado = 'programado' | 'ejecutado' | 'facturado';

interface TicketRef {
  idTicket: number;
  referencia: string;
  day: number;
  direction: SeededDirection;
  estado: Estado;
}

export interface ServicesResult {
  /** Per clientId: one executed service per day of the last 200 days (oldest first), for requests. */
  recent: Map<number, TicketRef[]>;
  /** Per clientId: the latest executed services of the last 90 days still without invoice. */
  withoutInvoice: Map<number, TicketRef[]>;
  invoices: number;
}

/** How far ahead services are already scheduled. */
const scheduledDays = 45;

/** Spain's fixed national holidays (MM-DD): almost no services on them. */
const nationalHolidays = new Set([
  '01-01',
  '01-06',
  '05-01',
  '08-15',
  '10-12',
  '11-01',
  '12-06',
  '12-08',
  '12-25',
]);

interface Draft {
  direction: SeededDirection;
  use: DirectionWaste;
  estado: Estado;
  cantidad: number;
}

export async function seedServices(
  ctx: SeedContext,
  structure: Structure,
  total: number,
): Promise<ServicesResult> {
  const random = ctx.random.fork('services');
  const { today } = ctx;
  const counts = dailyCounts(ctx.start, today + scheduledDays, total);
  const numbering = new Numbering();
  const documents = new ServiceDocuments(ctx, random, numbering, structure, counts);
  const ticketWriter = new BatchWriter(ctx.db, tickets);
  // Lines refer to their tickets, so they are only flushed right after them.
  const lineWriter = new BatchWriter(ctx.db, ticketLines, Number.POSITIVE_INFINITY);
  const traceWriter = new BatchWriter(ctx.db, traceability);
  const positionWriter = new BatchWriter(ctx.db, truckPositions);

  const monthPickers = new Map<number, (r: Random) => SeededDirection>();
  const wastePickers = new Map(
    structure.directions.map((d) => [
      d.iddireccionservicio,
      weightedPicker(
        d.wastes,
        d.wastes.map((w) => w.weight),
      ),
    ]),
  );
  const trucksByService = new Map<string, Truck[]>();
  for (const truck of fleet) {
    for (const service of truck.services ?? []) {
      trucksByService.set(service, [...(trucksByService.get(service) ?? []), truck]);
    }
  }
  const invoiceCells = new Map<string, InvoiceDraft>();
  const result: ServicesResult = { recent: new Map(), withoutInvoice: new Map(), invoices: 0 };
  let ticketId = 0;

  for (let i = 0; i < counts.length; i++) {
    const n = counts[i] as number;
    if (n === 0) continue;
    const day = ctx.start + i;
    const year = yearOf(day);
    const month = monthOf(day);
    const monthIndex = year * 12 + month;
    let pickDirection = monthPickers.get(monthIndex);
    if (!pickDirection) {
      pickDirection = weightedPicker(
        structure.directions,
        structure.directions.map((d) => d.weight * (d.client.spec.seasonality[month] ?? 1)),
      );
      monthPickers.set(monthIndex, pickDirection);
    }
    const invoiceDay = lastDayOfMonth(day);

    const drafts: Draft[] = [];
    for (let k = 0; k < n; k++) {
      const direction = pickDirection(random);
      const use = (wastePickers.get(direction.iddireccionservicio) as (r: Random) => DirectionWaste)(random);
      drafts.push({
        direction,
        use,
        estado: estadoOf(random, day, today, invoiceDay),
        cantidad: quantity(random, use),
      });
    }
    const positions: TruckPositionRow[] | undefined =
      day >= today - recentDays && day <= today ? [] : undefined;
    const routes = planRoutes(random, day, drafts, positions);
    for (const position of positions ?? []) positionWriter.push(position);

    for (const { direction, use, estado, cantidad } of drafts) {
      const client = direction.client;
      const idTicket = ++ticketId;
      const executed = estado !== 'programado';
      const referencia = numbering.next(client.regenera ? 'REG' : 'SRV', year, 6);
      const truck = !executed
        ? null
        : client.regenera
          ? (direction.truck ?? null)
          : random.pick(trucksByService.get(use.service.tipoFactura1) ?? fleet);
      const route = client.regenera && truck ? routes.get(truck.matricula) : undefined;
      const pickupMinute = route
        ? (route.stops.get(direction.iddireccionservicio)?.arrival ?? 9 * 60) + 1
        : random.int(8 * 60, 15 * 60);

      const { lines, importe } = priceService(random, { idTicket, direction, use, cantidad, executed });
      for (const line of lines) lineWriter.push(line);

      let numeroFactura: string | null = null;
      if (estado === 'facturado') {
        const key = `${direction.iddireccionservicio}|${monthIndex}`;
        let cell = invoiceCells.get(key);
        if (!cell) {
          const numero = numbering.next('FV', yearOf(invoiceDay), 6);
          cell = { numeroFactura: numero, day: invoiceDay, direction, base: 0, services: 0 };
          invoiceCells.set(key, cell);
        }
        cell.base += importe ?? 0;
        cell.services++;
        numeroFactura = cell.numeroFactura;
      }

      // Regenera: where the oil stands, and its certificate once regenerated.
      const trace = client.regenera && truck ? tracePickup(random, day, today, cantidad, truck) : undefined;
      const certificado =
        trace?.estado === 'certificado' && trace.fechaCertificado !== null
          ? numbering.next('CERT-REG', yearOf(trace.fechaCertificado), 6)
          : null;
      if (trace) {
        traceWriter.push({
          referencia,
          iddireccionservicio: direction.iddireccionservicio,
          fechaRecogida: isoDate(day),
          fechaEntradaPlanta: trace.fechaEntradaPlanta === null ? null : isoDate(trace.fechaEntradaPlanta),
          fechaCertificado: trace.fechaCertificado === null ? null : isoDate(trace.fechaCertificado),
          litros: cantidad,
          kilos: trace.kilos,
          lote: trace.lote,
          destino: trace.destino,
          estado: trace.estado,
          reabierta: trace.reabierta,
        });
      }

      ticketWriter.push({
        idTicket,
        referencia,
        estado,
        fecha: isoDate(day),
        iddireccionservicio: direction.iddireccionservicio,
        centerId: direction.center.centerId,
        clientId: client.clientId,
        tipoServicio: use.service.tipoFactura1,
        residuo: use.waste?.residuo ?? null,
        codigoLER: use.waste?.codigoLER ?? null,
        cantidad,
        unidad: use.unidad,
        importe,
        numeroFactura,
        matricula: truck?.matricula ?? null,
        observaciones: random.chance(0.08)
          ? random.pick(executed && random.chance(0.6) ? ticketReports : ticketInstructions)
          : null,
        litrosRecogidos: client.regenera && executed ? cantidad : null,
        kilosNetos: trace && trace.estado !== 'recogido' ? trace.kilos : null,
        conductor: client.regenera && truck ? truck.conductor : null,
        certificado,
        horaRecogida: client.regenera && executed ? madridIsoWithOffset(day, pickupMinute) : null,
        contenedores: client.regenera ? drumsFor(cantidad) : null,
      });

      if (!truck) continue;
      const ref: TicketRef = { idTicket, referencia, day, direction, estado };
      if (day >= today - 200 && result.recent.get(client.clientId)?.at(-1)?.day !== day) {
        remember(result.recent, client.clientId, ref, 200);
      }
      if (estado === 'ejecutado' && day >= today - 90 && day < today) {
        remember(result.withoutInvoice, client.clientId, ref, 10);
      }
      const service: ExecutedService = {
        idTicket,
        referencia,
        day,
        direction,
        use,
        cantidad,
        truck,
        numeroFactura,
        pickupMinute,
        route,
        trace,
      };
      if (certificado) await documents.certificate(service, certificado);
      await documents.add(service);
    }

    if (ticketWriter.full) {
      await ticketWriter.flush();
      await lineWriter.flush();
    }
    for (const writer of [traceWriter, positionWriter]) if (writer.full) await writer.flush();
    await documents.flush('full');
  }
  await ticketWriter.flush();
  await lineWriter.flush();
  for (const writer of [traceWriter, positionWriter]) await writer.flush();
  await documents.flush('all');

  result.invoices = await seedInvoices(ctx, [...invoiceCells.values()]);
  return result;
}

/**
 * Services per day, adding up to exactly `total`: weekdays carry the load, Saturdays a little,
 * Sundays and holidays almost nothing, with the business growing over the period.
 */
function dailyCounts(start: number, end: number, total: number): number[] {
  const days = end - start + 1;
  const weights: number[] = [];
  for (let i = 0; i < days; i++) {
    const weekday = weekdayOf(start + i);
    const holiday = nationalHolidays.has(isoDate(start + i).slice(5));
    const factor = weekday === 0 || holiday ? 0.03 : weekday === 6 ? 0.3 : 1;
    weights.push(factor * (0.85 + (0.3 * i) / days));
  }
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts: number[] = [];
  let cumulative = 0;
  let assigned = 0;
  for (const weight of weights) {
    cumulative += weight;
    const upTo = Math.round((cumulative / sum) * total);
    counts.push(upTo - assigned);
    assigned = upTo;
  }
  return counts;
}

/**
 * Future services are scheduled; today's and a few of the last days' may still be pending; past
 * months are invoiced on their last day, except a few services still waiting for their invoice.
 */
function estadoOf(random: Random, day: number, today: number, invoiceDay: number): Estado {
  if (day > today) return 'programado';
  if (day === today) return random.chance(0.5) ? 'programado' : 'ejecutado';
  if (today - day <= 3 && random.chance(0.1)) return 'programado';
  if (invoiceDay > today) return 'ejecutado';
  const pending = invoiceDay >= today - 31 ? 0.1 : 0.02;
  return random.chance(pending) ? 'ejecutado' : 'facturado';
}

/** Regenera trucks visit the day's executed pickups of their zone; `positions` gets their tracks. */
function planRoutes(
  random: Random,
  day: number,
  drafts: readonly Draft[],
  positions: TruckPositionRow[] | undefined,
): Map<string, TruckRoute> {
  const byTruck = new Map<string, { truck: Truck; stops: Map<number, SeededDirection> }>();
  for (const { direction, estado } of drafts) {
    if (!direction.client.regenera || estado === 'programado' || !direction.truck) continue;
    const entry = byTruck.get(direction.truck.matricula) ?? { truck: direction.truck, stops: new Map() };
    entry.stops.set(direction.iddireccionservicio, direction);
    byTruck.set(direction.truck.matricula, entry);
  }
  const routes = new Map<string, TruckRoute>();
  for (const plate of [...byTruck.keys()].sort()) {
    const { truck, stops } = byTruck.get(plate) as { truck: Truck; stops: Map<number, SeededDirection> };
    routes.set(plate, planRoute(random, day, truck, [...stops.values()], positions));
  }
  return routes;
}

function quantity(random: Random, use: DirectionWaste): number {
  const [low, high] = use.cantidad;
  // Skewed towards the smaller quantities, as real pickups are.
  return roundQuantity(low + (high - low) * random.next() ** 1.5, use.unidad);
}

function roundQuantity(value: number, unidad: Unidad): number {
  switch (unidad) {
    case 't':
      return round(value, 2);
    case 'm3':
      return round(value, 1);
    case 'kg':
      return value >= 10 ? Math.round(value) : round(value, 1);
    default:
      return Math.max(1, Math.round(value));
  }
}

function remember(map: Map<number, TicketRef[]>, clientId: number, ref: TicketRef, keep: number): void {
  const list = map.get(clientId) ?? [];
  list.push(ref);
  if (list.length > keep) list.shift();
  map.set(clientId, list);
}
