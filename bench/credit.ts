/**
 * Credit benchmark (quality-bars: performance): the report endpoint against a bare Fastify route
 * returning the same JSON size, and the identity lookup's p99, with autocannon at 32 connections against
 * the built server (offline data, warm). The routes are measured in interleaved rounds (bare, report,
 * identity, then again), so a change in the machine's load during the run hits both sides of the ratio;
 * the ratio is the median of the rounds' ratios, p99 the worst round's. Writes
 * bench/results/credit-<database>.md. Not a test: it reports numbers.
 *
 *   npm run build && npm run bench   (BENCH_DURATION=seconds per route and round, default 5;
 *                                      BENCH_ROUNDS, default 3; DATABASE_URL for Postgres)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, signInOverHttp, startBuiltServer } from './lib/server';

const here = path.dirname(fileURLToPath(import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const connections = 32;
const REPORT_CUIT = '30715896342';
const IDENTITY_CUIT = '27283456719';

interface Row {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

const warmUp = (url: string, headers: Record<string, string> = {}) =>
  autocannon({ url, connections, duration: 2, headers });

async function run(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** One row from the rounds of a route: mean throughput and p50, worst p99, all errors. */
function combine(name: string, runs: Awaited<ReturnType<typeof run>>[]): Row {
  const mean = (f: (r: (typeof runs)[number]) => number) => runs.reduce((n, r) => n + f(r), 0) / runs.length;
  return {
    name,
    requests: mean((r) => r.requests),
    p50: mean((r) => r.p50),
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main() {
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const server = await startBuiltServer(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {});
  const barePort = await freePort();
  let bare: ReturnType<typeof spawn> | undefined;
  try {
    const token = await signInOverHttp(server.url, 'premium@tirr.demo');
    const headers = { authorization: `Bearer ${token}` };
    const reportUrl = `${server.url}/api/v1/credit/${REPORT_CUIT}/report?person_type=JURIDICA&id_type=CUIT`;
    const sample = await fetch(reportUrl, { headers });
    if (!sample.ok) throw new Error(`report answered ${sample.status}`);
    const bytes = (await sample.arrayBuffer()).byteLength;

    bare = spawn(process.execPath, [path.join(here, 'lib/bare-server.mjs'), String(barePort), String(bytes)], {
      stdio: 'inherit',
    });
    for (let i = 0; i < 50; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${barePort}/bare`)).ok) break;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }

    const bareUrl = `http://127.0.0.1:${barePort}/bare`;
    const identityUrl = `${server.url}/api/v1/identity/taxId/${IDENTITY_CUIT}`;
    await warmUp(bareUrl);
    await warmUp(reportUrl, headers);
    await warmUp(identityUrl, headers);
    const runs = {
      bare: [] as Awaited<ReturnType<typeof run>>[],
      report: [] as typeof runs.bare,
      identity: [] as typeof runs.bare,
    };
    for (let round = 0; round < rounds; round++) {
      runs.bare.push(await run(bareUrl));
      runs.report.push(await run(reportUrl, headers));
      runs.identity.push(await run(identityUrl, headers));
    }
    const bareRow = combine(`bare Fastify route (${bytes} B)`, runs.bare);
    const reportRow = combine(`GET /credit/{cuit}/report (${bytes} B)`, runs.report);
    const identityRow = combine('GET /identity/taxId/{cuit}', runs.identity);
    const ratios = runs.report.map((r, i) => r.requests / runs.bare[i]!.requests);
    const ratio = median(ratios);
    const verdict = (ok: boolean) => (ok ? 'pass' : 'FAIL');
    const lines = [
      `# Credit benchmark`,
      '',
      `${new Date().toISOString()} · ${connections} connections · ${rounds} interleaved rounds of ${duration} s per route after a 2 s warm-up · ${database} · offline data · Node ${process.version} · load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
      '',
      '| Route | req/s (mean) | p50 ms (mean) | p99 ms (worst round) | errors |',
      '|---|---:|---:|---:|---:|',
      ...[bareRow, reportRow, identityRow].map(
        (r) => `| ${r.name} | ${r.requests.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99} | ${r.errors} |`,
      ),
      '',
      `Report ÷ bare per round: ${ratios.map((r) => `${(r * 100).toFixed(1)} %`).join(' · ')} (median below).`,
      '',
      '| Bar (quality-bars.md) | Measured | Result |',
      '|---|---:|---|',
      `| report throughput ≥ 35 % of the bare route | ${(ratio * 100).toFixed(1)} % | ${verdict(ratio >= 0.35)} |`,
      `| report p99 ≤ 30 ms | ${reportRow.p99} ms | ${verdict(reportRow.p99 <= 30)} |`,
      `| identity lookup p99 ≤ 20 ms | ${identityRow.p99} ms | ${verdict(identityRow.p99 <= 20)} |`,
      '',
    ];
    const markdown = lines.join('\n');
    fs.mkdirSync(path.join(here, 'results'), { recursive: true });
    fs.writeFileSync(path.join(here, `results/credit-${database.toLowerCase()}.md`), markdown);
    console.log(markdown);
  } finally {
    bare?.kill('SIGTERM');
    await server.stop();
  }
}

await main();
