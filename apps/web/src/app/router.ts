import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { buildRoutes } from './routes';

/** The app's router; route loaders start their pages' requests in the app's query cache. */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(buildRoutes({ queryClient }));
}
