import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { LogoMark } from '../toolbar/logo';

/** The loading splash 'Cargando...' (docs/product.md §2), shown until the session is known. */
export function Splash() {
  const { t } = useTranslation('common');
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="splash"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'background.default',
      }}
    >
      <LogoMark size={56} />
      <CircularProgress size={28} aria-hidden />
      <Typography color="text.secondary">{t('loading')}</Typography>
    </Box>
  );
}
