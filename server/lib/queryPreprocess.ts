/**
 * Runs before every generated query-string validator (codegen/orval.config.ts).
 *
 * Query values arrive as text. Numbers and arrays are coerced by the generated schemas, but booleans
 * cannot be: z.coerce.boolean() turns "false" into true. The contract's boolean query parameters
 * are listed here (tests/contract/coverage.test.ts keeps this list equal to the contract's) and
 * mapped from "true"/"false"; any other text is left for the validator to reject with a 400.
 */
export const booleanQueryParameters: ReadonlySet<string> = new Set<string>(['intern', 'regenera']);

export function queryPreprocess(query: unknown): unknown {
  if (typeof query !== 'object' || query === null) return query;
  const mapped: Record<string, unknown> = { ...query };
  for (const name of booleanQueryParameters) {
    const value = mapped[name];
    if (value === 'true') mapped[name] = true;
    else if (value === 'false') mapped[name] = false;
  }
  return mapped;
}
