import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function FacturasPage() {
  const { t } = useTranslation('simulators');
  return <PlaceholderPage title={t('facturas.title')} />;
}
