import { z } from 'zod';
import { SURVEY_TYPES } from '@tirr/domain';

/** A course category (docs/product.md §3 'Category: value'), with its Spanish label. */
export const courseCategory = z.object({ value: z.string(), label: z.string() });
export type CourseCategory = z.infer<typeof courseCategory>;

/** A course in the list: no step bodies (GET /content/courses). */
export const courseSummary = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  totalSteps: z.number().int(),
});
export type CourseSummary = z.infer<typeof courseSummary>;

export const courseStep = z.object({ title: z.string(), body: z.string() });
export type CourseStep = z.infer<typeof courseStep>;

/** A course with its steps (GET /content/courses/{courseId}); `body` is Markdown. */
export const courseDetail = courseSummary.extend({
  steps: z.array(courseStep),
  helpCodes: z.array(z.string()),
});
export type CourseDetail = z.infer<typeof courseDetail>;

/** A link of a help code entry: a course of the academy or a post of the external blog. */
export const helpLink = z.object({ id: z.string(), title: z.string(), target: z.string() });
export type HelpLink = z.infer<typeof helpLink>;

/** docs/product.md §3 'Help code entry'. */
export const helpCodeEntry = z.object({
  code: z.string(),
  description: z.string(),
  courses: z.array(helpLink),
  blog_posts: z.array(helpLink),
});
export type HelpCodeEntry = z.infer<typeof helpCodeEntry>;

export const courseIdParam = z.object({ courseId: z.string().min(1).max(100) });
export const progressIdParam = z.object({ id: z.string().min(1).max(100) });

/** A user's progress in one course (GET /courses answers a list of these). */
export const courseProgress = z.object({
  id: z.string(),
  activeStep: z.number().int(),
  totalSteps: z.number().int(),
  completed: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type CourseProgress = z.infer<typeof courseProgress>;

const activeStep = z.number().int().min(0).max(1000);
export const startCourseBody = z.object({ id: z.string().min(1).max(100), activeStep: activeStep.default(0) });
export type StartCourseBody = z.input<typeof startCourseBody>;
export const updateProgressBody = z.object({ activeStep });
export type UpdateProgressBody = z.infer<typeof updateProgressBody>;

/**
 * The survey answer (docs/product.md §3 'Additional info'). Lengths are bounded here; the docs/product.md §5 rules (required
 * fields, digits-only phone, age) are checked by the domain's surveyErrors, the same message codes in the dialog and here.
 */
export const surveyBody = z.object({
  type: z.enum(SURVEY_TYPES),
  companyName: z.string().max(200),
  field: z.string().max(200),
  phone: z.string().max(30),
  range: z.string().max(200).optional(),
  dontAskMeAgain: z.boolean().optional(),
});
export type SurveyBody = z.infer<typeof surveyBody>;

export const additionalInfo = surveyBody.extend({
  sub: z.string(),
  range: z.string().nullable(),
  dontAskMeAgain: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type AdditionalInfo = z.infer<typeof additionalInfo>;

/** GET /ai/: the user's additional info, or null when the survey was never answered. */
export const additionalInfoAnswer = additionalInfo.nullable();
