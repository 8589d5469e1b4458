/**
 * What a typed form reads from the generated zod schema of its body, so that nothing about a field
 * is written twice: whether it is required, its default, and the values a select offers.
 */
import { z } from 'zod';

type AnySchema = z.core.$ZodType;

/** The schema of one body field; undefined when the body is not an object or lacks the field. */
export function fieldSchemaOf(body: AnySchema, name: string): AnySchema | undefined {
  return body instanceof z.ZodObject ? (body.shape as Record<string, AnySchema>)[name] : undefined;
}

/** A field that refuses to be left out (no default, not optional). */
export function isRequired(field: AnySchema | undefined): boolean {
  return field !== undefined && !z.safeParse(field, undefined).success;
}

/** The contract's default of a field (e.g. prioridad 'media'), or undefined. */
export function defaultOf(field: AnySchema | undefined): unknown {
  return field === undefined ? undefined : z.safeParse(field, undefined).data;
}

/** The non-null values an enum, a literal or a union of literals allows (nested in optional/default). */
export function allowedValues(field: AnySchema | undefined): string[] {
  if (!field) return [];
  const def = field._zod.def as z.core.$ZodTypeDef & {
    innerType?: AnySchema;
    entries?: Record<string, string | number>;
    values?: readonly unknown[];
    options?: readonly AnySchema[];
  };
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return allowedValues(def.innerType);
    case 'enum':
      return Object.values(def.entries ?? {}).map(String);
    case 'literal':
      return (def.values ?? []).filter((v) => v !== null && v !== undefined).map(String);
    case 'union':
      return (def.options ?? []).flatMap(allowedValues);
    default:
      return [];
  }
}
