/**
 * Between what the inputs hold and the body the contract expects: empty inputs are left out of the
 * body (the contract treats an absent optional field as null), text is trimmed, and the fields the
 * form fills from the selected client are added.
 */
import type { TypedFormSpec } from '../../language';
import { defaultOf, fieldSchemaOf } from './fieldSchema';
import type { TypedField } from './typedFields';

/** What an input holds: text (also numbers being typed), a number, or a checkbox's state. */
type InputValue = string | number | boolean;
export type FormValues = Record<string, InputValue>;

/** The loaded zod schema of a typed form's body. */
export type TypedFormSchema = Awaited<ReturnType<NonNullable<TypedFormSpec['schema']>>>;

/** Inputs start empty, unticked, or at the contract's default (e.g. prioridad 'media'). */
export function initialValues(fields: readonly TypedField[], schema: TypedFormSchema): FormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const fallback = defaultOf(fieldSchemaOf(schema, field.name));
      if (field.widget === 'checkbox') return [field.name, fallback === true];
      return [field.name, typeof fallback === 'string' || typeof fallback === 'number' ? fallback : ''];
    }),
  );
}

/** The request body: the inputs that hold something, plus the context fields. */
export function bodyOf(values: FormValues, context: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const cleaned = typeof value === 'string' ? value.trim() : value;
    if (cleaned !== '') body[name] = cleaned;
  }
  return { ...body, ...context };
}

/** The given values of the form's own fields laid over its initial values (anything else ignored). */
export function withInitial(values: FormValues, initial: Record<string, unknown> | undefined): FormValues {
  if (!initial) return values;
  const next = { ...values };
  for (const [name, value] of Object.entries(initial)) {
    if (!(name in next)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      next[name] = value;
  }
  return next;
}
