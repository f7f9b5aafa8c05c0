import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tirr-secrets-test-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Runs an entry point of the API (TypeScript, through tsx) to its end; answers its exit code and output. */
async function run(entry: string, env: Record<string, string>, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, entry), ...args], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  return { code, output };
}

const noStackTrace = (output: string) => expect(output).not.toMatch(/^\s+at /m);
const keyA = randomBytes(32).toString('base64');
const keyB = randomBytes(32).toString('base64');

describe('secrets at start-up', () => {
  it('production refuses to start without the settings it needs, one line per variable, before touching data', async () => {
    const { code, output } = await run('server.ts', { NODE_ENV: 'production' });
    expect(code).toBe(78);
    expect(output).toContain('  - DATA_SOURCES: offline demo data in production');
    expect(output).toContain('  - MERCADOPAGO_MODE: the offline checkout lets anyone approve their own payment');
    expect(output).toContain('  - SECRETS_KEY: required in production');
    noStackTrace(output);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  }, 60_000);

  it('the rotation command seals the keys under SECRETS_KEY; a server with another key refuses to start and says why', async () => {
    const rotated = await run('keys-rotate.ts', { NODE_ENV: 'test', SECRETS_KEY: keyA });
    expect(rotated.output).toMatch(/Added signing key [0-9a-f]{16} and a new cookie secret/);
    expect(rotated.code).toBe(0);

    const wrong = await run('server.ts', { NODE_ENV: 'test', SECRETS_KEY: keyB });
    expect(wrong.code).toBe(78);
    expect(wrong.output).toMatch(
      / - SECRETS_KEY: the stored secrets \(oidc_keys:\S+\) were encrypted with another key/,
    );
    noStackTrace(wrong.output);

    const reencrypted = await run(
      'keys-rotate.ts',
      { NODE_ENV: 'test', SECRETS_KEY: keyB, SECRETS_KEY_PREVIOUS: keyA },
      ['--reencrypt-only'],
    );
    expect(reencrypted.output).toContain('No new keys (--reencrypt-only).');
    expect(reencrypted.output).toMatch(/Sealed 2 stored secret\(s\) again under SECRETS_KEY \(id [0-9a-f]{16}\)\./);
    expect(reencrypted.code).toBe(0);

    const old = await run('keys-rotate.ts', { NODE_ENV: 'test', SECRETS_KEY: keyA }, ['--reencrypt-only']);
    expect(old.code).toBe(78);
    expect(old.output).toMatch(/^SECRETS_KEY: the stored secrets/m);
    noStackTrace(old.output);
  }, 240_000);
});
