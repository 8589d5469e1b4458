/**
 * From a report screen's filter values (kept in the URL) to the inputs its requests are built from
 * (src/screens/callArgs.ts), with each filter's default. Pure, so the defaults and the narrowing of
 * the service directions by center are tested without rendering.
 */
import type { CallInputs } from '../../screens/callArgs';
import type { ReportFilter } from '../../screens/define';

/** The URL parameters the filters keep, by input name. */
export const filterParams = [
  'year',
  'month',
  'startDate',
  'endDate',
  'center',
  'clientName',
  'page',
  'intern',
  'userId',
] as const;
export type FilterParam = (typeof filterParams)[number];
export type FilterValues = Partial<Record<FilterParam, string>>;

export interface InputContext {
  today: Date;
  /** Years with services, most recent first (getYears); undefined while they load. */
  years?: readonly number[];
  /** The selected client's service directions (empty until they load). */
  serviceDirectionIds: readonly number[];
  /** The chosen center's directions; undefined while they load. */
  centerDirectionIds?: readonly number[];
  regenera: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM-DD' of a calendar day. */
export const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The year a services report opens on: the current year when it has services, else the most
 * recent one (the seed and real data have programmed services in the next year too, which would
 * be an almost empty first view).
 */
export function defaultServiceYear(years: readonly number[], today: Date): number | undefined {
  const current = today.getFullYear();
  return years.includes(current) ? current : (years.find((year) => year < current) ?? years[0]);
}

/** The last twelve months up to the current one, as whole months. */
export function defaultMonthRange(today: Date): { startDate: string; endDate: string } {
  const endYear = today.getFullYear();
  const endMonth = today.getMonth() + 1;
  const start = new Date(endYear, endMonth - 12, 1);
  return {
    startDate: isoDay(start.getFullYear(), start.getMonth() + 1, 1),
    endDate: isoDay(endYear, endMonth, lastDayOf(endYear, endMonth)),
  };
}

const positiveInt = (text: string | undefined) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

export function reportInputs(
  filters: readonly ReportFilter[],
  values: FilterValues,
  context: InputContext,
): CallInputs {
  const has = (filter: ReportFilter) => filters.includes(filter);
  const inputs: Record<string, unknown> = {
    regenera: context.regenera,
    serviceDirections: context.serviceDirectionIds,
  };

  if (has('year')) {
    const asked = positiveInt(values.year);
    const years = context.years;
    inputs.year =
      years === undefined
        ? undefined
        : asked && years.includes(asked)
          ? asked
          : defaultServiceYear(years, context.today);
  }
  if (has('calendarYear') || has('month'))
    inputs.year = positiveInt(values.year) ?? context.today.getFullYear();
  if (has('month')) inputs.month = monthOf(values.month) ?? context.today.getMonth() + 1;
  if (has('monthOfYear')) inputs.month = monthOf(values.month);
  if (has('monthRange')) {
    const fallback = defaultMonthRange(context.today);
    const valid = (day: string | undefined) => (day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined);
    const startDate = valid(values.startDate);
    const endDate = valid(values.endDate);
    const ordered = startDate && endDate && startDate <= endDate;
    inputs.startDate = ordered ? startDate : fallback.startDate;
    inputs.endDate = ordered ? endDate : fallback.endDate;
  }
  if (has('center') && values.center) {
    inputs.center = values.center;
    // Until the center's directions load, the client's would show the wrong figures: wait.
    inputs.serviceDirections = context.centerDirectionIds;
  }
  if (has('client')) inputs.clientName = values.clientName;
  if (has('page')) inputs.page = values.page;
  if (has('intern'))
    inputs.intern = values.intern === 'true' ? true : values.intern === 'false' ? false : undefined;
  if (has('user')) inputs.userId = values.userId;
  return inputs;
}

function monthOf(text: string | undefined): number | undefined {
  const month = positiveInt(text);
  return month && month <= 12 ? month : undefined;
}
