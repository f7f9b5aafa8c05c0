import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';

const serverEntry = path.resolve(import.meta.dirname, 'server.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tirr-server-test-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function start(port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DEMO_SEED: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

// Up to ~45 s: a cold start compiles the API with tsx, which is slow on a busy shared machine.
async function waitReady(port: number, child: ChildProcess) {
  for (let i = 0; i < 450; i++) {
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become ready');
}

describe('server process', () => {
  it('starts on PGlite, prints the URL and the demo accounts, stops cleanly on SIGTERM, and restarts on the same data', async () => {
    const port = await freePort();
    const first = await start(port);
    await waitReady(port, first.child);
    expect(first.output()).toContain(`Tirr is running at http://localhost:${port}`);
    expect(first.output()).toContain('premium@tirr.demo');
    expect(first.output()).toContain('tirr-demo-2026');
    // Without SMTP_URL the banner says where the mails are (ADR 0105).
    expect(first.output()).toContain(
      `Mail: no SMTP_URL: mails stay in the outbox, read them at http://localhost:${port}/system/outbox (sysadmin)`,
    );
    const signingKey = (await (await fetch(`http://127.0.0.1:${port}/oidc/jwks`)).json()) as {
      keys: { kid: string }[];
    };

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // The PGlite directory is still valid: the same keys come back after a restart.
    const second = await start(port);
    await waitReady(port, second.child);
    const again = (await (await fetch(`http://127.0.0.1:${port}/oidc/jwks`)).json()) as { keys: { kid: string }[] };
    expect(again.keys.map((k) => k.kid)).toEqual(signingKey.keys.map((k) => k.kid));
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);

  it('refuses to start with a bad setting and names it', async () => {
    const bad = await start(await freePort(), { PORT: 'not-a-port' });
    expect(await bad.exited).toBe(78);
    expect(bad.output()).toContain('PORT');
  }, 30_000);
});
