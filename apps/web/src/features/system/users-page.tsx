import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function UsersPage() {
  const { t } = useTranslation('system');
  return <PlaceholderPage title={t('users.title')} />;
}
