import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SessionProvider } from '../shared/auth/session';
import { AppErrorBoundary } from '../shell/errors/app-error-boundary';
import { Splash } from '../shell/layout/splash';
import { StartupError } from '../shell/layout/startup-error';
import { SnackbarHost } from '../shell/snackbar/snackbar-host';
import { tirrTheme } from '../shell/theme/themes';
import { createQueryClient } from './query-client';

/** Theme, query cache, error boundary, session (splash until known) and the snackbar host. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider theme={tirrTheme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <AppErrorBoundary>
          <SessionProvider fallback={<Splash />} renderError={(_error, retry) => <StartupError onRetry={retry} />}>
            {children}
          </SessionProvider>
          <SnackbarHost />
        </AppErrorBoundary>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
