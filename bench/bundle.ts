/** Initial JavaScript of `/` (docs/architecture.md §7): reads the built app (scripts/check-bundle.mjs); writes bench/results/bundle.*. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machine, writeResult } from './lib/report';
import { BUDGET_KB, initialJavaScript } from '../scripts/check-bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { files, totalKb } = initialJavaScript(path.join(root, 'apps/web/dist'));
const lines = [
  '## Initial JavaScript',
  '',
  machine(),
  '',
  '| Measure | Result | Bar |',
  '| --- | --- | --- |',
  `| JavaScript of \`/\` (entry + preloaded modules, gzip -9), ${files.length} files | ${totalKb.toFixed(1)} KB | ≤ ${BUDGET_KB} KB ${totalKb <= BUDGET_KB ? '✅' : '❌'} |`,
  '',
  `Largest: ${files
    .slice(0, 4)
    .map((f) => `${f.file.replace('assets/', '')} ${(f.gzip / 1024).toFixed(1)} KB`)
    .join(', ')}. The build fails above the bar (ADR 0063).`,
];
writeResult('bundle', lines.join('\n'), { totalKb, budgetKb: BUDGET_KB, files });
console.log(lines.join('\n'));
