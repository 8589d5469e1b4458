/**
 * What a typed form asks for, read from the JSON Schema of its body (codegen's json-schemas, loaded
 * with the form): the fields with a Spanish `title`, in the contract's order, each labelled by that
 * title and given the input its schema calls for (TypedFieldWidget says which); the config's
 * `order` and `fields` say only where the screen differs. The body's client fields
 * (`clientId`, `clientIds`, `clientName`) are filled from the selected client, not asked. A spam
 * trap (`x-honeypot`) is no field a person fills: the form renders it hidden (honeypotsOf).
 */
import type { FieldUi, GridInput, TypedFieldWidget, TypedFormSpec } from '../../language';

/** The part of a JSON Schema a typed form reads (the contract's, `$ref`s inlined by codegen). */
export interface FieldSchema {
  readonly type?: string | readonly string[];
  readonly title?: string;
  readonly format?: string;
  readonly maxLength?: number;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly oneOf?: readonly FieldSchema[];
  readonly properties?: Readonly<Record<string, FieldSchema>>;
  /** A text of several lines: written in a box of several lines. */
  readonly 'x-multiline'?: boolean;
  /** A public form's spam trap: hidden from people, filled only by programs. */
  readonly 'x-honeypot'?: boolean;
}

/** One input of a typed form, as rendered. */
export interface TypedField {
  readonly name: string;
  readonly label: string;
  readonly widget: TypedFieldWidget;
  readonly help?: string;
  /** Shown in the empty field. */
  readonly placeholder?: string;
  readonly link?: FieldUi<TypedFieldWidget>['link'];
  /** A select's values and their Spanish labels, in the contract's order. */
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

/** The client inputs a typed form fills by default, each into the body field of its name. */
const clientInputs: readonly GridInput[] = ['clientId', 'clientIds', 'clientName'];

/** Which selected-client input fills which body field: the form's `context`, or the default. */
export function contextOf(spec: TypedFormSpec, body: FieldSchema): Partial<Record<GridInput, string>> {
  if (spec.context) return spec.context as Partial<Record<GridInput, string>>;
  const fields = body.properties ?? {};
  return Object.fromEntries(clientInputs.filter((input) => input in fields).map((input) => [input, input]));
}

/** The fields the form shows, in order, with their labels, inputs and options. */
export function typedFieldsOf(spec: TypedFormSpec, body: FieldSchema, operation: string): TypedField[] {
  const properties = body.properties ?? {};
  const filled = new Set(Object.values(contextOf(spec, body)));
  const overrides = (spec.fields ?? {}) as Readonly<Record<string, FieldUi<TypedFieldWidget>>>;
  const names = (
    spec.order ??
    Object.keys(properties).filter(
      (name) => properties[name]?.title && !properties[name]?.['x-honeypot'] && !filled.has(name),
    )
  ).filter((name) => overrides[name]?.widget !== 'hidden');
  return names.map((name) => {
    const schema = properties[name] ?? {};
    const ui = overrides[name] ?? {};
    const label = ui.label ?? schema.title;
    // A developer error: a field the form asks for must be worded somewhere.
    if (!label)
      throw new Error(
        `Typed form ${operation}: field '${name}' has no title in the contract; give it a label`,
      );
    return {
      name,
      label,
      widget: ui.widget ?? widgetOf(schema),
      ...(ui.help && { help: ui.help }),
      ...(ui.placeholder && { placeholder: ui.placeholder }),
      ...(ui.link && { link: ui.link }),
      options: optionsOf(schema),
    };
  });
}

/** The types of a schema less null (an optional field is `[string, 'null']`). */
function typesOf(schema: FieldSchema): string[] {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types.filter((type) => type !== 'null');
}

function widgetOf(schema: FieldSchema): TypedFieldWidget {
  const types = typesOf(schema);
  if (types.includes('boolean')) return 'checkbox';
  if (types.includes('number') || types.includes('integer')) return 'number';
  if (optionsOf(schema).length > 0) return 'select';
  if (schema.format === 'date') return 'date';
  if (schema.format === 'email') return 'email';
  if (schema.format === 'tel') return 'phone';
  if (schema['x-multiline']) return 'textarea';
  return 'text';
}

/** A closed set's values: a `oneOf` of `const` + `title`, or an `enum` (labelled by its values). */
function optionsOf(schema: FieldSchema): TypedField['options'] {
  const named = (schema.oneOf ?? []).filter((option) => typeof option.const === 'string');
  if (named.length > 0)
    return named.map((option) => ({
      value: String(option.const),
      label: option.title ?? String(option.const),
    }));
  return (schema.enum ?? [])
    .filter((value): value is string => typeof value === 'string')
    .map((value) => ({ value, label: value }));
}

/** A spam trap of a form's body (`x-honeypot`), with the label a program reads. */
export interface Honeypot {
  readonly name: string;
  readonly label: string;
}

/** The spam traps of a form's body (`x-honeypot`). */
export function honeypotsOf(body: FieldSchema): Honeypot[] {
  return Object.entries(body.properties ?? {})
    .filter(([, schema]) => schema['x-honeypot'])
    .map(([name, schema]) => ({ name, label: schema.title ?? name }));
}
