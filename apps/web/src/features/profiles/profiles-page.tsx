import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function ProfilesPage() {
  const { t } = useTranslation('profiles');
  return <PlaceholderPage title={t('portfolio.title')} />;
}
