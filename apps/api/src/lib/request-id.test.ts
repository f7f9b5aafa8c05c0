import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { installErrorHandler } from './errors';
import { loggerOptions } from './logging';
import { installRequestId, requestIdOf, requestIdOptions } from './request-id';

/** ADR 0134: every request has an id, answered in X-Request-Id and on each of its log lines. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const INSTANCE = 'api-test-7:4242';

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let t: TestApp;
let bare: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({}, { logger: loggerOptions('info', sink, INSTANCE) });
  bare = Fastify({ logger: false, ...requestIdOptions() });
  installRequestId(bare);
  installErrorHandler(bare, async () => undefined);
  bare.get('/boom', async () => {
    throw new Error('boom');
  });
  await bare.ready();
});
afterAll(async () => {
  await bare?.close();
  await t?.close();
});

describe('requestIdOf', () => {
  it.each([
    ['a UUID', '0f8fad5b-d9cb-469f-a165-70867728950e'],
    ["nginx's 32 hex digits", '7f3a9c0e5b2d4f6a8c1e3b5d7f9a0c2e'],
    ['a trace-like id', 'Root=1-67891233-abcdef012345678912345678'],
  ])('keeps %s', (_label, id) => {
    expect(requestIdOf(id)).toBe(id);
  });

  it.each([
    ['none', undefined],
    ['an empty one', ''],
    ['a short one', 'abc'],
    ['one too long', 'a'.repeat(129)],
    ['spaces', 'my request id'],
    ['a repeated header', 'abcdefgh1, abcdefgh2'],
    ['a newline', 'abcdefgh\nforged-line'],
    ['quotes and braces', '{"level":60}'],
    ['an array', ['abcdefgh1', 'abcdefgh2']],
  ])('replaces %s with a new UUID', (_label, header) => {
    expect(requestIdOf(header)).toMatch(UUID);
  });
});

describe('the app', () => {
  it('gives a request without an id a new one and answers it', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/healthz' });
    const second = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it("keeps the proxy's id and answers it, on errors and unknown paths too", async () => {
    const id = 'proxy-0123456789abcdef';
    for (const url of ['/healthz', '/api/v1/credit/history', '/nowhere']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'x-request-id': id } });
      expect([url, response.headers['x-request-id']]).toEqual([url, id]);
    }
  });

  it('replaces an id that is not plausible', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'no good' } });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it("writes the id on each of the request's log lines, and the instance on every line", async () => {
    lines.length = 0;
    const id = 'trace-me-0123456789';
    await t.app.inject({ method: 'GET', url: '/api/v1/auth', headers: { 'x-request-id': id } });
    await t.app.inject({ method: 'GET', url: '/api/v1/auth', headers: { 'x-request-id': 'another-0123456789' } });
    const mine = lines.filter((line) => line.requestId === id);
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines.filter((line) => line.requestId === 'another-0123456789')).toHaveLength(2);
    expect(lines.length).toBeGreaterThanOrEqual(4);
    for (const line of lines) expect(line.instance).toBe(INSTANCE);
  });

  it('answers the id in the envelope of an unexpected error (500)', async () => {
    const response = await bare.inject({
      method: 'GET',
      url: '/boom',
      headers: { 'x-request-id': 'support-0123456789' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'INTERNAL_ERROR',
      message: expect.any(String),
      requestId: 'support-0123456789',
    });
  });
});
