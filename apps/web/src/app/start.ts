import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { storedLanguage } from '../shell/language/languages';

/**
 * The query cache and the router, created while the rest of the first page's modules are still being
 * evaluated: main.tsx imports this module first, so the router asks for the current page's module (its
 * lazy route) and the route loaders start their requests before React and the entry have finished
 * evaluating (ADR 0094). The router's loaders are given the query cache the pages then read.
 */
// The API answers in the document's language (ADR 0139): set before the first requests, and what it
// answered is asked again when the language changes (stored texts, error messages, labels).
document.documentElement.lang = storedLanguage();
export const queryClient = createQueryClient();
export const router = createAppRouter(queryClient);
new MutationObserver((records) => {
  if (records.some((r) => r.oldValue !== document.documentElement.lang)) void queryClient.invalidateQueries();
}).observe(document.documentElement, { attributeFilter: ['lang'], attributeOldValue: true });
