import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function PagaresPage() {
  const { t } = useTranslation('simulators');
  return <PlaceholderPage title={t('pagares.title')} />;
}
