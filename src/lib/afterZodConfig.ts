/**
 * Loads modules that build zod schemas after zod's configuration (src/lib/zodSpanish.ts: Spanish
 * messages, and no JIT, which would call `new Function` and break the portal's CSP). Importing the
 * configuration from the module itself is not enough: a chunk it shares with other screens is
 * evaluated before its own imports, and a schema built there would be built unconfigured.
 */
export function afterZodConfig<T>(load: () => Promise<T>): Promise<T> {
  return import('./zodSpanish').then(load);
}
