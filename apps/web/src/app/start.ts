import { registerAppQueryClient } from '../shared/api/app-query-client';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/**
 * The query cache and the router, created while the rest of the first page's modules are still being
 * evaluated: main.tsx imports this module first, so the router asks for the current page's module (its
 * lazy route) and the route loaders start their requests before React and the entry have finished
 * evaluating (ADR 0094). The query cache exists first so that loaders can use it.
 */
export const queryClient = createQueryClient();
registerAppQueryClient(queryClient);
export const router = createAppRouter();
