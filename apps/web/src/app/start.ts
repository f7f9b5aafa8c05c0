import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/**
 * The query cache and the router, created while the rest of the first page's modules are still being
 * evaluated: main.tsx imports this module first, so the router asks for the current page's module (its
 * lazy route) and the route loaders start their requests before React and the entry have finished
 * evaluating (ADR 0094). The router's loaders are given the query cache the pages then read.
 */
export const queryClient = createQueryClient();
export const router = createAppRouter(queryClient);
