import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { defineHandle, type FeatureDefinition } from '../shared/routing/route-handle';
import { NotFoundScreen } from '../shared/ui/not-found-screen';
import { RouteErrorBoundary } from '../shell/errors/route-error-boundary';
import { ShellLayout } from '../shell/layout/shell-layout';
import { Splash } from '../shell/layout/splash';
import { FEATURES } from './features';

/** Unknown paths: 'Página no encontrada' with a link home (docs/product.md §2). */
export const notFoundRoute: RouteObject = {
  path: '*',
  handle: defineHandle({ titleKey: 'common:notFound.title', permission: 'none' }),
  Component: NotFoundScreen,
};

/** A feature's routes, with the loaders that need the app's query cache when there is one. */
function featureRoutes(feature: FeatureDefinition, queryClient?: QueryClient): RouteObject[] {
  if (!queryClient) return feature.routes;
  return feature.routes.map((route) => {
    const loader = route.path ? feature.queryLoaders?.[route.path] : undefined;
    return loader ? { ...route, loader: loader(queryClient) } : route;
  });
}

export interface RouteTreeOptions {
  /** Default: every product area. */
  features?: readonly FeatureDefinition[];
  /** The app's query cache, which the features' query loaders start requests in (ADR 0094). */
  queryClient?: QueryClient;
}

/**
 * The route tree: the shell layout, then a pathless route whose error element keeps the shell around a
 * failing page, then every feature's routes and the not-found route.
 */
export function buildRoutes({ features = FEATURES, queryClient }: RouteTreeOptions = {}): RouteObject[] {
  const pages: RouteObject[] = [...features.flatMap((feature) => featureRoutes(feature, queryClient)), notFoundRoute];
  return [
    {
      id: 'root',
      element: <ShellLayout routes={pages} />,
      errorElement: <RouteErrorBoundary />,
      HydrateFallback: Splash,
      children: [{ id: 'pages', errorElement: <RouteErrorBoundary />, children: pages }],
    },
  ];
}
