/**
 * Runs before every generated query-string validator (codegen/orval.config.ts).
 *
 * Query values arrive as text. Numbers and arrays are coerced by the generated schemas, but booleans
 * cannot be: z.coerce.boolean() turns "false" into true. The contract's boolean query parameters
 * are listed here (tests/contract/coverage.test.ts keeps this list equal to the contract's) and
 * mapped from "true"/"false"; any other text is left for the validator to reject with a 400.
 *
 * The parameters the contract declares with `content: application/json` (the lists' `filters`,
 * listed here and kept equal to the contract by the same test) arrive as JSON text: it is parsed
 * here, so the generated schema validates the list itself. Text that is not a JSON list is a 400
 * naming the parameter, never a 500.
 */
import type { core } from 'zod';

export const booleanQueryParameters: ReadonlySet<string> = new Set<string>(['intern', 'regenera']);

export const jsonQueryParameters: ReadonlySet<string> = new Set<string>(['filters']);

export function queryPreprocess(query: unknown, context?: core.$RefinementCtx): unknown {
  if (typeof query !== 'object' || query === null) return query;
  const mapped: Record<string, unknown> = { ...query };
  for (const name of booleanQueryParameters) {
    const value = mapped[name];
    if (value === 'true') mapped[name] = true;
    else if (value === 'false') mapped[name] = false;
  }
  for (const name of jsonQueryParameters) {
    const value = mapped[name];
    if (typeof value !== 'string') continue;
    const list = parsedList(value);
    if (list) mapped[name] = list;
    else
      context?.addIssue({
        code: 'custom',
        path: [name],
        message: 'debe ser una lista en JSON',
        input: value,
      });
  }
  return mapped;
}

function parsedList(text: string): unknown[] | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
