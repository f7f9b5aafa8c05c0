import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function SimulatorsPage() {
  const { t } = useTranslation('simulators');
  return <PlaceholderPage title={t('landing.title')} />;
}
