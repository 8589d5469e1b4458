/**
 * ajv's errors, as rjsf hands them over, rewritten for people by the field they are about
 * (src/lib/fieldMessages.ts): "CIF principal no válido: 9 caracteres, p. ej. B12345674", never
 * "debe coincidir con el patrón…" or "debe tener la propiedad requerida…". The field's label is the
 * one the form shows (the config's, else the contract's title).
 */
import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { type FailedRule, fieldMessage, type MessageSchema } from '../../lib/fieldMessages';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema and uiSchema at an error's property ('.centerIds.0', 'client'), and its value. */
function at(schema: RJSFSchema, ui: UiSchema, formData: unknown, property: string | undefined) {
  let node: unknown = schema;
  let uiNode: unknown = ui;
  let value: unknown = formData;
  const steps = (property ?? '').split('.').filter(Boolean);
  for (const step of steps) {
    if (!isObject(node)) break;
    if (/^\d+$/.test(step) && isObject(node.items)) {
      node = node.items;
      value = Array.isArray(value) ? value[Number(step)] : undefined;
      continue;
    }
    node = isObject(node.properties) ? node.properties[step] : undefined;
    uiNode = isObject(uiNode) ? uiNode[step] : undefined;
    value = isObject(value) ? value[step] : undefined;
  }
  const field = (isObject(node) ? node : {}) as MessageSchema;
  const uiTitle = isObject(uiNode) ? uiNode['ui:title'] : undefined;
  const label = typeof uiTitle === 'string' ? uiTitle : (field.title ?? '');
  return { field, label, value };
}

/** rjsf's `transformErrors` for one form: every message said for people. */
export function peopleErrors(schema: RJSFSchema, ui: UiSchema, formData: unknown) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((error) => {
      const { field, label, value } = at(schema, ui, formData, error.property);
      const limit =
        isObject(error.params) && typeof error.params.limit === 'number' ? error.params.limit : undefined;
      const message = fieldMessage(field, label, (error.name ?? '') as FailedRule, value, limit);
      return { ...error, message, stack: message };
    });
}
