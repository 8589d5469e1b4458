/**
 * A stable query-key root per grid spec. Fetcher names do not survive minification, so each spec
 * object gets a number the first time it is seen; invalidating that root reloads the grid.
 */
const keys = new WeakMap<object, string>();
let next = 0;

export function gridKeyOf(spec: object): string {
  let key = keys.get(spec);
  if (!key) {
    next += 1;
    key = `grid-${next}`;
    keys.set(spec, key);
  }
  return key;
}
