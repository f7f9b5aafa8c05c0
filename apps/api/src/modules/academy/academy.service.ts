import { courseStatus, isValidActiveStep, SURVEY_MESSAGES, surveyErrors } from '@tirr/domain';
import type {
  AdditionalInfo,
  CourseDetail,
  CourseProgress,
  CourseSummary,
  HelpCodeEntry,
  SurveyBody,
} from '@tirr/contracts';
import { ERROR_CODES } from '@tirr/contracts';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { Language } from '../../lib/language';
import type { AcademyRepository, AdditionalInfoRow, CourseRow, ProgressRow } from './academy.repository';
import type { AcademyTranslation, AcademyTranslations, CourseText } from './content-translation';

export interface AcademyServiceDeps {
  repository: AcademyRepository;
  /** External blog the help panel links to (BLOG_BASE_URL), without a trailing slash. */
  blogBaseUrl: string;
  /** The content in other languages, laid over the Spanish rows by key (ADR 0142); none: Spanish only. */
  translations?: AcademyTranslations;
}

const COURSE_NOT_FOUND = 'El curso no existe.';

const summaryOf = (row: CourseRow, text?: CourseText): CourseSummary => ({
  id: row.id,
  handle: row.handle,
  title: text?.title ?? row.title,
  summary: text?.summary ?? row.summary,
  category: row.category,
  tags: row.tags,
  totalSteps: row.totalSteps,
});

const courseTarget = (row: Pick<CourseRow, 'id' | 'handle'>) =>
  `/academy/courses/${encodeURIComponent(row.id)}/${encodeURIComponent(row.handle)}`;

const progressOf = (row: ProgressRow, totalSteps: number): CourseProgress => ({
  id: row.courseId,
  activeStep: row.activeStep,
  totalSteps,
  completed: courseStatus(row.activeStep, totalSteps) === 'completed',
  updatedAt: row.updatedAt.toISOString(),
});

const infoOf = (row: AdditionalInfoRow, sub: string): AdditionalInfo => ({
  sub,
  type: row.type,
  companyName: row.companyName,
  field: row.field,
  phone: row.phone,
  range: row.range,
  dontAskMeAgain: row.dontAskMeAgain,
  updatedAt: row.updatedAt.toISOString(),
});

/** Labels of categories or tags in the language (the Spanish label where the translation has none). */
const labelled = (rows: { value: string; label: string }[], labels: Map<string, string> | undefined) =>
  rows.map((row) => ({ value: row.value, label: labels?.get(row.value) ?? row.label }));

export function academyService({ repository, blogBaseUrl, translations = {} }: AcademyServiceDeps) {
  const userId = (sub: string) => repository.userIdOf(sub);
  /** The texts of a language other than the Spanish source; undefined for Spanish or one without a folder. */
  const translationOf = (language: Language): AcademyTranslation | undefined =>
    language === 'es' ? undefined : translations[language];

  async function publishedCourse(courseId: string): Promise<CourseRow> {
    const course = await repository.course(courseId);
    if (!course || !course.published) throw notFound(COURSE_NOT_FOUND);
    return course;
  }

  function checkStep(activeStep: number, totalSteps: number) {
    if (!isValidActiveStep(activeStep, totalSteps))
      throw badRequest('activeStep', `must be a whole number from 0 to ${totalSteps}`);
  }

  return {
    async categories(language: Language) {
      return labelled(await repository.categories(), translationOf(language)?.categories);
    },

    async tags(language: Language) {
      return labelled(await repository.tags(), translationOf(language)?.tags);
    },

    async courses(language: Language): Promise<CourseSummary[]> {
      const texts = translationOf(language)?.courses;
      return (await repository.publishedCourses()).map((row) => summaryOf(row, texts?.get(row.id)));
    },

    /** Ids, handle and step count are the same in every language: progress does not depend on it (ADR 0142). */
    async course(courseId: string, language: Language): Promise<CourseDetail> {
      const course = await publishedCourse(courseId);
      const text = translationOf(language)?.courses.get(course.id);
      const steps = await repository.steps(course.id);
      return {
        ...summaryOf(course, text),
        helpCodes: course.helpCodes,
        steps: text?.steps.length === steps.length ? text.steps : steps,
      };
    },

    async helpCodes(language: Language): Promise<HelpCodeEntry[]> {
      const translation = translationOf(language);
      const entries = await repository.helpCodes();
      const courses = new Map(
        (await repository.coursesByIds([...new Set(entries.flatMap((e) => e.courseIds))]))
          .filter((c) => c.published)
          .map((c) => [c.id, c]),
      );
      return entries.map((entry) => {
        const text = translation?.helpCodes.get(entry.code);
        return {
          code: entry.code,
          description: text?.description ?? entry.description,
          courses: entry.courseIds.flatMap((id) => {
            const course = courses.get(id);
            if (!course) return [];
            const title = translation?.courses.get(id)?.title ?? course.title;
            return [{ id: course.id, title, target: courseTarget(course) }];
          }),
          blog_posts: entry.blogPosts.map((post) => ({
            id: post.id,
            title: text?.blogTitles.get(post.id) ?? post.title,
            target: `${blogBaseUrl}/${encodeURIComponent(post.slug)}`,
          })),
        };
      });
    },

    async progress(sub: string): Promise<CourseProgress[]> {
      const rows = await repository.progressOf(await userId(sub));
      return rows.map(({ progress, totalSteps }) => progressOf(progress, totalSteps));
    },

    async startCourse(sub: string, courseId: string, activeStep: number): Promise<CourseProgress> {
      const user = await userId(sub);
      const course = await publishedCourse(courseId).catch(() => {
        throw badRequest('id', COURSE_NOT_FOUND);
      });
      checkStep(activeStep, course.totalSteps);
      const completed = courseStatus(activeStep, course.totalSteps) === 'completed';
      return progressOf(await repository.upsertProgress(user, course.id, activeStep, completed), course.totalSteps);
    },

    async updateProgress(sub: string, courseId: string, activeStep: number): Promise<CourseProgress> {
      const user = await userId(sub);
      const course = await repository.course(courseId);
      if (!course) throw notFound(COURSE_NOT_FOUND);
      checkStep(activeStep, course.totalSteps);
      const completed = courseStatus(activeStep, course.totalSteps) === 'completed';
      const row = await repository.updateProgress(user, course.id, activeStep, completed);
      if (!row) throw notFound('El curso no fue iniciado (POST /courses).');
      return progressOf(row, course.totalSteps);
    },

    async additionalInfo(sub: string): Promise<AdditionalInfo | null> {
      const row = await repository.additionalInfoOf(await userId(sub));
      return row ? infoOf(row, sub) : null;
    },

    /**
     * docs/product.md §5 on the server too: the first problem is answered as 400 naming its field, in Spanish
     * (docs/domain/texts.md); details list every problem with its stable code.
     */
    async saveSurvey(sub: string, body: SurveyBody): Promise<AdditionalInfo> {
      const user = await userId(sub);
      const errors = surveyErrors(body);
      const issues = (Object.keys(errors) as (keyof typeof errors)[]).map((field) => {
        const code = errors[field]!;
        return { field, code, message: SURVEY_MESSAGES[code] };
      });
      if (issues.length > 0) {
        const first = issues[0]!;
        throw new AppError(400, ERROR_CODES.validation, `${first.field}: ${first.message}`, issues);
      }
      const range = body.type === 'enterprise' ? body.range?.trim() || null : null;
      const row = await repository.saveAdditionalInfo(user, {
        type: body.type,
        companyName: body.companyName.trim(),
        field: body.field.trim(),
        phone: body.phone.trim(),
        range,
        dontAskMeAgain: body.dontAskMeAgain ?? false,
      });
      return infoOf(row, sub);
    },
  };
}
export type AcademyService = ReturnType<typeof academyService>;
