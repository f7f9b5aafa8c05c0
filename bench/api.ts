/**
 * API benchmark (docs/architecture.md §7, speed). With autocannon at 32 connections
 * against the built server (offline data, warm), each route beside a bare Fastify route returning the
 * same payload size: the credit report, the identity lookup, the fund query and performance (cycling
 * their variants) and the portfolio list (25 profiles). Routes and their bare references are measured in
 * interleaved rounds, so a change in the shared machine's load hits both sides of a ratio; a ratio is the
 * median of its rounds', a p99 the worst round's. Runs on PGlite and on PostgreSQL (a throw-away cluster
 * when the binaries are installed, or DATABASE_URL). Writes bench/results/api-<database>.md. Not a test.
 *
 *   npm run build && npm run bench:api -w @tirr/bench
 *   BENCH_DURATION=seconds per route and round (default 5) · BENCH_ROUNDS (default 3)
 *   BENCH_DATABASES=pglite,postgresql (default both) · BENCH_ONLY=text (only routes whose name has it)
 *   BENCH_SETTLE_MS=pause before each measurement (default 1000): the previous route's load (e.g. the
 *   portfolio list's database work and garbage) must not be billed to the next one
 */
import { cuitCheckDigit, isIssuedTaxId } from '@tirr/domain';
import { withPostgres } from './lib/postgres';
import { machine, writeResult } from './lib/report';
import { bytesOf, connections, mean, median, run as runFor, startBare, type Run } from './lib/load';
import { signInOverHttp, startBuiltServer } from './lib/server';

/** One measurement of `duration` seconds unless told. */
const run = (base: string, paths: string[], headers: Record<string, string>, seconds = duration) =>
  runFor(base, paths, headers, seconds);

const duration = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgresql').split(',').map((d) => d.trim());
const REPORT_CUIT = '30715896342';
const IDENTITY_CUIT = '23283456714';
const PORTFOLIO_SIZE = 25;

interface Bar {
  label: string;
  ok: (row: Row) => boolean;
  measured: (row: Row) => string;
}

interface Target {
  name: string;
  paths: string[];
  bars: Bar[];
}

interface Row {
  name: string;
  bytes: number;
  requests: number;
  bareRequests: number;
  ratio: number;
  ratios: number[];
  p50: number;
  p99: number;
  errors: number;
}

const p99Bar = (ms: number, what: string): Bar => ({
  label: `${what} p99 ≤ ${ms} ms`,
  ok: (r) => r.p99 <= ms,
  measured: (r) => `${r.p99} ms`,
});

/** CUITs the tax agency would issue, for the portfolio (companies, deterministic; the demo registry knows them). */
function portfolioCuits(count: number): string[] {
  const found: string[] = [];
  for (let i = 0; found.length < count; i++) {
    const firstTen = `30${String(70_000_000 + i * 7_919).padStart(8, '0')}`;
    const candidate = `${firstTen}${cuitCheckDigit(firstTen)}`;
    if (isIssuedTaxId(candidate)) found.push(candidate);
  }
  return found;
}

async function targetsOf(base: string, headers: Record<string, string>): Promise<Target[]> {
  const api = `${base}/api/v1`;
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
  for (const taxNumber of portfolioCuits(PORTFOLIO_SIZE)) {
    const created = await fetch(`${api}/profiles`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ taxNumber }),
    });
    if (created.status !== 201 && created.status !== 409) throw new Error(`POST /profiles answered ${created.status}`);
  }
  return [
    {
      name: 'GET /credit/{cuit}/report',
      paths: [`/api/v1/credit/${REPORT_CUIT}/report?person_type=JURIDICA&id_type=CUIT`],
      bars: [
        {
          label: 'report throughput ≥ 35 % of the bare route',
          ok: (r) => r.ratio >= 0.35,
          measured: (r) => `${(r.ratio * 100).toFixed(1)} %`,
        },
        p99Bar(30, 'report'),
      ],
    },
    {
      name: 'GET /identity/taxId/{cuit}',
      paths: [`/api/v1/identity/taxId/${IDENTITY_CUIT}`],
      bars: [p99Bar(20, 'identity lookup')],
    },
    { name: `GET /funds/query (${queryPaths.length} variants)`, paths: queryPaths, bars: [p99Bar(30, 'fund query')] },
    {
      name: `GET /funds/shares/{id}/performance (${performancePaths.length} variants)`,
      paths: performancePaths,
      bars: [p99Bar(30, 'fund performance')],
    },
    { name: `GET /profiles (${PORTFOLIO_SIZE} profiles)`, paths: ['/api/v1/profiles'], bars: [] },
  ];
}

async function measure(database: string, env: Record<string, string>): Promise<void> {
  const server = await startBuiltServer(env);
  const bare = await startBare();
  try {
    const token = await signInOverHttp(server.url, 'premium@tirr.demo');
    const headers = { authorization: `Bearer ${token}` };
    const only = process.env.BENCH_ONLY;
    const targets = (await targetsOf(server.url, headers)).filter((t) => !only || t.name.includes(only));
    const sizes = await Promise.all(targets.map((t) => bytesOf(server.url, t.paths, headers)));
    for (const [i, t] of targets.entries()) {
      await run(bare.url, [`/bare/${sizes[i]}`], {}, 2);
      await run(server.url, t.paths, headers, 2);
    }
    const runs = targets.map(() => ({ route: [] as Run[], bare: [] as Run[] }));
    for (let round = 0; round < rounds; round++) {
      for (const [i, t] of targets.entries()) {
        runs[i]!.bare.push(await run(bare.url, [`/bare/${sizes[i]}`], {}));
        runs[i]!.route.push(await run(server.url, t.paths, headers));
      }
    }
    const rows: Row[] = targets.map((t, i) => {
      const { route, bare: reference } = runs[i]!;
      const ratios = route.map((r, k) => r.requests / reference[k]!.requests);
      return {
        name: t.name,
        bytes: sizes[i]!,
        requests: mean(route.map((r) => r.requests)),
        bareRequests: mean(reference.map((r) => r.requests)),
        ratio: median(ratios),
        ratios,
        p50: mean(route.map((r) => r.p50)),
        p99: Math.max(...route.map((r) => r.p99)),
        errors: route.reduce((n, r) => n + r.errors, 0),
      };
    });
    const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
    const bars = targets.flatMap((t, i) => t.bars.map((b) => ({ bar: b, row: rows[i]! })));
    const markdown = [
      `# API benchmark (${database})`,
      '',
      machine(),
      '',
      `${connections} connections · ${rounds} interleaved rounds of ${duration} s per route and per bare reference, after a 2 s warm-up of each · offline data · signed in as premium@tirr.demo.`,
      '',
      '| Route | Bytes | req/s | bare req/s | ÷ bare (median) | per round | p50 ms | p99 ms (worst) | errors |',
      '|---|---:|---:|---:|---:|---|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.bytes} | ${r.requests.toFixed(0)} | ${r.bareRequests.toFixed(0)} | ${pct(r.ratio)} | ${r.ratios.map(pct).join(' · ')} | ${r.p50.toFixed(1)} | ${r.p99} | ${r.errors} |`,
      ),
      '',
      '| Bar | Measured | Result |',
      '|---|---:|---|',
      ...bars.map(({ bar, row }) => `| ${bar.label} | ${bar.measured(row)} | ${bar.ok(row) ? 'pass ✅' : 'FAIL ❌'} |`),
      '',
      'Bars: docs/architecture.md §7 (report, identity lookup, fund routes); the portfolio list of 25 profiles is measured without a bar of its own.',
    ].join('\n');
    writeResult(`api-${database.toLowerCase()}`, markdown, { database, duration, rounds, rows });
    console.log(markdown);
  } finally {
    bare.child.kill('SIGTERM');
    await server.stop();
  }
}

if (process.env.DATABASE_URL) {
  await measure('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL });
} else {
  if (databases.includes('pglite')) await measure('PGlite', {});
  if (databases.includes('postgresql')) await withPostgres((url) => measure('PostgreSQL', { DATABASE_URL: url }));
}
