/**
 * Reports (charts and tables), KPI strips, the signed-in home and the truck map in the config
 * language: each names its generated calls and how the screen's inputs map onto their requests.
 */
import type { Fetcher } from '../api/callFetcher';
import type {
  Atencion,
  AtencionClave,
  Banner,
  Kpi,
  RegeneraCamion,
  RegeneraMapaPunto,
  RegeneraMatricula,
} from '../api/generated/model';
import type { ArgOf, KeyOf } from './common';
import type { RequestMap } from './grid';
import type { ListLink } from './listLinks';
import type { contractInputs } from './requestDefaults';

/**
 * What a report, KPI or map screen knows and can put into a request: its filters' values and the
 * selected client's context. The filters that fill each input are listed in `ReportFilter`.
 */
type ReportInput =
  /** The selected client's service directions, narrowed to the chosen center. */
  | 'serviceDirections'
  /** The chosen center's name. */
  | 'center'
  | 'year'
  /** 1-12. */
  | 'month'
  /** 'YYYY-MM-DD' ends of a date range. */
  | 'startDate'
  | 'endDate'
  /** A client's name (admin statistics). */
  | 'clientName'
  /** A portal route such as '/services' (admin statistics). */
  | 'page'
  /** true: internal users only; false: client users only. */
  | 'intern'
  /** A user's oid. */
  | 'userId'
  /** The screen's `regenera` flag. */
  | 'regenera';

/** How a KPI strip's (the truck map's) inputs fill one call of a generated fetcher. */
type CallRequest<F extends Fetcher, Input extends string = ReportInput> = RequestMap<F, Input>;

/**
 * How a chart's or table's inputs fill its call. What the mapping leaves out comes from the
 * contract (src/language/requestDefaults.ts): a parameter or body field takes the input of its
 * name (`year` -> `year`, or named so by `contractInputs`; an input mapped to `undefined` opts
 * out), and `requires` is the inputs filling the operation's required parameters and body fields.
 * What the mapping writes wins; a mapping may state only `requires`.
 */
type ReportRequest<F extends Fetcher> =
  | CallRequest<F>
  | { readonly body?: never; readonly params?: never; readonly requires: readonly ReportInput[] };

/** The keys of `T` that must be given. */
type RequiredKeyOf<T> = T extends object
  ? { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T] & string
  : never;

/** Request fields the defaults fill: those named after an input, and the contract's names of inputs. */
type DefaultField =
  | ReportInput
  | {
      [F in keyof typeof contractInputs]: (typeof contractInputs)[F] extends ReportInput ? F : never;
    }[keyof typeof contractInputs];

/**
 * A chart or table must map its request itself when the operation requires a parameter or body
 * field no input fills by default (`tsc` says so where the screen is declared).
 */
type RequestNeeded<F extends Fetcher> = [
  Exclude<RequiredKeyOf<ArgOf<F, 0>> | RequiredKeyOf<ArgOf<F, 1>>, DefaultField>,
] extends [never]
  ? unknown
  : { readonly request: CallRequest<F> };

/**
 * A report screen's filter controls (rendered in src/features/reports/ReportFilters.tsx). Each fills
 * the inputs named after it; every chart of the screen shares them.
 */
export type ReportFilter =
  /** Years with services of the selected client (getYears); fills `year`. */
  | 'year'
  /** The selected client's center tree; fills `center` and narrows `serviceDirections`. */
  | 'center'
  /** Any calendar year (a year picker); fills `year`. */
  | 'calendarYear'
  /** One month (a month picker); fills `year` and `month`. */
  | 'month'
  /** An optional month of the chosen year (all the year when empty); fills `month`. */
  | 'monthOfYear'
  /** A range of months (a month-range picker); fills `startDate` and `endDate`. */
  | 'monthRange'
  /** An optional client among all clients (admin); fills `clientName`. */
  | 'client'
  /** An optional portal route; fills `page`. */
  | 'page'
  /** Everyone, internal users or client users; fills `intern`. */
  | 'intern'
  /** One user (admin users list); fills `userId`. */
  | 'user';

/** How a chart draws its series. */
type ChartKind =
  /** Vertical bars, one group per x value. */
  | 'bar'
  /** The series stacked in one bar per x value. */
  | 'stackedBar'
  /** Horizontal bars, for long category names (centers, waste types). */
  | 'horizontalBar'
  | 'line'
  | 'area'
  /** Shares of the first series, one slice per x value. */
  | 'donut';

/** How x values (categories) are written: 'month' 1-12 as 'ene'…'dic'; 'yearMonth' '2025-03' as 'mar 2025'. */
export type AxisFormat = 'text' | 'month' | 'yearMonth' | 'date';

/** How a table cell is written, es-ES. */
export type ValueFormat = 'text' | 'number' | 'date' | 'dateTime' | 'boolean';

/** The fields of a fetcher's result that are lists: the rows a chart or table can draw. */
export type RowsKey<Result> = {
  [K in keyof Result]-?: NonNullable<Result[K]> extends readonly unknown[] ? K : never;
}[keyof Result] &
  string;

/** The fetcher's result. */
export type ResultOf<F extends Fetcher> = Awaited<ReturnType<F>>;

/** The row type of the list `K` of a fetcher's result. */
type RowAt<F extends Fetcher, K extends string> = K extends keyof ResultOf<F>
  ? NonNullable<ResultOf<F>[K]> extends readonly (infer Row)[]
    ? Row
    : never
  : never;

/** Fields of `T` holding numbers (what a series or a total can draw). */
type NumericKeyOf<T> = {
  [K in keyof T]-?: NonNullable<T[K]> extends number ? K : never;
}[keyof T] &
  string;

/** Fields of `T` holding anything but numbers: what can name a category by default. */
type TextKeyOf<T> = Exclude<KeyOf<T>, NumericKeyOf<T>>;

interface ChartSeries<Row> {
  /** A numeric field of the row. */
  readonly key: NumericKeyOf<Row>;
  /** Spanish legend label; the field's contract `title` when omitted. */
  readonly label?: string;
  /** Mantine colour, e.g. 'teal.6'; the chart palette by the series' index when omitted. */
  readonly color?: string;
}

/** Data the chart's card can download besides its own CSV: a server export with the same request. */
interface ChartExport<E extends Fetcher<Blob>> {
  readonly call: E;
  /** Name of the download when the server does not name it. */
  readonly filename: string;
}

/** One chart of a report screen, drawn from one list of a generated fetcher's result. */
export interface ChartSpec<
  F extends Fetcher = Fetcher,
  K extends string = string,
  E extends Fetcher<Blob> = Fetcher<Blob>,
> {
  readonly kind: 'chart';
  /** Spanish title; also the name of the chart's region and of its CSV file. */
  readonly title: string;
  readonly description?: string;
  /**
   * By default from the category: horizontal bars for text (names read across), vertical bars
   * for a time axis (dates, months).
   */
  readonly chart?: ChartKind;
  readonly call: F;
  readonly request?: ReportRequest<F>;
  /** The list of the result to draw; `items` (the contract's paging convention) by default. */
  readonly rows?: K;
  /**
   * The category field; by default the rows' first field people see that is not a plain number
   * (text, a date, a month), the unit field aside. A chart whose rows hold only numbers names it.
   */
  readonly x?: KeyOf<RowAt<F, K>>;
  /** Spanish name of the categories (the CSV's first header), e.g. 'Mes'; the list's `title`, else the x field's, when omitted. */
  readonly xLabel?: string;
  /** From the x field's schema by default: a date, a 'YYYY-MM' month or a month number 1-12. */
  readonly xFormat?: AxisFormat;
  /** By default the rows' numeric fields people see, in the contract's order, `x` aside. */
  readonly series?: readonly ChartSeries<RowAt<F, K>>[];
  /** Colours by series key, for series (the default ones too) that name none, e.g. the year before in grey. */
  readonly colors?: { readonly [S in NumericKeyOf<RowAt<F, K>>]?: string };
  /**
   * The unit of every value, e.g. 'servicios'; 'EUR' writes amounts as euros. By default the
   * series' `x-unit` in the contract, when they share one.
   */
  readonly unit?: string;
  /**
   * A row field naming each row's unit (the reports' `unidad`: kg, l, m3, ud, EUR): rows of
   * different units are never drawn on one axis; the card offers one chart per unit. `unidad`
   * by default when the rows have it and the chart's unit is not known otherwise.
   */
  readonly unitField?: KeyOf<RowAt<F, K>>;
  /**
   * Numeric fields of the whole result shown above the chart (e.g. the report's totals); label:
   * the field's `title` by default, unit: its `x-unit`.
   */
  readonly totals?: readonly {
    readonly key: NumericKeyOf<ResultOf<F>>;
    readonly label?: string;
    readonly unit?: string;
  }[];
  readonly export?: ChartExport<E>;
}

/** A chart must name its `x` when its rows hold only numbers (`tsc` says so where it is declared). */
type XNeeded<Row> = [TextKeyOf<Row>] extends [never] ? { readonly x: KeyOf<Row> } : unknown;

export function defineChart<
  F extends Fetcher,
  K extends string = 'items',
  E extends Fetcher<Blob> = Fetcher<Blob>,
>(
  spec: Omit<ChartSpec<F, K, E>, 'kind' | 'rows'> & {
    readonly rows?: K & RowsKey<ResultOf<F>>;
  } & RequestNeeded<F> &
    XNeeded<RowAt<F, K>>,
  // NoInfer: inside a `defineReports` list the expected `ChartSpec<any>` must not become `K`.
): ChartSpec<NoInfer<F>, NoInfer<K>, NoInfer<E>> {
  return { kind: 'chart', ...spec };
}

/**
 * A column of a report table: a row field by key, or an object overriding part of what the
 * contract gives (header: the field's `title`; format: from its schema, number for numbers,
 * date / dateTime, boolean, else text).
 */
type ReportTableColumn<Row> =
  | KeyOf<Row>
  | {
      readonly key: KeyOf<Row>;
      /** Spanish header. */
      readonly header?: string;
      readonly format?: ValueFormat;
    };

/** A table of a report screen (lists that read better as rows than as a chart). */
export interface ReportTableSpec<F extends Fetcher = Fetcher, K extends string = string> {
  readonly kind: 'table';
  readonly title: string;
  readonly description?: string;
  readonly call: F;
  readonly request?: ReportRequest<F>;
  /** The list of the result to show; `items` by default. */
  readonly rows?: K;
  /** By default the rows' fields people see (titled, not `x-internal`), in the contract's order. */
  readonly columns?: readonly ReportTableColumn<RowAt<F, K>>[];
}

export function defineReportTable<F extends Fetcher, K extends string = 'items'>(
  spec: Omit<ReportTableSpec<F, K>, 'kind' | 'rows'> & {
    readonly rows?: K & RowsKey<ResultOf<F>>;
  } & RequestNeeded<F>,
): ReportTableSpec<NoInfer<F>, NoInfer<K>> {
  return { kind: 'table', ...spec };
}

// biome-ignore lint/suspicious/noExplicitAny: specs bound to different fetchers share no narrower supertype.
export type AnyChartSpec = ChartSpec<any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: see above
export type AnyReportTableSpec = ReportTableSpec<any, any>;

/** A screen of charts and tables over shared filters (the reports screens, usage statistics). */
export interface ReportsSpec {
  readonly kind: 'reports';
  readonly filters: readonly ReportFilter[];
  /** Regenera screen: the `regenera` input is true (years and services report count regenera services only). */
  readonly regenera?: boolean;
  readonly items: readonly (AnyChartSpec | AnyReportTableSpec)[];
}

export function defineReports(spec: Omit<ReportsSpec, 'kind'>): ReportsSpec {
  return { kind: 'reports', ...spec };
}

/** A fetcher answering KPIs (/kpis, /homekpis: the server applies the client's KPI configuration). */
type KpiFetcher = Fetcher<{ readonly items: readonly Kpi[] }>;

/**
 * A strip of KPI cards (src/features/kpis/KpiStrip.tsx). The KPIs, their order and titles are the
 * client's KPI configuration, applied by the server; the strip takes the year and center from the
 * URL (`?year=`, `?centro=`) when the screen keeps them there, the current year otherwise.
 */
export interface KpiSpec<F extends KpiFetcher = KpiFetcher> {
  readonly call: F;
  /**
   * Where the inputs go; by default from the contract (src/language/requestDefaults.ts): the
   * directions as `idDireccionesServicio`, `year` and `center` by name, waiting for the required ones.
   */
  readonly request?: CallRequest<F, 'serviceDirections' | 'clientId' | 'year' | 'center'>;
  /** Spanish heading of the strip (none when omitted). */
  readonly title?: string;
  /**
   * Where each card leads, by its KPI's key: the list its number counts (with the strip's year and
   * center). A card without one is not a link.
   */
  readonly links?: { readonly [C in KpiKeyOf<F>]?: ListLink };
}

/** The keys of the KPIs a fetcher answers. */
type KpiKeyOf<F extends KpiFetcher> = Awaited<ReturnType<F>>['items'][number]['clave'];

export function defineKpis<F extends KpiFetcher>(spec: KpiSpec<F>): KpiSpec<F> {
  return spec;
}

/** A fetcher answering the banners meant for the selected client (its `clientId`). */
type BannerFetcher = Fetcher<{ readonly items: readonly Banner[] }>;

/** The signed-in home: KPIs and banners, plain Mantine (no chart library: it loads right after sign-in). */
export interface HomeSpec {
  readonly kind: 'home';
  /** Shown for normal clients; digitalized ones get the reduced view (services and files only). */
  // biome-ignore lint/suspicious/noExplicitAny: KPI specs bound to different fetchers.
  readonly kpis?: KpiSpec<any>;
  /** What needs the client's attention, each a link to its list already filtered (src/features/home). */
  readonly attention?: AttentionSpec;
  readonly banners: readonly {
    readonly call: BannerFetcher;
    /** Spanish heading of the banner list. */
    readonly title: string;
  }[];
}

/** A fetcher answering what is pending (/homeattention). */
type AttentionFetcher = Fetcher<{ readonly items: readonly Atencion[] }>;

/** The home's "what needs my attention": one count per key, each leading to its list. */
export interface AttentionSpec {
  readonly call: AttentionFetcher;
  /** Where each count leads; every key the operation answers has one. */
  readonly links: { readonly [C in AtencionClave]: ListLink };
}

export function defineHome(spec: Omit<HomeSpec, 'kind'>): HomeSpec {
  return { kind: 'home', ...spec };
}

/** What the truck map knows: the client's service directions, the chosen plates and date range. */
type TruckMapInput = 'serviceDirections' | 'plates' | 'startDate' | 'endDate';

/** A call of the truck map; its request, or what it leaves out, from the contract (src/language/requestDefaults.ts). */
type TruckMapCall<F extends Fetcher> = { readonly call: F; readonly request?: CallRequest<F, TruckMapInput> };

/** Fetchers answering what the truck map draws: plates, trucks' GPS tracks, placed service directions. */
type PlatesFetcher = Fetcher<{ readonly items: readonly RegeneraMatricula[] }>;
type TracksFetcher = Fetcher<{ readonly items: readonly RegeneraCamion[] }>;
type PlacesFetcher = Fetcher<{ readonly items: readonly RegeneraMapaPunto[] }>;

/** The regenera geolocation screen: trucks' GPS tracks and the service directions on a map. */
export interface TruckMapSpec<
  P extends PlatesFetcher = PlatesFetcher,
  T extends TracksFetcher = TracksFetcher,
  D extends PlacesFetcher = PlacesFetcher,
> {
  readonly kind: 'truckMap';
  /** The plates offered in the selector. */
  readonly plates: TruckMapCall<P>;
  /** The chosen trucks' tracks in the chosen date range. */
  readonly trucks: TruckMapCall<T>;
  /** The service directions drawn on the second map. */
  readonly directions: TruckMapCall<D>;
  /** Longest date range the trucks call accepts, in days. */
  readonly maxDays: number;
}

export function defineTruckMap<P extends PlatesFetcher, T extends TracksFetcher, D extends PlacesFetcher>(
  spec: Omit<TruckMapSpec<P, T, D>, 'kind'>,
): TruckMapSpec<P, T, D> {
  return { kind: 'truckMap', ...spec };
}
