/**
 * The language of screens.config.ts: typed helpers that bind a screen to generated fetchers.
 *
 * Everything here is data plus types. A grid names its list fetcher, and the row type, the request
 * fields and the column keys are inferred from that fetcher, so a misspelt column key or request
 * field fails `tsc` (tests/screens/define.test-d.ts). Rendering lives in generic components that
 * read these specs; nothing in this file renders.
 */

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
  | 'admin';

// ---------------------------------------------------------------- fetchers

/** Any generated fetcher: positional arguments, then orval's request options. */
// biome-ignore lint/suspicious/noExplicitAny: fetchers are contravariant in their arguments; any is the only supertype of all of them.
export type Fetcher<Result = unknown> = (...args: any[]) => Promise<Result>;

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
  | 'center';

/** Which request field receives each grid input. Field names are checked against the fetcher. */
export type FieldMap<Target> = { readonly [Input in GridInput]?: KeyOf<Target> };

/**
 * Where the grid's inputs go in the call. Generated fetchers take the JSON body first (when the
 * operation has one) and the query parameters next; `body` set means argument 0 is the body.
 * A body that is one input as a whole (e.g. a list of client ids) is named by that input.
 */
export type GridRequest<F extends Fetcher> =
  | {
      readonly body: FieldMap<ArgOf<F, 0>> | GridInput;
      readonly params?: FieldMap<ArgOf<F, 1>>;
      /** Constant body fields (e.g. `{ regenera: true }`). */
      readonly fixed?: Partial<ArgOf<F, 0>>;
    }
  | {
      readonly body?: never;
      readonly params: FieldMap<ArgOf<F, 0>>;
      readonly fixed?: Partial<ArgOf<F, 0>>;
    };

/** Named cell renderers, implemented in src/ and referenced here by name. */
export type CellRenderer =
  | 'text'
  | 'date'
  | 'dateTime'
  | 'number'
  | 'currency'
  | 'quantity'
  | 'estadoChip'
  | 'boolean';

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

export interface GridDetail<Row, D extends Fetcher> {
  /** The detail fetcher, called with one query parameter taken from the row. */
  readonly query: D;
  /** The detail fetcher's query parameter. */
  readonly param: KeyOf<ArgOf<D, 0>>;
  /** The row field whose value fills `param`. */
  readonly rowKey: KeyOf<Row>;
}

export interface GridExport<E extends Fetcher<Blob>> {
  /** The export fetcher; it receives the grid's current filters without paging. */
  readonly call: E;
  /** Name of the downloaded .xlsx when the server does not name it. */
  readonly filename: string;
}

export interface GridSendSelected<Row, S extends Fetcher> {
  readonly call: S;
  /** The send body's field that takes the selected ids. */
  readonly idsField: KeyOf<ArgOf<S, 0>>;
  /** The row field holding each row's id. */
  readonly rowKey: KeyOf<Row>;
}

/** A grid's own filter controls, fed by the structure lookups (spec section 7). */
export type GridFilter =
  /** Years that have data (getYears); fills the `year` input. */
  | 'year'
  /** A date range; fills the `dateRange` input. */
  | 'dateRange'
  /** The selected client's center tree; fills `center` and narrows `serviceDirections`. */
  | 'center';

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
  /** Spanish message shown when the call succeeds. */
  readonly done: string;
  /** 'danger' paints the action red. */
  readonly tone?: 'danger';
}

/** A row action whose parameter is checked against its fetcher; the row key is checked by the grid. */
export function rowAction<A extends Fetcher, const RowKey extends string>(
  call: A,
  spec: Omit<GridRowAction, 'call' | 'param' | 'rowKey'> & { param: KeyOf<ArgOf<A, 0>>; rowKey: RowKey },
): Omit<GridRowAction, 'rowKey'> & { rowKey: RowKey } {
  return { call, ...spec };
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
  readonly columns: readonly GridColumn<RowOf<F>>[];
  /** The row field that identifies a row. */
  readonly rowKey: KeyOf<RowOf<F>>;
  readonly detail?: GridDetail<RowOf<F>, D>;
  readonly export?: GridExport<E>;
  /** Send the filtered list by e-mail. */
  readonly send?: { readonly call: S };
  /** Send the selected rows by e-mail. */
  readonly sendSelected?: GridSendSelected<RowOf<F>, SS>;
  /** Filter controls above the grid; the grid's search box is always there. */
  readonly filters?: readonly GridFilter[];
  /** Operations offered on each row. */
  readonly rowActions?: readonly GridRowAction<RowOf<F>>[];
  /** A form that creates a row; the grid reloads after it succeeds. */
  readonly create?: { readonly label: string; readonly form: TypedFormSpec | FormSpec };
}

export function defineGrid<
  F extends ListFetcher,
  D extends Fetcher = Fetcher,
  E extends Fetcher<Blob> = Fetcher<Blob>,
  S extends Fetcher = Fetcher,
  SS extends Fetcher = Fetcher,
>(spec: Omit<GridSpec<F, D, E, S, SS>, 'kind'>): GridSpec<F, D, E, S, SS> {
  return { kind: 'grid', ...spec };
}

// ---------------------------------------------------------------- forms

/** A form generated from a contract schema, submitted through a generated fetcher. */
export interface FormSpec<F extends Fetcher = Fetcher> {
  readonly kind: 'form';
  /** The submit fetcher; its body type is the form's value. */
  readonly submit: F;
  /** Name of the OpenAPI component schema the form is generated from (JSON Schema at build time). */
  readonly schema: string;
  /** Spanish labels and widgets per body field; unknown fields fail `tsc`. */
  readonly ui?: {
    readonly [Field in KeyOf<ArgOf<F, 0>>]?: { readonly label?: string; readonly widget?: string };
  };
  /** Spanish text of the submit button. */
  readonly submitLabel: string;
}

export function defineForm<F extends Fetcher>(spec: Omit<FormSpec<F>, 'kind'>): FormSpec<F> {
  return { kind: 'form', ...spec };
}

/** A field of a typed form; the widget is chosen by name and rendered in src/. */
export interface TypedFormField<Body> {
  readonly name: KeyOf<Body>;
  /** Spanish label. */
  readonly label: string;
  /** 'text' by default. */
  readonly widget?: 'text' | 'textarea' | 'email' | 'phone' | 'number' | 'date' | 'checkbox';
  /** Shown under the field. */
  readonly description?: string;
}

/**
 * A hand-laid form validated by the generated zod schema of its body (react-hook-form + zod): the
 * client-facing creates (contacts, requests, the public proposal form) and the e-mail dialog.
 */
export interface TypedFormSpec<F extends Fetcher = Fetcher> {
  readonly kind: 'typedForm';
  readonly submit: F;
  /** The generated zod schema of the submit body (src/api/generated/<tag>/<tag>.zod.ts). */
  readonly schema: { safeParse(value: unknown): { success: boolean } };
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

// ---------------------------------------------------------------- tabs

/** Several bodies under one route, one tab each (the actions screen, the admin dashboard). */
export interface TabsSpec {
  readonly kind: 'tabs';
  readonly tabs: readonly {
    /** Stable id, kept in the URL as `?tab=`. */
    readonly id: string;
    /** Spanish tab label. */
    readonly label: string;
    readonly body: ScreenBody;
  }[];
}

export function defineTabs(tabs: TabsSpec['tabs']): TabsSpec {
  return { kind: 'tabs', tabs };
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
export type PageName = 'legalNotice' | 'privacyPolicy';

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
export type ScreenBody = AnyGridSpec | AnyFormSpec | AnyTypedFormSpec | TabsSpec | PendingSpec | PageSpec;

export interface NavEntry {
  /** Spanish link text. */
  readonly label: string;
  /** Position in the top navigation; lower first. */
  readonly order: number;
  /** Audiences that see this screen but get another link in its place (e.g. regenera's services). */
  readonly hiddenFor?: readonly Audience[];
}

export interface ScreenSpec {
  /** Route path, as in spec section 2. */
  readonly path: string;
  /** Spanish page title. */
  readonly title: string;
  readonly audience: readonly Audience[];
  readonly nav?: NavEntry;
  /** Query parameters the screen reads from the URL (kept in the URL so a link restores the view). */
  readonly urlParams?: readonly string[];
  readonly body: ScreenBody;
}

export function defineScreen(spec: ScreenSpec): ScreenSpec {
  return spec;
}

/**
 * The table of contents of the product. Checks, at start-up, what types cannot: unique paths and
 * a fetcher behind every operation reference, failing with a message that names the screen.
 */
export function defineScreens<const Screens extends Record<string, ScreenSpec>>(screens: Screens): Screens {
  const seen = new Map<string, string>();
  for (const [name, screen] of Object.entries(screens)) {
    const clash = seen.get(screen.path);
    if (clash)
      throw new Error(`screens.config.ts: "${name}" y "${clash}" usan la misma ruta ${screen.path}.`);
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
  const calls: [string, unknown][] =
    body.kind === 'grid'
      ? [
          ['query', body.query],
          ['detail.query', body.detail?.query ?? noop],
          ['export.call', body.export?.call ?? noop],
          ['send.call', body.send?.call ?? noop],
          ['sendSelected.call', body.sendSelected?.call ?? noop],
          ['create.form.submit', body.create?.form.submit ?? noop],
          ...(body.rowActions ?? []).map((action: GridRowAction): [string, unknown] => [
            `rowActions "${action.label}"`,
            action.call,
          ]),
        ]
      : body.kind === 'form' || body.kind === 'typedForm'
        ? [['submit', body.submit]]
        : [];
  for (const [where, call] of calls) {
    if (typeof call !== 'function') {
      throw new Error(
        `screens.config.ts: la pantalla "${name}" apunta en ${where} a una operación que no existe; ` +
          'importe un fetcher generado de src/api/generated.',
      );
    }
  }
}

const noop = () => undefined;
