import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { notifications } from '../../shared/notify/notify-store';

// The snackbar's code loads with the first notification, not with the first page (ADR 0063).
const SnackbarToast = lazy(() => import('./snackbar-toast').then((m) => ({ default: m.SnackbarToast })));

/** Shows `notify()` messages one at a time, each for 6000 ms (docs/product.md §4 Snackbar). */
export function SnackbarHost() {
  const { t } = useTranslation();
  const queue = useSyncExternalStore(notifications.subscribe, notifications.get);
  const current = queue[0];
  if (!current) return null;
  const text = current.messageKey ? t(current.messageKey, current.values ?? {}) : (current.message ?? '');
  return (
    <Suspense fallback={null}>
      <SnackbarToast
        key={current.id}
        current={current}
        text={text}
        onDismiss={() => notifications.dismiss(current.id)}
      />
    </Suspense>
  );
}
