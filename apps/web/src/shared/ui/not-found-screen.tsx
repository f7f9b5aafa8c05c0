import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { PATHS } from '../routing/paths';
import { StatusScreen } from './status-screen';

/** 'Página no encontrada' with a link home (docs/product.md §2: unknown paths). */
export function NotFoundScreen() {
  const { t } = useTranslation('common');
  return (
    <StatusScreen icon={<TravelExploreIcon />} title={t('notFound.title')} text={t('notFound.text')} testId="not-found">
      <Button component={RouterLink} to={PATHS.home} variant="contained">
        {t('notFound.home')}
      </Button>
    </StatusScreen>
  );
}
