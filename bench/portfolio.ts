/**
 * Portfolio benchmark (docs/architecture.md §7: 'portfolio list of 10,000 profiles ≥ 20 % of a bare
 * route, p99 ≤ 50 ms'; ADR 0135). Seeds 10,000 profiles for premium@tirr.demo straight into a database,
 * prints the plan of the measured query (EXPLAIN ANALYZE: it must read an index), starts the built server
 * on that database and measures
 *   GET /profiles?page=1&pageSize=50&sort=score&order=desc&situacion=1
 * with autocannon at 32 connections against a bare Fastify route returning as many bytes, in interleaved
 * rounds (a ratio is the median of its rounds', a p99 the worst round's). Then it times, one at a time,
 * 100 first requests of distinct queries (every sort both ways, filters, far pages), which no cached
 * answer serves. On PGlite and on PostgreSQL (BENCH_DATABASE_URL, else a throw-away cluster when the
 * binaries are installed). Writes bench/results/portfolio-<database>.md. Not a test.
 *
 *   npm run build && npm run bench:portfolio -w @tirr/bench
 *   BENCH_DURATION=seconds per round (default 5) · BENCH_ROUNDS (default 3) · BENCH_DATABASES=pglite,postgresql
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PROFILE_SORT_KEYS } from '@tirr/contracts';
import { buenosAiresDate, latestInformedPeriod } from '@tirr/domain';
import { openDatabase } from '../apps/api/src/db/client';
// The request's `principal` (a declaration the seeding code's imports rely on when type-checked from here).
import type {} from '../apps/api/src/lib/auth';
import { seedDemoAccounts } from '../apps/api/src/demo-seed';
import { seedPortfolio, userIdByEmail } from '../apps/api/src/test/portfolio-seed';
import { bytesOf, connections, mean, median, run, startBare, type Run } from './lib/load';
import { startPostgres } from './lib/postgres';
import { machine, writeResult } from './lib/report';
import { signInOverHttp, startBuiltServer } from './lib/server';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgresql').split(',').map((d) => d.trim());
const PROFILES = 10_000;
const ROUTE = '/api/v1/profiles?page=1&pageSize=50&sort=score&order=desc&situacion=1';
const EMAIL = 'premium@tirr.demo';

/** Seeds the portfolio and answers the plan of the measured query, as PostgreSQL runs it. */
async function prepare(options: { dataDir?: string; databaseUrl?: string }): Promise<string[]> {
  const database = await openDatabase(options);
  try {
    await seedDemoAccounts(database.db);
    const userId = await userIdByEmail(database.db, EMAIL);
    // Snapshots of the newest demo period: the start-up monitoring run has nothing to re-check.
    const period = latestInformedPeriod(buenosAiresDate(new Date()));
    await seedPortfolio(database.db, userId, PROFILES, { period });
    await database.db.execute(sql`analyze`);
    // The statement the list runs for ROUTE (profiles.list.ts), with the caller's id written in.
    const plan = await database.db.execute(
      sql.raw(`explain analyze select p.*, lb.id, lb.period, lb.date from profiles p
        left join lateral (select id, period, date from profile_balances b where b.profile_id = p.id
          order by b.date desc, b.created_at desc limit 1) lb on true
        where p.user_id = '${userId}'
          and not exists (select 1 from blocked_cuits where blocked_cuits.tax_number = p.tax_number)
          and p.situacion = 1
        order by p.score desc nulls last, p.id desc nulls last limit 50 offset 0`),
    );
    const rows = (plan as unknown as { rows: { 'QUERY PLAN': string }[] }).rows;
    return rows.map((r) => r['QUERY PLAN']);
  } finally {
    await database.close();
  }
}

/** 100 distinct queries: every sort both ways on pages 1 and 7, then filters; each asked once. */
function coldPaths(): string[] {
  const paths = PROFILE_SORT_KEYS.flatMap((sort) =>
    ['asc', 'desc'].flatMap((order) =>
      [1, 7].map((page) => `/api/v1/profiles?sort=${sort}&order=${order}&page=${page}&pageSize=50`),
    ),
  );
  const filters = ['situacion=2', 'band=EXCELENTE', 'group=Bancos', 'balance=with', 'q=gomez', 'q=30-1000', 'group='];
  for (let i = 0; paths.length < 100; i++) {
    paths.push(`/api/v1/profiles?${filters[i % filters.length]}&sort=score&order=desc&page=${1 + (i % 5)}&pageSize=50`);
  }
  return paths;
}

async function timeOnce(base: string, paths: string[], headers: Record<string, string>): Promise<number[]> {
  const times: number[] = [];
  for (const p of paths) {
    const start = performance.now();
    const response = await fetch(`${base}${p}`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${p} answered ${response.status}`);
    times.push(performance.now() - start);
  }
  return times;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

async function measure(database: string, env: Record<string, string>, plan: string[]): Promise<void> {
  const server = await startBuiltServer(env);
  const bare = await startBare();
  try {
    const headers = { authorization: `Bearer ${await signInOverHttp(server.url, EMAIL)}` };
    const first = (await (await fetch(`${server.url}${ROUTE}`, { headers })).json()) as { total: number };
    const bytes = await bytesOf(server.url, [ROUTE], headers);
    await run(bare.url, [`/bare/${bytes}`], {}, 2);
    await run(server.url, [ROUTE], headers, 2);
    const route: Run[] = [];
    const reference: Run[] = [];
    for (let round = 0; round < rounds; round++) {
      reference.push(await run(bare.url, [`/bare/${bytes}`], {}, duration));
      route.push(await run(server.url, [ROUTE], headers, duration));
    }
    // First requests of distinct queries: what a page costs when no cached answer serves it (timed last,
    // when the server's start-up work, e.g. loading fund values, is long over).
    const cold = await timeOnce(server.url, coldPaths(), headers);
    const ratios = route.map((r, k) => r.requests / reference[k]!.requests);
    const ratio = median(ratios);
    const p99 = Math.max(...route.map((r) => r.p99));
    const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
    const markdown = [
      `# Portfolio benchmark (${database})`,
      '',
      machine(),
      '',
      `${PROFILES.toLocaleString('en')} profiles of one user (apps/api/src/test/portfolio-seed.ts), ${first.total} with situación 1 · ${connections} connections · ${rounds} interleaved rounds of ${duration} s, after a 2 s warm-up of each · built server, offline data · signed in as ${EMAIL}.`,
      '',
      '| Route | Bytes | req/s | bare req/s | ÷ bare (median) | per round | p50 ms | p99 ms (worst) | errors |',
      '|---|---:|---:|---:|---:|---|---:|---:|---:|',
      `| GET ${ROUTE.replace('/api/v1', '')} | ${bytes} | ${mean(route.map((r) => r.requests)).toFixed(0)} | ${mean(reference.map((r) => r.requests)).toFixed(0)} | ${pct(ratio)} | ${ratios.map(pct).join(' · ')} | ${mean(route.map((r) => r.p50)).toFixed(1)} | ${p99} | ${route.reduce((n, r) => n + r.errors, 0)} |`,
      '',
      `Uncached (the first request of each of ${cold.length} distinct queries — every sort both ways, filters, later pages — one at a time): p50 ${percentile(cold, 50).toFixed(1)} ms, p99 ${percentile(cold, 99).toFixed(1)} ms, max ${Math.max(...cold).toFixed(1)} ms.`,
      '',
      '| Bar | Measured | Result |',
      '|---|---:|---|',
      `| portfolio list throughput ≥ 20 % of the bare route | ${pct(ratio)} | ${ratio >= 0.2 ? 'pass ✅' : 'FAIL ❌'} |`,
      `| portfolio list p99 ≤ 50 ms | ${p99} ms | ${p99 <= 50 ? 'pass ✅' : 'FAIL ❌'} |`,
      '',
      'Plan of the measured query (EXPLAIN ANALYZE after ANALYZE):',
      '',
      '```',
      ...plan,
      '```',
    ].join('\n');
    writeResult(`portfolio-${database.toLowerCase()}`, markdown, {
      database,
      duration,
      rounds,
      bytes,
      ratios,
      route,
      reference,
      cold,
    });
    console.log(markdown);
  } finally {
    bare.child.kill('SIGTERM');
    await server.stop();
  }
}

const url = process.env.BENCH_DATABASE_URL;
if (url) {
  await measure('PostgreSQL', { DATABASE_URL: url }, await prepare({ databaseUrl: url }));
} else {
  if (databases.includes('pglite')) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tirr-bench-portfolio-'));
    try {
      await measure('PGlite', { DATA_DIR: dataDir }, await prepare({ dataDir }));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (databases.includes('postgresql')) {
    const postgres = await startPostgres();
    if (!postgres) console.log('PostgreSQL binaries not found (PG_BIN): the PostgreSQL run is skipped.');
    else {
      try {
        await measure('PostgreSQL', { DATABASE_URL: postgres.url }, await prepare({ databaseUrl: postgres.url }));
      } finally {
        postgres.stop();
      }
    }
  }
}
