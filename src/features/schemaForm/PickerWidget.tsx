/**
 * The one picker of the schema forms: a field the contract marks with `x-picker` (a client, a
 * center, a user...) is chosen by name from the list operation it names, searching as one types;
 * the form keeps the value the contract asks for (a name, an id, an oid). A list field whose items
 * carry the picker chooses several.
 */
import { MultiSelect, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { Select } from '../../components/Select';
import { type PickedRecord, type PickerSpec, pickerLabel, pickerOf, usePickerRecords } from './pickers';
import { schemaFormTexts } from './schemaFormTexts';
import type { SchemaFormContext } from './widgets';

export const isNumeric = (schema: RJSFSchema) => {
  const items = typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items : undefined;
  const type = schema.type === 'array' ? items?.type : schema.type;
  return Array.isArray(type) ? type.includes('integer') : type === 'integer' || type === 'number';
};

/** The server has searched already: show what it answered. */
const keepAll: OptionsFilter = ({ options }) => options;

const optionsOf = (picker: PickerSpec, records: readonly PickedRecord[]) => {
  const seen = new Set<string>();
  return records.flatMap((record) => {
    const value = String(record[picker.value] ?? '');
    if (!value || seen.has(value)) return [];
    seen.add(value);
    return [{ value, label: pickerLabel(picker, record) }];
  });
};

export interface RecordPickerProps {
  picker: PickerSpec | undefined;
  id: string;
  label?: string;
  /** The chosen value (a list for a multiple choice). */
  value: unknown;
  onChange: (value: unknown) => void;
  /** Values are numbers (ids), not texts. */
  numeric: boolean;
  multiple: boolean;
  /** The form's value, for a picker whose operation takes another field (a center's client). */
  formData?: Readonly<Record<string, unknown>>;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  emptyValue?: unknown;
  /** Shown while nothing is chosen. */
  placeholder?: string;
}

/** A record chosen by name with a contract x-picker: in a schema form, or above a grid (GridSpec `pick`). */
export function RecordPicker({
  picker,
  id,
  label,
  value,
  onChange,
  numeric,
  multiple,
  formData,
  required,
  disabled,
  error,
  emptyValue,
  placeholder,
}: RecordPickerProps) {
  const [text, setText] = useState('');
  const [searched] = useDebouncedValue(text, 250);
  const records = usePickerRecords(picker, searched, formData);
  // Options once seen stay known, so a chosen value keeps its label while another search runs.
  const [known, setKnown] = useState<Record<string, string>>({});
  const options = picker ? optionsOf(picker, records.data ?? []) : [];
  const missing = options.filter((option) => known[option.value] !== option.label);
  if (missing.length > 0)
    setKnown((previous) => ({ ...previous, ...Object.fromEntries(missing.map((o) => [o.value, o.label])) }));

  const decode = (raw: string) => (numeric ? Number(raw) : raw);
  const selected = (Array.isArray(value) ? value : [value])
    .filter((item) => item !== null && item !== undefined && item !== '')
    .map(String);
  const data = [
    ...options,
    ...selected
      .filter((v) => !options.some((option) => option.value === v))
      .map((v) => ({ value: v, label: known[v] ?? v })),
  ];
  const loading = records.isFetching && options.length === 0;
  const shared = {
    id,
    label,
    required,
    disabled,
    error,
    data,
    placeholder,
    searchable: true,
    // The server searches (or the whole list is here): Mantine filters what it was given.
    ...(picker?.search ? { filter: keepAll } : {}),
    onSearchChange: setText,
    nothingFoundMessage: loading ? schemaFormTexts.loading : schemaFormTexts.nothingFound,
    comboboxProps: { withinPortal: false },
  };
  if (multiple)
    return <MultiSelect {...shared} value={selected} onChange={(next) => onChange(next.map(decode))} />;
  return (
    <Select
      {...shared}
      clearable={!required}
      value={selected[0] ?? null}
      onChange={(next) => onChange(next === null ? emptyValue : decode(next))}
    />
  );
}

export function PickerWidget(props: WidgetProps) {
  const { id, label, hideLabel, value, onChange, required, disabled, readonly, rawErrors, schema } = props;
  return (
    <RecordPicker
      picker={pickerOf(schema)}
      id={id}
      label={hideLabel ? undefined : label}
      value={value}
      onChange={onChange}
      numeric={isNumeric(schema)}
      multiple={schema.type === 'array'}
      formData={(props.registry.formContext as SchemaFormContext | undefined)?.formData}
      required={required}
      disabled={disabled || readonly}
      error={rawErrors?.length ? rawErrors.join('\n') : undefined}
      emptyValue={props.options.emptyValue}
      placeholder={props.placeholder || undefined}
    />
  );
}
