import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function CoursesPage() {
  const { t } = useTranslation('academy');
  return <PlaceholderPage title={t('courses.title')} />;
}
