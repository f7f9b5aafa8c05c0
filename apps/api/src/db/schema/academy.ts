import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Academy content (ADR 0050): categories, tags, courses, steps and help codes, synchronised at start-up
 * from the Markdown and YAML under content/academy (ADR 0050). The repository files are the source;
 * these tables are what the API serves.
 */
export const academyCategories = pgTable('academy_categories', {
  value: text('value').primaryKey(),
  label: text('label').notNull(),
  position: integer('position').notNull(),
});

export const academyTags = pgTable('academy_tags', {
  value: text('value').primaryKey(),
  label: text('label').notNull(),
  position: integer('position').notNull(),
});

export const academyCourses = pgTable(
  'academy_courses',
  {
    id: text('id').primaryKey(),
    handle: text('handle').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    category: text('category')
      .notNull()
      .references(() => academyCategories.value),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    helpCodes: text('help_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer('position').notNull(),
    totalSteps: integer('total_steps').notNull(),
    /** SHA-256 of the source file: an unchanged file is not rewritten. */
    contentHash: text('content_hash').notNull(),
    /** Courses whose file was removed stay (progress points at them) but are no longer listed. */
    published: boolean('published').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [index('academy_courses_category_idx').on(t.category)],
);

export const academyCourseSteps = pgTable(
  'academy_course_steps',
  {
    courseId: text('course_id')
      .notNull()
      .references(() => academyCourses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    /** Markdown, rendered on the web without raw HTML. */
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.position] })],
);

export interface HelpBlogPost {
  id: string;
  title: string;
  slug: string;
}

export const academyHelpCodes = pgTable('academy_help_codes', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
  courseIds: text('course_ids')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  blogPosts: jsonb('blog_posts').$type<HelpBlogPost[]>().notNull().default([]),
  contentHash: text('content_hash').notNull(),
});

/** A user's progress in a course (docs/product.md §3 'Course': activeStep). */
export const courseProgress = pgTable(
  'course_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => academyCourses.id, { onDelete: 'cascade' }),
    activeStep: integer('active_step').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    check('course_progress_active_step_check', sql`${t.activeStep} >= 0`),
  ],
);

/** The first-visit survey answer (docs/product.md §3 'Additional info'), one per user. */
export const additionalInfo = pgTable(
  'additional_info',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['personal', 'entrepeneur', 'enterprise'] }).notNull(),
    companyName: text('company_name').notNull(),
    field: text('field').notNull(),
    phone: text('phone').notNull(),
    range: text('range'),
    dontAskMeAgain: boolean('dont_ask_me_again').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('additional_info_type_check', sql`${t.type} in ('personal', 'entrepeneur', 'enterprise')`)],
);
