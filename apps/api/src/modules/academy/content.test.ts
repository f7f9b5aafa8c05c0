import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client';
import { academyCourseSteps, academyCourses, academyHelpCodes } from '../../db/schema';
import { ContentError, findContentDir, parseCourse, readAcademyContent } from './content-source';
import { syncAcademyContent } from './content-sync';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('course files', () => {
  const file = (front: string, body = '## Uno\n\nTexto uno.\n\n## Dos\n\nTexto dos.\n') =>
    `---\n${front}\n---\n${body}`;
  const front =
    'id: prueba\nhandle: curso-de-prueba\ntitle: Prueba\nsummary: Un curso.\ncategory: finanzas\ntags: [tasas]';

  it('splits the steps at each "## " heading', () => {
    const course = parseCourse('x.md', file(front), 0);
    expect(course.steps).toEqual([
      { title: 'Uno', body: 'Texto uno.' },
      { title: 'Dos', body: 'Texto dos.' },
    ]);
    expect(course.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['no front matter', '## Uno\n\nTexto', /missing front matter/],
    ['no id', file(front.replace('id: prueba\n', '')), /x\.md: id/],
    ['a bad handle', file(front.replace('curso-de-prueba', 'Curso de prueba')), /handle/],
    ['invalid YAML', file(front.replace('title: Prueba', 'title: Prueba: de: más')), /x\.md: /],
    ['no steps', file(front, 'Solo texto.\n'), /at least one step/],
    ['an empty step', file(front, '## Uno\n\n## Dos\n\nTexto.'), /step 1/],
  ])('rejects a file with %s, naming the file and field', (_name, text, message) => {
    expect(() => parseCourse('x.md', text, 0)).toThrow(ContentError);
    expect(() => parseCourse('x.md', text, 0)).toThrow(message);
  });

  it('the repository content is valid: six or more courses of five or more steps', async () => {
    const content = await readAcademyContent(await findContentDir(here));
    expect(content.courses.length).toBeGreaterThanOrEqual(6);
    for (const course of content.courses) expect(course.steps.length, course.id).toBeGreaterThanOrEqual(5);
  });
});

describe('start-up synchronisation', () => {
  let database: Database;
  let dir: string;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tirr-academy-'));
    await fs.cp(await findContentDir(here), dir, { recursive: true });
  });
  afterAll(async () => {
    await database?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('writes everything once, then nothing while the files do not change', async () => {
    const first = await syncAcademyContent(database.db, await readAcademyContent(dir));
    expect(first.coursesWritten).toBeGreaterThanOrEqual(6);
    const second = await syncAcademyContent(database.db, await readAcademyContent(dir));
    expect(second).toEqual({
      coursesWritten: 0,
      coursesUnchanged: first.coursesWritten,
      coursesUnpublished: 0,
      helpCodesWritten: 0,
    });
  });

  it('rewrites a changed course, unpublishes a removed one and drops a removed help code', async () => {
    const file = path.join(dir, 'courses', '05-fci-basico.md');
    const text = await fs.readFile(file, 'utf8');
    await fs.writeFile(
      file,
      text.replace('title: Fondos comunes de inversión (FCI) desde cero', 'title: FCI para empezar') +
        '\n## Un paso más\n\nTexto nuevo.\n',
    );
    await fs.rm(path.join(dir, 'courses', '06-tasas-inflacion.md'));
    const codes = await fs.readFile(path.join(dir, 'help-codes.yaml'), 'utf8');
    await fs.writeFile(
      path.join(dir, 'help-codes.yaml'),
      codes
        .replaceAll(', tasas-inflacion', '')
        .replace(/- code: assets_home[\s\S]*?(?=- code: assets_simulators\n)/, ''),
    );

    const report = await syncAcademyContent(database.db, await readAcademyContent(dir));
    expect(report).toMatchObject({ coursesWritten: 1, coursesUnpublished: 1 });
    const [fci] = await database.db.select().from(academyCourses).where(eq(academyCourses.id, 'fci-basico'));
    expect(fci).toMatchObject({ title: 'FCI para empezar', totalSteps: 6, published: true });
    const steps = await database.db
      .select()
      .from(academyCourseSteps)
      .where(eq(academyCourseSteps.courseId, 'fci-basico'));
    expect(steps).toHaveLength(6);
    const [tasas] = await database.db.select().from(academyCourses).where(eq(academyCourses.id, 'tasas-inflacion'));
    expect(tasas?.published).toBe(false);
    const home = await database.db.select().from(academyHelpCodes).where(eq(academyHelpCodes.code, 'assets_home'));
    expect(home).toEqual([]);
  });

  it('stops with a message naming the course when a help code points at a missing course', async () => {
    const codes = await fs.readFile(path.join(dir, 'help-codes.yaml'), 'utf8');
    await fs.writeFile(
      path.join(dir, 'help-codes.yaml'),
      codes
        .replace('courses: [fci-basico]', 'courses: [no-existe]')
        .replace('courses: [fci-basico, ', 'courses: [no-existe, '),
    );
    await expect(readAcademyContent(dir)).rejects.toThrow(/unknown course 'no-existe'/);
  });
});
