// The app's TanStack Query client: no retries of requests that will fail the same way again.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

const maxRetries = 2;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < maxRetries;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: 60_000,
        // Stored articles do not change while a page is open; refetching on focus only costs bandwidth.
        refetchOnWindowFocus: false,
      },
    },
  });
}
