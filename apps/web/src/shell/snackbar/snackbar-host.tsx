import { lazy, Suspense, useSyncExternalStore } from 'react';
import { notifications } from '../../shared/notify/notify-store';

// The toasts' code loads with the first notification, not with the first page (ADR 0063).
const SnackbarToasts = lazy(() => import('./snackbar-toast').then((m) => ({ default: m.SnackbarToasts })));

/** Shows the `notify()` toasts at once, newest first, at most three (docs/product.md §4 Snackbar, ADR 0136). */
export function SnackbarHost() {
  const shown = useSyncExternalStore(notifications.subscribe, notifications.get);
  if (shown.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarToasts shown={shown} onDismiss={(id) => notifications.dismiss(id)} />
    </Suspense>
  );
}
