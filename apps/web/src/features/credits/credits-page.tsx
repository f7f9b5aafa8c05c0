import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function CreditsPage() {
  const { t } = useTranslation('credits');
  return <PlaceholderPage title={t('home.title')} />;
}
