/**
 * Sign-in spray benchmark (docs/architecture.md §7, ADR 0108). Against the built server (PGlite, offline data), 32
 * clients post the sign-in form with a new email each time, as fast as they are answered, while one
 * client fetches a static asset of the web build (the app's entry module) and GET /api/v1/auth one after
 * the other. Every spraying post comes from a new address through a trusted proxy hop (TRUST_PROXY=1,
 * the bench is the proxy), so the per-address limits never apply: only the password-hashing gate bounds
 * the work, the worst case. The sprayers run in a process of their own (lib/sign-in-sprayer.mjs), so
 * they do not delay the prober, and start together once each has its sign-in page. The same fetches are first timed without the spray. Bar: the asset's p99
 * under the spray ≤ 200 ms. Writes bench/results/signin-spray.md. Not a test: it reports numbers.
 *
 *   npm run build && npm run bench:signin-spray -w @tirr/bench
 *   BENCH_DURATION=seconds per phase (default 10) · BENCH_SPRAY_CLIENTS (default 32)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machine, writeResult } from './lib/report';
import { startBuiltServer } from './lib/server';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.BENCH_DURATION ?? 10);
const clients = Number(process.env.BENCH_SPRAY_CLIENTS ?? 32);
const BAR_MS = 200;

/** The app's entry module of the built web app (what every page load needs; the last script). */
function entryAsset(): string {
  const index = fs.readFileSync(path.resolve(here, '../apps/web/dist/index.html'), 'utf8');
  const src = [...index.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g)].at(-1)?.[1];
  if (!src) throw new Error('no entry script in apps/web/dist/index.html: run `npm run build` first');
  return src;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

interface Timings {
  asset: number[];
  api: number[];
  failures: number;
}

/** Fetches the asset, then the API route, one after the other until `until` says stop. */
async function probe(base: string, asset: string, until: () => boolean): Promise<Timings> {
  const out: Timings = { asset: [], api: [], failures: 0 };
  while (!until()) {
    for (const [url, into] of [
      [`${base}${asset}`, out.asset],
      [`${base}/api/v1/auth`, out.api],
    ] as const) {
      const started = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      into.push(performance.now() - started);
      if (response.status !== 200) out.failures += 1;
    }
  }
  return out;
}

/**
 * Starts the sprayers in a child process; `go()` (once they have their sign-in pages) starts the spray
 * and resolves to the statuses of their posts.
 */
async function sprayers(base: string): Promise<{ go(): Promise<Map<number, number>> }> {
  const script = path.join(here, 'lib/sign-in-sprayer.mjs');
  const child = spawn(process.execPath, [script, base, String(clients), String(seconds)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.startsWith('ready\n')) resolve();
    });
    void exited.then(() => reject(new Error('the sprayer exited before it was ready')));
  });
  return {
    async go() {
      child.stdin.write('go\n');
      const code = await exited;
      if (code !== 0) throw new Error(`the sprayer exited with ${code}`);
      const counts = JSON.parse(out.slice('ready\n'.length)) as Record<string, number>;
      return new Map(Object.entries(counts).map(([status, count]) => [Number(status), count]));
    },
  };
}

const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));
const row = (label: string, t: number[]) =>
  `| ${label} | ${t.length} | ${fmt(percentile(t, 50))} | ${fmt(percentile(t, 99))} | ${fmt(Math.max(...t))} |`;

async function main() {
  const asset = entryAsset();
  const server = await startBuiltServer({ TRUST_PROXY: '1' });
  try {
    // Warm-up: the asset and the API route.
    await probe(
      server.url,
      asset,
      (() => {
        let n = 0;
        return () => n++ >= 20;
      })(),
    );

    const quietUntil = Date.now() + seconds * 1000;
    const quiet = await probe(server.url, asset, () => Date.now() >= quietUntil);

    const ready = await sprayers(server.url);
    let sprayed = false;
    const spraying = ready.go().finally(() => (sprayed = true));
    const loaded = await probe(server.url, asset, () => sprayed);
    const statuses = await spraying;

    const p99 = percentile(loaded.asset, 99);
    const posts = [...statuses.values()].reduce((a, b) => a + b, 0);
    const lines = [
      '# Sign-in spray',
      '',
      machine(),
      '',
      `PGlite · built server · ${clients} clients (another process) posting the sign-in form with a new email and a new client address each time, for ${seconds} s (from the moment all have their sign-in page) · one prober fetching the entry module \`${asset.replace(/-[\w-]+\.js$/, '-….js')}\` then GET /api/v1/auth, one after the other. The sprayers share the machine's cores with the server and the prober.`,
      '',
      '| Fetch | Requests | p50 ms | p99 ms | max ms |',
      '| --- | ---: | ---: | ---: | ---: |',
      row('entry script, quiet', quiet.asset),
      row('GET /api/v1/auth, quiet', quiet.api),
      row('entry script, under the spray', loaded.asset),
      row('GET /api/v1/auth, under the spray', loaded.api),
      '',
      `Sign-in posts: ${posts} (${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}: ${count}`)
        .join(
          ', ',
        )}) — 401 = checked (one hash each), 429 = refused by the hashing gate. Failed probe fetches: ${quiet.failures + loaded.failures}.`,
      '',
      '| Bar | Measured | Result |',
      '| --- | ---: | --- |',
      `| static asset p99 under a 32-client sign-in spray ≤ ${BAR_MS} ms | ${fmt(p99)} ms | ${p99 <= BAR_MS && loaded.failures === 0 ? 'pass ✅' : 'FAIL ❌'} |`,
    ];
    const markdown = lines.join('\n');
    writeResult('signin-spray', markdown, {
      clients,
      seconds,
      asset,
      quiet: { asset: quiet.asset, api: quiet.api },
      loaded: { asset: loaded.asset, api: loaded.api },
      statuses: Object.fromEntries(statuses),
      failures: quiet.failures + loaded.failures,
    });
    console.log(markdown);
  } finally {
    await server.stop();
  }
}

await main();
