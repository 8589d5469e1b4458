/**
 * Date ranges as the pickers hold them: 'YYYY-MM-DD' ends (either may be null), the presets a
 * person picks in one click, and the month-level conversions. Pure and computed from the `today`
 * it is given (the browser's clock, which the end-to-end tests pin), so it is tested without
 * rendering.
 */
import { dateRangeTexts } from './dateRangeTexts';

/** A range of calendar days, both ends included; null leaves that end open. */
export interface DayRange {
  readonly from: string | null;
  readonly to: string | null;
}

/** What the Mantine range pickers hold: [from, to], a chosen first day and no last day meanwhile. */
export type PickerRange = [string | null, string | null];

/** Whole days or whole months. */
export type RangeLevel = 'day' | 'month';

export interface RangePreset {
  readonly label: string;
  readonly value: readonly [string, string];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a calendar day (month 1-12; day 0 is the last day of the month before). */
export function isoDay(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** 'YYYY-MM-DD' of a moment on the local calendar (the browser's day). */
export const localIsoDay = (date: Date) => isoDay(date.getFullYear(), date.getMonth() + 1, date.getDate());

/** The first day of the month `day` falls in. */
const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/** The last day of the month `day` falls in. */
export function monthEnd(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return isoDay(year, month + 1, 0);
}

/**
 * One-click ranges, from the local calendar of `today`: whole months and years, so that a range
 * reads the same in every list (services in the future month are in 'Este mes').
 */
export function rangePresets(today: Date, level: RangeLevel): RangePreset[] {
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const t = dateRangeTexts.presets;
  const endOfMonth = isoDay(year, month + 1, 0);
  const presets: RangePreset[] = [
    { label: t.thisMonth, value: [isoDay(year, month, 1), endOfMonth] },
    { label: t.lastMonth, value: [isoDay(year, month - 1, 1), isoDay(year, month, 0)] },
    // Months that have not begun hold no activity to report: a month range stops at this month.
    { label: t.thisYear, value: [isoDay(year, 1, 1), level === 'month' ? endOfMonth : isoDay(year, 12, 31)] },
    { label: t.lastYear, value: [isoDay(year - 1, 1, 1), isoDay(year - 1, 12, 31)] },
  ];
  if (level === 'month')
    presets.push({ label: t.last12Months, value: [isoDay(year, month - 11, 1), endOfMonth] });
  return presets;
}

/**
 * What the picker shows for a committed range: at month level the months' first days (the picker
 * marks months by their first day).
 */
export function toPicker(range: DayRange, level: RangeLevel): PickerRange {
  if (level === 'day') return [range.from, range.to];
  return [range.from && monthStart(range.from), range.to && monthStart(range.to)];
}

/** A complete pick as the days it covers: at month level, to the last day of the last month. */
export function fromPicker([from, to]: readonly [string, string], level: RangeLevel): DayRange {
  const [first, last] = from <= to ? [from, to] : [to, from];
  return level === 'day'
    ? { from: first.slice(0, 10), to: last.slice(0, 10) }
    : { from: monthStart(first), to: monthEnd(last) };
}

/** Both ends chosen: the range can be applied. */
export const isComplete = (range: PickerRange): range is [string, string] =>
  range[0] !== null && range[1] !== null;

/** Only the first end chosen: the person is still picking. */
export const isHalfChosen = (range: PickerRange) => range[0] !== null && range[1] === null;
