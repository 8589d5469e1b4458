/**
 * Grids in the config language: what a screen says of a server-paged list. A grid names its list
 * fetcher; its columns (by key, completed from the contract), its request, its detail, documents,
 * export, send, row actions and forms are optional, each defaulted from the contract where left
 * out (docs/config-language.md#grid). The row type, the request fields and the column keys are
 * inferred from the fetchers, so a misspelt key fails `tsc` (tests/screens/define.test-d.ts); how
 * `tsc` checks them is src/language/gridChecks.ts. Rendered by src/features/grid.
 */
import type { Fetcher } from '../api/callFetcher';
import type { JsonSchemaName } from '../api/generated/json-schemas';
import type { ContractRowKey } from '../api/generated/listColumns';
import type { DownloadFileParams } from '../api/generated/model';
import { texts } from '../lib/texts';
import type { ArgOf, Audience, KeyOf, ListFetcher, RowOf } from './common';
import type { CallOf } from './files';
import type { FormSpec, TypedFormSpec } from './forms';
import type {
  ActionInputOf,
  DefinedGrid,
  DeleteRowSpec,
  ExportInput,
  GridColumnOf,
  GridQuickFilterOf,
  GridSpecInput,
  LineOf,
  ListFieldOf,
  ParamOrRowKey,
  RowActionOf,
  SendInput,
} from './gridChecks';
import type { DetailFieldOf, DetailLink } from './listLinks';
import type { KpiSpec } from './reports';

export type { FilterFieldOf, LineOf, ListFieldOf, SortFieldOf } from './gridChecks';

export interface GridSpec<
  F extends ListFetcher = ListFetcher,
  D extends Fetcher = Fetcher,
  E extends Fetcher<Blob> = Fetcher<Blob>,
  S extends Fetcher = Fetcher,
  SS extends Fetcher = Fetcher,
> {
  readonly kind: 'grid';
  /** The generated list fetcher; the row type comes from its `items`. */
  readonly query: F;
  /**
   * A regenera screen: the list and its export count regenera services only (the request's
   * `regenera` is true) and the year filter offers the years of regenera services.
   */
  readonly regenera?: true;
  /**
   * Where the grid's inputs go in its list call (and, for what it leaves out, in its export and
   * send): by default from the contract (src/language/requestDefaults.ts), so a screen writes only
   * where it differs (a search on another field, a constant, a context input it opts out of).
   */
  readonly request?: GridRequest<F>;
  /**
   * The columns, in order; by default every column the contract offers for the list (its row's
   * titled fields in property order, less `x-list: false` and `x-document` ones), each sortable and
   * filterable only where the operation's `orderByField` and filters take it (gridColumns.ts).
   */
  readonly columns?: readonly GridColumnOf<F>[];
  /**
   * Without `columns`: the contract's default columns this grid leaves out (a client's own
   * requests need no client name). Each must be one of them (gridColumns.ts throws otherwise).
   */
  readonly omitColumns?: readonly KeyOf<RowOf<F>>[];
  /**
   * Without `columns`: what some default columns show otherwise than the contract (a shorter
   * header, the day of a date-time), by row field; each must be one of them, as for `omitColumns`.
   */
  readonly columnOverrides?: { readonly [K in KeyOf<RowOf<F>>]?: ColumnOverride };
  /**
   * The row field that identifies a row; the contract's by default (its row's `x-row-key`,
   * codegen/listColumns.ts), filled by the grid (src/features/grid/gridDefaults.ts).
   */
  readonly rowKey?: KeyOf<RowOf<F>>;
  /**
   * The field that names a row for people: its buttons say 'Ver detalle SRV-2026-000123', its
   * detail is titled by it, its phone card leads with it. The first column by default.
   */
  readonly rowLabel?: KeyOf<RowOf<F>>;
  /**
   * What a phone (narrower than the `sm` breakpoint) shows of each row, which then reads as a card
   * instead of a table row: these fields, in order, beside the row's actions. The first three
   * visible columns by default.
   */
  readonly keyFields?: readonly KeyOf<RowOf<F>>[];
  readonly detail?: GridDetail<RowOf<F>, D>;
  /** Each row's documents, one click from the row and from its detail. */
  readonly documents?: GridDocuments<RowOf<F>, D>;
  readonly export?: GridExport<E>;
  /** Send the filtered list by e-mail. */
  readonly send?: GridSend<S>;
  /** Send the selected rows by e-mail. */
  readonly sendSelected?: GridSendSelected<RowOf<F>, SS>;
  /**
   * The client's column configuration (e.g. getConfigClientsServicesColumns), called with the
   * selected client's `clientId`: the grid shows the configured keys in their order; no
   * configuration (404) or an empty one shows every column.
   */
  readonly columnsConfig?: Fetcher<{ readonly config: readonly string[] }>;
  /**
   * The record the list belongs to (the client whose NIFs are listed), picked by name above the
   * grid with the picker the contract declares on `field` of `schema` (its `x-picker`); its value
   * fills the `picked` input, and the create form gets it in that same field. No call before a pick.
   */
  readonly pick?: GridPick;
  /**
   * Filter controls above the grid (its search box is always there); by default those whose input
   * the list's request takes: 'year', 'center' (`idDireccionesServicio`), 'dateRange'
   * (`betweenDates`), in that order (src/features/grid/gridFilterDefaults.ts). 'cif' only written.
   */
  readonly filters?: readonly GridFilter[];
  /** One-click filters above the table ('Pendientes de pago'), in order (src/language/quickFilters.ts). */
  readonly quickFilters?: readonly GridQuickFilterOf<F>[];
  /** `false`: the operation sorts by nothing (or filters by no column): no column offers it. */
  readonly sortable?: false;
  readonly filterable?: false;
  /** Body fields chosen among fixed options above the grid. */
  readonly choices?: readonly GridChoice<ArgOf<F, 0>>[];
  /** Operations offered on each row. */
  readonly rowActions?: readonly GridRowAction<RowOf<F>>[];
  /** A form that creates a row; the grid reloads after it succeeds. */
  readonly create?: {
    readonly label: string;
    readonly form: TypedFormSpec | FormSpec;
    /** Who may create: the button shows only when the gate allows (src/features/createGates). */
    readonly gate?: CreateGate;
  };
  /**
   * A form that edits one row, opened from the row and prefilled with it (fields the form's schema
   * lacks are not sent); the grid reloads after it succeeds. Rendered with SchemaForm.
   */
  readonly edit?: { readonly label: string; readonly form: FormSpec };
  /** Panels shown above the grid, by name (src/features/gridPanels/registry.ts). */
  readonly panels?: readonly GridPanel[];
  /** KPI cards above the grid (src/features/kpis/KpiStrip.tsx). */
  // biome-ignore lint/suspicious/noExplicitAny: KPI specs bound to different fetchers.
  readonly kpis?: KpiSpec<any>;
}

/**
 * A grid: its row key, when left out, is the one the contract marks on its rows (ContractRowKey),
 * which `tsc` then checks as it checks a row key said: against the detail's and the row actions'
 * parameters they leave out. A row without a marked key must say its `rowKey`.
 */
export function defineGrid<
  F extends ListFetcher,
  const K extends KeyOf<RowOf<F>> = Extract<ContractRowKey<RowOf<F>>, KeyOf<RowOf<F>>>,
  D extends Fetcher = Fetcher,
  const X extends ExportInput = Fetcher<Blob>,
  Y extends SendInput = Fetcher,
  SS extends Fetcher = Fetcher,
>(spec: GridSpecInput<F, K, D, X, Y, SS>): DefinedGrid<F, D, X, Y, SS> {
  const { detail, export: exported, send, ...rest } = spec;
  const called = <T>(value: T) => (typeof value === 'function' ? { call: value } : value);
  return {
    kind: 'grid',
    ...rest,
    // Its row key and parameter are filled where the grid opens it, as its row actions' are (gridDefaults.ts).
    ...(detail && { detail: detail === true ? {} : detail }),
    ...(exported && { export: called(exported) }),
    ...(send && { send: called(send) }),
  } as DefinedGrid<F, D, X, Y, SS>;
}

/** Named cell renderers, implemented in src/ and referenced here by name. */
export type CellRenderer =
  | 'text'
  | 'date'
  | 'dateTime'
  | 'number'
  | 'currency'
  | 'quantity'
  | 'estadoChip'
  | 'boolean'
  /** A document category (docs/product-rules.md#documents: FACTURA, CONOCE…) by its Spanish name. */
  | 'documentCategory';

export interface GridColumn<Row> {
  /** A field of the row; a key the fetcher's row does not have fails `tsc`. */
  readonly key: KeyOf<Row>;
  /** Spanish column header. */
  readonly header: string;
  /** How the cell renders; 'text' by default. */
  readonly cell?: CellRenderer;
  /** Sortable on the server; true by default. */
  readonly sortable?: boolean;
  /** Offered as a column filter; true by default for text cells. */
  readonly filterable?: boolean;
}

/**
 * What a grid says of one of its contract columns (GridSpec `columnOverrides`): its header or cell,
 * or that it offers no sort or filter (never the reverse: the operation's closed sets decide that).
 */
interface ColumnOverride {
  readonly header?: string;
  readonly cell?: CellRenderer;
  readonly sortable?: false;
  readonly filterable?: false;
}

/**
 * A row's detail (a drawer): the answer of a detail operation called with one query parameter taken
 * from the row, or, without `query`, the row itself (lists whose rows are the whole record: invoices,
 * delivery notes, DIs), so a phone can read every field of a row its card leaves out. What it leaves
 * out is filled where the grid opens it (src/features/grid/gridDefaults.ts).
 */
export interface GridDetail<Row, D extends Fetcher> {
  /** The detail fetcher, called with one query parameter taken from the row; none: the row itself. */
  readonly query?: D;
  /** The detail fetcher's query parameter (with `query`); the row key's name when omitted. */
  readonly param?: string;
  /**
   * The row field that identifies the open detail (in the URL, `?detalle=`) and fills `param`; the
   * grid's `rowKey` when a screen leaves it out.
   */
  readonly rowKey?: KeyOf<Row>;
  /**
   * The contract schema of what the detail shows (the detail answer, or the row): its `title`s name
   * the fields, its `x-internal` ids are left out, its `x-unit`s and formats write the values, its
   * `x-document` fields become downloads. By default the contract's: the detail operation's answer
   * (with `query`) or the list's row (without), as codegen/listColumns.ts names them
   * (src/features/grid/gridDefaults.ts).
   */
  readonly schema?: JsonSchemaName;
  /** Forms opened from the detail, prefilled from the row (e.g. 'Abrir incidencia'): `detailForm()`. */
  readonly forms?: readonly DetailForm<Row>[];
  /**
   * Other documents a field names (a service's invoice number), each a link that opens it, or a
   * button listing the rows of another list that share the value (an invoice's services):
   * `detailLink()` (src/language/listLinks.ts). The field is the row's or the detail answer's.
   */
  readonly links?: readonly (DetailLink & {
    readonly field: DetailFieldOf<Row> | DetailFieldOf<Awaited<ReturnType<D>>>;
  })[];
  /**
   * Lists of records read with the open detail's key (a user's center accesses, normal and
   * digitalized), each a table whose rows offer their operations, confirmed first: `detailList()`.
   */
  readonly lists?: readonly DetailList[];
}

/** The query parameter a row's operation receives: its `param`, by default its `rowKey`. */
export function paramOf(spec: { readonly param?: string; readonly rowKey: string }): string {
  return spec.param ?? spec.rowKey;
}

/**
 * A typed form opened from a row's detail with some of its fields filled from the row (the
 * service's reference in a new incidence). Build it with `detailForm()`, which checks the form
 * fields against the form's body; the grid checks the row fields.
 */
export interface DetailForm<Row = Record<string, unknown>> {
  /** Spanish button text, e.g. 'Abrir incidencia'. */
  readonly label: string;
  readonly form: TypedFormSpec;
  /** Who may use it (as a grid's create): the button shows only when the gate allows. */
  readonly gate?: CreateGate;
  /** Form field → the row field whose value fills it. */
  readonly prefill: { readonly [field: string]: KeyOf<Row> };
}

export function detailForm<
  F extends Fetcher,
  const Prefill extends { readonly [Field in KeyOf<ArgOf<F, 0>>]?: string },
>(
  form: TypedFormSpec<F>,
  spec: { label: string; gate?: CreateGate; prefill: Prefill },
): Omit<DetailForm, 'prefill'> & {
  readonly prefill: { readonly [field: string]: NoInfer<Exclude<Prefill[keyof Prefill], undefined>> };
} {
  return {
    ...spec,
    form: form as TypedFormSpec,
    prefill: spec.prefill as unknown as {
      readonly [field: string]: Exclude<Prefill[keyof Prefill], undefined>;
    },
  };
}

/** See `detailList`. */
export interface DetailList {
  /** Spanish heading of the list. */
  readonly label: string;
  readonly query: Fetcher;
  /** The query's parameter that receives the detail's key. */
  readonly param: string;
  /** The answer's field holding the list. */
  readonly lines: string;
  readonly columns: readonly { readonly key: string; readonly header: string }[];
  readonly actions: readonly KeyedRowAction[];
  /** Spanish text when the list is empty. */
  readonly empty: string;
}

/**
 * A list a detail shows from another operation (GridDetail `lists`): `lines`, the columns and the
 * actions' row keys are checked against the operation's answer, `param` against its parameters.
 */
export function detailList<Q extends Fetcher, const L extends ListFieldOf<Awaited<ReturnType<Q>>>>(
  query: Q,
  spec: {
    label: string;
    param: KeyOf<ArgOf<Q, 0>>;
    lines: L;
    columns: readonly GridColumn<LineOf<Awaited<ReturnType<Q>>, L>>[];
    // A line is not a grid row: its actions say their row key.
    actions: readonly (Omit<GridRowAction, 'rowKey'> & {
      rowKey: KeyOf<LineOf<Awaited<ReturnType<Q>>, L>>;
    })[];
    empty: string;
  },
): DetailList {
  return { query, ...spec } as DetailList;
}

/**
 * The documents of each row, one click away from the row (and in its detail), each downloaded with
 * the download operation and its overlay ('Descargando Fichero'): row fields holding a document's
 * storage path, or, for rows that carry none (services), the detail answer's field listing them,
 * read when the row's documents are asked for. Rows whose contract marks fields `x-document` (an
 * invoice's `filePath`) offer them without a word of config (src/features/grid/gridDefaults.ts).
 */
interface GridDocuments<Row, D extends Fetcher> {
  /**
   * One document's bytes; by default the contract's /downloadFile (downloadFile?filename=<path>),
   * the operation its `x-document` fields are paths for.
   */
  readonly download?: CallOf<[params: DownloadFileParams], Blob>;
  /** Row fields holding a document's path (null when the record has none); the row's `x-document` fields by default. */
  readonly fields?: readonly KeyOf<Row>[];
  /** A field of the detail answer listing the row's document paths (the detail's `query` reads it). */
  readonly fromDetail?: KeyOf<Awaited<ReturnType<D>>>;
}

export interface GridExport<E extends Fetcher<Blob>> {
  /** The export fetcher; it receives the grid's current filters without paging. */
  readonly call: E;
  /**
   * Name of the downloaded .xlsx when the server does not name it; by default the operation's, from
   * its contract summary ('Exportar la trazabilidad a Excel' → trazabilidad.xlsx, codegen/listColumns.ts).
   */
  readonly filename?: string;
  /**
   * The export's own field mapping, when its request differs from the list's; by default the
   * list's mapping, completed from the export operation's own fields.
   */
  readonly request?: GridRequest<E>;
}

/** Send the filtered list by e-mail: the grid's request without paging, and the e-mail's fields. */
export interface GridSend<S extends Fetcher> {
  readonly call: S;
}

interface GridSendSelected<Row, S extends Fetcher> {
  readonly call: S;
  /** The send body's field that takes the selected ids. */
  readonly idsField: KeyOf<ArgOf<S, 0>>;
  /** The row field holding each row's id; the grid's row key when omitted. */
  readonly rowKey?: KeyOf<Row>;
}

/**
 * An operation on one row (delete, reopen, change state), called with one query parameter taken
 * from the row. Build it with `rowAction()` so the parameter is checked against the fetcher.
 */
export interface GridRowAction<Row = Record<string, unknown>> {
  /** Spanish button text, e.g. 'Eliminar'. */
  readonly label: string;
  readonly call: Fetcher;
  /** The fetcher's query parameter; the row key's name when omitted. */
  readonly param?: string;
  /** The row field whose value fills `param`; the grid's row key when omitted. */
  readonly rowKey?: KeyOf<Row>;
  /**
   * Question asked before calling; every destructive action, and every decision that cannot be
   * undone, has one. The dialog names the row (its label and key fields) above it.
   */
  readonly confirm?: string;
  /**
   * A boolean field of the row: the action is offered only on rows where it is true (the contract's
   * `eliminable`, by the rule the operation enforces), so nobody is offered what the API refuses.
   */
  readonly when?: KeyOf<Row>;
  /** Spanish message shown when the call succeeds. */
  readonly done: string;
  /** 'danger' paints the action red. */
  readonly tone?: 'danger';
  /** Further query parameters the user fills in the confirmation dialog (e.g. a reason). */
  readonly inputs?: readonly ActionInput[];
  /**
   * Query parameters the action always sends (`{ estado: 'aceptada' }`): one operation offered as
   * two explicit actions ('Aceptar', 'Rechazar') instead of a choice in a dialog.
   */
  readonly fixed?: Readonly<Record<string, unknown>>;
  /**
   * Who is offered the action, as a screen's `audience` (any one suffices); everyone who sees the
   * screen when omitted. Mirrors the operation's own access rule, which the API enforces anyway.
   */
  readonly audience?: readonly Audience[];
}

/** A row action as the grid runs it: its row key and its parameter filled (src/features/grid/gridDefaults.ts). */
export type KeyedRowAction = GridRowAction & { readonly param: string; readonly rowKey: string };

/**
 * A value asked for before a row action runs: a choice among options, or free text. `rowAction` and
 * `deleteRow` check `param` against the action's query parameters (ActionInputOf).
 */
export interface ActionInput {
  readonly param: string;
  /** Spanish label. */
  readonly label: string;
  /** Choices (value → Spanish label); without them, a text area. */
  readonly options?: Readonly<Record<string, string>>;
  readonly required?: boolean;
}

/** The parameter a row action names, or its row key's name; none while both are the grid's to fill. */
function namedParam(spec: { readonly param?: string; readonly rowKey?: string }): {
  readonly param?: string;
} {
  const param = spec.param ?? spec.rowKey;
  return param === undefined ? {} : { param };
}

/**
 * A row action whose parameters (its `param` and its inputs') are checked against its fetcher; the
 * row key is checked by the grid, which also fills what is left out: `rowKey` is the grid's row key
 * and `param` the row key's name.
 */
export function rowAction<
  A extends Fetcher,
  const RowKey extends string = never,
  const When extends string = never,
  const Param extends string = never,
>(
  call: A,
  spec: Omit<GridRowAction, 'call' | 'param' | 'rowKey' | 'when' | 'inputs' | 'fixed'> & {
    when?: When;
    inputs?: readonly ActionInputOf<A>[];
    fixed?: { readonly [P in KeyOf<ArgOf<A, 0>>]?: ArgOf<A, 0>[P] };
  } & ParamOrRowKey<RowKey, Param, A>,
): RowActionOf<A, RowKey, Param, When> {
  // The row key's presence is the spec's (ParamOrRowKey), which TypeScript does not follow through the union.
  return { call, ...spec, ...namedParam(spec) } as RowActionOf<A, RowKey, Param, When>;
}

/**
 * The delete of a row: a red 'Eliminar', asked first (`confirm`), with the operation's own message
 * when done; `when` offers it only on rows the API lets go (the requests' `eliminable`).
 */
export function deleteRow<
  A extends Fetcher,
  const RowKey extends string = never,
  const When extends string = never,
  const Param extends string = never,
>(call: A, spec: DeleteRowSpec<A, RowKey, When, Param>): RowActionOf<A, RowKey, Param, When> {
  return { call, label: texts.grid.deleteRow, tone: 'danger', ...spec, ...namedParam(spec) } as RowActionOf<
    A,
    RowKey,
    Param,
    When
  >;
}

/** A grid's own filter controls, fed by the structure lookups. */
export type GridFilter =
  /** Years that have data (getYears); fills the `year` input. */
  | 'year'
  /** A date range; fills the `dateRange` input. */
  | 'dateRange'
  /** The selected client's center tree; fills `center` and narrows `serviceDirections`. */
  | 'center'
  /** The selected client's CIFs (getClientCifs): a column filter on the rows' `cif`. */
  | 'cif';

/**
 * A request field the user chooses among fixed options above the grid (e.g. which date the range
 * applies to); kept in the URL as `o.<field>`.
 */
interface GridChoice<Target> {
  readonly field: KeyOf<Target>;
  /** Spanish label. */
  readonly label: string;
  /** Value → Spanish label, in display order; the first is the default. */
  readonly options: Readonly<Record<string, string>>;
}

/** See GridSpec `pick`. */
export interface GridPick {
  /** A contract schema one of whose fields carries the `x-picker` (e.g. the create form's). */
  readonly schema: JsonSchemaName;
  readonly field: string;
}

/**
 * Who may use a grid's create form beyond seeing the screen (docs/product-rules.md#access): the users an
 * administrator put on the incidence-request or the service-request list. The API refuses the rest.
 */
export type CreateGate = 'raiseIncidence' | 'raiseServiceRequest';

/** A panel above a grid, rendered by name; panels read the selected client themselves. */
export type GridPanel =
  /** The selected client's account managers (getGestor): whom to call. */
  'gestor';

/**
 * What a grid's controller knows and can put into a request: paging, sorting, the search text,
 * column filters, the date range, the year, and the selected client's context.
 */
export type GridInput =
  | 'offset'
  | 'limit'
  | 'sortDirection'
  | 'sortField'
  | 'text'
  | 'columnFilters'
  | 'dateRange'
  | 'year'
  | 'serviceDirections'
  | 'clientId'
  | 'clientIds'
  | 'clientName'
  | 'center'
  /** The record the list belongs to, picked above the grid (GridSpec `pick`). */
  | 'picked';

/** Which request field receives each grid input. Field names are checked against the fetcher. */
export type FieldMap<Target, Input extends string = GridInput> = { readonly [I in Input]?: KeyOf<Target> };

/**
 * Where a screen's inputs go in a call of a generated fetcher, read by the one request engine
 * (src/language/callArgs.ts, which also states the precedence of `fixed`). What a mapping leaves
 * out comes from the contract (src/language/requestDefaults.ts): a field takes the input of its
 * name or of the contract's convention (`position`/`skip` ← offset, `filterText` ← text...), an
 * input mapped to `undefined` opts out, and the call waits for the required fields' inputs; so a
 * screen writes only where it differs. Generated fetchers take the JSON body first (when the
 * operation has one) and the query parameters next; `body` set means argument 0 is the body. A
 * body that is one input as a whole (e.g. a list of client ids) is named by that input. The call
 * waits until every input in `requires` has a value (docs/product-rules.md#service-directions:
 * queries run only when their inputs exist); other inputs without a value are left out.
 */
export type RequestMap<F extends Fetcher, Input extends string> =
  | {
      readonly body: FieldMap<ArgOf<F, 0>, Input> | Input;
      readonly params?: FieldMap<ArgOf<F, 1>, Input>;
      /** Constant body fields (e.g. `{ regenera: true }`); a mapped input with a value overrides its field. */
      readonly fixed?: Partial<ArgOf<F, 0>>;
      /** Inputs the operation cannot run without beyond the client context (e.g. search text). */
      readonly requires?: readonly Input[];
    }
  | {
      readonly body?: never;
      readonly params?: FieldMap<ArgOf<F, 0>, Input>;
      /** Constant query parameters; a mapped input with a value overrides its field. */
      readonly fixed?: Partial<ArgOf<F, 0>>;
      readonly requires?: readonly Input[];
    };

/** Where the grid's inputs go in its list call (and its export and send). */
type GridRequest<F extends Fetcher> = RequestMap<F, GridInput>;
