import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@tirr/contracts';
import { server } from '../../test/server';
import { saveAccessToken } from '../auth/access-token';
import { notifications } from '../notify/notify-store';
import { ApiError } from './api-error';
import { apiStatus } from './api-events';
import { createApiClient, MAX_CONCURRENT_REQUESTS } from './client';

describe('API client', () => {
  it('never has more than 5 requests in flight and answers them all', async () => {
    let inFlight = 0;
    let peak = 0;
    server.use(
      http.get('*/api/v1/slow/:n', async ({ params }) => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await delay(20);
        inFlight -= 1;
        return HttpResponse.json({ n: Number(params.n) });
      }),
    );
    const client = createApiClient();
    const calls = Array.from({ length: 13 }, (_, n) => client.get<{ n: number }>(`/slow/${n}`));
    expect(client.inFlight).toBeLessThanOrEqual(MAX_CONCURRENT_REQUESTS);
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.n)).toEqual(Array.from({ length: 13 }, (_, n) => n));
    expect(MAX_CONCURRENT_REQUESTS).toBe(5);
    expect(peak).toBe(5);
    expect(client.inFlight).toBe(0);
  });

  it('frees its slot when a request fails', async () => {
    server.use(http.get('*/api/v1/bad', () => HttpResponse.json({ code: 'X', message: 'no' }, { status: 400 })));
    const client = createApiClient({ maxConcurrent: 1 });
    await expect(client.get('/bad')).rejects.toBeInstanceOf(ApiError);
    await expect(client.get('/bad')).rejects.toBeInstanceOf(ApiError);
    expect(client.inFlight).toBe(0);
  });

  it('sends the access token from the tirr_at cookie as a Bearer token, and JSON bodies', async () => {
    let auth: string | null = null;
    let body: unknown = null;
    server.use(
      http.post('*/api/v1/echo', async ({ request }) => {
        auth = request.headers.get('authorization');
        body = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    saveAccessToken('token-123', new Date(Date.now() + 60_000));
    await createApiClient().post('/echo', { a: 1 });
    expect(auth).toBe('Bearer token-123');
    expect(body).toEqual({ a: 1 });
  });

  it('passes a 400 to the caller with the error envelope', async () => {
    server.use(
      http.post('*/api/v1/things', () =>
        HttpResponse.json(
          { code: ERROR_CODES.validation, message: 'name is required', details: { field: 'name' } },
          { status: 400 },
        ),
      ),
    );
    const error = await createApiClient()
      .post('/things', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).envelope).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'name is required',
      details: { field: 'name' },
    });
    expect((error as ApiError).handled).toBe(false);
    expect(notifications.get()).toHaveLength(0);
    expect(apiStatus.get()).toEqual({ sessionExpired: false, serverError: null });
  });

  it('passes a 404 under /profiles/ to the caller without a toast', async () => {
    server.use(
      http.get('*/api/v1/profiles/9', () => HttpResponse.json({ code: 'NOT_FOUND', message: 'x' }, { status: 404 })),
    );
    const error = await createApiClient()
      .get('/profiles/9')
      .catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).handled).toBe(false);
    expect(notifications.get()).toHaveLength(0);
  });

  it("passes 404 UNAVAILABLE ('CUIT no disponible') to the caller without a toast", async () => {
    server.use(
      http.post('*/api/v1/consultProfiles/create', () =>
        HttpResponse.json({ code: ERROR_CODES.unavailable, message: 'CUIT no disponible' }, { status: 404 }),
      ),
    );
    const error = await createApiClient()
      .post('/consultProfiles/create', { tax_number: '20523456785' })
      .catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).handled).toBe(false);
    expect((error as ApiError).message).toBe('CUIT no disponible');
    expect(notifications.get()).toHaveLength(0);
  });

  it('toasts common:api.notFound on any other 404', async () => {
    server.use(http.get('*/api/v1/nowhere', () => new HttpResponse(null, { status: 404 })));
    const error = await createApiClient()
      .get('/nowhere')
      .catch((e: unknown) => e);
    expect((error as ApiError).handled).toBe(true);
    expect(notifications.get()).toMatchObject([{ messageKey: 'common:api.notFound', variant: 'error' }]);
  });

  it('toasts the AFIP message on a 5xx from identity/ and passes the error on', async () => {
    server.use(http.get('*/api/v1/identity/id/:dni', () => new HttpResponse(null, { status: 503 })));
    const error = await createApiClient()
      .get('/identity/id/30111222')
      .catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).handled).toBe(false);
    expect(notifications.get()).toMatchObject([{ messageKey: 'common:api.afipUnavailable', variant: 'error' }]);
    expect(apiStatus.get().serverError).toBeNull();
  });

  it('raises the 500 screen on any other 5xx', async () => {
    server.use(
      http.get('*/api/v1/credit/history', () =>
        HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }),
      ),
    );
    await expect(createApiClient().get('/credit/history')).rejects.toMatchObject({ status: 500, handled: true });
    expect(apiStatus.get().serverError).toMatchObject({ method: 'GET', status: 500 });
    expect(notifications.get()).toHaveLength(0);
  });

  it('raises the session-expired screen on a 401', async () => {
    server.use(http.get('*/api/v1/credit/history', () => new HttpResponse(null, { status: 401 })));
    await expect(createApiClient().get('/credit/history')).rejects.toMatchObject({ status: 401 });
    expect(apiStatus.get().sessionExpired).toBe(true);
  });

  it('renews a refused access token once and sends the request again with the new one', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post('*/api/v1/things', async ({ request }) => {
        const auth = request.headers.get('authorization');
        seen.push(auth);
        if (auth !== 'Bearer renewed') return new HttpResponse(null, { status: 401 });
        return HttpResponse.json({ body: await request.json() });
      }),
    );
    let renewals = 0;
    const client = createApiClient({
      getToken: () => 'expired',
      renewToken: async () => {
        renewals += 1;
        return 'renewed';
      },
    });
    await expect(client.post('/things', { a: 1 })).resolves.toEqual({ body: { a: 1 } });
    expect(seen).toEqual(['Bearer expired', 'Bearer renewed']);
    expect(renewals).toBe(1);
    expect(apiStatus.get().sessionExpired).toBe(false);
  });

  it('shows the session-expired screen when the token cannot be renewed (the session ended)', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/v1/credit/history', () => {
        calls += 1;
        return new HttpResponse(null, { status: 401 });
      }),
    );
    const client = createApiClient({ getToken: () => 'revoked', renewToken: async () => null });
    await expect(client.get('/credit/history')).rejects.toMatchObject({ status: 401 });
    expect(calls).toBe(1);
    expect(apiStatus.get().sessionExpired).toBe(true);
  });

  it('reacts to nothing globally when asked not to', async () => {
    server.use(http.get('*/api/v1/auth', () => new HttpResponse(null, { status: 500 })));
    await expect(createApiClient().get('/auth', { globalErrors: false })).rejects.toMatchObject({ status: 500 });
    expect(apiStatus.get().serverError).toBeNull();
  });

  it('validates answers with a schema', async () => {
    server.use(http.get('*/api/v1/n', () => HttpResponse.json({ n: 'not a number' })));
    const schema = {
      parse(data: unknown) {
        const n = (data as { n: unknown }).n;
        if (typeof n !== 'number') throw new TypeError('n must be a number');
        return { n };
      },
    };
    await expect(createApiClient().get('/n', { schema })).rejects.toThrow('n must be a number');
  });
});
