import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { courseStatus, progressPercent } from '@tirr/domain';
import type { CourseSummary } from '@tirr/contracts';
import { hrefs } from '../../../shared/routing/paths';

export interface CourseCardProps {
  course: CourseSummary;
  categoryLabel: string;
  /** Display label of a tag value. */
  tagLabel(tag: string): string;
  /** Stored activeStep, undefined when the course was never started. */
  activeStep: number | undefined;
}

export function CourseCard({ course, categoryLabel, tagLabel, activeStep }: CourseCardProps) {
  const { t } = useTranslation('academy');
  const status = courseStatus(activeStep, course.totalSteps);
  const percent = progressPercent(activeStep, course.totalSteps);
  const titleId = `course-${course.id}-title`;
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={hrefs.course(course.id, course.handle)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Chip size="small" color="primary" variant="outlined" label={categoryLabel} />
            <Typography variant="caption" color="text.secondary">
              {t('card.steps', { count: course.totalSteps })}
            </Typography>
          </Stack>
          <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {course.title}
          </Typography>
          <Typography color="text.secondary" variant="body2" sx={{ flexGrow: 1 }}>
            {course.summary}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {course.tags.map((tag) => (
              <Chip key={tag} size="small" label={tagLabel(tag)} />
            ))}
          </Stack>
          <div>
            <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }} data-testid="course-status">
              {t(`status.${status}`, { percent })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={percent}
              color={status === 'completed' ? 'success' : 'primary'}
              aria-label={t('card.progress', { title: course.title })}
            />
          </div>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
