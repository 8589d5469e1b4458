/**
 * The language of screens.config.ts: typed helpers that bind a screen to generated fetchers.
 *
 * Everything here is data plus types. A grid names its list fetcher, and the row type, the request
 * fields and the column keys are inferred from that fetcher, so a misspelt column key or request
 * field fails `tsc` (tests/screens/define.test-d.ts). Rendering lives in generic components that
 * read these specs; nothing in this file renders.
 */

import type { z } from 'zod';
import type { Fetcher } from '../api/callFetcher';
import type { JsonSchemaName } from '../api/generated/json-schemas';
import type { BodySchemaTypes } from '../api/generated/json-schemas/bodySchemas';
import type {
  BlobFilenameListRequest,
  DeleteFileParams,
  DocumentType,
  DownloadFileParams,
  FacturaNumeroPage,
  FileItem,
  FileItemPage,
  FilesByTagsRequest,
  GetAllFilesParams,
  GetFilesNumeroFacturaParams,
  GetFilesParams,
  Kpi,
  NumeroFacturasRequest,
  OkResponse,
  SendMultipleFilesRequest,
  SendResult,
  UploadFileRequest,
  UploadFileWebParams,
  UploadMultipleFilesRequest,
} from '../api/generated/model';
import type { ApiRequestInit } from '../api/http';
import { texts } from '../lib/texts';

/** Who may open a screen. A screen lists every audience that may (any of them suffices). */
export type Audience =
  /** Anyone, without signing in and outside the authenticated shell. */
  | 'public'
  /** A signed-in user whose selected client is a normal (not digitalized) client, regenera included. */
  | 'client'
  /** The selected client is a regenera (oil recycling) client. */
  | 'regenera'
  /** The selected client was picked from the digitalized list (reduced view). */
  | 'digitalized'
  /** extension_UserRole 1 or 2. */
  | 'admin'
  /** The company's staff: extension_UserRole 1, 2 or 3 (administrators and account managers). */
  | 'staff';

// ---------------------------------------------------------------- fetchers

// Any generated fetcher; defined by the API layer (src/api must not import the config language).
export type { Fetcher };

/** A fetcher answering the contract's one paging convention, `{ items, total }`. */
export type ListFetcher = Fetcher<{ items: readonly unknown[]; total: number }>;

/** The row type of a list fetcher. */
export type RowOf<F extends ListFetcher> = Awaited<ReturnType<F>>['items'][number];

/** The n-th positional argument of a fetcher (body or query parameters). */
export type ArgOf<F extends Fetcher, N extends 0 | 1> = NonNullable<Parameters<F>[N]>;

type KeyOf<T> = T extends readonly unknown[] ? never : Extract<keyof T, string>;

// ---------------------------------------------------------------- grids

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
type FieldMap<Target, Input extends string = GridInput> = { readonly [I in Input]?: KeyOf<Target> };

/**
 * Where a screen's inputs go in a call of a generated fetcher, read by the one request engine
 * (src/screens/callArgs.ts, which also states the precedence of `fixed`). Generated fetchers take
 * the JSON body first (when the operation has one) and the query parameters next; `body` set means
 * argument 0 is the body. A body that is one input as a whole (e.g. a list of client ids) is named
 * by that input. The call waits until every input in `requires` has a value
 * (docs/product-rules.md#service-directions: queries run only when their inputs exist); other inputs without
 * a value are left out.
 */
type RequestMap<F extends Fetcher, Input extends string> =
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
      readonly params: FieldMap<ArgOf<F, 0>, Input>;
      /** Constant query parameters; a mapped input with a value overrides its field. */
      readonly fixed?: Partial<ArgOf<F, 0>>;
      readonly requires?: readonly Input[];
    };

/** Where the grid's inputs go in its list call (and its export and send). */
type GridRequest<F extends Fetcher> = RequestMap<F, GridInput>;

/**
 * The contract's list body (GridRequest: ticketsGrid, the document lists, regenera's services):
 * sort, search, column filters, dates, year and the selected client's service directions. Exports
 * and sends (ExportRequest) take it as it is; `gridBody` adds the paging by position.
 */
export const gridFilterBody = {
  sortDirection: 'orderBy',
  sortField: 'orderByField',
  text: 'filterText',
  columnFilters: 'filters',
  dateRange: 'betweenDates',
  year: 'year',
  serviceDirections: 'idDireccionesServicio',
} as const;
export const gridBody = { offset: 'position', limit: 'take', ...gridFilterBody } as const;

/** The query-parameter dialect of the admin lists and weight tickets: skip/take paging, sort, search, filters. */
export const skipParams = {
  offset: 'skip',
  limit: 'take',
  text: 'filterText',
  sortDirection: 'orderBy',
  sortField: 'orderByField',
  columnFilters: 'filters',
} as const;

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

/** A property's type, when T has it (never otherwise, and for lists). */
type PropOf<T, K extends string> = T extends readonly unknown[]
  ? never
  : T extends unknown
    ? K extends keyof T
      ? NonNullable<T[K]>
      : never
    : never;
/** An operation's argument that is an object: its body or its query parameters. */
type RequestOf<F extends Fetcher> = ArgOf<F, 0> | ArgOf<F, 1>;
/** The contract's closed set of fields the list sorts by (its `orderByField`). */
export type SortFieldOf<F extends Fetcher> = PropOf<RequestOf<F>, 'orderByField'>;
/** The contract's closed set of fields the list filters by (its `filters`' `field`). */
export type FilterFieldOf<F extends Fetcher> = PropOf<
  PropOf<RequestOf<F>, 'filters'> extends readonly (infer Filter)[] ? Filter : never,
  'field'
>;
/** A list operation without the input leaves its columns free (nothing is sent for them). */
type OrAny<Set> = [Set] extends [never] ? string : Set;

/** A column named by its row field alone: its header and cell are the contract's (the field's title and format). */
type ColumnKeyOf<F extends ListFetcher> = KeyOf<RowOf<F>> & OrAny<SortFieldOf<F>> & OrAny<FilterFieldOf<F>>;

/**
 * A column of a grid over the list operation F: a row field's key, whose Spanish header (its
 * `title`) and cell (date, euros, a number, a yes/no, the status chip of `estado`) come from the
 * contract (src/features/grid/gridColumns.ts), or an object overriding what the screen needs to
 * say otherwise. Its sort and its filter are sent as the operation's `orderByField` and `filters`,
 * so a sortable column (the default) must be a field of the operation's closed sort set, and a
 * filterable one (the default for text cells) of its filter set; any other column says
 * `sortable: false` / `filterable: false`, or `tsc` fails.
 */
export type GridColumnOf<F extends ListFetcher> =
  | ColumnKeyOf<F>
  | (Omit<GridColumn<RowOf<F>>, 'header'> & { readonly header?: string } & (
        | { readonly sortable: false }
        | { readonly key: OrAny<SortFieldOf<F>> }
      ) &
      (
        | { readonly filterable: false }
        | { readonly cell: Exclude<CellRenderer, 'text'>; readonly filterable?: false }
        | { readonly key: OrAny<FilterFieldOf<F>> }
      ));

/**
 * A row's detail (a drawer): the answer of a detail operation called with one query parameter taken
 * from the row, or, without `query`, the row itself (lists whose rows are the whole record: invoices,
 * delivery notes, DIs), so a phone can read every field of a row its card leaves out.
 */
export type GridDetail<Row, D extends Fetcher> = GridDetailFields<Row, D> &
  // No operation known (a detail showing the row itself, or any grid): nothing to check against.
  (0 extends 1 & D ? { readonly rowKey: KeyOf<Row> } : ParamOrRowKey<KeyOf<Row>, D>);

/**
 * The query parameter an operation on one row receives, and the row field that fills it: `param`
 * defaults to `rowKey`, so it is written only when the two names differ, and without it `tsc`
 * checks the row key against the operation's parameters.
 */
type ParamOrRowKey<RowKey extends string, A extends Fetcher> =
  | { readonly param: KeyOf<ArgOf<A, 0>>; readonly rowKey: RowKey }
  | { readonly param?: undefined; readonly rowKey: RowKey & KeyOf<ArgOf<A, 0>> };

/** The query parameter a row's operation receives: its `param`, by default its `rowKey`. */
export function paramOf(spec: { readonly param?: string; readonly rowKey: string }): string {
  return spec.param ?? spec.rowKey;
}

interface GridDetailFields<Row, D extends Fetcher> {
  /** The detail fetcher, called with one query parameter taken from the row; none: the row itself. */
  readonly query?: D;
  /** The detail fetcher's query parameter (with `query`); the row key's name when omitted. */
  readonly param?: string;
  /** The row field that identifies the open detail (in the URL, `?detalle=`) and fills `param`. */
  readonly rowKey: KeyOf<Row>;
  /**
   * The contract schema of what the detail shows (the detail answer, or the row): its `title`s name
   * the fields, its `x-internal` ids are left out, its `x-unit`s and formats write the values, its
   * `x-document` fields become downloads. Without it, field names are made readable and id-like
   * fields left out.
   */
  readonly schema?: JsonSchemaName;
  /** Forms opened from the detail, prefilled from the row (e.g. 'Abrir incidencia'): `detailForm()`. */
  readonly forms?: readonly DetailForm<Row>[];
  /**
   * Lists of records read with the open detail's key (a user's center accesses, normal and
   * digitalized), each a table whose rows offer their operations, confirmed first: `detailList()`.
   */
  readonly lists?: readonly DetailList[];
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
  readonly actions: readonly GridRowAction[];
  /** Spanish text when the list is empty. */
  readonly empty: string;
}

type ListFieldOf<T> = {
  [K in keyof T]-?: NonNullable<T[K]> extends readonly unknown[] ? K : never;
}[keyof T] &
  string;
type LineOf<T, K extends keyof T> = NonNullable<T[K]> extends readonly (infer L)[] ? L : never;

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
    actions: readonly (Omit<GridRowAction, 'rowKey'> & {
      rowKey: KeyOf<LineOf<Awaited<ReturnType<Q>>, L>>;
    })[];
    empty: string;
  },
): DetailList {
  return { query, ...spec } as DetailList;
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

/**
 * The documents of each row, one click away from the row (and in its detail), each downloaded with
 * the download operation and its overlay ('Descargando Fichero'): row fields holding a document's
 * storage path, or, for rows that carry none (services), the detail answer's field listing them,
 * read when the row's documents are asked for.
 */
interface GridDocuments<Row, D extends Fetcher> {
  /** One document's bytes (downloadFile?filename=<path>). */
  readonly download: CallOf<[params: DownloadFileParams], Blob>;
  /** Row fields holding a document's path (null when the record has none). */
  readonly fields?: readonly KeyOf<Row>[];
  /** A field of the detail answer listing the row's document paths (the detail's `query` reads it). */
  readonly fromDetail?: KeyOf<Awaited<ReturnType<D>>>;
}

interface GridExport<E extends Fetcher<Blob>> {
  /** The export fetcher; it receives the grid's current filters without paging. */
  readonly call: E;
  /** Name of the downloaded .xlsx when the server does not name it. */
  readonly filename: string;
  /** The export's own field mapping, when its request differs from the list's. */
  readonly request?: GridRequest<E>;
}

interface GridSendSelected<Row, S extends Fetcher> {
  readonly call: S;
  /** The send body's field that takes the selected ids. */
  readonly idsField: KeyOf<ArgOf<S, 0>>;
  /** The row field holding each row's id. */
  readonly rowKey: KeyOf<Row>;
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
 * An operation on one row (delete, reopen, change state), called with one query parameter taken
 * from the row. Build it with `rowAction()` so the parameter is checked against the fetcher.
 */
export interface GridRowAction<Row = Record<string, unknown>> {
  /** Spanish button text, e.g. 'Eliminar'. */
  readonly label: string;
  readonly call: Fetcher;
  /** The fetcher's query parameter. */
  readonly param: string;
  /** The row field whose value fills `param`. */
  readonly rowKey: KeyOf<Row>;
  /** Question asked before calling; every destructive action has one. */
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
  /** Further query parameters the user fills in the confirmation dialog (e.g. estado, motivo). */
  readonly inputs?: readonly ActionInput[];
  /**
   * Who is offered the action, as a screen's `audience` (any one suffices); everyone who sees the
   * screen when omitted. Mirrors the operation's own access rule, which the API enforces anyway.
   */
  readonly audience?: readonly Audience[];
}

/** A value asked for before a row action runs: a choice among options, or free text. */
interface ActionInput {
  readonly param: string;
  /** Spanish label. */
  readonly label: string;
  /** Choices (value → Spanish label); without them, a text area. */
  readonly options?: Readonly<Record<string, string>>;
  readonly required?: boolean;
}

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

/** A row action whose parameter is checked against its fetcher; the row key is checked by the grid. */
export function rowAction<A extends Fetcher, const RowKey extends string, const When extends string = never>(
  call: A,
  spec: Omit<GridRowAction, 'call' | 'param' | 'rowKey' | 'when'> & {
    when?: When;
  } & ParamOrRowKey<RowKey, A>,
): Omit<GridRowAction, 'rowKey' | 'when'> & { rowKey: RowKey; when?: NoInfer<When> } {
  return { call, ...spec, param: paramOf(spec) };
}

type DeleteRowSpec<A extends Fetcher, RowKey extends string, When extends string> = Pick<
  GridRowAction,
  'done' | 'audience'
> & { confirm: string; when?: When } & ParamOrRowKey<RowKey, A>;

/**
 * The delete of a row: a red 'Eliminar', asked first (`confirm`), with the operation's own message
 * when done; `when` offers it only on rows the API lets go (the requests' `eliminable`).
 */
export function deleteRow<A extends Fetcher, const RowKey extends string, const When extends string = never>(
  call: A,
  spec: DeleteRowSpec<A, RowKey, When>,
): ReturnType<typeof rowAction<A, RowKey, When>> {
  return { call, label: texts.grid.deleteRow, tone: 'danger', ...spec, param: paramOf(spec) };
}

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
  readonly request: GridRequest<F>;
  readonly columns: readonly GridColumnOf<F>[];
  /** The row field that identifies a row. */
  readonly rowKey: KeyOf<RowOf<F>>;
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
  readonly send?: { readonly call: S };
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
  /** Filter controls above the grid; the grid's search box is always there. */
  readonly filters?: readonly GridFilter[];
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

export function defineGrid<
  F extends ListFetcher,
  D extends Fetcher = Fetcher,
  E extends Fetcher<Blob> = Fetcher<Blob>,
  S extends Fetcher = Fetcher,
  SS extends Fetcher = Fetcher,
>(
  spec: Omit<GridSpec<F, D, E, S, SS>, 'kind' | 'request'> & { readonly request?: GridRequest<F> },
): GridSpec<F, D, E, S, SS> {
  // Left out: the operation takes none of the grid's inputs (a banner list, its whole answer).
  return { kind: 'grid', request: { params: {} }, ...spec };
}

// ---------------------------------------------------------------- forms

/**
 * Named widgets of the schema forms (src/features/schemaForm/widgets.tsx). The schema chooses
 * 'picker' (a field referencing another record, with the contract's `x-picker`: no admin types an
 * id) and 'orderedChoice' (a list of a closed set) by itself; a form names a widget only to override
 * that. Besides rjsf's own ('password', 'textarea', 'checkboxes', 'hidden'...), 'tags' (a list of
 * free texts).
 */
type SchemaFormWidget =
  | 'picker'
  | 'orderedChoice'
  | 'password'
  | 'textarea'
  | 'checkboxes'
  | 'hidden'
  | 'tags';

/** Spanish label, help and widget of one form field. */
export interface SchemaFormFieldUi {
  /** Overrides the schema's Spanish `title`. */
  readonly label?: string;
  /** Shown under the field. */
  readonly help?: string;
  readonly widget?: SchemaFormWidget;
}

/**
 * A form generated from a contract schema, submitted through a generated fetcher. The form's value
 * is the fetcher's first argument: the JSON body, or the query parameters of an operation without
 * body (whose schema codegen names `<OperationId>Params`, as orval names their type).
 */
export interface FormSpec<F extends Fetcher = Fetcher> {
  readonly kind: 'form';
  /** The submit fetcher; its body type is the form's value. */
  readonly submit: F;
  /**
   * The contract schema the form is generated from (JSON Schema at codegen time): by default its
   * `submit` operation's body (or query parameters); one named here must have the body's type.
   */
  readonly schema?: BodySchemaOf<F>;
  /** Spanish labels and widgets per body field; unknown fields fail `tsc`. */
  readonly ui?: { readonly [Field in KeyOf<ArgOf<F, 0>>]?: SchemaFormFieldUi };
  /** Field order; the schema's order when omitted. */
  readonly order?: readonly KeyOf<ArgOf<F, 0>>[];
  /** Spanish text of the submit button. */
  readonly submitLabel: string;
  /** Spanish message shown when the submit succeeds ('Guardado correctamente.' by default). */
  readonly done?: string;
  /** Question asked before submitting; every destructive form (a delete by id) has one. */
  readonly confirm?: string;
  /**
   * The record the form edits, loaded as soon as the field `on` is chosen (with its `x-picker`):
   * its current values fill the form, so the admin changes them rather than retyping them blind.
   */
  readonly current?: {
    readonly on: KeyOf<ArgOf<F, 0>>;
    readonly load: CurrentValues;
    /**
     * A record with two variants read by two operations (a user's normal and digitalized
     * permissions): while the boolean form field `field` is checked, `load` reads the values instead.
     */
    readonly variant?: { readonly field: KeyOf<ArgOf<F, 0>>; readonly load: CurrentValues };
  };
}

/** The contract schemas whose generated type is exactly the fetcher's first argument (its form value). */
type BodySchemaOf<F extends Fetcher> = {
  [N in keyof BodySchemaTypes]: [BodySchemaTypes[N]] extends [ArgOf<F, 0>]
    ? [ArgOf<F, 0>] extends [BodySchemaTypes[N]]
      ? N
      : never
    : never;
}[keyof BodySchemaTypes];

/** How a form's current values are read: see `currentValues`. */
export interface CurrentValues {
  readonly query: Fetcher;
  readonly params: Readonly<Record<string, string>>;
  /** Form fields filled from a list of the answer: each line's `item` (a user's clients' ids). */
  readonly lists?: Readonly<Record<string, { readonly list: string; readonly item: string }>>;
}

/** A list of an answer and the field of its lines that fills a form field (see `currentValues`). */
type CurrentList<A> = {
  [L in ListFieldOf<A>]: { readonly list: L; readonly item: KeyOf<LineOf<A, L>> };
}[ListFieldOf<A>];

/**
 * The read operation of a form's current values, called with parameters taken from the record the
 * admin picked (`{ clientId: 'clientId' }`: the picked client's clientId). The answer's fields that
 * the form has fill it; a 404 (nothing saved yet) leaves them empty. A form field the answer holds
 * as a list of records is filled from `lists` (`{ clientIds: { list: 'clientes', item: 'clientId' } }`:
 * the ids of the answer's `clientes`). Unknown parameters, lists or items fail `tsc`.
 */
export function currentValues<Q extends Fetcher>(
  query: Q,
  params: { readonly [P in KeyOf<ArgOf<Q, 0>>]?: string },
  lists?: { readonly [field: string]: CurrentList<Awaited<ReturnType<Q>>> },
): CurrentValues {
  return { query, params: params as Readonly<Record<string, string>>, ...(lists ? { lists } : {}) };
}

export function defineForm<F extends Fetcher>(spec: Omit<FormSpec<F>, 'kind'>): FormSpec<F> {
  return { kind: 'form', ...spec };
}

/** A field of a typed form; the widget is chosen by name and rendered in src/. */
export interface TypedFormField<Body> {
  readonly name: KeyOf<Body>;
  /** Spanish label. */
  readonly label: string;
  /**
   * 'text' by default; 'select' offers the values the schema allows for the field; 'center' offers
   * the selected client's centers by name (a text box outside the shell); 'service' finds one of the
   * user's services by reference as one types (searchServices), its value the referencia.
   */
  readonly widget?:
    | 'text'
    | 'textarea'
    | 'email'
    | 'phone'
    | 'number'
    | 'date'
    | 'checkbox'
    | 'select'
    | 'center'
    | 'service';
  /** Shown under the field. */
  readonly description?: string;
  /** Spanish text of a select's values (the value itself when missing). */
  readonly optionLabels?: Readonly<Record<string, string>>;
}

/**
 * A hand-laid form validated by the generated zod schema of its body (react-hook-form + zod): the
 * client-facing creates (contacts, requests, the public proposal form) and the e-mail dialog.
 */
export interface TypedFormSpec<F extends Fetcher = Fetcher> {
  readonly kind: 'typedForm';
  readonly submit: F;
  /**
   * Loads the generated zod schema of the submit body (src/api/generated/model/<schema>.zod.ts):
   * `() => import('…/model/contactoInput.zod').then((m) => m.ContactoInput)`. A loader, not the
   * schema, so zod and the schemas load with the form, not with the signed-in home.
   */
  readonly schema: () => Promise<z.ZodType<unknown, ArgOf<F, 0>>>;
  readonly fields: readonly TypedFormField<ArgOf<F, 0>>[];
  /** Body fields the form fills from the selected client instead of asking. */
  readonly context?: FieldMap<ArgOf<F, 0>>;
  readonly submitLabel: string;
  /** Spanish message shown when the submit succeeds. */
  readonly done: string;
}

export function defineTypedForm<F extends Fetcher>(spec: Omit<TypedFormSpec<F>, 'kind'>): TypedFormSpec<F> {
  return { kind: 'typedForm', ...spec };
}

// ---------------------------------------------------------------- document types

/** The document types (docs/product-rules.md#documents): the contract's DocumentType enumeration. */
type DocumentTypeName = DocumentType;

/** What a document type lists, exports and sends: a grid whose export and send are optional. */
interface DocumentTypeSpec {
  /** Spanish plural, the tab's label. */
  readonly label: string;
  readonly grid: AnyGridSpec;
}

/**
 * The one mapping from document type to its list, export and send operations (docs/product-rules.md#sends: a
 * type without a mapped operation resolves to an empty result without a call).
 */
export type DocumentTypes = Readonly<Partial<Record<DocumentTypeName, DocumentTypeSpec>>>;

export function defineDocumentTypes(types: DocumentTypes): DocumentTypes {
  return types;
}

/** One grid tab per mapped document type, in the mapping's order. */
export function documentTabs(types: DocumentTypes): TabsSpec<never>['tabs'] {
  return Object.entries(types).map(([type, spec]) => ({
    id: type.toLowerCase(),
    label: (spec as DocumentTypeSpec).label,
    body: (spec as DocumentTypeSpec).grid,
  }));
}

// ---------------------------------------------------------------- tabs

/**
 * Several bodies under one route, one tab each (the actions screen, the admin dashboard). `Key`:
 * the closed set of the client configuration that orders the tabs (the contract's ActionClave).
 */
export interface TabsSpec<Key extends string = string> {
  readonly kind: 'tabs';
  readonly tabs: readonly {
    /** Stable id, kept in the URL as `?tab=`. */
    readonly id: string;
    /** Spanish tab label. */
    readonly label: string;
    readonly body: ScreenBody;
    /**
     * The tab's key in the client's configuration (`config`), one of that configuration's closed set
     * (a key outside it fails `tsc`); without one the tab always shows.
     */
    readonly configKey?: Key;
  }[];
  /**
   * The client's configuration of which tabs show, in which order (e.g. getConfigClientsActions),
   * called with the selected client's `clientId`; none (404) or empty shows every tab.
   */
  readonly config?: Fetcher<{ readonly config: readonly Key[] }>;
}

/** Tabs; their `configKey`s are typed by the keys `options.config` answers (none without it). */
export function defineTabs<const Key extends string = never>(
  tabs: TabsSpec<NoInfer<Key>>['tabs'],
  options: { readonly config?: Fetcher<{ readonly config: readonly Key[] }> } = {},
): TabsSpec {
  return { kind: 'tabs', tabs, ...options } as TabsSpec;
}

// ---------------------------------------------------------------- sections

/**
 * Several bodies one under another, each under its own heading: the parts of one admin tab (a list
 * and the forms that act on it).
 */
export interface SectionsSpec {
  readonly kind: 'sections';
  readonly sections: readonly {
    /** Spanish heading of the section. */
    readonly label: string;
    readonly body: ScreenBody;
  }[];
}

export function defineSections(sections: SectionsSpec['sections']): SectionsSpec {
  return { kind: 'sections', sections };
}

// ---------------------------------------------------------------- reports, KPIs, home, truck map

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

/** How a report's (or a KPI strip's, the truck map's) inputs fill one call of a generated fetcher. */
type CallRequest<F extends Fetcher, Input extends string = ReportInput> = RequestMap<F, Input>;

/** The contract's report convention: the service directions in the body, the year in the query. */
export const serviceDirectionsByYear = {
  body: { serviceDirections: 'idDireccionesServicio' },
  params: { year: 'year' },
  requires: ['serviceDirections', 'year'],
} as const;

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

interface ChartSeries<Row> {
  /** A numeric field of the row. */
  readonly key: NumericKeyOf<Row>;
  /** Spanish legend label. */
  readonly label: string;
  /** Mantine colour, e.g. 'teal.6'; the theme's palette in order when omitted. */
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
  readonly chart: ChartKind;
  readonly call: F;
  readonly request?: CallRequest<F>;
  /** The list of the result to draw; `items` (the contract's paging convention) by default. */
  readonly rows?: K;
  /** The category field. */
  readonly x: KeyOf<RowAt<F, K>>;
  /** Spanish name of the categories (the CSV's first header), e.g. 'Mes'. */
  readonly xLabel: string;
  readonly xFormat?: AxisFormat;
  readonly series: readonly ChartSeries<RowAt<F, K>>[];
  /** The unit of every value, e.g. 'servicios'; '€' writes amounts as euros. */
  readonly unit?: string;
  /**
   * A row field naming each row's unit (the reports' `unidad`: kg, l, m3, ud, EUR): rows of
   * different units are never drawn on one axis; the card offers one chart per unit.
   */
  readonly unitField?: KeyOf<RowAt<F, K>>;
  /** Numeric fields of the whole result shown above the chart (e.g. the report's totals). */
  readonly totals?: readonly {
    readonly key: NumericKeyOf<ResultOf<F>>;
    readonly label: string;
    readonly unit?: string;
  }[];
  readonly export?: ChartExport<E>;
}

export function defineChart<
  F extends Fetcher,
  K extends string = 'items',
  E extends Fetcher<Blob> = Fetcher<Blob>,
>(
  spec: Omit<ChartSpec<F, K, E>, 'kind' | 'rows'> & { readonly rows?: K & RowsKey<ResultOf<F>> },
  // NoInfer: inside a `defineReports` list the expected `ChartSpec<any>` must not become `K`.
): ChartSpec<NoInfer<F>, NoInfer<K>, NoInfer<E>> {
  return { kind: 'chart', ...spec };
}

interface ReportTableColumn<Row> {
  readonly key: KeyOf<Row>;
  /** Spanish header. */
  readonly header: string;
  /** 'text' by default. */
  readonly format?: ValueFormat;
}

/** A table of a report screen (lists that read better as rows than as a chart). */
export interface ReportTableSpec<F extends Fetcher = Fetcher, K extends string = string> {
  readonly kind: 'table';
  readonly title: string;
  readonly description?: string;
  readonly call: F;
  readonly request?: CallRequest<F>;
  /** The list of the result to show; `items` by default. */
  readonly rows?: K;
  readonly columns: readonly ReportTableColumn<RowAt<F, K>>[];
}

export function defineReportTable<F extends Fetcher, K extends string = 'items'>(
  spec: Omit<ReportTableSpec<F, K>, 'kind' | 'rows'> & { readonly rows?: K & RowsKey<ResultOf<F>> },
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

/** A KPI as /kpis and /homekpis answer it (the server applies the client's KPI configuration). */
export type KpiValue = Kpi;

/** A fetcher answering KPIs. */
export type KpiFetcher = Fetcher<{ readonly items: readonly KpiValue[] }>;

/**
 * A strip of KPI cards (src/features/kpis/KpiStrip.tsx). The KPIs, their order and titles are the
 * client's KPI configuration, applied by the server; the strip takes the year and center from the
 * URL (`?year=`, `?centro=`) when the screen keeps them there, the current year otherwise.
 */
export interface KpiSpec<F extends KpiFetcher = KpiFetcher> {
  readonly call: F;
  readonly request: CallRequest<F, 'serviceDirections' | 'year' | 'center'>;
  /** Spanish heading of the strip (none when omitted). */
  readonly title?: string;
}

export function defineKpis<F extends KpiFetcher>(spec: KpiSpec<F>): KpiSpec<F> {
  return spec;
}

/** A fetcher answering banners. */
type BannerFetcher = Fetcher<{
  readonly items: readonly {
    readonly id: number;
    readonly description: string;
    readonly link?: string | null;
  }[];
}>;

/** The signed-in home: KPIs and banners, plain Mantine (no chart library: it loads right after sign-in). */
export interface HomeSpec {
  readonly kind: 'home';
  /** Shown for normal clients; digitalized ones get the reduced view (services and files only). */
  // biome-ignore lint/suspicious/noExplicitAny: KPI specs bound to different fetchers.
  readonly kpis?: KpiSpec<any>;
  readonly banners: readonly {
    readonly call: BannerFetcher;
    /** Spanish heading of the banner list. */
    readonly title: string;
  }[];
}

export function defineHome(spec: Omit<HomeSpec, 'kind'>): HomeSpec {
  return { kind: 'home', ...spec };
}

/** What the truck map knows: the client's service directions, the chosen plates and date range. */
type TruckMapInput = 'serviceDirections' | 'plates' | 'startDate' | 'endDate';

type TruckMapCall<F extends Fetcher> = { readonly call: F; readonly request: CallRequest<F, TruckMapInput> };

/** The regenera geolocation screen: trucks' GPS tracks and the service directions on a map. */
export interface TruckMapSpec<
  P extends Fetcher<{
    readonly items: readonly { readonly matricula: string; readonly descripcion?: string | null }[];
  }> = Fetcher<{
    readonly items: readonly { readonly matricula: string; readonly descripcion?: string | null }[];
  }>,
  T extends Fetcher<{ readonly items: readonly TruckTrack[] }> = Fetcher<{
    readonly items: readonly TruckTrack[];
  }>,
  D extends Fetcher<{ readonly items: readonly MapPlace[] }> = Fetcher<{
    readonly items: readonly MapPlace[];
  }>,
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

/** A truck's GPS track as the map draws it. */
export interface TruckTrack {
  readonly matricula: string;
  readonly conductor?: string | null;
  readonly posiciones: readonly {
    readonly latitud: number;
    readonly longitud: number;
    readonly fecha: string;
    readonly velocidad?: number | null;
  }[];
}

/** A service direction placed on the map. */
export interface MapPlace {
  readonly iddireccionservicio: number;
  readonly nombre: string;
  readonly direccion?: string | null;
  readonly latitud: number;
  readonly longitud: number;
  readonly ultimaRecogida?: string | null;
  readonly litrosUltimoAno?: number;
}

export function defineTruckMap<
  P extends Fetcher<{
    readonly items: readonly { readonly matricula: string; readonly descripcion?: string | null }[];
  }>,
  T extends Fetcher<{ readonly items: readonly TruckTrack[] }>,
  D extends Fetcher<{ readonly items: readonly MapPlace[] }>,
>(spec: Omit<TruckMapSpec<P, T, D>, 'kind'>): TruckMapSpec<P, T, D> {
  return { kind: 'truckMap', ...spec };
}

// ---------------------------------------------------------------- file browser

/** A generated fetcher with these arguments and this answer (the contract's own types). */
type CallOf<Args extends unknown[], Result> = (
  ...args: [...Args, options?: ApiRequestInit]
) => Promise<Result>;

/**
 * The file explorer of a client's storage folder (docs/product-rules.md#documents): folders (FOLDER,
 * BACKFOLDER '..') and files of the selected client, whose first level are the document groups. Each slot
 * takes the generated fetcher of that operation (a fetcher with other arguments fails `tsc`); a slot left out
 * hides its action, so a variant (the digitalized one) is declared by what it lists. Rendered by
 * src/features/files/FileBrowserScreen.tsx.
 */
export interface FileBrowserSpec {
  readonly kind: 'fileBrowser';
  /** One folder's items (getFiles). */
  readonly list: CallOf<[params: GetFilesParams], FileItemPage>;
  /** Every file under the open folder whose name or tags contain a text (getAllFiles). */
  readonly search?: CallOf<[params: GetAllFilesParams], FileItemPage>;
  /** One file's bytes (downloadFile?filename = its blobUri). */
  readonly download: CallOf<[params: DownloadFileParams], Blob>;
  /** The selected files as one .zip (downloadMultipleFiles). */
  readonly downloadMany?: CallOf<[body: BlobFilenameListRequest], Blob>;
  /** One file into the open folder, with tags (uploadFileWeb). */
  readonly upload?: CallOf<[body: UploadFileRequest, params: UploadFileWebParams], FileItem>;
  /** Several files into the open folder, with the same tags (uploadMultipleFiles). */
  readonly uploadMany?: CallOf<[body: UploadMultipleFilesRequest], FileItemPage>;
  /** Delete one file, after a confirmation (deleteFile). */
  readonly remove?: CallOf<[params: DeleteFileParams], OkResponse>;
  /** Delete the selected files, after a confirmation (deleteMultipleFiles). */
  readonly removeMany?: CallOf<[body: BlobFilenameListRequest], OkResponse>;
  /** Send the selected files by e-mail (sendMultipleFiles). */
  readonly send?: CallOf<[body: SendMultipleFilesRequest], SendResult>;
  /** Files of the client holding all the given tags (getFilesByTags). */
  readonly byTags?: CallOf<[body: FilesByTagsRequest], FileItemPage>;
  /** Files of one invoice, picked from the client's invoice numbers (getNumeroFacturas, getFilesNumeroFactura). */
  readonly byInvoiceNumber?: {
    readonly numbers: CallOf<[body: NumeroFacturasRequest], FacturaNumeroPage>;
    readonly files: CallOf<[params: GetFilesNumeroFacturaParams], FileItemPage>;
  };
  /**
   * Where uploads go while the client's own folder (the groups) is open, relative to it; without it,
   * uploading needs a folder opened first. 'MISDOCUMENTOS' is the client's own documents group.
   */
  readonly rootUploadFolder?: string;
}

export function defineFileBrowser(spec: Omit<FileBrowserSpec, 'kind'>): FileBrowserSpec {
  return { kind: 'fileBrowser', ...spec };
}

/** Every operation a file browser names, for defineScreens' start-up check. */
function fileBrowserCalls(spec: FileBrowserSpec): [string, unknown][] {
  const { kind: _kind, rootUploadFolder: _folder, byInvoiceNumber, ...calls } = spec;
  return [
    ...Object.entries(calls),
    ...Object.entries(byInvoiceNumber ?? {}).map(([key, call]): [string, unknown] => [
      `byInvoiceNumber.${key}`,
      call,
    ]),
  ];
}

// ---------------------------------------------------------------- screens

/** A screen whose body is not built yet: it renders a placeholder saying so. */
export interface PendingSpec {
  readonly kind: 'pending';
  /** What the screen will hold, in Spanish, shown on the placeholder. */
  readonly description: string;
  /** The issue that builds it. */
  readonly issue: number;
}

export function pending(description: string, issue: number): PendingSpec {
  return { kind: 'pending', description, issue };
}

/** The hand-written pages, by name; src/screens/pages/registry.ts renders each (tsc checks both ends). */
export type PageName =
  | 'legalNotice'
  | 'privacyPolicy'
  /** A client's home KPIs, navigation and services columns as its users see them (admin). */
  | 'clientPreview';

/** A hand-written page (legal texts, dashboards) looked up by name in src/screens/pages. */
export interface PageSpec {
  readonly kind: 'page';
  readonly page: PageName;
}

export function page(name: PageName): PageSpec {
  return { kind: 'page', page: name };
}

/** Any screen body. Specs bound to different fetchers share no narrower supertype than `any`. */
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyGridSpec = GridSpec<any, any, any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyFormSpec = FormSpec<any>;
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyTypedFormSpec = TypedFormSpec<any>;
export type ScreenBody =
  | AnyGridSpec
  | AnyFormSpec
  | AnyTypedFormSpec
  | TabsSpec
  | SectionsSpec
  | PendingSpec
  | PageSpec
  | ReportsSpec
  | HomeSpec
  // biome-ignore lint/suspicious/noExplicitAny: see above
  | TruckMapSpec<any, any, any>
  | FileBrowserSpec;

export interface NavEntry {
  /** Spanish link text. */
  readonly label: string;
  /** Position in the top navigation; lower first. */
  readonly order: number;
  /** Audiences that see this screen but get another link in its place (e.g. regenera's services). */
  readonly hiddenFor?: readonly Audience[];
}

export interface ScreenSpec {
  /** Route path (docs/product-rules.md#routes). */
  readonly path: string;
  /** Spanish page title. */
  readonly title: string;
  readonly audience: readonly Audience[];
  readonly nav?: NavEntry;
  readonly body: ScreenBody;
}

/**
 * A screen as the config writes it: its `nav` is its place in the top navigation (`nav: 10`, the
 * link saying the screen's title) or a NavEntry whose label defaults to the title.
 */
export interface ScreenEntry extends Omit<ScreenSpec, 'nav'> {
  readonly nav?: number | (Omit<NavEntry, 'label'> & { readonly label?: string });
}

export function defineScreen(entry: ScreenEntry): ScreenSpec {
  const { nav, ...spec } = entry;
  if (nav === undefined) return spec;
  return {
    ...spec,
    nav: typeof nav === 'number' ? { label: spec.title, order: nav } : { label: spec.title, ...nav },
  };
}

/**
 * The table of contents of the product. Checks, at start-up, what types cannot: unique paths and
 * a fetcher behind every operation reference, failing with a message that names the screen.
 */
export function defineScreens<const Screens extends Record<string, ScreenEntry>>(
  entries: Screens,
): { readonly [Name in keyof Screens]: ScreenSpec } {
  const screens = Object.fromEntries(
    Object.entries(entries).map(([name, entry]) => [name, defineScreen(entry)]),
  ) as { readonly [Name in keyof Screens]: ScreenSpec };
  const seen = new Map<string, string>();
  for (const [name, screen] of Object.entries<ScreenSpec>(screens)) {
    const clash = seen.get(screen.path);
    if (clash)
      throw new Error(`screens.config.ts: "${name}" and "${clash}" use the same path ${screen.path}.`);
    seen.set(screen.path, name);
    assertFetchers(name, screen.body);
  }
  return screens;
}

function assertFetchers(name: string, body: ScreenBody): void {
  if (body.kind === 'tabs') {
    for (const tab of body.tabs) assertFetchers(`${name} › ${tab.label}`, tab.body);
    return;
  }
  if (body.kind === 'sections') {
    for (const section of body.sections) assertFetchers(`${name} › ${section.label}`, section.body);
    return;
  }
  const calls: [string, unknown][] =
    body.kind === 'grid'
      ? [
          ['query', body.query],
          ['detail.query', body.detail?.query ?? noop],
          ['documents.download', body.documents?.download ?? noop],
          ...(body.detail?.forms ?? []).map((form: DetailForm): [string, unknown] => [
            `detail.forms "${form.label}"`,
            form.form.submit,
          ]),
          ['export.call', body.export?.call ?? noop],
          ['send.call', body.send?.call ?? noop],
          ['sendSelected.call', body.sendSelected?.call ?? noop],
          ['create.form.submit', body.create?.form.submit ?? noop],
          ['edit.form.submit', body.edit?.form.submit ?? noop],
          ['kpis.call', body.kpis?.call ?? noop],
          ...(body.rowActions ?? []).map((action: GridRowAction): [string, unknown] => [
            `rowActions "${action.label}"`,
            action.call,
          ]),
        ]
      : body.kind === 'form' || body.kind === 'typedForm'
        ? [['submit', body.submit]]
        : reportCalls(body);
  for (const [where, call] of calls) {
    if (typeof call !== 'function') {
      throw new Error(
        `screens.config.ts: screen "${name}" points at an operation that does not exist in ${where}; ` +
          'import a generated fetcher from src/api/generated.',
      );
    }
  }
}

const noop = () => undefined;

/** The fetchers of the report, home and truck-map bodies, named by where they sit in the spec. */
function reportCalls(body: ScreenBody): [string, unknown][] {
  switch (body.kind) {
    case 'reports':
      return body.items.map((item): [string, unknown] => [`"${item.title}"`, item.call]);
    case 'home':
      return [
        ['kpis.call', body.kpis?.call ?? noop],
        ...body.banners.map((banner): [string, unknown] => [`banners "${banner.title}"`, banner.call]),
      ];
    case 'truckMap':
      return [
        ['plates.call', body.plates.call],
        ['trucks.call', body.trucks.call],
        ['directions.call', body.directions.call],
      ];
    case 'fileBrowser':
      return fileBrowserCalls(body);
    default:
      return [];
  }
}
