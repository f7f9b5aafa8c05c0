import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PATHS } from '../../shared/routing/paths';

/** A centred progress message while the browser is sent to (or back from) the identity provider. */
export function AuthProgress({ text }: { text: string }) {
  return (
    <Stack role="status" aria-live="polite" spacing={2} sx={{ alignItems: 'center', py: 8 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Stack>
  );
}

/** Identity provider errors: 'Oops...' followed by the message (docs/product.md §8). */
export function AuthError({ message }: { message: string }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 6, px: 2, maxWidth: 560, mx: 'auto' }}>
      <Alert severity="error" sx={{ width: '100%' }} data-testid="auth-error">
        <AlertTitle>{t('auth:error.title')}</AlertTitle>
        {t('common:oops', { message })}
      </Alert>
      <Stack direction="row" spacing={2}>
        <Button component={RouterLink} to={PATHS.login} variant="contained">
          {t('auth:error.retry')}
        </Button>
        <Button component={RouterLink} to={PATHS.home} variant="outlined">
          {t('auth:error.home')}
        </Button>
      </Stack>
    </Stack>
  );
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}
