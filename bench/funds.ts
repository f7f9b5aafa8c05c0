/**
 * Load test of the fund endpoints (issue 6: p99 ≤ 30 ms at 32 connections). Not a test:
 * `npx tsx bench/funds.ts [seconds]` builds the API on an in-memory database with the offline fund data,
 * listens on a free port and runs 32 concurrent keep-alive clients over a mix of /funds/query and
 * /funds/shares/{id}/performance requests, then prints p50/p95/p99 per endpoint.
 */
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { buenosAiresDate } from '@tirr/domain';
import { createTestApp } from '../apps/api/src/test/harness';
import { fundsRepository } from '../apps/api/src/modules/funds/funds.repository';
import { seedOfflineFunds } from '../apps/api/src/modules/funds/funds.seed';

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = 32;
const today = buenosAiresDate(new Date());
const t = await createTestApp();
await seedOfflineFunds(fundsRepository(t.database.db), today);
await t.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;

const managers = (await (await fetch(`${base}/funds/managers`)).json()) as { id_gerenciadora: number }[];
const objectives = ['cashflow', 'inflation', 'fixed', 'variable'];
const shareIds: number[] = [];
for (const m of managers) {
  const q = (await (
    await fetch(`${base}/funds/query?id_gerenciadora=${m.id_gerenciadora}&objective=fixed`)
  ).json()) as {
    exactMatches: { fundShares: { idFundShare: number }[] }[];
  };
  for (const f of q.exactMatches) shareIds.push(...f.fundShares.map((s) => s.idFundShare));
}
const from = (i: number) => {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 7 - (i % 365));
  return d.toISOString().slice(0, 10);
};

const latencies: Record<string, number[]> = { query: [], performance: [] };
let errors = 0;
const end = performance.now() + SECONDS * 1000;
await Promise.all(
  Array.from({ length: CONNECTIONS }, async (_, worker) => {
    for (let i = worker; performance.now() < end; i += CONNECTIONS) {
      const kind = i % 2 === 0 ? 'query' : 'performance';
      const url =
        kind === 'query'
          ? `${base}/funds/query?id_gerenciadora=${managers[i % managers.length]!.id_gerenciadora}&objective=${objectives[i % 4]}`
          : `${base}/funds/shares/${shareIds[i % shareIds.length]}/performance?from=${from(i)}`;
      const started = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      latencies[kind]!.push(performance.now() - started);
      if (response.status !== 200) errors++;
    }
  }),
);
await t.close();

const pct = (list: number[], p: number) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor((p / 100) * list.length))]!;
let worst = 0;
for (const [kind, list] of Object.entries(latencies)) {
  const p99 = pct(list, 99);
  worst = Math.max(worst, p99);
  console.log(
    `${kind.padEnd(12)} ${String(list.length).padStart(6)} req  p50 ${pct(list, 50).toFixed(1)} ms  p95 ${pct(list, 95).toFixed(1)} ms  p99 ${p99.toFixed(1)} ms`,
  );
}
console.log(`errors: ${errors}; budget p99 ≤ 30 ms at ${CONNECTIONS} connections → ${worst <= 30 ? 'OK' : 'OVER'}`);
if (errors > 0 || worst > 30) process.exitCode = 1;
