import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';
import { startServer } from './test/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tirr-server-test-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const start = (port: number, env: Record<string, string> = {}) => startServer(port, { DATA_DIR: dataDir, ...env });

describe('server process', () => {
  it('starts on PGlite, prints the URL and the demo accounts, stops cleanly on SIGTERM, and restarts on the same data', async () => {
    const port = await freePort();
    const first = await start(port);
    await first.ready();
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
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
    await second.ready();
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
