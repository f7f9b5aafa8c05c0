import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function BalancePage() {
  const { t } = useTranslation('profiles');
  const { profileId } = useParams();
  return (
    <PlaceholderPage title={t('balance.title')} subtitle={t('balance.subtitle', { profileId: profileId ?? '' })} />
  );
}
