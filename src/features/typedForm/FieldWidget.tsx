/** One input of a typed form, chosen by its widget (typedFields.ts: the contract's, or the config's). */
import { Anchor, Checkbox, NumberInput, Textarea, TextInput, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';
import { CenterSelect } from '../../components/CenterSelect';
import { Select } from '../../components/Select';
import type { FormValues } from './formValues';
import { ServiceSelect } from './ServiceSelect';
import type { TypedField } from './typedFields';
import { typedFormTexts } from './typedFormTexts';

export interface FieldWidgetProps {
  field: TypedField;
  input: ControllerRenderProps<FormValues, string>;
  required: boolean;
  error: string | undefined;
}

/** The field's help, with the page it links to (opened in a new tab: the form keeps its input). */
function descriptionOf(field: TypedField): ReactNode {
  if (!field.link) return field.help;
  return (
    <>
      {field.help && `${field.help} `}
      <Anchor href={field.link.href} target="_blank" rel="noopener" inherit>
        {field.link.label}
        <VisuallyHidden>{typedFormTexts.opensInNewTab}</VisuallyHidden>
      </Anchor>
    </>
  );
}

export function FieldWidget({ field, input, required, error }: FieldWidgetProps) {
  const description = descriptionOf(field);
  const common = {
    label: field.label,
    description,
    placeholder: field.placeholder,
    withAsterisk: required,
    error,
    name: input.name,
    onBlur: input.onBlur,
    ref: input.ref,
  };
  const text = typeof input.value === 'boolean' ? '' : String(input.value);
  const onText = (event: { currentTarget: { value: string } }) => input.onChange(event.currentTarget.value);

  switch (field.widget) {
    case 'textarea':
      return <Textarea {...common} value={text} onChange={onText} autosize minRows={3} maxRows={10} />;
    case 'email':
      return <TextInput {...common} type="email" autoComplete="email" value={text} onChange={onText} />;
    case 'phone':
      return <TextInput {...common} type="tel" autoComplete="tel" value={text} onChange={onText} />;
    case 'date':
      return <TextInput {...common} type="date" value={text} onChange={onText} />;
    case 'number':
      return (
        <NumberInput
          {...common}
          value={text}
          onChange={(value) => input.onChange(value)}
          decimalSeparator=","
          thousandSeparator="."
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          label={field.label}
          description={description}
          error={error}
          name={input.name}
          onBlur={input.onBlur}
          ref={input.ref}
          checked={input.value === true}
          onChange={(event) => input.onChange(event.currentTarget.checked)}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          placeholder={field.placeholder ?? typedFormTexts.choose}
          data={field.options}
          value={text === '' ? null : text}
          onChange={(value) => input.onChange(value ?? '')}
          clearable={!required}
          allowDeselect={!required}
        />
      );
    case 'center':
      return (
        <CenterSelect
          label={field.label}
          description={field.help}
          required={required}
          error={error}
          name={input.name}
          value={text === '' ? null : text}
          onChange={(center) => input.onChange(center ?? '')}
          onBlur={input.onBlur}
        />
      );
    case 'service':
      return (
        <ServiceSelect
          label={field.label}
          description={field.help}
          withAsterisk={required}
          error={error}
          name={input.name}
          value={text}
          onChange={input.onChange}
          onBlur={input.onBlur}
        />
      );
    default:
      return <TextInput {...common} value={text} onChange={onText} />;
  }
}
