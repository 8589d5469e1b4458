/**
 * A stable query-key part for an object or function (a grid spec, a generated fetcher). Function
 * names do not survive minification, so each object gets a number the first time it is seen;
 * invalidating a key built on it reloads what it names.
 */
const keys = new WeakMap<object, string>();
let next = 0;

export function keyOf(object: object): string {
  let key = keys.get(object);
  if (!key) {
    next += 1;
    key = `k${next}`;
    keys.set(object, key);
  }
  return key;
}
