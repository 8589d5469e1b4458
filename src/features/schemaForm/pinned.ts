/**
 * A form's fields a guided flow fills with its subject (pickedRecords.tsx `usePinnedRecord`): each
 * field whose contract `x-picker` lists records of the pinned operation takes the subject's value
 * (its picker's `value` field; a list field, that one value), so the form does not ask for it.
 */
import type { RJSFSchema } from '@rjsf/utils';
import type { PinnedRecord } from './pickedRecords';
import { pickerOf } from './pickers';

export function pinnedValues(
  schema: RJSFSchema,
  pinned: PinnedRecord | undefined,
): { readonly fields: readonly string[]; readonly values: Readonly<Record<string, unknown>> } {
  if (!pinned || typeof schema.properties !== 'object') return { fields: [], values: {} };
  const values: Record<string, unknown> = {};
  for (const [field, property] of Object.entries(schema.properties)) {
    if (typeof property !== 'object') continue;
    const picker = pickerOf(property as RJSFSchema);
    if (picker?.operation !== pinned.operation || picker.params) continue;
    const value = pinned.record[picker.value];
    values[field] = (property as RJSFSchema).type === 'array' ? [value] : value;
  }
  return { fields: Object.keys(values), values };
}
