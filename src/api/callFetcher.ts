import type { ApiRequestInit } from './http';

/** Any generated fetcher: positional arguments, then orval's request options. */
// biome-ignore lint/suspicious/noExplicitAny: fetchers are contravariant in their arguments; any is the only supertype of all of them.
export type Fetcher<Result = unknown> = (...args: any[]) => Promise<Result>;

/**
 * Calls a generated fetcher with request options (progress callbacks, abort signal). Generated
 * fetchers take the options after their optional query parameters, so the options go at the
 * fetcher's last declared position whatever the arguments the request mapping produced.
 */
export function callFetcher<Result>(
  fetcher: Fetcher<Result>,
  args: readonly unknown[],
  options?: ApiRequestInit,
): Promise<Result> {
  if (!options) return fetcher(...args);
  const optionsAt = Math.max(fetcher.length - 1, args.length);
  const padded = [...args, ...Array.from({ length: optionsAt - args.length }, () => undefined)];
  return fetcher(...padded, options);
}
