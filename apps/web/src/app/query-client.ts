import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';

/** The spec's cache rule: 3 retries with backoff up to 30 s, but never for a 4xx answer. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
      retryDelay: (n) => Math.min(1000 * 2 ** n, 30_000),
      refetchOnWindowFocus: false,
    },
  },
});
