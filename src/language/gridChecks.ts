/**
 * The type machinery behind src/language/grid.ts: how `tsc` checks a grid against the fetchers it
 * names (its columns against the row and the operation's sort and filter sets, its row keys against
 * the parameters of its detail and row actions, an export's request against its call). A config
 * author reads grid.ts; nothing here exists at run time.
 */
import type { Fetcher } from '../api/callFetcher';
import type { ContractRowKey } from '../api/generated/listColumns';
import type { ArgOf, KeyOf, ListFetcher, RowOf } from './common';
import type {
  ActionInput,
  CellRenderer,
  GridColumn,
  GridDetail,
  GridExport,
  GridInput,
  GridRowAction,
  GridSend,
  GridSpec,
  RequestMap,
} from './grid';
import type { QuickFilterOf } from './quickFilters';

/** True for `any` (a fetcher left unsaid), false for any other type. */
type IsAny<T> = 0 extends 1 & T ? true : false;

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

/**
 * A quick filter of a grid over the list operation F: a field the operation filters by, each value
 * one the row's field holds.
 */
export type GridQuickFilterOf<F extends ListFetcher> = QuickFilterOf<RowOf<F>, OrAny<FilterFieldOf<F>>>;

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
 * The query parameter an operation on one row receives, and the row field that fills it: `param`
 * defaults to `rowKey`, and `rowKey` to the grid's row key, so each is written only where the names
 * differ. Without `param`, `tsc` checks the row key against the operation's parameters: here when
 * it is said, in `defineGrid` when the grid's is taken (RowActionInput).
 */
export type ParamOrRowKey<RowKey extends string, Param extends string, A extends Fetcher> =
  | { readonly param: Param & KeyOf<ArgOf<A, 0>>; readonly rowKey?: RowKey }
  | { readonly param?: undefined; readonly rowKey: RowKey & KeyOf<ArgOf<A, 0>> }
  | { readonly param?: undefined; readonly rowKey?: undefined };

export type ListFieldOf<T> = {
  [K in keyof T]-?: NonNullable<T[K]> extends readonly unknown[] ? K : never;
}[keyof T] &
  string;
export type LineOf<T, K extends keyof T> = NonNullable<T[K]> extends readonly (infer L)[] ? L : never;

/**
 * For `tsc` only (no value at run time): the names the grid's row key may have when a row action
 * leaves both its `rowKey` and its `param` out, the action's query parameters; any name otherwise.
 * A function's parameter, so the grid checks its key against it (RowActionInput).
 */
declare const gridKeyParam: unique symbol;
type GridKeyCheck<A extends Fetcher, RowKey extends string, Param extends string> = {
  readonly [gridKeyParam]?: (
    gridRowKey: [NoInfer<RowKey | Param>] extends [never] ? KeyOf<ArgOf<A, 0>> : string,
  ) => void;
};
/** A row action as a grid takes it: its row key a row field, or the grid's K a parameter it takes. */
type RowActionInput<Row, K extends string> = GridRowAction<Row> & {
  readonly [gridKeyParam]?: (gridRowKey: NoInfer<K>) => void;
};

/** An input of the row action A: its `param` is one of A's query parameters. */
export type ActionInputOf<A extends Fetcher> = Omit<ActionInput, 'param'> & {
  readonly param: KeyOf<ArgOf<A, 0>>;
};

/** What `rowAction` and `deleteRow` answer: a row action whose row key the grid checks (GridKeyCheck). */
export type RowActionOf<
  A extends Fetcher,
  RowKey extends string,
  Param extends string,
  When extends string,
> = Omit<GridRowAction, 'rowKey' | 'when'> & { readonly when?: NoInfer<When> } & ([NoInfer<RowKey>] extends [
    never,
  ]
    ? { readonly rowKey?: undefined }
    : { readonly rowKey: NoInfer<RowKey> }) &
  GridKeyCheck<A, RowKey, Param>;

/** What `deleteRow` takes: its question, and the row key and parameter as `rowAction` checks them. */
export type DeleteRowSpec<
  A extends Fetcher,
  RowKey extends string,
  When extends string,
  Param extends string,
> = Pick<GridRowAction, 'done' | 'audience'> & {
  confirm: string;
  when?: When;
  inputs?: readonly ActionInputOf<A>[];
} & ParamOrRowKey<RowKey, Param, A>;

/**
 * A detail as a screen writes it (GridSpec `detail`): `true` for the row itself, or its parts, where
 * `rowKey` defaults to the grid's row key K, which `tsc` then checks against the detail operation's
 * parameters (unless `param` names another).
 */
type GridDetailInput<Row, K extends string, D extends Fetcher> =
  | true
  | (Omit<GridDetail<Row, D>, 'rowKey'> &
      (IsAny<D> extends true
        ? { readonly rowKey?: KeyOf<Row> }
        :
            | { readonly param: KeyOf<ArgOf<D, 0>>; readonly rowKey?: KeyOf<Row> }
            | { readonly param?: undefined; readonly rowKey: KeyOf<Row> & KeyOf<ArgOf<D, 0>> }
            | {
                readonly param?: undefined;
                readonly rowKey?: undefined;
                readonly query?: K extends KeyOf<ArgOf<D, 0>> ? D : never;
              }));

/**
 * The fetcher of an export or a send written as the fetcher alone or as `{ call }`. A function is
 * tested first: its own `call` (Function.prototype.call) is not the operation.
 */
type CallOfInput<X> = X extends Fetcher ? X : X extends { readonly call: infer C } ? C : never;

/** An object that is not a function (which has `call` and `apply` of its own). */
type NotAFunction = { readonly apply?: never };
export type ExportInput = Fetcher<Blob> | (GridExport<Fetcher<Blob>> & NotAFunction);
export type SendInput = Fetcher | (GridSend<Fetcher> & NotAFunction);

/** An export written as `{ call, request }` has its request mapping checked against its call. */
type ExportChecks<X> = X extends Fetcher
  ? unknown
  : X extends { readonly call: infer C extends Fetcher<Blob> }
    ? { readonly request?: RequestMap<C, GridInput> }
    : unknown;

/**
 * What `defineGrid` takes: a GridSpec whose detail may be `true` or leave its row key out, and
 * whose export and send may be the fetcher alone. The export and the send are inferred whole (X, Y)
 * rather than by their `call`: inferring `E | { call: E }` from a function would read the
 * function's own `call`.
 */
export type GridSpecInput<
  F extends ListFetcher,
  K extends KeyOf<RowOf<F>>,
  D extends Fetcher,
  X extends ExportInput,
  Y extends SendInput,
  SS extends Fetcher,
> = Omit<
  GridSpec<F, D, Fetcher<Blob>, Fetcher, SS>,
  'kind' | 'rowKey' | 'detail' | 'export' | 'send' | 'rowActions'
> & {
  readonly detail?: GridDetailInput<RowOf<F>, K, D>;
  readonly export?: X & ExportChecks<X>;
  readonly send?: Y;
  readonly rowActions?: readonly RowActionInput<RowOf<F>, K>[];
} & ([ContractRowKey<RowOf<F>>] extends [never] ? { readonly rowKey: K } : { readonly rowKey?: K }) &
  // Leaving out or overriding contract columns is for a grid that shows them, not one naming its own.
  ({ readonly columns?: undefined } | { readonly omitColumns?: never; readonly columnOverrides?: never });

/** The GridSpec `defineGrid` stores: its export and send with their `call`. */
export type DefinedGrid<F extends ListFetcher, D extends Fetcher, X, Y, SS extends Fetcher> = GridSpec<
  F,
  D,
  Extract<CallOfInput<X>, Fetcher<Blob>>,
  Extract<CallOfInput<Y>, Fetcher>,
  SS
>;
