import type { QueryClient } from '@tanstack/react-query';

let appClient: QueryClient | null = null;

/**
 * The app's query cache, registered at start-up (app/main.tsx) so that route loaders, which run before
 * React renders, can start a page's requests in the cache the page then reads (ADR 0094). Not set in
 * screen tests: loaders then leave the requests to the pages.
 */
export function registerAppQueryClient(client: QueryClient | null): void {
  appClient = client;
}

export function appQueryClient(): QueryClient | null {
  return appClient;
}
