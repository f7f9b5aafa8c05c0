import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';
import { logsRepository } from './logs.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const createLog = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/logs/errors', headers, payload });
const patchLog = (id: number | string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/logs/errors/${id}`, payload });

describe('/api/v1/logs/errors', () => {
  it('records an interface error and its feedback, sent with the token the creation returned', async () => {
    const created = await createLog({
      type: 'react',
      path: '/credits',
      description: 'TypeError: x is undefined (CUIT 30-50001091-2)',
      stack: 'at Foo (foo.tsx:1)',
    });
    expect(created.statusCode).toBe(201);
    const { id, feedbackToken } = created.json();
    expect(id).toBeGreaterThan(0);
    expect(feedbackToken).toMatch(/^[\w-]{43}$/);
    const patched = await patchLog(id, { feedback: 'Se rompió al abrir', feedbackToken });
    expect(patched.statusCode).toBe(200);
    const row = await logsRepository(t.database.db).find(id);
    expect(row).toMatchObject({ type: 'react', path: '/credits', feedback: 'Se rompió al abrir', userId: null });
    expect(row?.description).not.toContain('30-50001091-2');
    // Only a hash of the token is stored.
    expect(JSON.stringify(row)).not.toContain(feedbackToken);
  });

  it("refuses feedback without the error's own token: none, another error's, a guessed one", async () => {
    const first = (await createLog({ type: 'react', path: '/a', description: 'first' })).json();
    const second = (await createLog({ type: 'react', path: '/b', description: 'second' })).json();
    expect(second.id).toBe(first.id + 1);
    expect(second.feedbackToken).not.toBe(first.feedbackToken);

    const missing = await patchLog(first.id, { feedback: 'sin token' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.map((d: { field: string }) => d.field)).toContain('feedbackToken');
    for (const feedbackToken of [second.feedbackToken, 'A'.repeat(43), first.feedbackToken.slice(1)]) {
      const refused = await patchLog(first.id, { feedback: 'escrito por otro', feedbackToken });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().details).toEqual([{ field: 'feedbackToken', message: expect.any(String) }]);
    }
    expect((await logsRepository(t.database.db).find(first.id))?.feedback).toBeNull();
    expect((await patchLog(first.id, { feedback: 'el mío', feedbackToken: first.feedbackToken })).statusCode).toBe(200);
    expect((await logsRepository(t.database.db).find(first.id))?.feedback).toBe('el mío');
  });

  it('redacts tax ids, DNIs and emails in the feedback, given at creation or later', async () => {
    const withFeedback = await createLog({
      type: 'react',
      path: '/',
      description: 'boom',
      feedback: 'Busqué 20-31456782-0 y me escribió ana@example.com',
    });
    const later = (await createLog({ type: 'react', path: '/', description: 'boom' })).json();
    await patchLog(later.id, { feedback: 'Con el DNI 31.456.782 falló', feedbackToken: later.feedbackToken });
    const repository = logsRepository(t.database.db);
    expect((await repository.find(withFeedback.json().id))?.feedback).toBe('Busqué [id] y me escribió [email]');
    expect((await repository.find(later.id))?.feedback).toBe('Con el DNI [id] falló');
  });

  it('links the error to the signed-in user', async () => {
    const { accessToken } = await signIn(t.app, 'premium@tirr.demo');
    await t.app.inject({ method: 'POST', url: '/api/v1/users/me', headers: bearer(accessToken), payload: {} });
    const created = await createLog({ type: 'react', path: '/', description: 'boom' }, bearer(accessToken));
    const row = await logsRepository(t.database.db).find(created.json().id);
    expect(row?.userId).toBeTruthy();
  });

  it.each([
    [{ type: 'java', path: '/', description: 'x' }, 'type'],
    [{ type: 'node', path: '/api/v1/credit', description: 'fake server error' }, 'type'],
    [{ type: 'react', description: 'x' }, 'path'],
    [{ type: 'react', path: '/', description: '' }, 'description'],
  ])('rejects %j naming %s', async (payload, field) => {
    const response = await createLog(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it.each([
    ['abc', 400],
    ['-1', 400],
    ['999999', 404],
  ])('PATCH with id %s → %i', async (id, status) => {
    const response = await patchLog(id, { feedback: 'hola', feedbackToken: 'A'.repeat(43) });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toContain('id');
  });

  it('rejects empty feedback', async () => {
    const { id, feedbackToken } = (await createLog({ type: 'react', path: '/', description: 'x' })).json();
    const response = await patchLog(id, { feedback: '   ', feedbackToken });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('feedback');
  });
});

describe('health and unknown paths', () => {
  it('reports liveness and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('answers unknown API paths with the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/v1/auth', '/api/v1/users/me', '/api/v1/logs/errors/{id}']),
    );
  });

  it('sends security headers with a CSP without inline scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
