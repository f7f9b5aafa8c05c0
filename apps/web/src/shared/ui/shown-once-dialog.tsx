import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CopyIcon from '@mui/icons-material/ContentCopyOutlined';
import { notify } from '../notify/notify-store';

/**
 * The texts of a ShownOnceDialog: the title; `warning`, that it is not shown again; `label`, the value's name ('Clave',
 * 'Secreto de firma'); `copy`, `copied`; `copyFailed`, when the browser refuses the clipboard (the value stays on
 * screen to select by hand); `close`.
 */
export type ShownOncePart = 'title' | 'warning' | 'label' | 'copy' | 'copied' | 'copyFailed' | 'close';

/**
 * A secret the API returns once (an API key, a webhook's signing secret; docs/security.md): shown whole, with a copy
 * button and the warning that it is not shown again. A click outside does not close it, so the secret is not lost
 * by accident; 'close' (or Escape) does.
 */
export function ShownOnceDialog({
  value,
  text,
  onClose,
  children,
}: {
  value: string;
  /** Each text, translated by the feature that opens the dialog. */
  text: (part: ShownOncePart) => string;
  onClose: () => void;
  /** More about the value under it (how to use it). */
  children?: ReactNode;
}) {
  const titleId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify({ message: text('copied'), variant: 'success' });
    } catch {
      notify({ message: text('copyFailed'), variant: 'info' });
    }
  };
  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      onClose={(_event, reason) => (reason === 'backdropClick' ? undefined : onClose())}
    >
      <DialogTitle id={titleId}>{text('title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning">{text('warning')}</Alert>
          <div>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {text('label')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Box
                component="code"
                data-testid="shown-once-value"
                sx={{
                  flex: 1,
                  p: 1.5,
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                  fontFamily: 'monospace',
                  fontSize: 14,
                  wordBreak: 'break-all',
                  userSelect: 'all',
                }}
              >
                {value}
              </Box>
              <Button variant="outlined" startIcon={<CopyIcon />} onClick={() => void copy()} sx={{ flexShrink: 0 }}>
                {text('copy')}
              </Button>
            </Stack>
          </div>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {text('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
