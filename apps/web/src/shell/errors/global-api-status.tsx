import { useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { apiStatus } from '../../shared/api/api-events';
import { LazyErrorFeedbackScreen } from './lazy-feedback-screen';
import { SessionExpiredScreen } from '../../shared/ui/session-expired-screen';
import { useGoBack } from '../../shared/routing/go-back';

/**
 * Renders the API client's global reactions (docs/product.md §8) in place of the page: 401 → 'Su sesión ha
 * expirado'; other 5xx → the 500 screen. Cleared when the user moves to another page.
 */
export function GlobalApiStatus({ children }: { children: ReactNode }) {
  const status = useSyncExternalStore(apiStatus.subscribe, apiStatus.get);
  const { pathname } = useLocation();
  const goBack = useGoBack();

  // Cleared when the page changes, not when this mounts: a 401 answered while the first page was still
  // rendering must not be wiped by the mount's effect.
  const statusPath = useRef(pathname);
  useEffect(() => {
    if (statusPath.current === pathname) return;
    statusPath.current = pathname;
    apiStatus.clear();
  }, [pathname]);

  const serverError = status.serverError;
  const log = useMemo(
    () =>
      serverError
        ? {
            type: 'react' as const,
            path: pathname,
            description: `API ${serverError.method} ${serverError.url} answered ${serverError.status}`,
          }
        : null,
    [serverError, pathname],
  );

  if (status.sessionExpired) return <SessionExpiredScreen />;
  if (log) {
    return (
      <LazyErrorFeedbackScreen
        log={log}
        onBack={() => {
          apiStatus.clear();
          goBack();
        }}
      />
    );
  }
  return <>{children}</>;
}
