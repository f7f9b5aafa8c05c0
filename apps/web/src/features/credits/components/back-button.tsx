import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PATHS } from '../../../shared/routing/paths';

/** One step back in the app's history, or the credit home when the app was opened here. */
export function goBackOr(navigate: ReturnType<typeof useNavigate>, fallback: string = PATHS.credits) {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (index > 0) void navigate(-1);
  else void navigate(fallback, { replace: true });
}

export function BackButton() {
  const { t } = useTranslation('credits');
  const navigate = useNavigate();
  return (
    <IconButton aria-label={t('back')} onClick={() => goBackOr(navigate)} edge="start">
      <ArrowBackIcon />
    </IconButton>
  );
}
