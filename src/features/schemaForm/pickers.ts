/**
 * The contract's `x-picker`: a field whose value is another record's (a client's name, a center's
 * id, a user's oid), chosen by name from the list operation it names. Declared once in the contract;
 * the schema forms read it from the JSON Schema (codegen keeps it) and call the operation through
 * codegen's `pickerSources`, so no form lists records or asks for an id.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pickerSources } from '../../api/generated/json-schemas/pickerSources';

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

/** The records a picker offers: all of them, or those matching `text` when it searches. */
export function usePickerRecords(picker: PickerSpec | undefined, text = '') {
  const search = picker?.search ? text.trim() : '';
  return useQuery({
    queryKey: ['picker', picker?.operation, search],
    queryFn: async (): Promise<PickedRecord[]> => {
      if (!picker) return [];
      const fetcher = pickerSources[picker.operation] as (params?: object) => Promise<unknown>;
      const answer = await (picker.search ? fetcher({ [picker.search]: search || undefined }) : fetcher());
      const items = isObject(answer) && Array.isArray(answer.items) ? answer.items : answer;
      return Array.isArray(items) ? items.filter(isObject) : [];
    },
    enabled: Boolean(picker),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** How a record reads in a picker. */
export function pickerLabel(picker: PickerSpec, record: PickedRecord): string {
  const label = String(record[picker.label] ?? '');
  const detail = picker.detail ? record[picker.detail] : undefined;
  return detail ? `${label} (${String(detail)})` : label;
}
