import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';
import { logsRepository } from './logs.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('/api/v1/logs/errors', () => {
  it('records an interface error and its feedback', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logs/errors',
      payload: {
        type: 'react',
        path: '/credits',
        description: 'TypeError: x is undefined (CUIT 30-50001091-2)',
        stack: 'at Foo (foo.tsx:1)',
      },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(id).toBeGreaterThan(0);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/logs/errors/${id}`,
      payload: { feedback: 'Se rompió al abrir' },
    });
    expect(patched.statusCode).toBe(200);
    const row = await logsRepository(t.database.db).find(id);
    expect(row).toMatchObject({ type: 'react', path: '/credits', feedback: 'Se rompió al abrir', userId: null });
    expect(row?.description).not.toContain('30-50001091-2');
  });

  it('links the error to the signed-in user', async () => {
    const { accessToken } = await signIn(t.app, 'premium@tirr.demo');
    await t.app.inject({ method: 'POST', url: '/api/v1/users/me', headers: bearer(accessToken), payload: {} });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logs/errors',
      headers: bearer(accessToken),
      payload: { type: 'react', path: '/', description: 'boom' },
    });
    const row = await logsRepository(t.database.db).find(created.json().id);
    expect(row?.userId).toBeTruthy();
  });

  it.each([
    [{ type: 'java', path: '/', description: 'x' }, 'type'],
    [{ type: 'react', description: 'x' }, 'path'],
    [{ type: 'react', path: '/', description: '' }, 'description'],
  ])('rejects %j naming %s', async (payload, field) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/logs/errors', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it.each([
    ['abc', 400],
    ['-1', 400],
    ['999999', 404],
  ])('PATCH with id %s → %i', async (id, status) => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/logs/errors/${id}`,
      payload: { feedback: 'hola' },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toContain('id');
  });

  it('rejects empty feedback', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/logs/errors/1',
      payload: { feedback: '   ' },
    });
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
