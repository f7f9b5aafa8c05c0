import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SurveyHost } from '../features/onboarding/feature';
import { AppProviders } from './providers';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      {/* Route-independent overlays of features (ADR 0052). */}
      <SurveyHost />
    </AppProviders>
  );
}
