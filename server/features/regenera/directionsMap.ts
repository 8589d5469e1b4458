/**
 * The geolocation map: each regenera direction with coordinates, its last pickup and the litres
 * collected over the last 365 days (to today's date in Spain).
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { serviceDirections, traceability } from '../../db/schema';

const dayMs = 24 * 60 * 60 * 1000;
const byName = new Intl.Collator('es');

/** Today's date in Madrid, as the pickups' dates are. */
function madridToday(now = new Date()): string {
  return now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });
}

/** The first day of the 365 that end today. */
function lastYearStart(today: string): string {
  return new Date(Date.parse(today) - 364 * dayMs).toISOString().slice(0, 10);
}

export async function directionsMap(db: Database, directionIds: readonly number[], now = new Date()) {
  if (directionIds.length === 0) return { items: [], total: 0 };
  const today = madridToday(now);
  const since = lastYearStart(today);
  const rows = await db
    .select({
      iddireccionservicio: serviceDirections.iddireccionservicio,
      nombre: serviceDirections.nombre,
      direccion: serviceDirections.direccion,
      codigoPostal: serviceDirections.codigoPostal,
      localidad: serviceDirections.localidad,
      latitud: serviceDirections.latitud,
      longitud: serviceDirections.longitud,
      ultimaRecogida: sql<string | null>`max(${traceability.fechaRecogida})::text`,
      litrosUltimoAno:
        sql`coalesce(sum(case when ${traceability.fechaRecogida} between ${since} and ${today} then ${traceability.litros} else 0 end), 0)`.mapWith(
          Number,
        ),
    })
    .from(serviceDirections)
    .leftJoin(traceability, eq(traceability.iddireccionservicio, serviceDirections.iddireccionservicio))
    .where(
      and(
        inArray(serviceDirections.iddireccionservicio, [...directionIds]),
        isNotNull(serviceDirections.latitud),
        isNotNull(serviceDirections.longitud),
      ),
    )
    .groupBy(serviceDirections.iddireccionservicio);
  const items = rows.map(
    ({ direccion, codigoPostal, localidad, latitud, longitud, litrosUltimoAno, ...row }) => ({
      ...row,
      direccion: fullAddress(direccion, codigoPostal, localidad),
      latitud: latitud as number,
      longitud: longitud as number,
      litrosUltimoAno: Math.round(litrosUltimoAno * 100) / 100,
    }),
  );
  // By name as a Spanish reader sorts them, whatever the database's collation.
  items.sort((a, b) => byName.compare(a.nombre, b.nombre) || a.iddireccionservicio - b.iddireccionservicio);
  return { items, total: items.length };
}

/** 'C/ Betis 12, 41010 Sevilla' from its parts, whichever are known. */
function fullAddress(direccion: string | null, codigoPostal: string | null, localidad: string | null) {
  const town = [codigoPostal, localidad].filter(Boolean).join(' ');
  const full = [direccion, town].filter(Boolean).join(', ');
  return full || null;
}
