/**
 * What a form tells a person whose field fails its contract schema, in every form kind: what to
 * type and, where the contract gives one (`examples`), an example ("CIF principal no válido: 9
 * caracteres, p. ej. B12345674"). Never the pattern, the schema's wording or the field's key: the
 * validators (ajv for the schema forms, zod for the typed ones) only say which rule failed, and
 * this says it for people. Pure, so it is tested without rendering.
 */
import { nifProblem, nifProblemText } from '../../openapi/formats/nif';

/** The part of a field's JSON Schema the messages read. */
export interface MessageSchema {
  readonly title?: string;
  readonly type?: string | readonly string[];
  readonly format?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly examples?: readonly unknown[];
  readonly enum?: readonly unknown[];
  readonly oneOf?: readonly unknown[];
  readonly items?: unknown;
  readonly 'x-picker'?: unknown;
}

/** The rule a value broke, as the validators name it (JSON Schema keywords). */
export type FailedRule =
  | 'required'
  | 'minLength'
  | 'maxLength'
  | 'pattern'
  | 'format'
  | 'minimum'
  | 'maximum'
  | 'exclusiveMinimum'
  | 'exclusiveMaximum'
  | 'type'
  | 'minItems'
  | 'maxItems'
  | 'uniqueItems'
  | 'enum'
  | 'const'
  | 'oneOf'
  | 'anyOf';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field is chosen, not typed: a closed set, a record picker, a list of either. */
function isChoice(schema: MessageSchema): boolean {
  const items = isObject(schema.items) ? (schema.items as MessageSchema) : undefined;
  return Boolean(
    schema.enum ||
      schema.oneOf ||
      schema['x-picker'] ||
      items?.enum ||
      items?.oneOf ||
      items?.['x-picker'] ||
      schema.type === 'boolean',
  );
}

const types = (schema: MessageSchema) =>
  (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((type) => type && type !== 'null');

/** ', p. ej. …' from the contract's first example, or nothing. */
function example(schema: MessageSchema): string {
  const [first] = schema.examples ?? [];
  return typeof first === 'string' || typeof first === 'number' ? `, p. ej. ${first}` : '';
}

function lengthOf(schema: MessageSchema): string | undefined {
  const { minLength, maxLength } = schema;
  if (minLength !== undefined && minLength === maxLength)
    return `${minLength} ${minLength === 1 ? 'carácter' : 'caracteres'}`;
  return undefined;
}

/** A required value that is missing: what to do, with an example. */
function missing(schema: MessageSchema): string {
  if (types(schema).includes('array')) return 'Elija al menos uno.';
  if (isChoice(schema)) return 'Elija una opción.';
  const sample = example(schema);
  return sample ? `Este campo es obligatorio${sample.replace(',', ':')}.` : 'Este campo es obligatorio.';
}

const formatMessages: Readonly<Record<string, (schema: MessageSchema) => string>> = {
  email: (schema) =>
    `Escriba un correo electrónico válido${example(schema) || ', p. ej. ana.lopez@empresa.es'}.`,
  uri: (schema) =>
    `Escriba una dirección web completa, que empiece por https://${example(schema) || ', p. ej. https://www.ejemplo.es'}.`,
  date: () => 'Escriba una fecha válida, p. ej. 31/12/2026.',
  'date-time': () => 'Escriba una fecha y hora válidas.',
  uuid: () => 'Elija una opción de la lista.',
  tel: (schema) => `Escriba un teléfono válido${example(schema) || ', p. ej. 912 345 678'}.`,
};

/**
 * The message for a field (`label`: its Spanish title as shown) whose `value` broke `rule` of its
 * `schema`; `limit` is the rule's own number where it has one (ajv's `params.limit`).
 */
export function fieldMessage(
  schema: MessageSchema,
  label: string,
  rule: FailedRule | string,
  value?: unknown,
  limit?: number,
): string {
  switch (rule) {
    case 'required':
      return missing(schema);
    case 'minLength':
      if ((limit ?? schema.minLength ?? 0) <= 1) return missing(schema);
      return lengthOf(schema)
        ? `${label} no válido: ${lengthOf(schema)}${example(schema)}.`
        : `Escriba al menos ${limit ?? schema.minLength} caracteres${example(schema)}.`;
    case 'maxLength':
      return lengthOf(schema)
        ? `${label} no válido: ${lengthOf(schema)}${example(schema)}.`
        : `Escriba como máximo ${limit ?? schema.maxLength} caracteres.`;
    case 'pattern': {
      const shape = lengthOf(schema);
      const sample = example(schema);
      if (!shape && !sample) return `${label} no válido: revise lo escrito.`;
      return `${label} no válido: ${shape ?? 'revise lo escrito'}${sample}.`;
    }
    case 'format':
      if (schema.format === 'nif')
        return `${nifProblemText(label, nifProblem(typeof value === 'string' ? value : '') ?? 'check')}.`;
      return (formatMessages[schema.format ?? ''] ?? (() => `${label} no válido: revise lo escrito.`))(
        schema,
      );
    case 'minimum':
    case 'exclusiveMinimum':
      return `El valor mínimo es ${limit ?? schema.minimum}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `El valor máximo es ${limit ?? schema.maximum}.`;
    case 'type':
      if (value === undefined || value === null || value === '') return missing(schema);
      return types(schema).some((type) => type === 'number' || type === 'integer')
        ? 'Escriba un número.'
        : 'Revise este campo.';
    case 'minItems':
      return (limit ?? schema.minItems ?? 1) <= 1
        ? 'Elija al menos uno.'
        : `Elija al menos ${limit ?? schema.minItems}.`;
    case 'maxItems':
      return `Elija como máximo ${limit ?? schema.maxItems}.`;
    case 'uniqueItems':
      return 'No repita ningún valor.';
    case 'enum':
    case 'const':
    case 'oneOf':
    case 'anyOf':
      return 'Elija una de las opciones.';
    default:
      return 'Revise este campo.';
  }
}
