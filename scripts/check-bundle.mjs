#!/usr/bin/env node
// Quality bar (docs/quality.md, ADR 0063): the JavaScript the browser must load for `/` — the entry
// script and every module it preloads, as listed in the built index.html — is at most 250 KB gzip.
// Runs after `vite build`; fails the build above the bar, or when a script lacks V8's compile hint on its
// first line (ADR 0099: the hint is added by a plugin after Vite's own additions; a change of order in a
// Vite upgrade must not drop it silently). `--json` prints the figures for bench/.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { COMPILE_HINT, hasCompileHint } from './compile-hint.mjs';

export const BUDGET_KB = 250;

/**
 * The entry script and the modules it preloads, largest first, with their gzip sizes.
 * @param {string} distDir the built app (apps/web/dist)
 */
export function initialJavaScript(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [
    ...new Set(
      [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)].map(
        (m) => /** @type {string} */ (m[1]),
      ),
    ),
  ];
  if (files.length === 0) throw new Error(`No scripts found in ${join(distDir, 'index.html')}`);
  const sizes = files.map((file) => ({ file, gzip: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length }));
  const totalKb = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024;
  return { files: sizes.sort((a, b) => b.gzip - a.gzip), totalKb };
}

/**
 * The built scripts whose first line is not the compile hint.
 * @param {string} distDir the built app (apps/web/dist)
 */
export function scriptsWithoutCompileHint(distDir) {
  const assets = join(distDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => !hasCompileHint(readFileSync(join(assets, file), 'utf8')));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');
  const { files, totalKb } = initialJavaScript(dist);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ totalKb, budgetKb: BUDGET_KB, files }));
  } else {
    const top = files
      .slice(0, 3)
      .map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)} KB`)
      .join(', ');
    console.log(
      `Initial JavaScript of /: ${totalKb.toFixed(1)} KB gzip in ${files.length} files (bar ${BUDGET_KB} KB; largest: ${top})`,
    );
  }
  if (totalKb > BUDGET_KB) {
    console.error(
      `Initial JavaScript of / is ${totalKb.toFixed(1)} KB gzip, above the ${BUDGET_KB} KB bar: lazy-load more.`,
    );
    process.exit(1);
  }
  const unhinted = scriptsWithoutCompileHint(dist);
  if (unhinted.length > 0) {
    console.error(`Scripts without "${COMPILE_HINT}" on their first line: ${unhinted.join(', ')}`);
    process.exit(1);
  }
}
