/**
 * Calendar helpers for the seed. Days are handled as day numbers (days since 1970-01-01, UTC) so
 * the hot loops avoid Date objects; wall-clock times are Spain's (Europe/Madrid), as the portal
 * shows them.
 */
import { spanishMonths } from '../lib/spanishMonths';

const dayMs = 86_400_000;

export function dayNumber(isoDate: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new Error(`Not a date: ${isoDate}`);
  const ms = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new Error(`Not a date: ${isoDate}`);
  return Math.round(ms / dayMs);
}

export function isoDate(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

export function yearOf(day: number): number {
  return new Date(day * dayMs).getUTCFullYear();
}

/** 0 = January. */
export function monthOf(day: number): number {
  return new Date(day * dayMs).getUTCMonth();
}

/** 0 = Sunday, 6 = Saturday. */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function firstDayOfYear(year: number): number {
  return Math.round(Date.UTC(year, 0, 1) / dayMs);
}

export function lastDayOfMonth(day: number): number {
  const date = new Date(day * dayMs);
  return Math.round(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0) / dayMs);
}

/** ISO 8601 week number, for plant batch codes. */
export function isoWeek(day: number): number {
  const thursday = day - ((weekdayOf(day) + 6) % 7) + 3;
  const yearStart = firstDayOfYear(yearOf(thursday));
  return Math.floor((thursday - yearStart) / 7) + 1;
}

function lastSunday(year: number, month: number): number {
  const last = Math.round(Date.UTC(year, month + 1, 0) / dayMs);
  return last - weekdayOf(last);
}

/** Madrid's UTC offset in hours on a day: +2 from the last Sunday of March to the last of October. */
function madridOffsetHours(day: number): number {
  const year = yearOf(day);
  return day >= lastSunday(year, 2) && day < lastSunday(year, 9) ? 2 : 1;
}

/** The instant of a Madrid wall-clock time (minutes after midnight, fractions allowed) on a day, to the second. */
export function madridInstant(day: number, minutes: number): Date {
  return new Date(day * dayMs + Math.round((minutes - madridOffsetHours(day) * 60) * 60) * 1000);
}

/** A Madrid wall-clock time with its offset, e.g. 2025-03-14T09:35:00+01:00. */
export function madridIsoWithOffset(day: number, minutes: number): string {
  const whole = Math.floor(minutes);
  const hh = String(Math.floor(whole / 60)).padStart(2, '0');
  const mm = String(whole % 60).padStart(2, '0');
  return `${isoDate(day)}T${hh}:${mm}:00+0${madridOffsetHours(day)}:00`;
}

/** 'marzo de 2025', for document texts. */
export function spanishMonth(day: number): string {
  return `${spanishMonths[monthOf(day)]} de ${yearOf(day)}`;
}

/** '14/03/2025', the es-ES short date used in the documents. */
export function spanishDate(day: number): string {
  const [y, m, d] = isoDate(day).split('-');
  return `${d}/${m}/${y}`;
}
