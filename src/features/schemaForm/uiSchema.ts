/**
 * The rjsf uiSchema of a form: widgets chosen from the schema (a field the contract marks with
 * `x-picker` gets the picker; one it marks `x-multiline`, a box of several lines; a list of a closed
 * set, the ordered multi-choice), then the config's Spanish labels, help, widgets and field order,
 * which win: a field left out of `order` is hidden.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FieldUi, FormSpec, SchemaFormWidget } from '../../language';
import { pickerOf } from './pickers';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list whose items are a closed set (`enum`, or `oneOf` of `const`s), each chosen once. */
function isClosedSetList(schema: RJSFSchema): boolean {
  if (schema.type !== 'array' || !isObject(schema.items)) return false;
  const items = schema.items as RJSFSchema;
  const closed =
    Array.isArray(items.enum) ||
    (Array.isArray(items.oneOf) && items.oneOf.every((option) => isObject(option) && 'const' in option));
  return closed && schema.uniqueItems === true;
}

/** The widget the schema of one field asks for, if any. */
function schemaWidgetOf(schema: RJSFSchema): string | undefined {
  if (pickerOf(schema)) return 'picker';
  if (schema['x-multiline'] === true) return 'textarea';
  if (isClosedSetList(schema)) return 'orderedChoice';
  if (schema.format === 'nif') return 'nif';
  return undefined;
}

/**
 * `pinned`: fields the form fills itself (a guided flow's subject, src/features/schemaForm/pinned.ts):
 * hidden, like the fields left out of `order`.
 */
export function uiSchemaOf(spec: FormSpec, schema?: RJSFSchema, pinned: readonly string[] = []): UiSchema {
  const ui: UiSchema = {
    'ui:submitButtonOptions': { submitText: spec.submitLabel },
    // A multi-select keeps the order its values were picked in (a client menu is an ordered list):
    // with rjsf's default 'indexed' format the pills show, and the next pick re-emits, the enum's order.
    'ui:globalOptions': { optionValueFormat: 'realValue' },
    ...(spec.order ? { 'ui:order': [...spec.order, '*'] } : {}),
  };
  const properties = isObject(schema?.properties) ? (schema.properties as Record<string, RJSFSchema>) : {};
  const asked = spec.order as readonly string[] | undefined;
  for (const [field, property] of Object.entries(properties)) {
    const widget =
      asked && !asked.includes(field) ? 'hidden' : isObject(property) ? schemaWidgetOf(property) : undefined;
    if (widget) ui[field] = { 'ui:widget': widget };
  }
  const fields = (spec.fields ?? {}) as Record<string, FieldUi<SchemaFormWidget> | undefined>;
  for (const [field, options] of Object.entries(fields)) {
    if (!options) continue;
    ui[field] = {
      ...(ui[field] as object | undefined),
      ...(options.label ? { 'ui:title': options.label } : {}),
      ...(options.help ? { 'ui:help': options.help } : {}),
      ...(options.widget ? { 'ui:widget': options.widget } : {}),
      ...(options.placeholder ? { 'ui:placeholder': options.placeholder } : {}),
    };
  }
  for (const field of pinned) ui[field] = { ...(ui[field] as object | undefined), 'ui:widget': 'hidden' };
  return ui;
}
