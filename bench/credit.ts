/**
 * Credit benchmark (quality-bars: performance): the report endpoint against a bare Fastify route
 * returning the same JSON size, and the identity lookup's p99, with autocannon at 32 connections against
 * the built server (offline data, warm). Writes bench/results/credit-<database>.md. Not a test: it reports numbers.
 *
 *   npm run build && npm run bench            (BENCH_DURATION=seconds, default 10; DATABASE_URL for Postgres)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, signInOverHttp, startBuiltServer } from './lib/server';

const here = path.dirname(fileURLToPath(import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 10);
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

async function run(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  // Warm up first, then measure.
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration, headers });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, requests: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

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

    const bareRow = await run(`bare Fastify route (${bytes} B)`, `http://127.0.0.1:${barePort}/bare`);
    const reportRow = await run(`GET /credit/{cuit}/report (${bytes} B)`, reportUrl, headers);
    const identityRow = await run(
      'GET /identity/taxId/{cuit}',
      `${server.url}/api/v1/identity/taxId/${IDENTITY_CUIT}`,
      headers,
    );

    const ratio = reportRow.requests / bareRow.requests;
    const verdict = (ok: boolean) => (ok ? 'pass' : 'FAIL');
    const lines = [
      `# Credit benchmark`,
      '',
      `${new Date().toISOString()} · ${connections} connections · ${duration} s per route after a 2 s warm-up · ${database} · offline data · Node ${process.version} · load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
      '',
      '| Route | req/s | p50 ms | p99 ms | errors |',
      '|---|---:|---:|---:|---:|',
      ...[bareRow, reportRow, identityRow].map(
        (r) => `| ${r.name} | ${r.requests.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} |`,
      ),
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
