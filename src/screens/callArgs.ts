/**
 * Turns a `CallRequest` of screens.config.ts into the positional arguments of its generated fetcher
 * (body first when mapped, query parameters next), from the values a screen's filters and the
 * selected client give. Pure: the report, KPI and map screens share it, and its tests pin the
 * request bodies.
 */
import { keyOf } from '../lib/objectKey';
import type { Fetcher } from './define';

/** A request as the renderers see it (the field names were checked against the fetcher by `tsc`). */
export interface LooseCallRequest {
  readonly body?: Readonly<Record<string, string | undefined>>;
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

function fill(map: LooseCallRequest['body'], inputs: CallInputs): Record<string, unknown> {
  const target: Record<string, unknown> = {};
  for (const [input, field] of Object.entries(map ?? {})) {
    if (field === undefined) continue;
    const value = inputs[input];
    if (!isMissing(value)) target[field] = value;
  }
  return target;
}

/**
 * The fetcher's arguments, or `null` while an input the request requires has no value (the call
 * must not run yet). An operation without request takes no arguments.
 */
export function callArgs(request: LooseCallRequest | undefined, inputs: CallInputs): unknown[] | null {
  if (!request) return [];
  if ((request.requires ?? []).some((input) => isMissing(inputs[input]))) return null;
  const params = fill(request.params, inputs);
  // Constant fields are the base: a mapped input with a value overrides them (e.g. an empty list
  // of plates stands for "all" until some are chosen).
  if (!request.body) return [{ ...request.fixed, ...params }];
  const body = { ...request.fixed, ...fill(request.body, inputs) };
  return request.params ? [body, params] : [body];
}

/**
 * A query key for a call: generated fetchers carry no stable name once minified, so each gets a
 * number the first time it is seen; calls with equal arguments share their cache entry.
 */
export function callKey(call: Fetcher, args: readonly unknown[]): readonly unknown[] {
  return ['call', keyOf(call), ...args];
}
