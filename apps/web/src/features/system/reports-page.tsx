import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function ReportsPage() {
  const { t } = useTranslation('system');
  return <PlaceholderPage title={t('reports.title')} />;
}
