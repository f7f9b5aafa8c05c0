import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { notifications, SNACKBAR_AUTO_HIDE_MS } from '../../shared/notify/notify-store';

/** Shows `notify()` messages one at a time, each for 6000 ms (spec §4 Snackbar). */
export function SnackbarHost() {
  const { t } = useTranslation();
  const queue = useSyncExternalStore(notifications.subscribe, notifications.get);
  const current = queue[0];
  if (!current) return null;
  const dismiss = () => notifications.dismiss(current.id);
  const text = current.messageKey ? t(current.messageKey, current.values ?? {}) : (current.message ?? '');

  return (
    <Snackbar
      key={current.id}
      open
      autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') dismiss();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={current.variant} variant="filled" onClose={dismiss} sx={{ width: '100%' }}>
        {text}
      </Alert>
    </Snackbar>
  );
}
