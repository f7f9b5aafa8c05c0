// `npm test`: typecheck, lint, unit + API + screen tests (Vitest), build, browser journeys
// (Playwright + system Chromium), then one closing line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tirr-test-'));
const totals = { passed: 0, failed: 0 };
/** @type {string[]} */
const suites = [];

/** @typedef {{ passed: number, failed: number }} Count */

/**
 * Runs one command in the repository, its output on this terminal.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

/**
 * A step that counts as one test: passed when the command exits 0.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 */
function step(label, command, args) {
  const { ok, seconds } = run(label, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  suites.push(`${ok ? 'ok  ' : 'FAIL'} ${label} (${seconds}s)`);
  return ok;
}

/**
 * @param {string} file Vitest's JSON report
 * @returns {Count | undefined}
 */
function countVitest(file) {
  if (!fs.existsSync(file)) return undefined;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    failed:
      (report.numFailedTests ?? 0) +
      (report.testResults ?? []).filter(
        (/** @type {{ status: string, assertionResults?: unknown[] }} */ r) =>
          r.status === 'failed' && (r.assertionResults ?? []).length === 0,
      ).length,
  };
}

/**
 * @param {string} file Playwright's JSON report
 * @returns {Count | undefined}
 */
function countPlaywright(file) {
  if (!fs.existsSync(file)) return undefined;
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

/**
 * A test runner whose report's tests count one by one.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {string} reportFile
 * @param {(file: string) => Count | undefined} count
 * @param {Record<string, string>} [env]
 */
function tests(label, command, args, reportFile, count, env) {
  const { ok, seconds } = run(label, command, args, env);
  const counted = count(reportFile);
  if (!counted || (!ok && counted.failed === 0)) {
    totals.failed += 1;
    suites.push(`FAIL ${label} (${seconds}s): the runner failed before reporting`);
    return;
  }
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  suites.push(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${counted.passed} passed, ${counted.failed} failed (${seconds}s)`);
}

step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
step('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);

const vitestJson = path.join(tmp, 'vitest.json');
tests(
  'unit, API and screen tests (Vitest)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  vitestJson,
  countVitest,
);

// CI also runs the API suite against a real PostgreSQL server (see .ci/run).
if (process.env.PG_TEST_URL) {
  const pgJson = path.join(tmp, 'vitest-postgres.json');
  tests(
    'API tests on PostgreSQL',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'api',
      // Neither touches what differs between PGlite and a server (connections, concurrency): the fuzzing of
      // the routes' input checks and the build of the traced bundle run once, in the run above.
      '--exclude',
      'apps/api/src/lib/fuzz.test.ts',
      '--exclude',
      'apps/api/src/lib/tracing.test.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${pgJson}`,
    ],
    pgJson,
    countVitest,
    {
      TEST_DATABASE_URL: process.env.PG_TEST_URL,
    },
  );
}

if (step('build', 'npm', ['run', '--silent', 'build'])) {
  const playwrightJson = path.join(tmp, 'playwright.json');
  tests(
    'browser journeys (Playwright + Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    playwrightJson,
    countPlaywright,
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    },
  );
}

console.log('\n=== summary ===');
for (const line of suites) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
