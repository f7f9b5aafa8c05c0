import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function FciPage() {
  const { t } = useTranslation('simulators');
  return <PlaceholderPage title={t('fci.title')} />;
}
