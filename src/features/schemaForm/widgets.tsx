/**
 * The named widgets of the schema forms (define.ts SchemaFormWidget) beyond rjsf's own. A field
 * that references another record (a client, center, user) is chosen by name with the one picker the
 * contract's `x-picker` declares; pickers that depend on another field of the form (a center's
 * client) read the form's value from rjsf's formContext.
 */
import { TagsInput, TextInput } from '@mantine/core';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { OrderedChoiceWidget } from './OrderedChoiceWidget';
import { PickerWidget } from './PickerWidget';

/** What SchemaForm hands every widget: the form's current value. */
export interface SchemaFormContext {
  formData: Record<string, unknown>;
}

function TagsWidget(props: WidgetProps) {
  const { id, label, hideLabel, value, onChange, required, disabled, readonly, rawErrors } = props;
  return (
    <TagsInput
      id={id}
      label={hideLabel ? undefined : label}
      required={required}
      disabled={disabled || readonly}
      error={rawErrors?.length ? rawErrors.join('\n') : undefined}
      value={Array.isArray(value) ? value.map(String) : []}
      onChange={onChange}
      comboboxProps={{ withinPortal: false }}
    />
  );
}

/** A tax number (the contract's format `nif`): upper case as it is typed, as it is stored. */
function NifWidget(props: WidgetProps) {
  const { id, label, hideLabel, value, onChange, onBlur, required, disabled, readonly, rawErrors, schema } =
    props;
  return (
    <TextInput
      id={id}
      label={hideLabel ? undefined : label}
      description={schema.description}
      required={required}
      disabled={disabled || readonly}
      error={rawErrors?.length ? rawErrors.join('\n') : undefined}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) =>
        onChange(event.currentTarget.value.toUpperCase().replace(/[\s-]/g, '') || undefined)
      }
      onBlur={(event) => onBlur(id, event.currentTarget.value)}
      autoComplete="off"
      spellCheck={false}
      maxLength={schema.maxLength}
    />
  );
}

export const schemaFormWidgets: RegistryWidgetsType = {
  picker: PickerWidget,
  orderedChoice: OrderedChoiceWidget,
  tags: TagsWidget,
  nif: NifWidget,
};
