import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseProgress } from '@tirr/contracts';
import { api } from '../../../shared/api/client';
import { contractSchema } from '../../../shared/api/contract-schema';
import { useLocale } from '../../../shared/i18n/use-locale';
import type { Locale } from '@tirr/domain';

/** Content keys carry the language the API answered in (ADR 0142); progress is the same in every language. */
export const academyKeys = {
  courses: (language: Locale) => ['academy', 'courses', language] as const,
  categories: (language: Locale) => ['academy', 'categories', language] as const,
  tags: (language: Locale) => ['academy', 'tags', language] as const,
  course: (id: string, language: Locale) => ['academy', 'course', id, language] as const,
  progress: ['academy', 'progress'] as const,
};

/** Content changes only with a deploy: keep it for the session. */
const CONTENT_STALE_MS = 60 * 60 * 1000;

const courseProgress = contractSchema('academy', (c) => c.courseProgress);
const categories = contractSchema('academy', (c) => c.courseCategory.array());

export const useCourses = () =>
  useQuery({
    queryKey: academyKeys.courses(useLocale()),
    queryFn: ({ signal }) =>
      api.get('/content/courses', { schema: contractSchema('academy', (c) => c.courseSummary.array()), signal }),
    staleTime: CONTENT_STALE_MS,
  });

export const useCategories = () =>
  useQuery({
    queryKey: academyKeys.categories(useLocale()),
    queryFn: ({ signal }) => api.get('/content/course-categories', { schema: categories, signal }),
    staleTime: CONTENT_STALE_MS,
  });

export const useCourseTags = () =>
  useQuery({
    queryKey: academyKeys.tags(useLocale()),
    queryFn: ({ signal }) => api.get('/content/course-tags', { schema: categories, signal }),
    staleTime: CONTENT_STALE_MS,
  });

export const useCourse = (id: string) =>
  useQuery({
    queryKey: academyKeys.course(id, useLocale()),
    queryFn: ({ signal }) =>
      api.get(`/content/courses/${encodeURIComponent(id)}`, {
        schema: contractSchema('academy', (c) => c.courseDetail),
        signal,
        globalErrors: false,
      }),
    staleTime: CONTENT_STALE_MS,
  });

/** The user's progress in every course they started (GET /courses), always fresh from the server. */
export const useProgress = () =>
  useQuery({
    queryKey: academyKeys.progress,
    queryFn: ({ signal }) =>
      api.get('/courses', { schema: contractSchema('academy', (c) => c.courseProgress.array()), signal }),
  });

function storeProgress(list: CourseProgress[] | undefined, saved: CourseProgress): CourseProgress[] {
  const others = (list ?? []).filter((p) => p.id !== saved.id);
  return [...others, saved];
}

/** POST /courses: starts a course (creates the progress at `activeStep`). */
export function useStartCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; activeStep: number }) => api.post('/courses', input, { schema: courseProgress }),
    onSuccess: (saved) =>
      client.setQueryData<CourseProgress[]>(academyKeys.progress, (list) => storeProgress(list, saved)),
  });
}

/** PATCH /courses/{id}: moves the progress; the step shows at once and is rolled back if saving fails. */
export function useUpdateProgress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; activeStep: number }) =>
      api.patch(
        `/courses/${encodeURIComponent(input.id)}`,
        { activeStep: input.activeStep },
        { schema: courseProgress },
      ),
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: academyKeys.progress });
      const previous = client.getQueryData<CourseProgress[]>(academyKeys.progress);
      const current = previous?.find((p) => p.id === input.id);
      if (current) {
        client.setQueryData<CourseProgress[]>(academyKeys.progress, (list) =>
          storeProgress(list, {
            ...current,
            activeStep: input.activeStep,
            completed: input.activeStep >= current.totalSteps,
          }),
        );
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) client.setQueryData(academyKeys.progress, context.previous);
    },
    onSuccess: (saved) =>
      client.setQueryData<CourseProgress[]>(academyKeys.progress, (list) => storeProgress(list, saved)),
  });
}
