/** Calling the in-process API and reading its answers, as the API suites do. */
import { expect } from 'vitest';
import type { DemoEmail, TestApi } from '../../../server/testing/testApi';

/** A request as `as`, with `json` (when given) as its JSON body. */
export function callJson(api: TestApi, as: DemoEmail, method: string, path: string, json?: unknown) {
  return api.call(as, method, path, json === undefined ? {} : { json });
}

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
