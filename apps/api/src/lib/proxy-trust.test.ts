import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/harness';
import { postForm, startInteraction } from '../test/interaction';

/**
 * TRUST_PROXY names how many proxies stand in front of the server, or their addresses (ADR 0109): the
 * client is read from the trusted end of X-Forwarded-For, so entries a client writes itself (the left
 * of the header) cannot change the address every per-IP limit counts.
 */
describe('TRUST_PROXY', () => {
  it('accepts off, a hop count or proxy addresses, and refuses "true" and bad addresses by name', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,loopback, ::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      'loopback',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: 'true' would trust any X-Forwarded-For/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY: .*10\.0\.0\.0\/40/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY: .*proxy\.internal/);
  });
});

/** One app per TRUST_PROXY setting (each test uses emails of its own, so counts do not mix). */
const apps = new Map<string, TestApp>();
beforeAll(async () => {
  for (const trustProxy of ['1', '10.0.0.0/8']) apps.set(trustProxy, await createTestApp({ TRUST_PROXY: trustProxy }));
}, 180_000);
afterAll(async () => {
  for (const t of apps.values()) await t.close();
});
const appWith = async (trustProxy: string) => apps.get(trustProxy)!.app;

/**
 * Eleven sign-in posts for one email: the sign-in limit allows ten a minute per client and email. The
 * password is left empty (400, no hashing): the limit counts every post, so the test stays cheap.
 */
async function elevenAttempts(
  app: TestApp['app'],
  email: string,
  request: (i: number) => { remoteAddress: string; headers: Record<string, string> },
) {
  const interaction = await startInteraction(app);
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const response = await postForm(app, interaction, { email, password: '' }, request(i));
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('a spoofed X-Forwarded-For cannot reset a per-IP limit', () => {
  it('with one trusted hop, the client is the entry the proxy appended, not the ones it sent', async () => {
    const app = await appWith('1');
    // The client rotates the header's first entry; the proxy (127.0.0.1) appends the real address.
    const statuses = await elevenAttempts(app, 'hop@tirr.demo', (i) => ({
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.7` },
    }));
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another real client behind the same proxy has its own count.
    const other = await postForm(
      app,
      await startInteraction(app),
      { email: 'hop@tirr.demo', password: '' },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7, 203.0.113.8' } },
    );
    expect(other.statusCode).toBe(400);
  });

  it('with proxy addresses, only those proxies are believed; a direct client is its socket address', async () => {
    const app = await appWith('10.0.0.0/8');
    const behindProxy = await elevenAttempts(app, 'behind@tirr.demo', (i) => ({
      remoteAddress: `10.0.${i}.2`,
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.7` },
    }));
    expect(behindProxy[10]).toBe(429);
    // A client that reaches the server directly cannot pose as a proxy by sending the header.
    const direct = await elevenAttempts(app, 'direct@tirr.demo', (i) => ({
      remoteAddress: '198.51.100.200',
      headers: { 'x-forwarded-for': `10.1.1.${i + 1}` },
    }));
    expect(direct.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(direct[10]).toBe(429);
  });

  it('the provider sees the protocol only a trusted proxy reports (secure cookies)', async () => {
    const app = await appWith('10.0.0.0/8');
    const secureCookies = async (remoteAddress: string) => {
      const start = await app.inject({
        method: 'GET',
        url: `/oidc/auth?client_id=tirr-web&response_type=code&scope=openid&redirect_uri=${encodeURIComponent('http://localhost:3000/callback')}&code_challenge=${'c'.repeat(43)}&code_challenge_method=S256`,
        remoteAddress,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(start.statusCode).toBe(303);
      return start.cookies.map((c) => Boolean(c.secure));
    };
    expect((await secureCookies('10.0.0.9')).every(Boolean)).toBe(true);
    expect((await secureCookies('198.51.100.200')).some(Boolean)).toBe(false);
  });
});
