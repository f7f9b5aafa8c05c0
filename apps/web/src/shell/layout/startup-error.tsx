import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { StatusScreen } from '../../shared/ui/status-screen';

/** Shown when GET /auth or POST /users/me fails before the app can start. */
export function StartupError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}
    >
      <StatusScreen
        icon={<CloudOffIcon />}
        tone="warning"
        title={t('startupError.title')}
        text={t('startupError.text')}
        testId="startup-error"
      >
        <Button variant="contained" onClick={onRetry}>
          {t('startupError.retry')}
        </Button>
      </StatusScreen>
    </Box>
  );
}
