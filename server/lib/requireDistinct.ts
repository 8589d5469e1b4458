/**
 * Ordered key lists (menu entries, configured KPIs, columns, actions) must not repeat a key: the
 * contract's `uniqueItems` is not enforced by the generated validators, so it is checked here.
 */
import { badRequest } from './errors';

export function requireDistinct(values: readonly string[], field: string): void {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) throw badRequest(`El campo "${field}" repite la clave «${value}».`, field);
    seen.add(value);
  }
}
