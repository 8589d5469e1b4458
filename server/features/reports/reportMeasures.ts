/**
 * What the report charts add up, over the services (tickets) of some service directions: only
 * services carried out (ejecutado or facturado, never the scheduled ones), quantities with tonnes
 * turned into kilograms, costs as the positive amounts and income (e.g. the used oil the client is
 * paid for) as the negative ones, without VAT.
 */
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import { tickets } from '../../db/schema';

export type ReportUnidad = 'kg' | 'l' | 'm3' | 'ud' | 'EUR';

/** What a chart measures: quantity of waste, number of services, cost or income. */
export type Measure = 'quantity' | 'services' | 'cost' | 'income';

/** Services of the directions that were carried out, between two dates (both included). */
export function doneServices(directionIds: readonly number[], desde: string, hasta: string): SQL {
  return and(
    inArray(tickets.iddireccionservicio, [...directionIds]),
    inArray(tickets.estado, ['ejecutado', 'facturado']),
    sql`${tickets.fecha} between ${desde} and ${hasta}`,
  ) as SQL;
}

/** The report unit of a service's quantity: tonnes are reported in kg. */
export const quantityUnit = sql<ReportUnidad>`case when ${tickets.unidad} = 't' then 'kg' else ${tickets.unidad} end`;

/** The aggregate of a measure over the grouped services. */
export function measureSum(measure: Measure): SQL<number> {
  switch (measure) {
    case 'quantity':
      return sql`coalesce(sum(case when ${tickets.unidad} = 't' then ${tickets.cantidad} * 1000 else ${tickets.cantidad} end), 0)`.mapWith(
        Number,
      );
    case 'services':
      return sql`count(*)`.mapWith(Number);
    case 'cost':
      return sql`coalesce(sum(case when ${tickets.importe} > 0 then ${tickets.importe} else 0 end), 0)`.mapWith(
        Number,
      );
    case 'income':
      return sql`coalesce(sum(case when ${tickets.importe} < 0 then -${tickets.importe} else 0 end), 0)`.mapWith(
        Number,
      );
  }
}

/** The unit of a measure that is not a quantity (quantities keep their own, see quantityUnit). */
export function fixedUnit(measure: Exclude<Measure, 'quantity'>): ReportUnidad {
  return measure === 'services' ? 'ud' : 'EUR';
}

/** Sums of floating-point amounts, to the cent (or the hundredth of a unit). */
export const rounded = (value: number): number => Math.round(value * 100) / 100;
