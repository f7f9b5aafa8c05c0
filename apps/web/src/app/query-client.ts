import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../shared/api/api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Only network failures are retried; answered errors follow docs/product.md §8 in the API client.
        retry: (failureCount, error) => failureCount < 2 && isApiError(error) && error.status === 0,
      },
      mutations: { retry: false },
    },
  });
}
