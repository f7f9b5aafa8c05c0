/**
 * Monitoring benchmark (docs/architecture.md §7, ADRs 0071 and 0133): 10,000 portfolio profiles of
 * premium@tirr.demo whose snapshot is of an old BCRA period, re-checked through the job queue (offline data).
 * The built server is started once on a new database (migrations and demo seed) and stopped; the profiles
 * are inserted straight into the database (distinct valid CUITs, period 202001); the server is started
 * again and timed from ready until no profile is stale and the monitoring queues are drained: its start-up
 * `monitoring-cycle` claims the period and hands each range of 500 profiles to a `monitoring-check` job.
 * PostgreSQL is watched with SQL; PGlite (one process holds its folder) through GET /system/jobs as the
 * sysadmin, and checked with SQL once the server has stopped. Bar: ≤ 60 s. Writes
 * bench/results/monitoring-<database>.md. Not a test: it reports numbers.
 *
 *   npm run build && npm run bench:monitoring -w @tirr/bench
 *   MONITORING_PROFILES (default 10000) · BENCH_DATABASES=pglite,postgresql (default both)
 *   BENCH_TIMEOUT=seconds to wait for the queues before giving up (default 300)
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { withPostgres } from './lib/postgres';
import { insertStaleProfiles, monitoringProgress, OLD_PERIOD, type Query } from './lib/profiles';
import { machine, writeResult } from './lib/report';
import { signInOverHttp, startBuiltServer, type RunningServer } from './lib/server';

const count = Number(process.env.MONITORING_PROFILES ?? 10_000);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgresql').split(',').map((d) => d.trim());
const timeoutMs = Number(process.env.BENCH_TIMEOUT ?? 300) * 1000;
const BAR_SECONDS = 60;
/** Profiles per monitoring-check job (monitoring.service.ts BATCH). */
const RANGE = 500;
const POLL_MS = 250;
/** One key for every start on a database: it encrypts the signing keys stored there. */
const secrets = { SECRETS_KEY: randomBytes(32).toString('base64') };

interface Target {
  database: 'PGlite' | 'PostgreSQL';
  env: Record<string, string>;
  /** Runs `task` on the database while no server holds it (PGlite) or beside the servers (PostgreSQL). */
  withQuery<T>(task: (query: Query) => Promise<T>): Promise<T>;
  /** Settles when monitoring is over, from the server's side (HTTP) or the database's (SQL). */
  drained(server: RunningServer, since: Date): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(POLL_MS);
  }
}

interface JobList {
  queues: { queue: string; queued: number; running: number; failed: number }[];
  items: { queue: string; createdAt: string }[];
}

/** Through the sysadmin's dashboard: the start-up cycle and every check it sent are done (none queued or running). */
async function drainedOverHttp(server: RunningServer, since: Date): Promise<void> {
  const token = await signInOverHttp(server.url, 'sysadmin@tirr.demo');
  await until('monitoring queues drained', async () => {
    const response = await fetch(`${server.url}/api/v1/system/jobs?state=done&limit=500`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`GET /system/jobs answered ${response.status}`);
    const list = (await response.json()) as JobList;
    const busy = list.queues
      .filter((q) => q.queue.startsWith('monitoring-'))
      .some((q) => q.queued > 0 || q.running > 0);
    const done = (queue: string) =>
      list.items.filter((i) => i.queue === queue && new Date(i.createdAt) >= since).length;
    if (!busy && done('monitoring-cycle') > 0 && done('monitoring-check') === 0)
      throw new Error('the monitoring cycle ran and sent no monitoring-check job');
    return !busy && done('monitoring-check') > 0;
  });
}

function pgliteTarget(dir: string): Target {
  return {
    database: 'PGlite',
    env: { DATA_DIR: dir },
    async withQuery(task) {
      const db = new PGlite(dir);
      try {
        return await task((text, values) => db.query(text, values));
      } finally {
        await db.close();
      }
    },
    drained: drainedOverHttp,
  };
}

function postgresTarget(url: string, pool: pg.Pool): Target {
  const query: Query = (text, values) => pool.query(text, values);
  return {
    database: 'PostgreSQL',
    env: { DATABASE_URL: url },
    withQuery: (task) => task(query),
    async drained() {
      await until('no stale profile, monitoring queues drained', async () => {
        const { stale, jobs } = await monitoringProgress(query);
        const busy = Object.entries(jobs).some(([key, n]) => n > 0 && /:(created|retry|active)$/.test(key));
        return stale === 0 && !busy;
      });
    },
  };
}

async function measure(target: Target): Promise<void> {
  const env = { ...target.env, ...secrets };
  // First start: migrations and the demo seed (premium@tirr.demo, sysadmin@tirr.demo).
  await (await startBuiltServer(env)).stop();
  await target.withQuery(async (query) => {
    await insertStaleProfiles(query, 'premium@tirr.demo', count);
    // The first start's cycle (nothing was stale then) is forgotten, so the queue's figures are the timed
    // start's alone.
    await query(`delete from pgboss.job where name = 'monitoring-cycle'`);
  });

  const load = os.loadavg()[0]!;
  const since = new Date();
  const spawned = performance.now();
  const server = await startBuiltServer(env);
  const ready = performance.now();
  let finished: number;
  try {
    await target.drained(server, since);
    finished = performance.now();
  } finally {
    await server.stop();
  }
  const after = await target.withQuery(monitoringProgress);
  const latest = await target.withQuery(
    async (query) => ((await query('select max(period) as period from profiles')).rows[0] as { period: string }).period,
  );

  const seconds = (finished - ready) / 1000;
  const withStart = (finished - spawned) / 1000;
  const checks = after.jobs['monitoring-check:completed'] ?? 0;
  const failed = (after.jobs['monitoring-check:failed'] ?? 0) + (after.jobs['monitoring-cycle:failed'] ?? 0);
  const pass = seconds <= BAR_SECONDS && after.stale === 0;
  const markdown = [
    `# Monitoring benchmark (${target.database})`,
    '',
    machine(),
    '',
    `${count} profiles of premium@tirr.demo with a snapshot of ${OLD_PERIOD}, monitored for ${latest} through the job queue (one \`monitoring-cycle\`, \`monitoring-check\` jobs of ≤ ${RANGE} profiles) · offline data · built server, one instance · load average (1 min) when it started: ${load.toFixed(2)}.`,
    '',
    '| Profiles | Seconds from ready | Seconds from spawn | Profiles/s | monitoring-check jobs done | Failed jobs | Stale after |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    `| ${count} | ${seconds.toFixed(1)} | ${withStart.toFixed(1)} | ${(count / seconds).toFixed(0)} | ${checks} | ${failed} | ${after.stale} |`,
    '',
    '| Bar | Measured | Result |',
    '|---|---:|---|',
    `| monitoring of ${count} profiles ≤ ${BAR_SECONDS} s | ${seconds.toFixed(1)} s | ${pass ? 'pass ✅' : 'FAIL ❌'} |`,
    '',
    'Bar: docs/architecture.md §7. The first start (migrations, demo seed) is not timed; its start-up cycle is removed from the queue before the timed start.',
  ].join('\n');
  writeResult(`monitoring-${target.database.toLowerCase()}`, markdown, {
    database: target.database,
    count,
    seconds,
    withStart,
    checks,
    failed,
    stale: after.stale,
    jobs: after.jobs,
    latest,
    load,
  });
  console.log(markdown);
}

if (databases.includes('pglite')) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tirr-bench-monitoring-'));
  try {
    await measure(pgliteTarget(dir));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
if (databases.includes('postgresql')) {
  await withPostgres(async (url) => {
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    try {
      await measure(postgresTarget(url, pool));
    } finally {
      await pool.end();
    }
  });
}
