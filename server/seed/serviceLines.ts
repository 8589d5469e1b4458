/** The invoice lines of one service, and its amount (their sum; null until it is executed). */
import type { ticketLines } from '../db/schema';
import { round } from './context';
import { containers, extraLines, type Unidad } from './data/wastes';
import type { Random } from './random';
import type { DirectionWaste, SeededDirection } from './structure';

export type LineRow = typeof ticketLines.$inferInsert;

export interface PricedService {
  idTicket: number;
  direction: SeededDirection;
  use: DirectionWaste;
  cantidad: number;
  executed: boolean;
}

const collectionConcept: Record<string, string> = {
  'Recogida de residuos peligrosos': 'Recogida y transporte en vehículo ADR',
  'Recogida de residuos no peligrosos': 'Recogida y transporte',
  'Recogida de residuos sanitarios': 'Recogida de contenedores de residuos sanitarios',
  'Recogida de aceite usado': 'Servicio de recogida de aceite usado',
  Transporte: 'Transporte a planta autorizada',
  Tratamiento: 'Recogida y transporte a planta de tratamiento',
  'Destrucción confidencial': 'Certificado de destrucción',
  'Limpieza de separador de hidrocarburos': 'Desplazamiento de camión cisterna de aspiración',
  'Gestión de RCD': 'Transporte en camión ampliroll',
};

export function priceService(
  random: Random,
  service: PricedService,
): { lines: LineRow[]; importe: number | null } {
  const lines = service.direction.client.regenera
    ? regeneraLines(random, service)
    : wasteLines(random, service);
  const importe = service.executed ? round(lines.reduce((sum, line) => sum + (line.importe ?? 0), 0)) : null;
  return { lines, importe };
}

function lineAdder(service: PricedService, lines: LineRow[]) {
  return (concepto: string, codigoLER: string | null, cantidad: number, unidad: Unidad, precio: number) => {
    lines.push({
      idTicket: service.idTicket,
      linea: lines.length + 1,
      concepto,
      codigoLER,
      cantidad,
      unidad,
      precioUnitario: precio,
      importe: service.executed ? round(cantidad * precio) : null,
    });
  };
}

/** A normal service: the waste (or the rented containers), the collection and sometimes an extra. */
function wasteLines(random: Random, service: PricedService): LineRow[] {
  const { use } = service;
  const lines: LineRow[] = [];
  const add = lineAdder(service, lines);
  if (!use.waste) {
    const container = random.pick(containers);
    add(container.concepto, null, service.cantidad, 'ud', container.precio);
    return lines;
  }
  const precio = round(use.precio * random.float(0.92, 1.08), use.precio < 1 ? 3 : 2);
  add(use.waste.residuo, use.waste.codigoLER, service.cantidad, use.unidad, precio);
  if (use.service.tarifaServicio > 0 && random.chance(0.9)) {
    const concepto = collectionConcept[use.service.tipoFactura1] ?? 'Recogida y transporte';
    add(concepto, null, 1, 'ud', use.service.tarifaServicio);
  }
  if (random.chance(0.2)) {
    const extra = random.pick(extraLines);
    add(extra.concepto, null, 1, 'ud', extra.precio);
  }
  return lines;
}

/**
 * A regenera pickup: the company buys the oil of large producers (a negative amount) and charges
 * a small collection fee to the rest; the empty drums left behind are free.
 */
function regeneraLines(random: Random, service: PricedService): LineRow[] {
  const litros = service.cantidad;
  const lines: LineRow[] = [];
  const add = lineAdder(service, lines);
  if (service.direction.compra || litros >= 300) {
    add('Compra de aceite vegetal usado', '200125', litros, 'l', -round(random.float(0.1, 0.3), 2));
  } else {
    add('Aceite vegetal usado', '200125', litros, 'l', 0);
    add('Servicio de recogida de aceite usado', null, 1, 'ud', 18);
  }
  if (random.chance(0.3)) add('Reposición de bidones de 40 l', null, drumsFor(litros), 'ud', 0);
  return lines;
}

/** Used oil is collected in 40-litre drums. */
export function drumsFor(litros: number): number {
  return Math.max(1, Math.ceil(litros / 40));
}
