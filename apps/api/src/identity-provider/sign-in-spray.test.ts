import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PUBLIC_URL, type TestApp } from '../test/harness';
import { pkceAuthorization } from '../test/http-sign-in';
import { postForm, startInteraction } from '../test/interaction';
import { createHashGate } from './hash-gate';
import { passwordHasher } from './passwords';

/**
 * Sign-in cannot be used to stall the server (ADR 0108): password hashes go through a gate of one at a
 * time with a short queue, the rest are refused at once (429 + Retry-After), and one client address is
 * limited across emails. Measured against a listening server with a static asset of a web build; how
 * fast the asset answers is the bench's business (bench/signin-spray.ts), not this test's.
 */
const CONCURRENCY = 1;
const gate = createHashGate({ concurrency: CONCURRENCY, queue: 4 });
/** This test app's hashing, whose scrypt calls are counted whoever makes them. */
const passwords = passwordHasher();
const ASSET = `console.log(${JSON.stringify('tirr '.repeat(40_000))});`;

let t: TestApp;
let base: string;
let dist: string;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'tirr-web-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Tirr</title>');
  await fs.writeFile(path.join(dist, 'assets', 'app-spray.js'), ASSET);
  // One trusted proxy (the loopback): every spraying client comes with an address of its own.
  t = await createTestApp({ TRUST_PROXY: '1' }, { webDist: dist, hashGate: gate, passwords });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  await t?.close();
  if (dist) await fs.rm(dist, { recursive: true, force: true });
});

/** Starts an interaction over HTTP as a client of the given address and returns its page and cookie. */
async function interactionOf(address: string) {
  const { authorize } = pkceAuthorization(`${PUBLIC_URL}/callback`);
  const start = await fetch(`${base}/oidc/auth?${authorize}`, {
    redirect: 'manual',
    headers: { 'x-forwarded-for': address },
  });
  expect(start.status).toBe(303);
  const cookie = start.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { path: new URL(start.headers.get('location')!, base).pathname, cookie };
}

describe('a sign-in spray', () => {
  it('keeps static files and the API answering, never runs more hashes than the gate allows, refuses the excess', async () => {
    const CLIENTS = 32;
    const ROUNDS = 2;
    passwords.activity.resetPeak();
    const outcomes: { status: number; retryAfter: string | null; body: string }[] = [];
    const client = async (n: number) => {
      const address = `198.51.100.${n + 1}`;
      const interaction = await interactionOf(address);
      for (let round = 0; round < ROUNDS; round++) {
        const response = await fetch(`${base}${interaction.path}/login`, {
          method: 'POST',
          headers: {
            cookie: interaction.cookie,
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': address,
          },
          body: new URLSearchParams({ email: `spray-${n}-${round}@example.com`, password: 'guess-guess' }).toString(),
        });
        outcomes.push({
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: await response.text(),
        });
      }
    };
    let sprayed = false;
    const spray = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n))).finally(() => (sprayed = true));

    const fetched: { asset: number; sameBytes: boolean; api: number }[] = [];
    while (!sprayed || fetched.length < 5) {
      const [asset, api] = await Promise.all([fetch(`${base}/assets/app-spray.js`), fetch(`${base}/api/v1/auth`)]);
      fetched.push({ asset: asset.status, sameBytes: (await asset.text()) === ASSET, api: api.status });
      await api.arrayBuffer();
    }
    await spray;

    expect(fetched.every((f) => f.asset === 200 && f.sameBytes && f.api === 200)).toBe(true);
    expect(outcomes).toHaveLength(CLIENTS * ROUNDS);
    expect(outcomes.every((outcome) => outcome.status === 401 || outcome.status === 429)).toBe(true);
    const refused = outcomes.filter((outcome) => outcome.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const outcome of refused) {
      expect(Number(outcome.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(outcome.body).toContain('Demasiados intentos');
    }
    // Some attempts were really checked, and never more than the gate's bound hashed at once.
    expect(outcomes.some((outcome) => outcome.status === 401)).toBe(true);
    expect(passwords.activity.peak).toBeLessThanOrEqual(CONCURRENCY);
    expect(gate.stats().peakRunning).toBeLessThanOrEqual(CONCURRENCY);
    // Dozens of scrypt hashes one at a time: a generous safety net on a shared machine, not a speed bar.
  }, 240_000);
});

describe('per-address limits across emails', () => {
  // Empty passwords (400) and incomplete registrations: the limits count every post, no hash is needed.
  const from = (address: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': address } });

  it('turns away the 61st sign-in post of a minute from one address, whatever the emails', async () => {
    const interaction = await startInteraction(t.app, from('203.0.113.40'));
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const response = await postForm(
        t.app,
        interaction,
        { email: `a${i}@example.com`, password: '' },
        from('203.0.113.40'),
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.every((s) => s === 400)).toBe(true);
    const blocked = await postForm(
      t.app,
      interaction,
      { email: 'another@example.com', password: '' },
      from('203.0.113.40'),
    );
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(blocked.body).toContain('Demasiados intentos');
    // Another address is not affected.
    const other = await postForm(
      t.app,
      interaction,
      { email: 'another@example.com', password: '' },
      from('203.0.113.41'),
    );
    expect(other.statusCode).toBe(400);
  });

  it('turns away the 31st registration post of an hour from one address', async () => {
    const interaction = await startInteraction(t.app, from('203.0.113.50'));
    const register = (i: number) =>
      postForm(
        t.app,
        interaction,
        { name: 'Prueba', email: `r${i}@example.com`, password: 'corta', passwordRepeat: 'corta' },
        { ...from('203.0.113.50'), action: 'register' },
      );
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await register(i)).statusCode);
    expect(statuses.every((s) => s === 400)).toBe(true);
    const blocked = await register(30);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});
