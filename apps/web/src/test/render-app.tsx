import { StrictMode, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ThemeProvider } from '@mui/material/styles';
import { FEATURES } from '../app/features';
import { AppProviders } from '../app/providers';
import { buildRoutes } from '../app/routes';
import { SessionContext, type Session } from '../shared/auth/session';
import type { FeatureDefinition } from '../shared/routing/route-handle';
import { SnackbarHost } from '../shell/snackbar/snackbar-host';
import { tirrTheme } from '../shell/theme/themes';

export interface RenderAppOptions {
  path?: string;
  /** Extra test-only features (e.g. a route that throws). */
  extraFeatures?: FeatureDefinition[];
}

function memoryRouter({ path = '/', extraFeatures = [] }: RenderAppOptions) {
  return createMemoryRouter(buildRoutes({ features: [...FEATURES, ...extraFeatures] }) as RouteObject[], {
    initialEntries: [path],
  });
}

/** The real route tree and shell with a given (fake) session. */
export function renderWithSession(session: Session, options: RenderAppOptions = {}) {
  const router = memoryRouter(options);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <ThemeProvider theme={tirrTheme}>
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={session}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
        <SnackbarHost />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { router, ...view };
}

/** The whole app (real SessionProvider talking to MSW) on a memory router, in StrictMode as in development. */
export function renderFullApp(options: RenderAppOptions = {}) {
  const router = memoryRouter(options);
  const view = render(
    <StrictMode>
      <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { router, ...view };
}

/** Any element with the theme, a query client, a (fake) session and the snackbar host, without a router. */
export function renderWithProviders(ui: ReactElement, session: Session) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ThemeProvider theme={tirrTheme}>
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={session}>{ui}</SessionContext.Provider>
        <SnackbarHost />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}
