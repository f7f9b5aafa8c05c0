import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../shared/notify/notify-store';

/** The toasts on screen, newest first, above the bottom edge (docs/product.md §4 Snackbar, ADR 0136). */
export function SnackbarToasts({
  shown,
  onDismiss,
}: {
  shown: readonly Notification[];
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      spacing={1}
      data-testid="toasts"
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        bottom: { xs: 8, sm: 24 },
        left: '50%',
        transform: 'translateX(-50%)',
        width: { xs: 'calc(100% - 16px)', sm: 'auto' },
        minWidth: { sm: 344 },
        maxWidth: { sm: 560 },
      }}
    >
      {shown.map((toast) => (
        <Alert
          key={toast.id}
          severity={toast.variant}
          variant="filled"
          onClose={() => onDismiss(toast.id)}
          sx={{ width: '100%', boxShadow: 6 }}
        >
          {toast.messageKey ? t(toast.messageKey, toast.values ?? {}) : (toast.message ?? '')}
        </Alert>
      ))}
    </Stack>
  );
}
