import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function ScorePage() {
  const { t } = useTranslation('profiles');
  const { profileId } = useParams();
  return <PlaceholderPage title={t('score.title')} subtitle={t('score.subtitle', { profileId: profileId ?? '' })} />;
}
