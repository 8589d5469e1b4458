/**
 * Regenera (used-oil) pickups: the daily route of each truck, which gives every pickup its time and
 * the GPS track the geolocation screen draws, and the traceability of each pickup from collection
 * to the regeneration certificate.
 */
import type { truckPositions } from '../db/schema';
import { round } from './context';
import type { Truck } from './data/fleet';
import { plants } from './data/places';
import { isoWeek, madridInstant, yearOf } from './dates';
import type { Random } from './random';
import type { SeededDirection } from './structure';

export type TruckPositionRow = typeof truckPositions.$inferInsert;

interface RouteStop {
  direction: SeededDirection;
  /** Minutes after midnight (Madrid) when the truck reaches the stop. */
  arrival: number;
}

export interface TruckRoute {
  truck: Truck;
  stops: Map<number, RouteStop>;
  /** Minutes after midnight when the truck is back at its plant (the load is weighed then). */
  backAtPlant: number;
}

function distanceKm(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLon = (bLon - aLon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * Plans one truck's day: from its plant to the day's directions, nearest first, and back. When
 * `positions` is given, pushes the GPS track: a point every two minutes on the road (a gentle
 * curve between stops, since the seed has no road map) and a stopped point on arrival and departure.
 */
export function planRoute(
  random: Random,
  day: number,
  truck: Truck,
  directions: readonly SeededDirection[],
  positions?: TruckPositionRow[],
): TruckRoute {
  const plant = plants[truck.depot ?? 'regeneraSur'];
  const stops = new Map<number, RouteStop>();
  let lat = plant.latitud;
  let lon = plant.longitud;
  let clock = 7 * 60 + random.int(0, 30);
  const point = (
    latitud: number,
    longitud: number,
    velocidad: number,
    iddireccionservicio: number | null,
  ) => {
    positions?.push({
      matricula: truck.matricula,
      fecha: madridInstant(day, clock),
      latitud: round(latitud, 6),
      longitud: round(longitud, 6),
      velocidad,
      iddireccionservicio,
    });
  };
  const drive = (toLat: number, toLon: number) => {
    const km = distanceKm(lat, lon, toLat, toLon) * 1.25;
    const speed = km > 15 ? random.float(58, 72) : random.float(22, 38);
    const minutes = Math.max(3, (km / speed) * 60);
    const steps = Math.max(4, Math.min(60, Math.round(minutes / 2)));
    const bend = random.float(-0.08, 0.08) * Math.min(km, 40) * 0.01;
    for (let i = 1; i < steps; i++) {
      const f = i / steps;
      const curve = Math.sin(Math.PI * f) * bend;
      clock += minutes / steps;
      point(
        lat + (toLat - lat) * f + curve,
        lon + (toLon - lon) * f - curve,
        round(speed * random.float(0.8, 1.12), 1),
        null,
      );
    }
    clock += minutes / steps;
    lat = toLat;
    lon = toLon;
  };

  point(lat, lon, 0, null);
  const pending = [...directions];
  while (pending.length > 0) {
    let best = 0;
    for (let i = 1; i < pending.length; i++) {
      const candidate = pending[i] as SeededDirection;
      const current = pending[best] as SeededDirection;
      if (
        distanceKm(lat, lon, candidate.latitud, candidate.longitud) <
        distanceKm(lat, lon, current.latitud, current.longitud)
      ) {
        best = i;
      }
    }
    const direction = pending.splice(best, 1)[0] as SeededDirection;
    drive(direction.latitud, direction.longitud);
    point(lat, lon, 0, direction.iddireccionservicio);
    stops.set(direction.iddireccionservicio, { direction, arrival: clock });
    clock += random.int(8, 20);
    point(lat, lon, 0, direction.iddireccionservicio);
  }
  drive(plant.latitud, plant.longitud);
  point(lat, lon, 0, null);
  return { truck, stops, backAtPlant: clock };
}

export interface Traceability {
  fechaEntradaPlanta: number | null;
  fechaCertificado: number | null;
  kilos: number;
  lote: string | null;
  destino: string;
  estado: 'recogido' | 'enPlanta' | 'certificado';
  reabierta: boolean;
}

/** Where one pickup stands on `today`: collected, in the plant (weighed, in a batch) or certified. */
export function tracePickup(
  random: Random,
  day: number,
  today: number,
  litros: number,
  truck: Truck,
): Traceability {
  const depot = truck.depot ?? 'regeneraSur';
  const entrada = day + (random.chance(0.5) ? 0 : random.int(1, 3));
  const certificado = entrada + random.int(6, 21);
  // Vegetable oil weighs about 0.915 kg per litre; the plant's scale adds its own small error.
  const kilos = round(litros * 0.915 * random.float(0.99, 1.01), 1);
  const destino = plants[depot].nombre;
  if (entrada > today) {
    return {
      fechaEntradaPlanta: null,
      fechaCertificado: null,
      kilos,
      lote: null,
      destino,
      estado: 'recogido',
      reabierta: false,
    };
  }
  const lote = `L-${yearOf(entrada)}-${String(isoWeek(entrada)).padStart(2, '0')}${depot === 'regeneraSur' ? '01' : '02'}`;
  const reabierta = certificado <= today && random.chance(0.004);
  if (certificado > today || reabierta) {
    return {
      fechaEntradaPlanta: entrada,
      fechaCertificado: null,
      kilos,
      lote,
      destino,
      estado: 'enPlanta',
      reabierta,
    };
  }
  return {
    fechaEntradaPlanta: entrada,
    fechaCertificado: certificado,
    kilos,
    lote,
    destino,
    estado: 'certificado',
    reabierta,
  };
}
