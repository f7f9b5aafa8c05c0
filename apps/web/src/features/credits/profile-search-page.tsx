import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function ProfileSearchPage() {
  const { t } = useTranslation('credits');
  return <PlaceholderPage title={t('search.title')} />;
}
