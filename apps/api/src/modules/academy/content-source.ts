import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

/**
 * Reads the academy's versioned content (ADR 0050): content/academy/categories.yaml, help-codes.yaml and
 * one Markdown file per course with YAML front matter; each '## ' heading starts a step. The English
 * translation mirrors the tree under content/academy/en/ (ADR 0142, content-translation.ts).
 */

const slug = z.string().regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'lower-case letters, digits, - or _');

const frontMatter = z.object({
  id: slug.max(100),
  handle: slug.max(200),
  title: z.string().min(1).max(200),
  summary: z.string().min(1).max(500),
  category: slug,
  tags: z.array(slug).default([]),
  helpCodes: z.array(slug).default([]),
});

const labelled = z.object({ value: slug, label: z.string().min(1) });
const taxonomy = z.object({ categories: z.array(labelled).min(1), tags: z.array(labelled) });

const helpCodes = z.array(
  z.object({
    code: slug,
    description: z.string().min(1),
    courses: z.array(slug).default([]),
    blog_posts: z.array(z.object({ id: slug, title: z.string().min(1), slug })).default([]),
  }),
);

export interface SourceCourse extends z.infer<typeof frontMatter> {
  steps: { title: string; body: string }[];
  position: number;
  hash: string;
}
export type SourceHelpCode = z.infer<typeof helpCodes>[number] & { hash: string };

export interface AcademyContent {
  categories: { value: string; label: string }[];
  tags: { value: string; label: string }[];
  courses: SourceCourse[];
  helpCodes: SourceHelpCode[];
}

export class ContentError extends Error {}

function yamlOf(file: string, text: string): unknown {
  try {
    return parseYaml(text);
  } catch (error) {
    throw new ContentError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function describe(file: string, error: z.ZodError): ContentError {
  const problems = error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
  return new ContentError(`${file}: ${problems}`);
}

/** Parses one course file: front matter between '---' lines, then steps introduced by '## '. */
export function parseCourse(file: string, text: string, position: number): SourceCourse {
  const normalised = text.replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(normalised);
  if (!match) throw new ContentError(`${file}: missing front matter (--- … ---)`);
  const meta = frontMatter.safeParse(yamlOf(file, match[1]!));
  if (!meta.success) throw describe(file, meta.error);
  const steps = match[2]!
    .split(/^## /m)
    .slice(1)
    .map((chunk) => {
      const newline = chunk.indexOf('\n');
      const title = (newline === -1 ? chunk : chunk.slice(0, newline)).trim();
      const body = newline === -1 ? '' : chunk.slice(newline + 1).trim();
      return { title, body };
    });
  if (steps.length === 0) throw new ContentError(`${file}: a course needs at least one step ('## Title')`);
  const empty = steps.findIndex((s) => !s.title || !s.body);
  if (empty !== -1) throw new ContentError(`${file}: step ${empty + 1} has no title or no text`);
  return { ...meta.data, steps, position, hash: sha256(normalised) };
}

/**
 * Reads the content files of one folder (the Spanish source, or a translation's mirror of it, ADR 0142), each
 * checked on its own; any problem names the file (`prefix` + its path in the folder) and the field.
 */
export async function readContentFiles(dir: string, prefix = ''): Promise<AcademyContent> {
  const read = (name: string) => fs.readFile(path.join(dir, name), 'utf8');
  const named = (name: string) => `${prefix}${name}`;
  const tax = taxonomy.safeParse(yamlOf(named('categories.yaml'), await read('categories.yaml')));
  if (!tax.success) throw describe(named('categories.yaml'), tax.error);
  const codes = helpCodes.safeParse(yamlOf(named('help-codes.yaml'), await read('help-codes.yaml')));
  if (!codes.success) throw describe(named('help-codes.yaml'), codes.error);

  const files = (await fs.readdir(path.join(dir, 'courses'))).filter((f) => f.endsWith('.md')).sort();
  const courses: SourceCourse[] = [];
  for (const [index, file] of files.entries()) {
    courses.push(parseCourse(named(`courses/${file}`), await read(path.join('courses', file)), index));
  }
  return {
    categories: tax.data.categories,
    tags: tax.data.tags,
    courses,
    helpCodes: codes.data.map((entry) => ({ ...entry, hash: sha256(JSON.stringify(entry)) })),
  };
}

/** Reads and checks the whole content folder; any problem names the file and the field. */
export async function readAcademyContent(dir: string): Promise<AcademyContent> {
  const content = await readContentFiles(dir);
  const { courses } = content;
  const categories = new Set(content.categories.map((c) => c.value));
  const tags = new Set(content.tags.map((t) => t.value));
  const ids = new Set<string>();
  for (const course of courses) {
    if (ids.has(course.id)) throw new ContentError(`course id '${course.id}' is used twice`);
    ids.add(course.id);
    if (!categories.has(course.category))
      throw new ContentError(`course '${course.id}': unknown category '${course.category}'`);
    const unknownTag = course.tags.find((t) => !tags.has(t));
    if (unknownTag) throw new ContentError(`course '${course.id}': unknown tag '${unknownTag}'`);
  }
  for (const entry of content.helpCodes) {
    const missing = entry.courses.find((id) => !ids.has(id));
    if (missing) throw new ContentError(`help code '${entry.code}': unknown course '${missing}'`);
  }
  return content;
}

/** The content folder: the nearest 'content/academy' above `start` (source tree and built server alike). */
export async function findContentDir(start: string): Promise<string> {
  let dir = path.resolve(start);
  for (;;) {
    const candidate = path.join(dir, 'content', 'academy');
    try {
      await fs.access(path.join(candidate, 'categories.yaml'));
      return candidate;
    } catch {
      const parent = path.dirname(dir);
      if (parent === dir) throw new ContentError(`no content/academy folder above ${start}`);
      dir = parent;
    }
  }
}
