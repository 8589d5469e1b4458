/**
 * The periods statistics are read over, all in UTC: a year, a month or a day; an inclusive range
 * of dates; and the months or days a time series lists (every one, also those without events).
 * Each period is a half-open interval [from, to) of instants, so a day never leaks into the next.
 */
import { badRequest } from '../../lib/errors';

export interface Period {
  from: Date;
  to: Date;
}

const maxSeriesMonths = 120;

const utc = (year: number, month: number, day = 1) => new Date(Date.UTC(year, month - 1, day));
const pad = (n: number) => String(n).padStart(2, '0');

/** A year, or one of its months, or one day of that month. */
export function calendarPeriod(query: {
  year: number;
  month?: number | undefined;
  day?: number | undefined;
}): Period {
  const { year, month, day } = query;
  if (day !== undefined) {
    if (month === undefined) throw badRequest('El campo "day" exige indicar también "month".', 'day');
    const from = utc(year, month, day);
    if (from.getUTCMonth() !== month - 1)
      throw badRequest(`El día ${day} no existe en ${year}-${pad(month)}.`, 'day');
    return { from, to: utc(year, month, day + 1) };
  }
  if (month !== undefined) return { from: utc(year, month), to: utc(year, month + 1) };
  return { from: utc(year, 1), to: utc(year + 1, 1) };
}

/** startDate to endDate, both days included. */
export function dateRangePeriod(startDate: string, endDate: string): Period {
  if (endDate < startDate)
    throw badRequest('El campo "endDate" no puede ser anterior a "startDate".', 'endDate');
  const [year, month, day] = endDate.split('-').map(Number) as [number, number, number];
  return { from: new Date(`${startDate}T00:00:00Z`), to: utc(year, month, day + 1) };
}

/** The months ('YYYY-MM') from startDate's to endDate's, at most `maxSeriesMonths`. */
export function monthsBetween(startDate: string, endDate: string): string[] {
  const [startYear, startMonth] = startDate.split('-').map(Number) as [number, number];
  const [endYear, endMonth] = endDate.split('-').map(Number) as [number, number];
  const count = (endYear - startYear) * 12 + (endMonth - startMonth) + 1;
  if (count > maxSeriesMonths)
    throw badRequest(`El intervalo no puede pasar de ${maxSeriesMonths} meses.`, 'endDate');
  return Array.from({ length: count }, (_, i) => {
    const first = utc(startYear, startMonth + i);
    return `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}`;
  });
}

/** Every day ('YYYY-MM-DD') of a month. */
export function daysOfMonth(year: number, month: number): string[] {
  const days = utc(year, month + 1, 0).getUTCDate();
  return Array.from({ length: days }, (_, i) => `${year}-${pad(month)}-${pad(i + 1)}`);
}
