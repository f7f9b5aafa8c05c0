import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorLogs } from '../db/schema';
import { logsRepository } from '../modules/logs/logs.repository';
import { bearer, createTestApp, signIn, type TestApp } from '../test/harness';
import { installErrorHandler } from './errors';
import { loggerOptions } from './logging';

/**
 * ADR 0111: a failed query's SQL parameters are never logged nor stored, and the error log saves even
 * when the error's text holds a NUL or a lone surrogate.
 */
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
let bare: FastifyInstance;
/** A real drizzle query error whose parameters hold a secret and a NUL. */
let queryError: Error;

beforeAll(async () => {
  t = await createTestApp({}, { logger: loggerOptions('info', sink) });
  queryError = await t.database.db
    .insert(errorLogs)
    .values({ type: 'react', path: '/p', description: 'cebolla-secreta \0 Ana Pérez' })
    .then(
      () => new Error('the insert should have failed'),
      (error: Error) => error,
    );
  const logs = logsRepository(t.database.db);
  bare = Fastify({ logger: loggerOptions('info', sink) });
  installErrorHandler(bare, (info) => logs.create({ type: 'node', ...info }));
  bare.get('/query-error', async () => {
    throw queryError;
  });
  bare.get('/nul-error', async () => {
    throw new TypeError('lectura de "x\0y" con \uD800 suelto');
  });
  await bare.ready();
});
afterAll(async () => {
  await bare?.close();
  await t?.close();
});

const storedNodeErrors = () =>
  t.database.db
    .select()
    .from(errorLogs)
    .where(sql`${errorLogs.type} = 'node'`)
    .orderBy(errorLogs.id);

describe('server errors are logged and stored without SQL parameters', () => {
  it('is a real drizzle query error listing its parameters', () => {
    expect(queryError.message).toMatch(/^Failed query: insert into "error_logs"[\s\S]*\nparams: .*cebolla-secreta/);
  });

  it('records a failed query (params with a NUL) without its parameters, in the log and in error_logs', async () => {
    lines.length = 0;
    const before = (await storedNodeErrors()).length;
    const response = await bare.inject({ method: 'GET', url: '/query-error' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'INTERNAL_ERROR',
      message: expect.any(String),
      requestId: expect.any(String),
    });

    const stored = await storedNodeErrors();
    expect(stored).toHaveLength(before + 1);
    const row = stored.at(-1)!;
    expect(row.path).toBe('/query-error');
    expect(row.description).toMatch(/^Error: Failed query: insert into "error_logs"[\s\S]*params: \[omitted\]$/);
    const logged = lines.join('\n');
    expect(logged).toContain('params: [omitted]');
    for (const text of [`${row.description} ${row.stack}`, logged]) {
      expect(text).not.toContain('cebolla-secreta');
      expect(text).not.toContain('Ana Pérez');
      expect(text).not.toMatch(/\0|\\u0000/);
    }
  });

  it('saves the error log when the message holds a NUL or a lone surrogate', async () => {
    const response = await bare.inject({ method: 'GET', url: '/nul-error' });
    expect(response.statusCode).toBe(500);
    const row = (await storedNodeErrors()).at(-1)!;
    expect(row.description).toBe('TypeError: lectura de "x\uFFFDy" con \uFFFD suelto');
    expect(lines.join('\n')).not.toContain('could not record the server error');
  });

  it('keeps the parameters out when a route of the app fails in the database', async () => {
    lines.length = 0;
    const { accessToken } = await signIn(t.app, 'premium@tirr.demo');
    await t.database.db.execute(sql`alter table quick_panel_items rename to quick_panel_items_gone`);
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/quick-panel/notes',
        headers: bearer(accessToken),
        payload: { title: 'Llamar a Ana Pérez', detail: 'zanahoria-privada' },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table quick_panel_items_gone rename to quick_panel_items`);
    }
    const row = (await storedNodeErrors()).at(-1)!;
    expect(row.path).toBe('/api/v1/quick-panel/notes');
    expect(row.description).toContain('params: [omitted]');
    const logged = lines.join('\n');
    expect(logged).toContain('unhandled error');
    for (const text of [`${row.description} ${row.stack}`, logged]) {
      expect(text).not.toContain('zanahoria-privada');
      expect(text).not.toContain('Ana Pérez');
    }
  });
});
