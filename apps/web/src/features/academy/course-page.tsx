import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function CoursePage() {
  const { t } = useTranslation('academy');
  const { courseId } = useParams();
  return <PlaceholderPage title={t('course.title')} subtitle={t('course.subtitle', { courseId: courseId ?? '' })} />;
}
