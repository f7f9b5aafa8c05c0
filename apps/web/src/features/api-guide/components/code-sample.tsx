import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CopyIcon from '@mui/icons-material/ContentCopyOutlined';
import { notify } from '../../../shared/notify/notify-store';
import { PAGE_NS } from '../i18n/page';

/** A code sample of the guide, as it is typed (left to right whatever the page), with a button that copies it. */
export function CodeSample({ code, label }: { code: string; label: string }) {
  const { t } = useTranslation(PAGE_NS);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      notify({ message: t('code.copied'), variant: 'success' });
    } catch {
      notify({ message: t('code.copyFailed'), variant: 'info' });
    }
  };
  return (
    <Box sx={{ position: 'relative', my: 1.5 }}>
      <Box
        component="pre"
        aria-label={label}
        dir="ltr"
        sx={{
          m: 0,
          p: 1.5,
          pr: 6,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: 13,
          overflowX: 'auto',
          whiteSpace: 'pre',
        }}
      >
        <code>{code}</code>
      </Box>
      <Tooltip title={t('code.copy')}>
        <IconButton
          aria-label={`${t('code.copy')}: ${label}`}
          size="small"
          onClick={() => void copy()}
          sx={{ position: 'absolute', top: 6, right: 6 }}
        >
          <CopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
