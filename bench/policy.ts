/**
 * Credit policy benchmark (docs/domain/credit-policy.md §10 and §12): a premium user with 1,000 profiles in Mis
 * Perfiles, each with its stored report facts. Against the built server (offline data), it times
 *   PUT /policy            — a new version, and every profile decided again in the save's transaction
 *   POST /policy/preview   — a draft over the 1,000 profiles from their stored facts (no consult)
 * ten times each, one at a time. Bars: a save ≤ 2 s and a preview ≤ 1 s at p99, so that the editor's live preview
 * keeps up with typing and a save never makes the user wait. On PGlite (DATA_DIR of its own); DATABASE_URL for
 * PostgreSQL. Writes bench/results/policy-<database>.md. Not a test: it reports numbers.
 *
 *   npm run build && npm run bench:policy -w @tirr/bench
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buenosAiresDate, CONSERVADORA, latestInformedPeriod, MODERADA } from '@tirr/domain';
import { openDatabase } from '../apps/api/src/db/client';
// The request's `principal` (a declaration the seeding code's imports rely on when type-checked from here).
import type {} from '../apps/api/src/lib/auth';
import { seedDemoAccounts } from '../apps/api/src/demo-seed';
import { seedPortfolio, userIdByEmail } from '../apps/api/src/test/portfolio-seed';
import { machine, writeResult } from './lib/report';
import { signInOverHttp, startBuiltServer } from './lib/server';

const PROFILES = 1000;
const TIMES = 10;
const EMAIL = 'analista@tirr.demo';
const BARS = { save: 2000, preview: 1000 };

/** The report facts each profile keeps (a company in situación 2 with one unpaid rejected cheque). */
const FACTS = {
  personType: 'JURIDICA',
  estadoClave: 'ACTIVO',
  score: 420,
  band: 'REGULAR',
  latestPeriod: '202609',
  situacionNow: 2,
  situacionByAge: Array.from({ length: 24 }, (_, i) => (i < 3 ? 2 : 1)),
  flags: [],
  entities: 3,
  totalDebt: 12_500_000.5,
  unpaidCheques: [{ rejectedAt: '2026-07-10', amount: 350_000 }],
};

async function prepare(options: { dataDir?: string; databaseUrl?: string }) {
  const database = await openDatabase(options);
  try {
    await seedDemoAccounts(database.db);
    const userId = await userIdByEmail(database.db, EMAIL);
    // Snapshots of the newest demo period: the start-up monitoring run has nothing to re-check.
    await seedPortfolio(database.db, userId, PROFILES, { period: latestInformedPeriod(buenosAiresDate(new Date())) });
    await database.db.execute(
      sql`update profiles set policy_facts = ${JSON.stringify(FACTS)}::jsonb, policy_facts_at = now() where user_id = ${userId}`,
    );
  } finally {
    await database.close();
  }
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

async function timed(times: number, call: (i: number) => Promise<Response>): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    const response = await call(i);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`answered ${response.status}`);
    ms.push(performance.now() - start);
  }
  return ms;
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const dataDir = databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'tirr-bench-policy-'));
  await prepare(databaseUrl ? { databaseUrl } : { dataDir });
  const server = await startBuiltServer(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir! });
  try {
    const headers = {
      authorization: `Bearer ${await signInOverHttp(server.url, EMAIL)}`,
      'content-type': 'application/json',
    };
    const templates = [CONSERVADORA, MODERADA];
    const body = (i: number) => JSON.stringify({ name: templates[i % 2]!.name, ...templates[i % 2]!.policy });
    const save = await timed(TIMES, (i) =>
      fetch(`${server.url}/api/v1/policy`, { method: 'PUT', headers, body: body(i) }),
    );
    const preview = await timed(TIMES, (i) =>
      fetch(`${server.url}/api/v1/policy/preview`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ policy: JSON.parse(body(i)) }),
      }),
    );
    const check = await (
      await fetch(`${server.url}/api/v1/policy/preview`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ policy: JSON.parse(body(0)) }),
      })
    ).json();
    const rows = [
      ['PUT /policy (1,000 profiles decided again)', save, BARS.save],
      ['POST /policy/preview (1,000 profiles)', preview, BARS.preview],
    ] as const;
    const markdown = [
      `# Credit policy benchmark (${database})`,
      '',
      machine(),
      '',
      `${PROFILES.toLocaleString('en')} profiles of ${EMAIL} with stored facts · built server, offline data · ${TIMES} requests of each, one at a time, alternating Conservadora and Moderada · the preview counted ${JSON.stringify(check.counts)}.`,
      '',
      '| Route | p50 ms | p99 ms | max ms | Bar (p99) | Result |',
      '|---|---:|---:|---:|---:|---|',
      ...rows.map(
        ([route, ms, bar]) =>
          `| ${route} | ${percentile(ms, 50).toFixed(0)} | ${percentile(ms, 99).toFixed(0)} | ${Math.max(...ms).toFixed(0)} | ≤ ${bar} | ${percentile(ms, 99) <= bar ? 'pass ✅' : 'FAIL ❌'} |`,
      ),
    ].join('\n');
    console.log(markdown);
    writeResult(`policy-${database === 'PGlite' ? 'pglite' : 'postgresql'}`, markdown, {
      database,
      save,
      preview,
      counts: check.counts,
    });
  } finally {
    await server.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
