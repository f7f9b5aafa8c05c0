import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../test/harness';
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
