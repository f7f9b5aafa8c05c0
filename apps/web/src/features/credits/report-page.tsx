import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function ReportPage() {
  const { t } = useTranslation('credits');
  const { taxNumber } = useParams();
  return <PlaceholderPage title={t('report.title')} subtitle={t('report.subtitle', { taxNumber: taxNumber ?? '' })} />;
}
