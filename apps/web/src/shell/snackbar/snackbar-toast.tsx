import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { SNACKBAR_AUTO_HIDE_MS, type Notification } from '../../shared/notify/notify-store';

/** One notification on screen for 6000 ms (docs/product.md §4 Snackbar). */
export function SnackbarToast({
  current,
  text,
  onDismiss,
}: {
  current: Notification;
  text: string;
  onDismiss: () => void;
}) {
  return (
    <Snackbar
      open
      autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onDismiss();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={current.variant} variant="filled" onClose={onDismiss} sx={{ width: '100%' }}>
        {text}
      </Alert>
    </Snackbar>
  );
}
