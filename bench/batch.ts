/**
 * Batch lookup benchmark (docs/architecture.md §7, ADR 0076): 1,000 valid CUITs posted to POST /batch against the built server
 * (offline data), timed from the request until the job reports done (polling GET /batch/{id}).
 * Bar: ≤ 15 s. Writes bench/results/batch-<database>.md. Not a test: it reports numbers.
 *
 *   npm run build && npm run bench:batch -w @tirr/bench      (BATCH_SIZE, default 1000; DATABASE_URL for Postgres)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { issuedTaxId, rawCheckDigit } from '@tirr/domain';
import { signInOverHttp, startBuiltServer } from './lib/server';

const here = path.dirname(fileURLToPath(import.meta.url));
const size = Number(process.env.BATCH_SIZE ?? 1000);
const BAR_SECONDS = 15;

/** The id the tax agency issues (ADR 0115): the demo registry knows no other, so every row is found. */
function cuit(prefix: '20' | '27' | '30' | '33', number: string): string {
  if (prefix !== '33') return issuedTaxId(prefix, number);
  const firstTen = `33${number}`;
  return rawCheckDigit(firstTen) === 10 ? issuedTaxId('30', number) : `${firstTen}${rawCheckDigit(firstTen)}`;
}

interface Job {
  id: string;
  status: 'running' | 'done';
  total: number;
  processed: number;
  items: { status: string }[];
}

async function main() {
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const server = await startBuiltServer(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {});
  try {
    const token = await signInOverHttp(server.url, 'premium@tirr.demo');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    // Companies and people alike, spread over the id space (every one a valid, distinct CUIT).
    const ids = Array.from({ length: size }, (_, i) =>
      cuit((['30', '20', '27', '33'] as const)[i % 4]!, String(10_000_000 + i * 48_611).padStart(8, '0')),
    );

    const started = performance.now();
    const created = await fetch(`${server.url}/api/v1/batch`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ taxNumbers: ids }),
    });
    if (created.status !== 201) throw new Error(`POST /batch answered ${created.status}: ${await created.text()}`);
    let job = (await created.json()) as Job;
    let polls = 0;
    let slowestPoll = 0;
    while (job.status !== 'done') {
      await new Promise((r) => setTimeout(r, 1000));
      const asked = performance.now();
      const response = await fetch(`${server.url}/api/v1/batch/${job.id}`, { headers });
      job = (await response.json()) as Job;
      polls++;
      slowestPoll = Math.max(slowestPoll, performance.now() - asked);
    }
    const seconds = (performance.now() - started) / 1000;
    const counts = job.items.reduce<Record<string, number>>(
      (acc, i) => ({ ...acc, [i.status]: (acc[i.status] ?? 0) + 1 }),
      {},
    );
    const lines = [
      '# Batch lookup benchmark',
      '',
      `${new Date().toISOString()} · ${database} · offline data · Node ${process.version}`,
      '',
      '| CUITs | Seconds | Lookups/s | Rows by status | Polls (1 s apart) | Slowest poll ms |',
      '|---:|---:|---:|---|---:|---:|',
      `| ${size} | ${seconds.toFixed(2)} | ${(size / seconds).toFixed(0)} | ${Object.entries(counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')} | ${polls} | ${slowestPoll.toFixed(0)} |`,
      '',
      '| Bar | Measured | Result |',
      '|---|---:|---|',
      `| ${size} CUITs ≤ ${BAR_SECONDS} s | ${seconds.toFixed(2)} s | ${seconds <= BAR_SECONDS ? 'pass' : 'FAIL'} |`,
      '',
    ];
    const markdown = lines.join('\n');
    fs.mkdirSync(path.join(here, 'results'), { recursive: true });
    fs.writeFileSync(path.join(here, `results/batch-${database.toLowerCase()}.md`), markdown);
    console.log(markdown);
    if (job.processed !== size || counts.pending)
      throw new Error(`expected ${size} rows processed, got ${JSON.stringify(counts)}`);
  } finally {
    await server.stop();
  }
}

await main();
