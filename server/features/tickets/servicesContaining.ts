/**
 * "The service contains this text", ignoring case and accents, the fast way: the service's own
 * text through the trigram-indexed `busqueda` column (folded as foldedText folds), and the names of
 * its center and service direction through their small tables first. Used by the services grids'
 * free text and by the global search.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { centers, serviceDirections, tickets } from '../../db/schema';
import { foldedColumn, foldText } from '../../lib/foldedText';
import { containsPattern } from '../../lib/grid';

export function servicesContaining(
  text: string,
  options: { directionNames: boolean; moreTextColumns?: readonly AnyColumn[] },
): SQL {
  const pattern = containsPattern(foldText(text.trim()));
  const named = (column: AnyColumn) => sql`${foldedColumn(column)} like ${pattern}`;
  const byDirection = options.directionNames
    ? sql` or ${tickets.iddireccionservicio} in (select ${serviceDirections.iddireccionservicio} from ${serviceDirections} where ${named(serviceDirections.nombre)})`
    : sql``;
  const more = (options.moreTextColumns ?? []).map((column) => sql` or ${named(column)}`);
  return sql`(${tickets.busqueda} like ${pattern}
    or ${tickets.centerId} in (select ${centers.centerId} from ${centers} where ${named(centers.nombre)})${byDirection}${sql.join(more)})`;
}
