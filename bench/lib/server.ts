/** Starts the built server (apps/api/dist/server.js) on a free port and signs a demo user in over HTTP. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export async function startBuiltServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const entry = path.join(root, 'apps/api/dist/server.js');
  if (!fs.existsSync(entry)) throw new Error('apps/api/dist/server.js is missing: run `npm run build` first');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_NODE_ARGS passes flags to the server's Node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      // The demo runs without SMTP: mails stay in the outbox (ADR 0105).
      DEMO_MODE: '1',
      DEMO_SEED: '1',
      DATA_SOURCES: 'offline',
      // A demo on production settings: offline data and payments allowed (ADR 0100), with a throw-away secrets key.
      SECRETS_KEY: randomBytes(32).toString('base64'),
      CREDIT_RATE_LIMIT_PER_MINUTE: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${url}/readyz`, child);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export { signInOverHttp } from '../../apps/api/src/test/http-sign-in';
