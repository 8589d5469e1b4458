/**
 * The contract's `x-picker`: a field whose value is another record's (a client's name, a center's
 * id, a user's oid), chosen by name from the list operation it names. Declared once in the contract;
 * the schema forms read it from the JSON Schema (codegen keeps it) and call the operation through
 * codegen's `pickerSources`, so no form lists records or asks for an id.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { hashKey, useQuery } from '@tanstack/react-query';
import { pickerSources } from '../../api/generated/json-schemas/pickerSources';
import { operationKeyPrefix } from '../../api/queryPolicy';

export interface PickerSpec {
  /** operationId of the list operation (`{ items }` or a plain list). */
  readonly operation: keyof typeof pickerSources;
  /** The record's field that is the form field's value. */
  readonly value: string;
  /** The record's field people know it by. */
  readonly label: string;
  /** A second field shown beside the label (a client's CIF), when the label alone is ambiguous. */
  readonly detail?: string;
  /** The operation's text parameter: the list is searched on the server as one types. */
  readonly search?: string;
  /** Where the list is in the answer (`centros.items`); `items`, or the answer itself, by default. */
  readonly items?: string;
  /**
   * The operation's parameters taken from other fields of the same form (a center's client):
   * `{ clientId: clientIds }`. Nothing is offered until they are chosen; a list field calls the
   * operation once per value and offers all the records.
   */
  readonly params?: Readonly<Record<string, string>>;
}

export type PickedRecord = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The picker of a field (or of each item of a list field), if the contract declares one. */
export function pickerOf(schema: RJSFSchema | undefined): PickerSpec | undefined {
  if (!schema) return undefined;
  const own = (schema as Record<string, unknown>)['x-picker'];
  const items = isObject(schema.items) ? (schema.items as Record<string, unknown>)['x-picker'] : undefined;
  const picker = own ?? items;
  if (!isObject(picker) || typeof picker.operation !== 'string' || !(picker.operation in pickerSources))
    return undefined;
  return picker as unknown as PickerSpec;
}

/** The calls a picker's `params` ask for, from the form's value; none until every one is chosen. */
export function pickerCalls(picker: PickerSpec, formData: Readonly<Record<string, unknown>> = {}) {
  let calls: Record<string, unknown>[] = [{}];
  for (const [param, field] of Object.entries(picker.params ?? {})) {
    const value = formData[field];
    const values = (Array.isArray(value) ? value : [value]).filter(
      (item) => item !== undefined && item !== null && item !== '',
    );
    calls = calls.flatMap((call) => values.map((item) => ({ ...call, [param]: item })));
  }
  return calls;
}

/** The records of one answer: the list at `path` (`centros.items`), or the answer when it is a list. */
export const pickerList = (answer: unknown, path = 'items'): Record<string, unknown>[] => {
  let list: unknown = answer;
  for (const step of path.split('.')) list = isObject(list) && step in list ? list[step] : list;
  return Array.isArray(list) ? list.filter(isObject) : [];
};

/**
 * A picker's query key: under its list operation's own key prefix (src/api/queryPolicy.ts), so a
 * saved change of that operation's tag (a client created) reloads the picker's records too, not
 * only the lists on screen.
 */
export function pickerQueryKey(
  picker: PickerSpec | undefined,
  search: string,
  calls: readonly Record<string, unknown>[],
): readonly unknown[] {
  return [...(picker ? operationKeyPrefix(pickerSources[picker.operation]) : []), 'picker', search, calls];
}

/**
 * The records a picker offers: all of them, or those matching `text` when it searches, from one
 * call per value of the form fields its `params` name.
 */
export function usePickerRecords(
  picker: PickerSpec | undefined,
  text = '',
  formData: Readonly<Record<string, unknown>> = {},
) {
  const search = picker?.search ? text.trim() : '';
  const calls = picker ? pickerCalls(picker, formData) : [];
  return useQuery({
    queryKey: pickerQueryKey(picker, search, calls),
    queryFn: async (): Promise<PickedRecord[]> => {
      if (!picker) return [];
      const fetcher = pickerSources[picker.operation] as (params?: object) => Promise<unknown>;
      const answers = await Promise.all(
        calls.map((call) =>
          picker.search || picker.params
            ? fetcher({ ...call, ...(picker.search ? { [picker.search]: search || undefined } : {}) })
            : fetcher(),
        ),
      );
      return answers.flatMap((answer) => pickerList(answer, picker.items));
    },
    enabled: Boolean(picker) && calls.length > 0,
    staleTime: 60_000,
    placeholderData: previousWhileSameCalls(calls),
  });
}

/**
 * What a picker shows while its records load: another search keeps the last answer on screen,
 * another value of a field it depends on does not (the centers of the client chosen before must not
 * be offered for the one chosen now). The calls are the last part of the key (pickerQueryKey).
 */
export function previousWhileSameCalls(calls: readonly Record<string, unknown>[]) {
  return <T>(previous: T | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined) =>
    previousQuery && hashKey([previousQuery.queryKey.at(-1)]) === hashKey([calls]) ? previous : undefined;
}

/** How a record reads in a picker. */
export function pickerLabel(picker: PickerSpec, record: PickedRecord): string {
  const label = String(record[picker.label] ?? '');
  const detail = picker.detail ? record[picker.detail] : undefined;
  return detail ? `${label} (${String(detail)})` : label;
}
