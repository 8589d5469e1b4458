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
import { keyOf } from '../../lib/objectKey';
import type { FormSpec } from '../../screens/define';
import { pickerOf, usePickerRecords } from './pickers';

type Value = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer's fields the form has. */
export function formFieldsOf(schema: RJSFSchema, answer: unknown): Value {
  if (!isObject(answer) || !isObject(schema.properties)) return {};
  return Object.fromEntries(
    Object.keys(schema.properties)
      .filter((f) => f in answer)
      .map((f) => [f, answer[f]]),
  );
}

export type CurrentState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; values: Value }
  | { status: 'none' }
  | { status: 'failed' };

export function useCurrentValue(
  spec: FormSpec,
  schema: RJSFSchema,
  formData: Value,
  apply: (values: Value) => void,
): CurrentState {
  const current = spec.current;
  const on = current?.on as string | undefined;
  const property = on && isObject(schema.properties) ? (schema.properties[on] as RJSFSchema) : undefined;
  const picker = pickerOf(property);
  const records = usePickerRecords(current ? picker : undefined, '', formData);
  const chosen = on ? formData[on] : undefined;
  const record = records.data?.find(
    (item) =>
      picker && chosen !== undefined && chosen !== null && String(item[picker.value]) === String(chosen),
  );
  const params =
    record && current
      ? Object.fromEntries(
          Object.entries(current.load.params).map(([param, field]) => [param, record[field]]),
        )
      : undefined;

  const read = useQuery({
    queryKey: ['formCurrent', current ? keyOf(current.load.query) : '', params],
    queryFn: async () => {
      try {
        return { found: true as const, answer: (await current?.load.query(params)) as unknown };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { found: false as const };
        throw error;
      }
    },
    enabled: Boolean(current && params),
    staleTime: 0,
  });

  // Apply once per picked value: a refetch must not undo what the admin has changed since.
  const applied = useRef<unknown>(undefined);
  useEffect(() => {
    if (!on || !read.data || applied.current === chosen) return;
    applied.current = chosen;
    apply({ [on]: chosen, ...(read.data.found ? formFieldsOf(schema, read.data.answer) : {}) });
  }, [on, chosen, read.data, schema, apply]);

  if (!current || chosen === undefined || chosen === null || chosen === '') return { status: 'idle' };
  if (read.isError || records.isError) return { status: 'failed' };
  if (!read.data || read.isFetching) return { status: 'loading' };
  return read.data.found
    ? { status: 'loaded', values: formFieldsOf(schema, read.data.answer) }
    : { status: 'none' };
}
