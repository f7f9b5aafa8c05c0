/**
 * Load test of the fund endpoints (issue 6: p99 ≤ 30 ms at 32 connections). Not a test: it reports numbers.
 * Starts the built server (offline fund data, PGlite in memory, or DATABASE_URL) in its own process and
 * runs autocannon at 32 connections on /funds/query (cycling managers and objectives) and on
 * /funds/shares/{id}/performance (cycling classes and start dates), after a warm-up. Writes
 * bench/results/funds-<database>.md.
 *
 *   npm run build && npm run bench:funds -w @tirr/bench     (BENCH_DURATION=seconds, default 10)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startBuiltServer } from './lib/server';

const here = path.dirname(fileURLToPath(import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = 32;

interface Row {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

async function run(name: string, base: string, paths: string[]): Promise<Row> {
  const requests = paths.map((p) => ({ method: 'GET' as const, path: p }));
  await autocannon({ url: base, connections, duration: 2, requests });
  const result = await autocannon({ url: base, connections, duration, requests });
  return {
    name,
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function main() {
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const server = await startBuiltServer(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {});
  try {
    const api = `${server.url}/api/v1`;
    const managers = (await (await fetch(`${api}/funds/managers`)).json()) as { id_gerenciadora: number }[];
    const objectives = ['cashflow', 'inflation', 'fixed', 'variable'];
    const queryPaths = managers.flatMap((m) =>
      objectives.map((o) => `/api/v1/funds/query?id_gerenciadora=${m.id_gerenciadora}&objective=${o}`),
    );
    const shareIds: number[] = [];
    for (const m of managers) {
      const q = (await (
        await fetch(`${api}/funds/query?id_gerenciadora=${m.id_gerenciadora}&objective=fixed`)
      ).json()) as {
        exactMatches: { fundShares: { idFundShare: number }[] }[];
      };
      for (const f of q.exactMatches) shareIds.push(...f.fundShares.map((s) => s.idFundShare));
    }
    const today = new Date();
    const performancePaths = shareIds.flatMap((id, i) =>
      [7, 30, 90, 365].map((back) => {
        const d = new Date(today.getTime() - (back + (i % 5)) * 86400_000);
        return `/api/v1/funds/shares/${id}/performance?from=${d.toISOString().slice(0, 10)}`;
      }),
    );

    const rows = [
      await run(`GET /funds/query (${queryPaths.length} variants)`, server.url, queryPaths),
      await run(
        `GET /funds/shares/{id}/performance (${performancePaths.length} variants)`,
        server.url,
        performancePaths,
      ),
    ];
    const worst = Math.max(...rows.map((r) => r.p99));
    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    const markdown = [
      '# Funds benchmark',
      '',
      `${new Date().toISOString()} · ${connections} connections · ${duration} s per route after a 2 s warm-up · ${database} · offline data · Node ${process.version} · load average ${load}`,
      '',
      '| Route | req/s | p50 ms | p99 ms | errors |',
      '|---|---:|---:|---:|---:|',
      ...rows.map((r) => `| ${r.name} | ${r.requests.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} |`),
      '',
      `Bar (issue 6): p99 ≤ 30 ms at ${connections} connections → ${worst <= 30 ? 'pass' : 'FAIL'} (worst ${worst} ms)`,
      '',
    ].join('\n');
    fs.mkdirSync(path.join(here, 'results'), { recursive: true });
    fs.writeFileSync(path.join(here, `results/funds-${database.toLowerCase()}.md`), markdown);
    console.log(markdown);
  } finally {
    await server.stop();
  }
}

await main();
