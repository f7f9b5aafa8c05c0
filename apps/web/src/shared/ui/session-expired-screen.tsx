import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import LockClockIcon from '@mui/icons-material/LockClock';
import { apiStatus } from '../api/api-events';
import { PATHS } from '../routing/paths';
import { rememberRedirect } from '../routing/redirect-store';
import { StatusScreen } from './status-screen';

/** 'Su sesión ha expirado' with a link to sign in again (docs/product.md §2, §8: answer 401). */
export function SessionExpiredScreen() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  return (
    <StatusScreen
      icon={<LockClockIcon />}
      tone="warning"
      title={t('sessionExpired.title')}
      text={t('sessionExpired.text')}
      testId="session-expired"
    >
      <Button
        component={RouterLink}
        to={PATHS.login}
        variant="contained"
        onClick={() => {
          // Come back to the same page after signing in again (unless this is the /errors/401 page).
          if (!here.startsWith('/errors/')) rememberRedirect(here);
          apiStatus.clear();
        }}
      >
        {t('sessionExpired.signIn')}
      </Button>
    </StatusScreen>
  );
}
