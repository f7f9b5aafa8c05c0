/**
 * Cold start (docs/architecture.md §7): `node apps/api/dist/server.js` on an empty embedded database in a fresh
 * directory — migrations, demo seed, academy sync — to the first 200 on /api/v1/auth. Bar: ≤ 8 s.
 * Five runs; writes bench/results/startup.md and .json. Not a test: it reports numbers.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib/server';
import { machine, writeResult } from './lib/report';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const BAR_MS = 8000;
const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);

async function coldStart(): Promise<number> {
  const entry = path.join(root, 'apps/api/dist/server.js');
  if (!fs.existsSync(entry)) throw new Error('apps/api/dist/server.js is missing: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tirr-startup-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      // The demo runs without SMTP: mails stay in the outbox (ADR 0105).
      DEMO_MODE: '1',
      DEMO_SEED: '1',
      DATA_SOURCES: 'offline',
      // A demo on production settings: offline data and payments allowed (ADR 0100), with a throw-away secrets key.
      SECRETS_KEY: randomBytes(32).toString('base64'),
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (performance.now() - started > 60_000) throw new Error('no answer within 60 s');
      const ok = await fetch(`${url}/api/v1/auth`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const times: number[] = [];
for (let i = 0; i < RUNS; i += 1) times.push(await coldStart());
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)]!;
const lines = [
  '## Cold start',
  '',
  `${machine()}`,
  '',
  '| Measure | Result | Bar |',
  '| --- | --- | --- |',
  `| \`npm start\` (built) to first 200 on \`/api/v1/auth\`, empty database (migrations + demo seed), median of ${RUNS} | ${(median / 1000).toFixed(2)} s | ≤ ${BAR_MS / 1000} s ${median <= BAR_MS ? '✅' : '❌'} |`,
  '',
  `Runs: ${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s. Fund values load after the server listens (ADR 0042).`,
];
writeResult('startup', lines.join('\n'), { medianMs: median, runsMs: times, barMs: BAR_MS });
console.log(lines.join('\n'));
