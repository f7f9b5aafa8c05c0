import { afterEach, describe, expect, it, vi } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Role } from '@tirr/domain';
import { installEvents } from './app-events';
import { installAuth } from './auth';
import { installErrorHandler } from './errors';

/** The per-app user cache of the auth hook (ADRs 0090, 0124): one read per subject, until a 'user-changed' event. */
let apps: FastifyInstance[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(apps.map((a) => a.close()));
  apps = [];
});

type Row = { id: string; role: Role; emailVerified?: boolean; freshUntil?: Date | null };
async function appWith(rows: Map<string, Row>, verifyCalls: string[], reads: string[]) {
  const instance = Fastify();
  installErrorHandler(instance, async () => undefined);
  const events = installEvents(instance);
  installAuth(instance, {
    events,
    verify: async (token) => {
      verifyCalls.push(token);
      if (!token.startsWith('ok-')) throw new Error('bad token');
      return { sub: token.slice(3), exp: Math.floor(Date.now() / 1000) + 60 };
    },
    findUser: async (sub) => {
      reads.push(sub);
      const row = rows.get(sub);
      return row && { emailVerified: false, ...row };
    },
  });
  instance.get('/premium', { config: { permission: 'premium' } }, async (request) => ({
    role: request.principal?.role,
  }));
  instance.get('/report', { config: { permission: 'free', verifiedEmail: true } }, async () => ({ ok: true }));
  await instance.ready();
  apps.push(instance);
  return instance;
}

describe('auth hook cache', () => {
  it("reads a user row once, and again after a 'user-changed' event (by id or subject)", async () => {
    const rows = new Map<string, Row>([['ana', { id: 'u-1', role: 'free' }]]);
    const verifyCalls: string[] = [];
    const reads: string[] = [];
    const a = await appWith(rows, verifyCalls, reads);
    const get = () => a.inject({ url: '/premium', headers: { authorization: 'Bearer ok-ana' } });

    expect((await get()).statusCode).toBe(403);
    expect((await get()).statusCode).toBe(403);
    expect(reads).toEqual(['ana']);
    expect(verifyCalls).toEqual(['ok-ana']);

    rows.set('ana', { id: 'u-1', role: 'premium' });
    expect((await get()).statusCode).toBe(403); // still the cached role
    a.events.emit('user-changed', { user: 'u-1' });
    const after = await get();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ role: 'premium' });
    expect(reads).toEqual(['ana', 'ana']);

    rows.set('ana', { id: 'u-1', role: 'free' });
    a.events.emit('user-changed', { user: 'ana' });
    expect((await get()).statusCode).toBe(403);
  });

  it('refuses a verifiedEmail route until the cached row says verified, and lets it through once invalidated', async () => {
    const rows = new Map<string, Row>([['ines', { id: 'u-3', role: 'free', emailVerified: false }]]);
    const reads: string[] = [];
    const a = await appWith(rows, [], reads);
    const get = (url: string) => a.inject({ url, headers: { authorization: 'Bearer ok-ines' } });
    const refused = await get('/report');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: expect.stringContaining('Confirmá') });
    // The flag is per route: the same user passes a route without it (and is only refused its permission).
    expect((await get('/premium')).json()).toMatchObject({ code: 'FORBIDDEN' });
    rows.set('ines', { id: 'u-3', role: 'free', emailVerified: true });
    expect((await get('/report')).statusCode).toBe(403); // still the cached row
    a.events.emit('user-changed', { user: 'u-3' });
    expect((await get('/report')).statusCode).toBe(200);
    expect(reads).toEqual(['ines', 'ines']);
  });

  it('does not use a cached role past its freshUntil (premium ending at a date)', async () => {
    // The clock stands still unless the test moves it: the app's start-up takes no time off the window.
    vi.useFakeTimers({ toFake: ['Date'] });
    const freshUntil = new Date(Date.now() + 1000);
    const rows = new Map<string, Row>([['eva', { id: 'u-2', role: 'premium', freshUntil }]]);
    const reads: string[] = [];
    const a = await appWith(rows, [], reads);
    const get = () => a.inject({ url: '/premium', headers: { authorization: 'Bearer ok-eva' } });
    expect((await get()).statusCode).toBe(200);
    rows.set('eva', { id: 'u-2', role: 'free', freshUntil: null });
    vi.setSystemTime(freshUntil.getTime() - 1);
    expect((await get()).statusCode).toBe(200); // the cached role, until its last millisecond
    expect(reads).toHaveLength(1);
    vi.setSystemTime(freshUntil);
    expect((await get()).statusCode).toBe(403);
    expect(reads).toHaveLength(2);
  });

  it('keeps a cache per app: an event reaches the app it is emitted on, not another one in the process', async () => {
    const rows = new Map<string, Row>([['lia', { id: 'u-4', role: 'free' }]]);
    const reads: string[] = [];
    const [a, b] = [await appWith(rows, [], reads), await appWith(rows, [], reads)];
    const get = (on: FastifyInstance) => on.inject({ url: '/premium', headers: { authorization: 'Bearer ok-lia' } });
    expect((await get(a)).statusCode).toBe(403);
    expect((await get(b)).statusCode).toBe(403);
    expect(reads).toEqual(['lia', 'lia']);
    rows.set('lia', { id: 'u-4', role: 'premium' });
    a.events.emit('user-changed', { user: 'u-4' });
    expect((await get(a)).statusCode).toBe(200);
    expect((await get(b)).statusCode).toBe(403); // b's own cached row, untouched by a's event
    expect(reads).toEqual(['lia', 'lia', 'lia']);
  });

  it('does not cache a subject without a user row, nor a rejected token', async () => {
    const rows = new Map<string, Row>();
    const verifyCalls: string[] = [];
    const reads: string[] = [];
    const a = await appWith(rows, verifyCalls, reads);
    await a.inject({ url: '/premium', headers: { authorization: 'Bearer ok-new' } });
    await a.inject({ url: '/premium', headers: { authorization: 'Bearer ok-new' } });
    expect(reads).toEqual(['new', 'new']);
    expect((await a.inject({ url: '/premium', headers: { authorization: 'Bearer bad' } })).statusCode).toBe(401);
    expect((await a.inject({ url: '/premium', headers: { authorization: 'Bearer bad' } })).statusCode).toBe(401);
    expect(verifyCalls.filter((t) => t === 'bad')).toHaveLength(2);
  });
});
