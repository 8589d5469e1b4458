/**
 * The one request engine: turns a request mapping of screens.config.ts (`GridRequest`,
 * `CallRequest`) into the positional arguments of its generated fetcher, for grids (a page), their
 * exports and sends (the whole filtered list), and the calls of reports, KPIs, home banners and
 * the truck map. Pure, so its tests pin every request body.
 *
 * One precedence rule, lowest to highest:
 *   1. `fixed`: the mapping's constant fields. They are the base, a default for a field.
 *   2. mapped inputs that have a value: a screen maps an input onto a field so that the input's
 *      value is sent; a constant that beat it would make the mapping dead without tsc noticing.
 *      (e.g. the truck map's `fixed: { matriculas: [] }`, "every truck", until plates are chosen).
 *   3. `extra`: what the person gave for this one call (a send's e-mail fields, a grid's chosen
 *      option), applied last.
 * An input without a value (see `isMissing`) is left out, so its field keeps `fixed` or is absent.
 *
 * One encoding: values go to the fetcher as they are, structured ones (column filters, a date
 * range, id lists) as objects and arrays, in the body or in the query. The generated client writes
 * the body as JSON and a structured query parameter as the JSON its contract declares
 * (src/api/queryString.ts); nothing here encodes.
 */
/**
 * A request mapping as the engine reads it (its field names were checked against the fetcher by
 * `tsc` where the screen is declared). `body` names the fields of argument 0, or one input that is
 * the whole body (e.g. a list of client ids); `params` the query parameters (argument 1 after a
 * body, else argument 0).
 */
export interface RequestMapping {
  readonly body?: Readonly<Record<string, string | undefined>> | string;
  readonly params?: Readonly<Record<string, string | undefined>>;
  readonly fixed?: object;
  readonly requires?: readonly string[];
}

/** Values of the inputs a screen knows; a missing one is `undefined` or `null`. */
export type CallInputs = Readonly<Record<string, unknown>>;

/** No value: absent, null, an empty text or an empty list (e.g. directions not loaded yet). */
export function isMissing(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

function fill(map: RequestMapping['params'], inputs: CallInputs): Record<string, unknown> {
  const target: Record<string, unknown> = {};
  for (const [input, field] of Object.entries(map ?? {})) {
    if (field === undefined) continue;
    const value = inputs[input];
    if (!isMissing(value)) target[field] = value;
  }
  return target;
}

/**
 * The fetcher's arguments: `[body, params]` when the operation has a body and some query parameter
 * has a value, `[body]` or `[params]` otherwise. `extra` goes where the constants go (the body, or
 * the query of an operation without one).
 */
export function requestArgs(
  request: RequestMapping | undefined,
  inputs: CallInputs,
  extra: Readonly<Record<string, unknown>> = {},
): unknown[] {
  if (!request) return [];
  const params = fill(request.params, inputs);
  if (request.body === undefined) return [{ ...request.fixed, ...params, ...extra }];
  const body =
    typeof request.body === 'string'
      ? (inputs[request.body] ?? [])
      : { ...request.fixed, ...fill(request.body, inputs), ...extra };
  return Object.keys(params).length > 0 ? [body, params] : [body];
}

/**
 * The fetcher's arguments, or `null` while an input the request `requires` has no value (the call
 * must not run yet). An operation without a mapping takes no arguments.
 */
export function callArgs(request: RequestMapping | undefined, inputs: CallInputs): unknown[] | null {
  if ((request?.requires ?? []).some((input) => isMissing(inputs[input]))) return null;
  return requestArgs(request, inputs);
}
