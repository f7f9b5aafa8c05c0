import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../test/harness';
import pino from 'pino';
import { redactPersonalData } from './errors';
import { loggablePath, loggerOptions } from './logging';

/** Quality bars, 'Security': tax ids and names never appear in the logs at info level. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: loggerOptions('info', sink) });
});
afterAll(async () => t?.close());

describe('logging', () => {
  it.each([
    ['/api/v1/credit/30715896342/report?person_type=JURIDICA', '/api/v1/credit/[id]/report'],
    ['/api/v1/identity/id/7654321', '/api/v1/identity/id/[id]'],
    ['/api/v1/identity/taxId/30-71589634-2', '/api/v1/identity/taxId/[id]'],
    ['/api/v1/funds/shares/12/performance?from=2026-01-01', '/api/v1/funds/shares/12/performance'],
  ])('masks %s as %s', (url, path) => {
    expect(loggablePath(url)).toBe(path);
  });

  it.each([
    ['/api/v1/identity/id/31.456.782', '/api/v1/identity/id/[id]'],
    ['/api/v1/identity/id/7.654.321/details', '/api/v1/identity/id/[id]/details'],
    ['/api/v1/credit/2.0.3.1.4.5.6.7.8.2.0/report', '/api/v1/credit/[id]/report'],
    ['/api/v1/credit/20.31456782.0/report', '/api/v1/credit/[id]/report'],
    ['/api/v1/credit/20-31.456.782-0/report', '/api/v1/credit/[id]/report'],
    ['/api/v1/credit/20%2031456782%200/report', '/api/v1/credit/[id]/report'],
    ['/api/v1/identity/id/31%20456%20782', '/api/v1/identity/id/[id]'],
    ['/api/v1/identity/taxId/2-0-3-1-4-5-6-7-8-2-0', '/api/v1/identity/taxId/[id]'],
    ['/api/v1/quick-panel/notes/12', '/api/v1/quick-panel/notes/12'],
    ['/api/v1/funds/shares/1234/performance', '/api/v1/funds/shares/1234/performance'],
    ['/api/v1/system/reports/2026-01-01', '/api/v1/system/reports/2026-01-01'],
  ])('masks tax ids written with dots, dashes or spaces: %s → %s', (url, path) => {
    expect(loggablePath(url)).toBe(path);
  });

  it.each([
    ['CUIT 20-31456782-0 falló', 'CUIT [id] falló'],
    ['CUIT 20314567820 falló', 'CUIT [id] falló'],
    ['CUIT 20.31456782.0 falló', 'CUIT [id] falló'],
    ['CUIT 20 31456782 0 falló', 'CUIT [id] falló'],
    ['CUIT 20-31.456.782-0 falló', 'CUIT [id] falló'],
    ['CUIT 2.0.3.1.4.5.6.7.8.2.0 falló', 'CUIT [id] falló'],
    ['CUIT 2 0 3 1 4 5 6 7 8 2 0 falló', 'CUIT [id] falló'],
    ['DNI 31.456.782, DNI 7.654.321', 'DNI [id], DNI [id]'],
    ['DNI 31 456 782 y 31-456-782', 'DNI [id] y [id]'],
    ['DNI 31456782 12 veces', 'DNI [id] 12 veces'],
    ['usuario_31456782', 'usuario_[id]'],
    ['ana.perez@example.com.ar', '[email]'],
  ])('redacts %j as %j', (text, redacted) => {
    expect(redactPersonalData(text)).toBe(redacted);
  });

  it.each([
    'el 2026-01-01 a las 12:30:45',
    '2026-11-21T14:43:50.123Z',
    'importe $ 1.234,56 y 150.000 y 1.234.567.890,10',
    'versión 1.2.3, puerto 3000, IP 192.168.100.200',
    'Date.now() = 1795445046878, id 42',
    'at Object.create (logs.repository.ts:17:21)',
  ])('leaves ordinary numbers alone: %j', (text) => {
    expect(redactPersonalData(text)).toBe(text);
  });

  it("logs errors without a failed query's SQL parameters, however they are logged", async () => {
    const output: string[] = [];
    const logger = pino(
      loggerOptions('info'),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          output.push(chunk.toString('utf8'));
          done();
        },
      }),
    );
    const failed = await t.database.db.execute(sql`select ${'pepino-secreto 20-31456782-0'}::int`).then(
      () => new Error('the query should have failed'),
      (error: Error) => error,
    );
    expect(failed.message).toContain('pepino-secreto');
    logger.error(failed);
    logger.error({ err: failed }, 'monitoring failed');
    logger.error({ err: new Error('outer', { cause: failed }) }, 'wrapped');
    const logged = output.join('');
    expect(output).toHaveLength(3);
    expect(logged).toContain('params: [omitted]');
    expect(logged).toContain('invalid input syntax for type integer: [omitted]');
    expect(logged).not.toContain('pepino-secreto');
    expect(logged).not.toContain('31456782');
  });

  it('keeps tax ids, DNIs and names out of the request logs at info level', async () => {
    const { accessToken } = await signIn(t.app, 'premium@tirr.demo');
    const cuit = '30715896342';
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/v1/credit/${cuit}/report?person_type=JURIDICA&id_type=CUIT`,
      headers: bearer(accessToken),
    });
    expect(report.statusCode).toBe(200);
    const name = report.json<{ identity: { name: string } }>().identity.name;
    expect(name.length).toBeGreaterThan(3);
    const dni = await t.app.inject({ method: 'GET', url: '/api/v1/identity/id/7654321', headers: bearer(accessToken) });
    expect(dni.statusCode).toBeLessThan(500);

    const requestLogs = lines.filter((l) => l.includes('"req"') || l.includes('"res"'));
    expect(requestLogs.length).toBeGreaterThanOrEqual(4);
    expect(requestLogs.some((l) => l.includes('/api/v1/credit/[id]/report'))).toBe(true);
    const all = lines.join('\n');
    for (const secret of [cuit, '30-71589634-2', '7654321', name, 'premium@tirr.demo']) {
      expect(all, secret).not.toContain(secret);
    }
    expect(all).not.toContain(accessToken);
  });
});
