// `npm run docs:adrs`: rewrites the index of docs/decisions/README.md (everything after '## Index') from
// the ADR files' headers — '# NNNN. Title', a blank line, 'Date: YYYY-MM-DD · Status: …'. A test
// (tools/docs/citations.test.ts) fails when the committed file differs from what this writes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const decisions = path.join(root, 'docs', 'decisions');
const HEADING = '## Index';

/** Numbers that are not ADRs, with what to say in their place (docs/decisions/README.md 'Numbering'). */
const NOT_ADRS = {
  '0091': '_not an ADR: the benchmark log now in [`docs/benchmarks/`](../benchmarks/2026-11-21-credit-and-funds.md)_',
  '0095': '_never written (numbering gap)_',
  '0096': '_never written (numbering gap)_',
  '0101': '_never written (numbering gap)_',
};

/** Every ADR file with its number, title, date and status; throws naming a file whose header is malformed. */
export function readAdrs(dir = decisions) {
  return fs
    .readdirSync(dir)
    .filter((name) => /^\d{4}-.+\.md$/.test(name))
    .sort()
    .map((file) => {
      const [title = '', blank, status = ''] = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
      const heading = /^# (\d{4})\. (\S.*)$/.exec(title);
      const line = /^Date: (\d{4}-\d{2}-\d{2}) · Status: (\S.*)$/.exec(status);
      if (!heading || blank !== '' || !line) {
        throw new Error(`${file}: the header must be '# NNNN. Title', a blank line, 'Date: YYYY-MM-DD · Status: …'`);
      }
      const [, number = '', adrTitle = ''] = heading;
      const [, date = '', adrStatus = ''] = line;
      if (number !== file.slice(0, 4)) throw new Error(`${file}: the heading says ADR ${number}`);
      return { number, file, title: adrTitle, date, status: adrStatus };
    });
}

/** The index table, one row per ADR and per number that is not one. */
export function adrIndex(adrs = readAdrs()) {
  const rows = [
    ...adrs.map((a) => ({
      number: a.number,
      text: `| [${a.number}](${a.file}) | ${a.title.replaceAll('|', '\\|')} | ${a.date} | ${a.status} |`,
    })),
    ...Object.entries(NOT_ADRS).map(([number, what]) => ({ number, text: `| ${number} | ${what} | — | — |` })),
  ].sort((a, b) => a.number.localeCompare(b.number));
  return ['| ADR | Title | Date | Status |', '| --- | --- | --- | --- |', ...rows.map((r) => r.text)].join('\n');
}

/**
 * docs/decisions/README.md with its index section replaced by `index`.
 * @param {string} readme
 * @param {string} index
 */
export function withIndex(readme, index) {
  const at = readme.indexOf(`\n${HEADING}\n`);
  if (at < 0) throw new Error(`docs/decisions/README.md has no '${HEADING}' section`);
  return `${readme.slice(0, at)}\n${HEADING}\n\n${index}\n`;
}

/** docs/decisions/README.md as it should be: its text with the index of today's files, formatted. */
export async function expectedReadme() {
  const readmePath = path.join(decisions, 'README.md');
  const options = (await prettier.resolveConfig(readmePath)) ?? {};
  return prettier.format(withIndex(fs.readFileSync(readmePath, 'utf8'), adrIndex()), {
    ...options,
    parser: 'markdown',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  fs.writeFileSync(path.join(decisions, 'README.md'), await expectedReadme());
  console.log('docs/decisions/README.md: index rewritten');
}
