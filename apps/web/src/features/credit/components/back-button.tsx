import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useGoBack } from '../../../shared/routing/go-back';
import { PATHS } from '../../../shared/routing/paths';

/** Back one page in the app's history, or the credit home when the app was opened here. */
export const useBackToCredits = () => useGoBack({ fallback: PATHS.credits });

export function BackButton() {
  const { t } = useTranslation('credit');
  const goBack = useBackToCredits();
  return (
    <IconButton aria-label={t('back')} onClick={goBack} edge="start">
      <ArrowBackIcon />
    </IconButton>
  );
}
