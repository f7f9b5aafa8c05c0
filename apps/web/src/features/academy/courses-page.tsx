import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { matchesFilter, type CourseFilter } from '@tirr/domain';
import { clearAcademyFilter, peekAcademyFilter } from '../../shared/academy/academy-filter';
import { PageHeader } from '../../shared/ui/page-header';
import { useCategories, useCourses, useCourseTags, useProgress } from './api/academy-api';
import { CourseCard } from './components/course-card';
import { CourseFilters } from './components/course-filters';

/** The filter a visit starts with: the preset another screen left in sessionStorage, else none. */
function initialFilter(): CourseFilter {
  const preset = peekAcademyFilter();
  return { categories: preset?.categories ?? [], tags: preset?.tags ?? [], text: '' };
}

export function CoursesPage() {
  const { t } = useTranslation('academy');
  const [filter, setFilter] = useState<CourseFilter>(initialFilter);
  const courses = useCourses();
  const categories = useCategories();
  const tags = useCourseTags();
  const progress = useProgress();

  // The preset is read once on arrival, then cleared so a later visit starts unfiltered.
  useEffect(() => clearAcademyFilter(), []);

  const labels = useMemo(() => new Map((categories.data ?? []).map((c) => [c.value, c.label])), [categories.data]);
  const tagLabels = useMemo(() => new Map((tags.data ?? []).map((t) => [t.value, t.label])), [tags.data]);
  const steps = useMemo(() => new Map((progress.data ?? []).map((p) => [p.id, p.activeStep])), [progress.data]);
  const visible = useMemo(() => (courses.data ?? []).filter((c) => matchesFilter(c, filter)), [courses.data, filter]);
  const usedTags = useMemo(() => {
    const inUse = new Set((courses.data ?? []).flatMap((c) => [...c.tags, c.category]));
    return (tags.data ?? []).filter((tag) => inUse.has(tag.value));
  }, [courses.data, tags.data]);

  return (
    <>
      <PageHeader title={t('courses.title')} subtitle={t('courses.subtitle')} />
      <CourseFilters filter={filter} categories={categories.data ?? []} tags={usedTags} onChange={setFilter} />
      {courses.isPending ? (
        <CircularProgress aria-label={t('courses.loading')} />
      ) : courses.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void courses.refetch()}>
              {t('courses.retry')}
            </Button>
          }
        >
          {t('courses.error')}
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }} role="status">
            {t('courses.count', { count: visible.length })}
          </Typography>
          {visible.length === 0 ? (
            <Alert severity="info">{t('courses.empty')}</Alert>
          ) : (
            <Grid container spacing={2}>
              {visible.map((course) => (
                <Grid key={course.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <CourseCard
                    course={course}
                    categoryLabel={labels.get(course.category) ?? course.category}
                    tagLabel={(tag) => tagLabels.get(tag) ?? tag}
                    activeStep={steps.get(course.id)}
                  />
                </Grid>
              ))}
            </Grid>
          )}
        </>
      )}
    </>
  );
}
