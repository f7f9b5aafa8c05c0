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

/**
 * The route tree: the shell layout, then a pathless route whose error element keeps the shell around a
 * failing page, then every feature's routes and the not-found route.
 */
export function buildRoutes(features: readonly FeatureDefinition[] = FEATURES): RouteObject[] {
  const pages: RouteObject[] = [...features.flatMap((feature) => feature.routes), notFoundRoute];
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
