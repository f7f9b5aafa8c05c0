import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '../../lib/language';
import { findContentDir, readContentFiles, type AcademyContent } from './content-source';

/**
 * The academy in other languages (ADR 0142): content/academy/<language>/ mirrors the Spanish tree file by file
 * (same file names, ids, handles, keys, step count), translating only what users read. The database keeps the
 * Spanish source (ADR 0050); a translation is read at start-up and laid over the Spanish answers by key, and
 * whatever it lacks stays in Spanish.
 */

export type TranslatedLanguage = Exclude<Language, 'es'>;
export const TRANSLATED_LANGUAGES: readonly TranslatedLanguage[] = ['en'];

export interface StepText {
  title: string;
  body: string;
}

export interface CourseText {
  title: string;
  summary: string;
  steps: StepText[];
}

/** What one language says instead of the Spanish, by stable key. */
export interface AcademyTranslation {
  categories: Map<string, string>;
  tags: Map<string, string>;
  courses: Map<string, CourseText>;
  helpCodes: Map<string, { description: string; blogTitles: Map<string, string> }>;
}

export type AcademyTranslations = Partial<Record<TranslatedLanguage, AcademyTranslation>>;

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Where a translation's structure differs from the Spanish source: categories, tags, courses (in file order)
 * and help codes must carry the same keys in the same order; a course the same handle, category, tags, help codes
 * and number of steps; a help code the same courses and blog posts (ids and slugs). Empty when they match.
 */
export function translationGaps(source: AcademyContent, translation: AcademyContent): string[] {
  const gaps: string[] = [];
  const values = (list: { value: string }[]) => list.map((c) => c.value);
  if (!same(values(source.categories), values(translation.categories))) gaps.push('categories.yaml: categories');
  if (!same(values(source.tags), values(translation.tags))) gaps.push('categories.yaml: tags');

  const courseIds = (content: AcademyContent) => content.courses.map((c) => c.id);
  if (!same(courseIds(source), courseIds(translation))) gaps.push('courses: course ids or their order');
  for (const course of source.courses) {
    const twin = translation.courses.find((c) => c.id === course.id);
    if (!twin) continue;
    const fields = [
      course.handle !== twin.handle && 'handle',
      course.category !== twin.category && 'category',
      !same(course.tags, twin.tags) && 'tags',
      !same(course.helpCodes, twin.helpCodes) && 'helpCodes',
      course.steps.length !== twin.steps.length && 'steps',
    ].filter(Boolean);
    if (fields.length) gaps.push(`course '${course.id}': ${fields.join(', ')}`);
  }

  const codes = (content: AcademyContent) => content.helpCodes.map((c) => c.code);
  if (!same(codes(source), codes(translation))) gaps.push('help-codes.yaml: codes or their order');
  for (const entry of source.helpCodes) {
    const twin = translation.helpCodes.find((c) => c.code === entry.code);
    if (!twin) continue;
    const posts = (list: typeof entry.blog_posts) => list.map((p) => `${p.id} ${p.slug}`);
    if (!same(entry.courses, twin.courses)) gaps.push(`help code '${entry.code}': courses`);
    if (!same(posts(entry.blog_posts), posts(twin.blog_posts))) gaps.push(`help code '${entry.code}': blog_posts`);
  }
  return gaps;
}

/** The lookup tables of a translation; a course whose steps do not match the source's count is left out. */
export function translationOf(source: AcademyContent, translation: AcademyContent): AcademyTranslation {
  const stepCounts = new Map(source.courses.map((c) => [c.id, c.steps.length]));
  return {
    categories: new Map(translation.categories.map((c) => [c.value, c.label])),
    tags: new Map(translation.tags.map((t) => [t.value, t.label])),
    courses: new Map(
      translation.courses
        .filter((c) => stepCounts.get(c.id) === c.steps.length)
        .map((c) => [c.id, { title: c.title, summary: c.summary, steps: c.steps }]),
    ),
    helpCodes: new Map(
      translation.helpCodes.map((e) => [
        e.code,
        { description: e.description, blogTitles: new Map(e.blog_posts.map((p) => [p.id, p.title])) },
      ]),
    ),
  };
}

async function exists(dir: string): Promise<boolean> {
  return fs.stat(dir).then(
    (s) => s.isDirectory(),
    () => false,
  );
}

/**
 * Reads the translations of the content folder (every file checked as the Spanish ones are, so a broken file stops
 * the start-up naming it). A language without a folder is answered in Spanish.
 */
export async function readTranslations(dir: string): Promise<AcademyTranslations> {
  const source = await readContentFiles(dir);
  const translations: AcademyTranslations = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const folder = path.join(dir, language);
    if (!(await exists(folder))) continue;
    translations[language] = translationOf(source, await readContentFiles(folder, `${language}/`));
  }
  return translations;
}

let loaded: Promise<AcademyTranslations> | undefined;

/** The translations of the repository's content folder, read once per process (the files change with a deploy). */
export function academyTranslations(): Promise<AcademyTranslations> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  loaded ??= findContentDir(here).then(readTranslations);
  return loaded;
}
