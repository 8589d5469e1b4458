/**
 * The one QueryClient setup, for the app (src/app/portal.tsx) and the component tests
 * (tests/support/apiHarness.tsx), so tests run with the retries people get.
 *
 * A 4xx answer is the server's final word (not allowed, not found, not valid): asking again only
 * delays its Spanish message, so it is shown at once. A network failure or a 5xx may pass: two more
 * tries. Changes (mutations) are never repeated on their own.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http';

const retries = 2;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < retries;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: shouldRetry }, mutations: { retry: false } },
  });
}
