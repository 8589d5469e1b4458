/**
 * A form's current values (FormSpec `current`): once the admin picks the record the form edits
 * (e.g. a client, with its `x-picker`), the read operation is called with parameters taken from the
 * picked record, and its answer fills the form. A 404 means nothing is saved yet: the form keeps
 * only the picked field. Values are applied once per pick, so nothing the admin types is
 * overwritten by a later refetch.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../api/http';
import { operationQueryKey } from '../../api/queryPolicy';
import type { CurrentValues, FormSpec } from '../../language';
import { usePublishPicked } from './pickedRecords';
import { pickerOf, usePickerRecords } from './pickers';

type Value = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer's fields the form has. */
function formFieldsOf(schema: RJSFSchema, answer: unknown): Value {
  if (!isObject(answer) || !isObject(schema.properties)) return {};
  return Object.fromEntries(
    Object.keys(schema.properties)
      .filter((f) => f in answer)
      .map((f) => [f, answer[f]]),
  );
}

/** The form fields filled from lists of the answer (CurrentValues `lists`): each line's item. */
function listFieldsOf(load: CurrentValues, answer: unknown): Value {
  if (!isObject(answer)) return {};
  return Object.fromEntries(
    Object.entries(load.lists ?? {}).map(([field, { list, item }]) => {
      const lines = answer[list];
      return [field, Array.isArray(lines) ? lines.map((line) => (isObject(line) ? line[item] : line)) : []];
    }),
  );
}

/** What an answer fills in the form: the fields the form has, and its `lists`. */
export function valuesOf(schema: RJSFSchema, load: CurrentValues | undefined, answer: unknown): Value {
  return load ? { ...formFieldsOf(schema, answer), ...listFieldsOf(load, answer) } : {};
}

/** Where the form's current values stand, and the read they come from (the variant's, if checked). */
export type CurrentState = (
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; values: Value }
  | { status: 'none' }
  | { status: 'failed' }
) & { readonly load?: CurrentValues | undefined };

export function useCurrentValue(
  spec: FormSpec,
  schema: RJSFSchema,
  formData: Value,
  apply: (values: Value) => void,
): CurrentState {
  const current = spec.current;
  const on = current?.on as string | undefined;
  // The variant's operation while its form field is checked (a user's digitalized permissions).
  const variant = current?.variant ? formData[current.variant.field as string] === true : false;
  const load = variant && current?.variant ? current.variant.load : current?.load;
  const property = on && isObject(schema.properties) ? (schema.properties[on] as RJSFSchema) : undefined;
  const picker = pickerOf(property);
  const records = usePickerRecords(current ? picker : undefined, '', formData);
  const chosen = on ? formData[on] : undefined;
  const record = records.data?.find(
    (item) =>
      picker && chosen !== undefined && chosen !== null && String(item[picker.value]) === String(chosen),
  );
  usePublishPicked(picker?.operation, record);
  const params =
    record && load
      ? Object.fromEntries(Object.entries(load.params).map(([param, field]) => [param, record[field]]))
      : undefined;

  const read = useQuery({
    // orval's key for the read (src/api/queryPolicy.ts): a save of the same tag refreshes it, so the
    // next save's changes are counted from what the server now holds. Marked as this form's: its
    // data is { found, answer }, not the answer the generated hook (the nav's menu) caches there.
    queryKey: load ? [...operationQueryKey(load.query, [params]), 'formCurrent'] : ['formCurrent', 'none'],
    queryFn: async () => {
      try {
        return { found: true as const, answer: (await load?.query(params)) as unknown };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { found: false as const };
        throw error;
      }
    },
    enabled: Boolean(current && params),
    staleTime: 0,
  });

  // Apply once per picked value (and variant): a refetch must not undo what the admin has changed since.
  const applied = useRef<string | undefined>(undefined);
  const appliedKey = JSON.stringify([chosen, variant]);
  useEffect(() => {
    if (!on || !read.data || read.isFetching || applied.current === appliedKey) return;
    applied.current = appliedKey;
    apply({ [on]: chosen, ...(read.data.found ? valuesOf(schema, load, read.data.answer) : {}) });
  }, [on, chosen, appliedKey, read.data, read.isFetching, schema, load, apply]);

  if (!current || chosen === undefined || chosen === null || chosen === '') return { status: 'idle', load };
  if (read.isError || records.isError) return { status: 'failed', load };
  if (!read.data || read.isFetching) return { status: 'loading', load };
  return read.data.found
    ? { status: 'loaded', values: valuesOf(schema, load, read.data.answer), load }
    : { status: 'none', load };
}
