/** Calling the in-process API and reading its answers, as the API suites do. */
import { expect } from 'vitest';

/** The body of a 200 answer, parsed by `schema` (the body is the failure message otherwise). */
export async function ok<T>(response: Response, schema: { parse(value: unknown): T }): Promise<T> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return schema.parse(body);
}

/** An error answer: its status, a message, and (when given) the request field it names. */
export async function expectStatus(response: Response, status: number, field?: string) {
  const body = (await response.json()) as { message: string; code?: string; field?: string };
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(typeof body.message).toBe('string');
  if (field) expect(body.field).toBe(field);
  return body;
}

/** A value the seed or an earlier answer must have given (a test fails here, naming it, if not). */
export function present<T>(value: T | null | undefined, what = 'value'): T {
  if (value === undefined || value === null) throw new Error(`expected ${what}`);
  return value;
}
