/**
 * The names of centers and service directions that services rows show, kept briefly in process
 * (server/lib/briefCache.ts) instead of joined into every page. Joining the two small tables was
 * half of a 15-row page's time on the embedded engine at 500,000 services (1.0-1.4 ms against
 * 0.5-0.8 ms without them, mostly planning the three-table query). A row keeps its center's and
 * direction's ids, read with it; their names come from here.
 *
 * Fresh enough by construction: no endpoint renames a center or a direction (centers are created
 * and deleted, directions reassigned), ids are not reused, and the writes to centers and
 * directions empty the process's brief caches (writeAccess). An id created since the names were read (by another
 * process) is a miss: the names are read again, once, before a missing name is an error.
 */
import { Column } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { centers, serviceDirections, tickets } from '../../db/schema';
import { briefCache } from '../../lib/briefCache';

const namesTtlMs = 60_000;

/** A joined table's name column, its id, and the services' column that holds that id. */
interface PlaceName {
  key: 'centers' | 'directions';
  /** How a missing one is named in an error. */
  label: string;
  table: typeof centers | typeof serviceDirections;
  id: PgColumn;
  name: PgColumn;
  idOfService: Column;
}

const placeNames: readonly PlaceName[] = [
  {
    key: 'centers',
    label: 'El centro',
    table: centers,
    id: centers.centerId,
    name: centers.nombre,
    idOfService: tickets.centerId,
  },
  {
    key: 'directions',
    label: 'La dirección de servicio',
    table: serviceDirections,
    id: serviceDirections.iddireccionservicio,
    name: serviceDirections.nombre,
    idOfService: tickets.iddireccionservicio,
  },
];

async function readNames(db: Database, place: PlaceName): Promise<Map<number, string>> {
  const rows = await db.select({ id: place.id, name: place.name }).from(place.table);
  return new Map(rows.map(({ id, name }) => [id as number, name as string]));
}

/** The names of one table by id, kept namesTtlMs; `fresh` reads them again. */
function namesOf(db: Database, place: PlaceName, fresh = false): Promise<Map<number, string>> {
  const cache = briefCache<Map<number, string>>(db, 'placeNames', namesTtlMs);
  if (fresh) cache.clear();
  return cache.get(place.key, () => readNames(db, place));
}

/** A field of a selection filled from the names, and the field of the same row that holds the id. */
interface NamedField {
  field: string;
  idField: string;
  place: PlaceName;
}

export interface PlaceNamedSelection {
  /** The selection without the name fields: the services' own columns, read without a join. */
  own: Record<string, PgColumn>;
  /** Fills each row's names in place, by the ids it was read with. */
  fill<Row>(db: Database, rows: Row[]): Promise<Row[]>;
}

/**
 * A services selection read without joining centers and directions, when every column it names is
 * the services' own but for those names, and it reads the id each name needs; otherwise undefined
 * (the list keeps its joins).
 */
export function placeNamedSelection(
  selection: Readonly<Record<string, unknown>>,
): PlaceNamedSelection | undefined {
  const own: Record<string, PgColumn> = {};
  const named: NamedField[] = [];
  for (const [field, column] of Object.entries(selection)) {
    const place = placeNames.find((p) => p.name === column);
    if (place) {
      const idField = Object.keys(selection).find((key) => selection[key] === place.idOfService);
      if (idField === undefined) return undefined;
      named.push({ field, idField, place });
    } else if (column instanceof Column && column.table === tickets) own[field] = column as PgColumn;
    else return undefined;
  }
  return {
    own,
    async fill(db, rows) {
      for (const { field, idField, place } of named) {
        let names = await namesOf(db, place);
        const idOf = (row: unknown) => (row as Record<string, number>)[idField] as number;
        if (rows.some((row) => !names.has(idOf(row)))) names = await namesOf(db, place, true);
        for (const row of rows) {
          const name = names.get(idOf(row));
          if (name === undefined) throw new Error(`${place.label} ${idOf(row)} de un servicio no existe.`);
          (row as Record<string, unknown>)[field] = name;
        }
      }
      return rows;
    },
  };
}
