import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function DocumentSimulatorPage() {
  const { t } = useTranslation('simulators');
  const { documentType } = useParams();
  return (
    <PlaceholderPage
      title={t('document.title')}
      subtitle={t('document.subtitle', { documentType: documentType ?? '' })}
    />
  );
}
