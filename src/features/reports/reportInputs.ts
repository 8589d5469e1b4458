/**
 * From a report screen's filter values (kept in the URL) to the inputs its requests are built from
 * (src/language/callArgs.ts), with each filter's default. Pure, so the defaults and the narrowing of
 * the service directions by center are tested without rendering.
 */
import { isoDay } from '../../components/dateRange';
import type { ReportFilter } from '../../language';
import type { CallInputs } from '../../language/callArgs';
import { screenParams } from '../../lib/screenParams';
import { choiceParam, dayParam, intParam, textParam, type UrlValues } from '../../lib/urlState';

/**
 * The URL parameters the filters keep, by input name (the year and the center as the services grid
 * keeps them: a link carries them from one to the other).
 */
export const reportUrlParams = {
  year: screenParams.year,
  month: intParam('month', { min: 1, max: 12 }),
  startDate: dayParam('startDate'),
  endDate: dayParam('endDate'),
  center: screenParams.center,
  clientName: textParam('clientName'),
  page: textParam('page'),
  intern: choiceParam('intern', ['true', 'false']),
  userId: textParam('userId'),
};
export type FilterValues = UrlValues<typeof reportUrlParams>;

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
    endDate: isoDay(endYear, endMonth + 1, 0),
  };
}

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
    const asked = values.year;
    const years = context.years;
    inputs.year =
      years === undefined
        ? undefined
        : asked && years.includes(asked)
          ? asked
          : defaultServiceYear(years, context.today);
  }
  if (has('calendarYear') || has('month')) inputs.year = values.year ?? context.today.getFullYear();
  if (has('month')) inputs.month = values.month ?? context.today.getMonth() + 1;
  if (has('monthOfYear')) inputs.month = values.month;
  if (has('monthRange')) {
    const fallback = defaultMonthRange(context.today);
    const { startDate, endDate } = values;
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
  if (has('intern')) inputs.intern = values.intern === undefined ? undefined : values.intern === 'true';
  if (has('user')) inputs.userId = values.userId;
  return inputs;
}
