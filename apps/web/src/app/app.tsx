import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SurveyHost } from '../features/academy/routes';
import { AppProviders } from './providers';

export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient?: QueryClient;
}) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      {/* Route-independent overlays of features (ADR 0052). */}
      <SurveyHost />
    </AppProviders>
  );
}
