import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { findContentDir, readContentFiles, type AcademyContent } from './content-source';
import { readTranslations, translationGaps, TRANSLATED_LANGUAGES } from './content-translation';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Every file of a content tree, relative to it. */
async function filesOf(dir: string, skip: string[] = []): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .filter((file) => !skip.some((folder) => file.startsWith(`${folder}${path.sep}`)))
    .sort();
}

/** Lines that are structure, not prose: the same in every language (ids, keys, slugs, separators). */
const STRUCTURE =
  /^(---|[-{}[\]|: ]*|#.*|(- )?(id|handle|category|tags|helpCodes|code|courses|slug|value|blog_posts|categories):.*|\[.*\]|\|[-| ]+\|)$/;

/** Lines of a translation left as they are in Spanish: prose (three or more words of letters) found verbatim. */
function untranslatedLines(spanish: string, translation: string): string[] {
  const source = new Set(spanish.split('\n').map((l) => l.trim()));
  return translation
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => !STRUCTURE.test(l) && source.has(l))
    .filter((l) => (l.match(/\p{L}{2,}/gu) ?? []).length >= 3);
}

describe('untranslatedLines', () => {
  it('finds a Spanish paragraph left in a translation, and lets structure, names and numbers through', () => {
    const spanish = '---\nid: uno\ntags: [bcra, tasas]\n---\n## Título\n\nUna frase en castellano.\n\n| 1 | BCRA |\n';
    const english = '---\nid: uno\ntags: [bcra, tasas]\n---\n## Title\n\nUna frase en castellano.\n\n| 1 | BCRA |\n';
    expect(untranslatedLines(spanish, english)).toEqual(['Una frase en castellano.']);
    expect(untranslatedLines(spanish, english.replace('Una frase en castellano.', 'A sentence.'))).toEqual([]);
  });
});

describe.each(TRANSLATED_LANGUAGES)('the %s translation of the academy (ADR 0142)', (language) => {
  let dir: string;
  let source: AcademyContent;
  beforeAll(async () => {
    dir = await findContentDir(here);
    source = await readContentFiles(dir);
  });

  it('has a twin of every Spanish file, and no other file', async () => {
    expect(await filesOf(path.join(dir, language))).toEqual(await filesOf(dir, TRANSLATED_LANGUAGES as string[]));
  });

  it('mirrors the structure: course ids, handles, categories, tags, help codes, steps, links', async () => {
    const translation = await readContentFiles(path.join(dir, language), `${language}/`);
    expect(translationGaps(source, translation)).toEqual([]);
    const translated = (await readTranslations(dir))[language]!;
    expect([...translated.courses.keys()]).toEqual(source.courses.map((c) => c.id));
  });

  it('leaves no Spanish line in any file', async () => {
    for (const file of await filesOf(dir, TRANSLATED_LANGUAGES as string[])) {
      const [spanish, translation] = await Promise.all([
        fs.readFile(path.join(dir, file), 'utf8'),
        fs.readFile(path.join(dir, language, file), 'utf8'),
      ]);
      expect(untranslatedLines(spanish, translation), file).toEqual([]);
    }
  });

  it('translates every title, summary, step, label and description', async () => {
    const translation = await readContentFiles(path.join(dir, language));
    const texts = (content: AcademyContent) => [
      ...content.categories.map((c) => c.label),
      ...content.courses.flatMap((c) => [c.title, c.summary, ...c.steps.flatMap((s) => [s.title, s.body])]),
      ...content.helpCodes.flatMap((e) => [e.description, ...e.blog_posts.map((p) => p.title)]),
    ];
    const english = texts(translation);
    texts(source).forEach((text, index) => expect(english[index], text).not.toBe(text));
  });
});

describe('translationGaps', () => {
  let source: AcademyContent;
  beforeAll(async () => {
    source = await readContentFiles(await findContentDir(here));
  });
  const changed = (change: (copy: AcademyContent) => void) => {
    const copy = structuredClone(source);
    change(copy);
    return translationGaps(source, copy);
  };

  it.each<[string, (c: AcademyContent) => void, string]>([
    ['a missing category', (c) => void c.categories.pop(), 'categories.yaml: categories'],
    ['tags in another order', (c) => void c.tags.reverse(), 'categories.yaml: tags'],
    ['a missing course', (c) => void c.courses.pop(), 'courses: course ids or their order'],
    ['a step less', (c) => void c.courses[0]!.steps.pop(), "course 'informe-crediticio': steps"],
    ['another handle', (c) => (c.courses[1]!.handle = 'otro'), "course 'situaciones-bcra': handle"],
    ['other help codes of a course', (c) => c.courses[2]!.helpCodes.pop(), "course 'cheques-echeq': helpCodes"],
    ['a missing help code', (c) => void c.helpCodes.pop(), 'help-codes.yaml: codes or their order'],
    ['another blog slug', (c) => (c.helpCodes[0]!.blog_posts[0]!.slug = 'x'), "help code 'credit_home': blog_posts"],
    ['other related courses', (c) => c.helpCodes[0]!.courses.pop(), "help code 'credit_home': courses"],
  ])('reports %s', (_name, change, gap) => {
    expect(changed(change)).toContain(gap);
  });

  it('reports nothing for the same structure with other texts', () => {
    expect(
      changed((c) => {
        c.courses[0]!.title = 'Another title';
        c.courses[0]!.steps[0]!.body = 'Another text.';
        c.categories[0]!.label = 'Another label';
      }),
    ).toEqual([]);
  });
});
