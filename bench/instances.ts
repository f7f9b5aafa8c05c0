/**
 * Instances benchmark (ADR 0132): the cold report path on one PostgreSQL, served by one built server (run
 * A) and by two on the same database (run B: one PUBLIC_URL, so a token signed in on either is valid on
 * both; an INSTANCE_ID each). autocannon at 32 connections asks GET /credit/{cuit}/report as
 * premium@tirr.demo with a new CUIT on every request (every report is cold: looked up, scored, audited);
 * in run B its connections alternate between the two servers (16 each). Each run has a 2 s warm-up on
 * CUITs of its own. Reports requests/s, p50, p99, errors and the ratio B/A. Not a test: it reports numbers.
 *
 *   npm run build && npm run bench:instances -w @tirr/bench      (BENCH_DURATION seconds per run, default 10)
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import { withPostgres } from './lib/postgres';
import { cuitAt } from './lib/profiles';
import { machine, writeResult } from './lib/report';
import { signInOverHttp, startBuiltServer, type RunningServer } from './lib/server';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = 32;
/** Each run and warm-up asks CUITs of a block of its own, so no report it asks was ever built before. */
const BLOCK = 1_000_000;

interface Run {
  name: string;
  servers: number;
  requests: number;
  total: number;
  p50: number;
  p99: number;
  errors: number;
  load: number;
}

/** autocannon on `urls` (connection i on urls[i % n]) with a new CUIT from `block` for each request. */
async function cannon(urls: string[], token: string, block: number, seconds: number) {
  let next = block * BLOCK;
  return autocannon({
    // autocannon takes several targets and spreads its connections over them (its types say one).
    url: urls as unknown as string,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: `/api/v1/credit/${cuitAt(next++)}/report` }),
      },
    ],
  });
}

async function measure(name: string, servers: RunningServer[], block: number): Promise<Run> {
  const urls = servers.map((s) => s.url);
  const token = await signInOverHttp(urls[0]!, 'premium@tirr.demo');
  await cannon(urls, token, block, 2);
  const load = os.loadavg()[0]!;
  const result = await cannon(urls, token, block + 1, duration);
  return {
    name,
    servers: servers.length,
    requests: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    load,
  };
}

/** Starts `count` built servers on `url`, all answering for the first one's address (its PUBLIC_URL). */
async function startServers(url: string, count: number): Promise<RunningServer[]> {
  const shared = { DATABASE_URL: url, SECRETS_KEY: secretsKey };
  const first = await startBuiltServer({ ...shared, INSTANCE_ID: 'bench-1' });
  const servers = [first];
  try {
    for (let i = 2; i <= count; i++)
      servers.push(await startBuiltServer({ ...shared, PUBLIC_URL: first.url, INSTANCE_ID: `bench-${i}` }));
  } catch (error) {
    await Promise.all(servers.map((s) => s.stop()));
    throw error;
  }
  return servers;
}

/** One key for every server of the run: it encrypts the signing keys they share in the database. */
const secretsKey = randomBytes(32).toString('base64');

async function runOn(url: string, count: number, block: number): Promise<Run> {
  const servers = await startServers(url, count);
  try {
    return await measure(count === 1 ? 'A: one instance' : `B: ${count} instances`, servers, block);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

await withPostgres(async (url) => {
  const a = await runOn(url, 1, 0);
  const b = await runOn(url, 2, 2);
  const ratio = b.requests / a.requests;
  const markdown = [
    '# Instances benchmark (PostgreSQL)',
    '',
    machine(),
    '',
    `GET /credit/{cuit}/report, a new CUIT on every request (cold reports: lookup, score, audit) · premium@tirr.demo · autocannon, ${connections} connections (run B: 16 on each server), ${duration} s after a 2 s warm-up · offline data · one throw-away PostgreSQL 15 on the same machine · the client, the servers and PostgreSQL share its ${os.cpus().length} cores.`,
    '',
    '| Run | Servers | req/s | Requests | p50 ms | p99 ms | Errors | Load (1 min) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...[a, b].map(
      (r) =>
        `| ${r.name} | ${r.servers} | ${r.requests.toFixed(0)} | ${r.total} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.load.toFixed(2)} |`,
    ),
    '',
    `Throughput B/A: ${ratio.toFixed(2)}× (no bar: two servers on ${os.cpus().length} cores shared with the database and the client).`,
  ].join('\n');
  writeResult('instances-postgresql', markdown, { duration, connections, a, b, ratio });
  console.log(markdown);
});
