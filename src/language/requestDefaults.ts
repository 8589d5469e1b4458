/**
 * The request a screen leaves out, from the contract: the one defaulting rule of grids (and their
 * exports and sends), reports, KPI strips and the truck map, read by the request engine
 * (callArgs.ts). For the operation a fetcher calls (src/api/generated/operations.ts):
 * - a query parameter or body field takes the input of its own name (`year`, `center`,
 *   `clientName`...), or the one `contractInputs` names for the contract's conventions
 *   (`position`/`skip` → `offset`, `idDireccionesServicio` → `serviceDirections`...);
 * - `requires` is the inputs filling the operation's required parameters and body fields (those of
 *   `fixed` excepted): the call waits for them.
 * A field the contract marks `x-session: false` takes no input by name: it searches a client or a
 * center (an admin list over every client, a client's requests over all its centers), so the
 * session's selection must not narrow it. What a mapping writes wins: its inputs and its fields
 * take no default, and an input mapped to `undefined` opts out. An input a screen does not have
 * simply has no value, and its field is left out.
 */
import type { Fetcher } from '../api/callFetcher';
import { type OperationFields, operationOf } from '../api/generated/operations';
import type { RequestMapping } from './callArgs';

/**
 * The contract's conventional names of the screens' inputs: the list operations page by
 * `position` or `skip` and `take`, sort by `orderBy`/`orderByField`, search by `filterText`, filter
 * by `filters`, take a date range as `betweenDates` and the service directions as
 * `idDireccionesServicio`; the structure and statistics operations take the client's name as
 * `client`. Every other field takes the input of its name.
 */
export const contractInputs = {
  position: 'offset',
  skip: 'offset',
  take: 'limit',
  orderBy: 'sortDirection',
  orderByField: 'sortField',
  filterText: 'text',
  filters: 'columnFilters',
  betweenDates: 'dateRange',
  idDireccionesServicio: 'serviceDirections',
  client: 'clientName',
} as const;

type FieldMap = Readonly<Record<string, string | undefined>>;

const inputOfField = contractInputs as Readonly<Record<string, string>>;

/**
 * The mapping with each unmapped field taking its input, unless that input is mapped already or
 * the field is one the session does not fill (`manual`).
 */
function byName(own: FieldMap | undefined, fields: readonly string[], manual: readonly string[]): FieldMap {
  const map: Record<string, string | undefined> = { ...own };
  const targets = new Set(Object.values(map));
  for (const field of fields) {
    if (manual.includes(field)) continue;
    const input = inputOfField[field] ?? field;
    if (!(input in map) && !targets.has(field)) map[input] = field;
  }
  return map;
}

/**
 * `own` completed from the operation's fields. An operation the contract gives no query
 * parameters nor JSON body (or one it does not know) keeps `own`: called with no arguments when
 * the screen maps nothing.
 */
export function defaultRequest(
  operation: OperationFields | undefined,
  own: RequestMapping | undefined,
): RequestMapping | undefined {
  if (!operation) return own;
  const manual = operation.notFromSession ?? [];
  const params = byName(own?.params, operation.query, manual);
  const body =
    typeof own?.body === 'string'
      ? own.body
      : own?.body || operation.body
        ? byName(own?.body, operation.body ?? [], manual)
        : undefined;
  /** The input filling a field: mapped onto it, or the whole body. */
  const inputOf = (field: string): string | undefined => {
    for (const map of [params, typeof body === 'object' ? body : {}]) {
      const found = Object.entries(map).find(([, target]) => target === field);
      if (found) return found[0];
    }
    return typeof body === 'string' && operation.body?.includes(field) ? body : undefined;
  };
  const fixed = (own?.fixed ?? {}) as Readonly<Record<string, unknown>>;
  const requires =
    own?.requires ??
    [...new Set(operation.required.filter((field) => !(field in fixed)).map(inputOf))].filter(
      (input): input is string => input !== undefined,
    );
  return { ...own, body, params, requires };
}

const resolved = new WeakMap<Fetcher, Map<RequestMapping | undefined, RequestMapping | undefined>>();

/** The request of a call of `call`, `own` completed from the contract (resolved once per mapping). */
export function contractRequest(call: Fetcher, own: RequestMapping | undefined): RequestMapping | undefined {
  let byOwn = resolved.get(call);
  if (!byOwn) {
    byOwn = new Map();
    resolved.set(call, byOwn);
  }
  if (!byOwn.has(own)) byOwn.set(own, defaultRequest(operationOf(call).fields, own));
  return byOwn.get(own);
}
