import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { courseStatus, stepToShow } from '@tirr/domain';
import type { CourseDetail } from '@tirr/contracts';
import { isApiError } from '../../shared/api/api-error';
import { notify } from '../../shared/notify/notify-store';
import { PATHS, hrefs } from '../../shared/routing/paths';
import { PageHeader } from '../../shared/ui/page-header';
import { useCourse, useProgress, useStartCourse, useUpdateProgress } from './api/academy-api';
import { CourseStepper } from './components/course-stepper';

export function CoursePage() {
  const { t } = useTranslation('academy');
  const { courseId = '', courseHandle } = useParams();
  const navigate = useNavigate();
  const course = useCourse(courseId);

  // One address per course: a missing or outdated handle is replaced by the current one.
  const handle = course.data?.handle;
  useEffect(() => {
    if (handle && courseHandle !== handle) void navigate(hrefs.course(courseId, handle), { replace: true });
  }, [handle, courseHandle, courseId, navigate]);

  if (course.isPending) return <CircularProgress aria-label={t('course.loading')} />;
  if (course.isError) {
    const missing = isApiError(course.error) && course.error.status === 404;
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity={missing ? 'warning' : 'error'}>{t(missing ? 'course.notFound' : 'course.error')}</Alert>
        <Button component={RouterLink} to={PATHS.courses}>
          {t('course.allCourses')}
        </Button>
      </Stack>
    );
  }
  return <CourseView course={course.data} />;
}

function CourseView({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('academy');
  const progress = useProgress();
  const start = useStartCourse();
  const update = useUpdateProgress();
  const total = course.steps.length;
  const stored = progress.data?.find((p) => p.id === course.id)?.activeStep;
  const status = courseStatus(stored, total);

  const begin = () =>
    start.mutate(
      { id: course.id, activeStep: 0 },
      {
        onSuccess: () => notify({ messageKey: 'academy:course.started', variant: 'success' }),
        onError: () => notify({ messageKey: 'academy:course.saveFailed', variant: 'error' }),
      },
    );
  const go = (activeStep: number) =>
    update.mutate(
      { id: course.id, activeStep },
      { onError: () => notify({ messageKey: 'academy:course.saveFailed', variant: 'error' }) },
    );

  return (
    <>
      <PageHeader
        title={course.title}
        subtitle={course.summary}
        actions={
          <Button component={RouterLink} to={PATHS.courses}>
            {t('course.allCourses')}
          </Button>
        }
      />
      {progress.isPending ? (
        <CircularProgress aria-label={t('course.loading')} />
      ) : progress.isError ? (
        <Alert severity="error">{t('course.error')}</Alert>
      ) : status === 'notStarted' ? (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('course.intro', { count: total })}
            </Typography>
            <ol>
              {course.steps.map((step) => (
                <li key={step.title}>
                  <Typography>{step.title}</Typography>
                </li>
              ))}
            </ol>
            <Button variant="contained" onClick={begin} disabled={start.isPending}>
              {t('course.start')}
            </Button>
          </CardContent>
        </Card>
      ) : status === 'completed' ? (
        <Alert
          severity="success"
          action={
            <Button color="inherit" size="small" onClick={() => go(0)} disabled={update.isPending}>
              {t('course.restart')}
            </Button>
          }
        >
          <Typography sx={{ fontWeight: 700 }}>{t('course.completed')}</Typography>
          {t('course.completedText', { count: total })}
        </Alert>
      ) : (
        <CourseStepper
          steps={course.steps}
          active={stepToShow(stored, total)}
          saving={update.isPending}
          onGo={go}
          onFinish={() => go(total)}
        />
      )}
    </>
  );
}
