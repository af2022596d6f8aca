import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error.ts';

/** Client errors (4xx) are answers, not glitches: only network and server errors are retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});
