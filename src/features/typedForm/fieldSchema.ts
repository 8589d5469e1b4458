/**
 * What a typed form reads from the generated zod schema of its body, so that nothing about a field
 * is written twice: whether it is required, and its default (its label, input and a select's values
 * come from the body's JSON Schema: typedFields.ts).
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
