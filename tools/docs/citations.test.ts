/**
 * Knowledge stays in the repository (docs/architecture.md §6): every citation of a page under docs/ names a
 * page that exists and, with '§N', a section it has ('## N.' heading); every 'ADR NNNN' names an ADR
 * file; Markdown links between the docs lead to files; nobody cites the old rule pages (moved to
 * docs/domain/, see docs/domain/README.md) or an outside tracker's issue numbers; and the ADR index
 * (docs/decisions/README.md) is the one `npm run docs:adrs` writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectedReadme, readAdrs } from '../../scripts/adr-index.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const SKIP = new Set([
  'node_modules',
  'dist',
  '.data',
  'coverage',
  'test-results',
  'playwright-report',
  'results',
  '.git',
]);
const SOURCES = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'tools', 'docs', 'content'];
const TOP_FILES = ['README.md', 'CONTRIBUTING.md', 'eslint.config.js', 'vitest.config.ts', 'Dockerfile'];
const TEXT = /\.(ts|tsx|js|mjs|md|yaml|json)$/;
/** docs/domain/README.md maps the old rule pages to the new ones: it names them on purpose. */
const MOVES = path.join('docs', 'domain', 'README.md');

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return TEXT.test(entry.name) ? [full] : [];
  });
}

const files = [
  ...SOURCES.flatMap((dir) => walk(path.join(root, dir))),
  ...TOP_FILES.map((f) => path.join(root, f)).filter((f) => fs.existsSync(f)),
]
  .map((full) => ({ file: path.relative(root, full), text: fs.readFileSync(full, 'utf8') }))
  // This test names the forbidden patterns itself.
  .filter(({ file }) => file !== path.join('tools', 'docs', 'citations.test.ts'));

const sectionsCache = new Map<string, Set<string>>();
/** The section numbers of a Markdown page ('## 3. Title' → '3'). */
function sectionsOf(page: string): Set<string> {
  let sections = sectionsCache.get(page);
  if (!sections) {
    const text = fs.readFileSync(path.join(root, page), 'utf8');
    sections = new Set([...text.matchAll(/^## (\d+)\. /gm)].map((m) => m[1]!));
    sectionsCache.set(page, sections);
  }
  return sections;
}

/** '§2, §4–§5', '§2/§5', '§1–§3, §6' → ['2', '4', '5', …] (a range's two ends). */
const sectionNumbers = (text: string) => [...text.matchAll(/§\s?(\d+)/g)].map((m) => m[1]!);

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

describe('citations of the docs', () => {
  it('name pages and sections that exist', () => {
    const broken: string[] = [];
    // docs/x.md or docs/domain/x.md, then optionally §N with more §M after commas, slashes, dashes or 'and'.
    const citation = /\bdocs\/([\w./-]+?\.md)((?:(?:\s?[,/–-]\s?|\s?and\s|\s)§\s?\d+)*)/g;
    for (const { file, text } of files.filter((f) => f.file !== MOVES)) {
      for (const match of text.matchAll(citation)) {
        const page = path.join('docs', match[1]!);
        const where = `${file}:${lineOf(text, match.index)}: ${match[0]}`;
        if (!fs.existsSync(path.join(root, page))) {
          broken.push(`${where} (no such page)`);
          continue;
        }
        for (const n of sectionNumbers(match[2] ?? '')) {
          if (!sectionsOf(page).has(n)) broken.push(`${where} (${page} has no '## ${n}.' section)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('link Markdown pages to files that exist, and to sections those pages have', () => {
    const broken: string[] = [];
    const link = /\[([^\]]*)\]\(([^)\s#]+)(#[^)]*)?\)/g;
    for (const { file, text } of files.filter((f) => f.file.endsWith('.md'))) {
      for (const match of text.matchAll(link)) {
        const target = match[2]!;
        if (/^[a-z]+:/i.test(target)) continue;
        const resolved = path.normalize(path.join(path.dirname(file), target));
        const where = `${file}:${lineOf(text, match.index)}: ${match[0]}`;
        if (!fs.existsSync(path.join(root, resolved))) {
          broken.push(`${where} (no such file)`);
          continue;
        }
        if (!resolved.endsWith('.md') || !resolved.startsWith(`docs${path.sep}`)) continue;
        for (const n of sectionNumbers(match[1]!)) {
          if (!sectionsOf(resolved).has(n)) broken.push(`${where} (${resolved} has no '## ${n}.' section)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('name ADRs that exist', () => {
    const adrs = new Set(readAdrs().map((a) => a.number));
    const broken: string[] = [];
    // 'ADR 0090', 'ADRs 0102–0104', 'ADRs 0070–0072 and 0114', 'ADRs 0072, 0082'.
    for (const { file, text } of files) {
      for (const match of text.matchAll(/\bADRs?\s+(\d{4}(?:(?:\s?[,–-]\s?|\s(?:and|or)\s)\d{4})*)/g)) {
        for (const n of match[1]!.match(/\d{4}/g)!) {
          if (!adrs.has(n)) broken.push(`${file}:${lineOf(text, match.index)}: ADR ${n}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('never cite the old rule pages, the external design documents or an outside issue tracker', () => {
    const forbidden = [
      /\bdocs\/(rules|simulators|data-sources)\.md/g,
      /\bspec §/gi,
      /\bdomain-rules\b/g,
      /\.\.\/shared\/[\w-]+\.md/g,
      // 'issue 5', 'issues 4, 6', 'issue #16' — but not 'the agency issues 23-…'.
      /\bissues? #?\d+\b(?!-)/gi,
    ];
    const found = files
      .filter((f) => f.file !== MOVES)
      .flatMap(({ file, text }) =>
        forbidden.flatMap((pattern) =>
          [...text.matchAll(pattern)].map((m) => `${file}:${lineOf(text, m.index)}: ${m[0]}`),
        ),
      );
    expect(found).toEqual([]);
  });
});

describe('the ADR index', () => {
  it('lists every ADR with the title, date and status of its header (npm run docs:adrs rewrites it)', async () => {
    const readme = fs.readFileSync(path.join(root, 'docs', 'decisions', 'README.md'), 'utf8');
    expect(readme).toBe(await expectedReadme());
  });
});
