/**
 * The query string of every generated call (codegen/orval.config.ts `paramsSerializer`).
 *
 * Scalars are written as text, as orval's own builder does (null as 'null', undefined left out). A
 * structured value (an array or an object) is written as JSON: the contract declares its only
 * structured query parameters, the lists' `filters`, with `content: application/json`, and
 * tests/contract/coverage.test.ts keeps every structured query parameter declared that way.
 */
export function queryString(params?: object): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined) continue;
    if (value === null) query.append(key, 'null');
    else if (typeof value === 'object') query.append(key, JSON.stringify(value));
    else query.append(key, String(value));
  }
  return query.toString();
}
