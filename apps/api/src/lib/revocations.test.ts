import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { inProcessEvents } from './app-events';
import { installAuth } from './auth';
import { installErrorHandler } from './errors';
import { lastTokenExpiry, sessionIdOf, sessionRevocations } from './revocations';
import type { RevocationsRepository } from './revocations.repository';

/**
 * The revocation list of the auth hook (ADR 0110): read from the database when it is older than its
 * maximum age — never once per request — and reloaded in the background past half of it.
 */
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function fakeRepository() {
  const stored = new Map<string, Date>();
  const calls = { active: 0, add: 0 };
  const repository: RevocationsRepository = {
    async add(id, expiresAt) {
      calls.add += 1;
      stored.set(id, expiresAt);
    },
    async active(now) {
      calls.active += 1;
      return [...stored].filter(([, until]) => until > now).map(([id]) => id);
    },
    async purge() {},
  };
  return { repository, stored, calls };
}

async function appWith(repository: RevocationsRepository, clock: { now: number }) {
  const revocations = sessionRevocations({ repository, maxAgeMs: 5000, now: () => clock.now });
  const instance = Fastify();
  installErrorHandler(instance, async () => undefined);
  installAuth(instance, {
    // Tokens 'ok-<grant>' of user 'ana', each of its own grant.
    verify: async (token) => {
      if (!token.startsWith('ok-')) throw new Error('bad token');
      return { sub: 'ana', gid: token.slice(3), exp: Math.floor(Date.now() / 1000) + 600 };
    },
    findUser: async () => ({ id: 'u-1', role: 'free', emailVerified: true }),
    revocations,
    events: inProcessEvents(),
  });
  instance.get('/me', { config: { permission: 'signedIn' } }, async (request) => ({ sub: request.principal?.sub }));
  instance.get('/open', { config: { permission: 'none' } }, async (request) => ({
    sub: request.principal?.sub ?? null,
  }));
  await instance.ready();
  app = instance;
  return { instance, revocations };
}

describe('session revocations in the auth hook', () => {
  it('reads the list once per period, refuses a revoked session at once here and within the period elsewhere', async () => {
    const { repository, stored, calls } = fakeRepository();
    const clock = { now: 0 };
    const { instance, revocations } = await appWith(repository, clock);
    const get = (token: string, url = '/me') => instance.inject({ url, headers: { authorization: `Bearer ${token}` } });

    for (let i = 0; i < 20; i++) expect((await get('ok-g1')).statusCode).toBe(200);
    expect(calls.active).toBe(1);

    // Revoked in this process: refused at once, without reading the list again.
    await revocations.revoke('gid:g1', new Date(Date.now() + 60_000));
    expect((await get('ok-g1')).statusCode).toBe(401);
    expect((await get('ok-g2')).statusCode).toBe(200);
    // On a route open to guests, the ended session's token counts as no token.
    expect((await get('ok-g1', '/open')).json()).toEqual({ sub: null });
    expect(calls.active).toBe(1);

    // Revoked by another instance (only in the database): seen once the list is reloaded.
    stored.set('gid:g2', new Date(Date.now() + 60_000));
    expect((await get('ok-g2')).statusCode).toBe(200);
    clock.now += 5001;
    expect((await get('ok-g2')).statusCode).toBe(401);
    expect(calls.active).toBe(2);
  });

  it('reloads in the background past half the period, without making a request wait', async () => {
    const { repository, calls } = fakeRepository();
    const clock = { now: 0 };
    const { instance } = await appWith(repository, clock);
    const get = () => instance.inject({ url: '/me', headers: { authorization: 'Bearer ok-g3' } });
    expect((await get()).statusCode).toBe(200);
    clock.now += 3000;
    expect((await get()).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);
    expect(calls.active).toBe(2);
  });
});

describe('session ids', () => {
  it('prefer the grant, then the session, then the token id', () => {
    expect(sessionIdOf({ gid: 'g', sid: 's', jti: 'j' })).toBe('gid:g');
    expect(sessionIdOf({ sid: 's', jti: 'j' })).toBe('sid:s');
    expect(sessionIdOf({ jti: 'j' })).toBe('jti:j');
    expect(sessionIdOf({ sub: 'x' })).toBeUndefined();
  });

  it('are kept until a token of the same lifetime issued now would have expired', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    const iat = now / 1000 - 100;
    expect(lastTokenExpiry({ iat, exp: iat + 600 }, now).getTime()).toBe(now + 600_000 + 60_000);
  });
});
