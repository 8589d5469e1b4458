/**
 * The trucks that served some regenera directions (the plates of their services), and their GPS
 * tracks over an interval of at most 31 days.
 */
import { and, asc, between, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { tickets, truckPositions, trucks } from '../../db/schema';
import type { RegeneraCamionesRequest } from '../../generated/model';
import { badRequest } from '../../lib/errors';

/** The trucks with any service at the directions, by plate. */
async function servingTrucks(db: Database, directionIds: readonly number[]) {
  if (directionIds.length === 0) return [];
  return db
    .selectDistinct({
      matricula: trucks.matricula,
      descripcion: trucks.descripcion,
      conductor: trucks.conductor,
    })
    .from(tickets)
    .innerJoin(trucks, eq(trucks.matricula, tickets.matricula))
    .where(and(inArray(tickets.iddireccionservicio, [...directionIds]), isNotNull(tickets.matricula)))
    .orderBy(asc(trucks.matricula));
}

export async function plates(db: Database, directionIds: readonly number[]) {
  const items = (await servingTrucks(db, directionIds)).map(({ matricula, descripcion }) => ({
    matricula,
    descripcion,
  }));
  return { items, total: items.length };
}

const maxDays = 31;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * Each serving truck (all of them, or those of `matriculas`: a plate that did not serve the
 * directions is not shown) with its positions in the interval, oldest first.
 */
export async function truckTracks(
  db: Database,
  directionIds: readonly number[],
  request: RegeneraCamionesRequest,
) {
  const from = new Date(request.fechaInicio);
  const to = new Date(request.fechaFin);
  if (to.getTime() < from.getTime())
    throw badRequest('La fecha de fin no puede ser anterior a la de inicio.', 'fechaFin');
  if (to.getTime() - from.getTime() > maxDays * dayMs)
    throw badRequest(`El intervalo no puede superar ${maxDays} días.`, 'fechaFin');

  const wanted = new Set(request.matriculas);
  const served = (await servingTrucks(db, directionIds)).filter(
    (t) => wanted.size === 0 || wanted.has(t.matricula),
  );
  if (served.length === 0) return { items: [], total: 0 };
  const positions = await db
    .select({
      matricula: truckPositions.matricula,
      latitud: truckPositions.latitud,
      longitud: truckPositions.longitud,
      fecha: truckPositions.fecha,
      velocidad: truckPositions.velocidad,
    })
    .from(truckPositions)
    .where(
      and(
        inArray(
          truckPositions.matricula,
          served.map((t) => t.matricula),
        ),
        between(truckPositions.fecha, from, to),
      ),
    )
    .orderBy(asc(truckPositions.matricula), asc(truckPositions.fecha));
  const items = served.map((truck) => ({
    matricula: truck.matricula,
    conductor: truck.conductor,
    posiciones: positions
      .filter((p) => p.matricula === truck.matricula)
      .map(({ matricula: _, ...position }) => position),
  }));
  return { items, total: items.length };
}
