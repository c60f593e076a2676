// The app's TanStack Query client: no retries of requests that will fail the same way again.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

const maxRetries = 2;
/** A server that asks for a longer wait than this gets the error shown (with its retry button) instead. */
export const maxRetryWaitMs = 30_000;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  if (error instanceof ApiError && (error.retryAfterMs ?? 0) > maxRetryWaitMs) return false;
  return failureCount < maxRetries;
}

/** The wait before a retry: what the server's Retry-After said (a 429 or 503), else 1 s, 2 s, 4 s… */
export function retryDelay(failureCount: number, error: unknown): number {
  if (error instanceof ApiError && error.retryAfterMs !== undefined) return error.retryAfterMs;
  return Math.min(1000 * 2 ** failureCount, maxRetryWaitMs);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay,
        staleTime: 60_000,
        // Stored articles do not change while a page is open; refetching on focus only costs bandwidth.
        refetchOnWindowFocus: false,
      },
    },
  });
}
