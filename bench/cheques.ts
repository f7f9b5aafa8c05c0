/**
 * Cheque portfolio benchmark (docs/domain/cheque-analysis.md §6; the job machinery of the batch lookups, ADR 0133): 500 valid cheques of
 * 125 drawers posted to POST /cheques/portfolios against the built server (offline data), timed from the request
 * until the portfolio reports done (polling GET /cheques/portfolios/{id} every 250 ms). Each drawer's report is
 * read once, each cheque asked about at BCRA (offline twin), priced at a given reference rate and given its
 * verdict. Bar: ≤ 10 s. Writes bench/results/cheques-<database>.md. Not a test: it reports numbers.
 *
 *   npm run build && npm run bench:cheques -w @tirr/bench      (CHEQUES_SIZE, default 500; DATABASE_URL for Postgres)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, buenosAiresDate, issuedTaxId } from '@tirr/domain';
import { signInOverHttp, startBuiltServer } from './lib/server';

const here = path.dirname(fileURLToPath(import.meta.url));
const size = Number(process.env.CHEQUES_SIZE ?? 500);
const CHEQUES_PER_DRAWER = 4;
const BAR_SECONDS = 10;
const POLL_MS = 250;
/** Banks of the offline data's entity list. */
const ENTITIES = [285, 11, 72, 7, 14];

interface Portfolio {
  id: string;
  status: 'running' | 'done';
  total: number;
  done: number;
  rows: { status: string; result?: { verdict: string } }[];
}

async function main() {
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const server = await startBuiltServer(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {});
  try {
    const token = await signInOverHttp(server.url, 'premium@tirr.demo');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const today = buenosAiresDate(new Date());
    // Companies and people alike (every one a valid CUIT the demo registry knows), four cheques each.
    const drawers = Array.from({ length: Math.ceil(size / CHEQUES_PER_DRAWER) }, (_, i) =>
      issuedTaxId((['30', '20', '27'] as const)[i % 3]!, String(10_000_000 + i * 48_611).padStart(8, '0')),
    );
    const rows = Array.from({ length: size }, (_, i) => ({
      entityCode: ENTITIES[i % ENTITIES.length]!,
      chequeNumber: 60_000_000 + i,
      drawerTaxId: drawers[i % drawers.length]!,
      amount: 100_000 + (i % 37) * 25_000,
      dueDate: addDays(today, 15 + (i % 90)),
      ...(i % 5 === 0 ? { kind: 'echeq' } : {}),
    }));

    const started = performance.now();
    const created = await fetch(`${server.url}/api/v1/cheques/portfolios`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ rows, referenceRate: 35 }),
    });
    if (created.status !== 201) throw new Error(`POST answered ${created.status}: ${await created.text()}`);
    let portfolio = (await created.json()) as Portfolio;
    let polls = 0;
    let slowestPoll = 0;
    while (portfolio.status !== 'done') {
      await new Promise((r) => setTimeout(r, POLL_MS));
      const asked = performance.now();
      const response = await fetch(`${server.url}/api/v1/cheques/portfolios/${portfolio.id}`, { headers });
      portfolio = (await response.json()) as Portfolio;
      polls++;
      slowestPoll = Math.max(slowestPoll, performance.now() - asked);
    }
    const seconds = (performance.now() - started) / 1000;
    const count = (key: (r: Portfolio['rows'][number]) => string) =>
      Object.entries(
        portfolio.rows.reduce<Record<string, number>>((acc, r) => ({ ...acc, [key(r)]: (acc[key(r)] ?? 0) + 1 }), {}),
      )
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
    const lines = [
      '# Cheque portfolio benchmark',
      '',
      `${new Date().toISOString()} · ${database} · offline data · Node ${process.version}`,
      '',
      `${size} cheques of ${drawers.length} drawers (${CHEQUES_PER_DRAWER} each), priced at a given reference rate; timed from POST /cheques/portfolios until GET /cheques/portfolios/{id} reads done.`,
      '',
      `| Cheques | Seconds | Cheques/s | Rows by status | Verdicts | Polls (${POLL_MS} ms apart) | Slowest poll ms |`,
      '|---:|---:|---:|---|---|---:|---:|',
      `| ${size} | ${seconds.toFixed(2)} | ${(size / seconds).toFixed(0)} | ${count((r) => r.status)} | ${count((r) => r.result?.verdict ?? '—')} | ${polls} | ${slowestPoll.toFixed(0)} |`,
      '',
      '| Bar | Measured | Result |',
      '|---|---:|---|',
      `| ${size} cheques ≤ ${BAR_SECONDS} s | ${seconds.toFixed(2)} s | ${seconds <= BAR_SECONDS ? 'pass' : 'FAIL'} |`,
      '',
    ];
    const markdown = lines.join('\n');
    fs.mkdirSync(path.join(here, 'results'), { recursive: true });
    fs.writeFileSync(path.join(here, `results/cheques-${database.toLowerCase()}.md`), markdown);
    console.log(markdown);
    if (portfolio.done !== size || portfolio.rows.some((r) => r.status === 'pending'))
      throw new Error(`expected ${size} rows done, got ${count((r) => r.status)}`);
  } finally {
    await server.stop();
  }
}

await main();
