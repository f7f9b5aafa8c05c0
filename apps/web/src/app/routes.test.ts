import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../shared/routing/paths';
import { buildRoutes } from './routes';

function routeAt(routes: RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const found = routeAt(route.children ?? [], path);
    if (found) return found;
  }
  return undefined;
}

describe('the route tree', () => {
  it("binds the features' query loaders to the app's query cache (the report's, ADR 0094)", () => {
    const withCache = routeAt(buildRoutes({ queryClient: new QueryClient() }), PATHS.profileReport);
    expect(withCache?.loader).toBeTypeOf('function');
    // Without a cache (screen tests' routers) the page sends its requests itself.
    expect(routeAt(buildRoutes(), PATHS.profileReport)?.loader).toBeUndefined();
  });
});
