import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
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

  it('passes a 404 the caller answers (a profile that is gone) to it without a toast', async () => {
    server.use(
      http.get('*/api/v1/profiles/9', () => HttpResponse.json({ code: 'NOT_FOUND', message: 'x' }, { status: 404 })),
    );
    const error = await createApiClient()
      .get('/profiles/9', { notFoundIsAnswer: true })
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

  it('toasts common:api.notFound on any other 404, whatever the URL', async () => {
    server.use(http.get('*/api/v1/profiles/9', () => new HttpResponse(null, { status: 404 })));
    const error = await createApiClient()
      .get('/profiles/9')
      .catch((e: unknown) => e);
    expect((error as ApiError).handled).toBe(true);
    expect(notifications.get()).toMatchObject([{ messageKey: 'common:api.notFound', variant: 'error' }]);
  });

  it('raises the 500 screen on a 5xx', async () => {
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

  it("sends the page's language as Accept-Language (es|en) on every request, files included (ADR 0142)", async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.all('*/api/v1/lang', ({ request }) => {
        seen.push(request.headers.get('accept-language'));
        return HttpResponse.json({});
      }),
    );
    const client = createApiClient();
    const previous = document.documentElement.lang;
    try {
      document.documentElement.lang = 'en';
      await client.get('/lang');
      await client.post('/lang', { a: 1 });
      await client.file('/lang', { accept: 'text/csv' });
      document.documentElement.lang = 'es';
      await client.get('/lang');
      document.documentElement.lang = '';
      await client.get('/lang');
    } finally {
      document.documentElement.lang = previous;
    }
    expect(seen).toEqual(['en', 'en', 'en', 'es', 'es']);
  });

  it('downloads a file as a Blob with the Bearer token and the type it asks for', async () => {
    let seen: { auth: string | null; accept: string | null; from: string | null } | null = null;
    server.use(
      http.get('*/api/v1/things.csv', ({ request }) => {
        seen = {
          auth: request.headers.get('authorization'),
          accept: request.headers.get('accept'),
          from: new URL(request.url).searchParams.get('from'),
        };
        return new HttpResponse('a;b\r\n1;2', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    const client = createApiClient({ getToken: () => 'token-123' });
    const file = await client.file('/things.csv', { accept: 'text/csv', query: { from: '2026-11-01' } });
    expect(file.type).toBe('text/csv');
    expect(await file.text()).toBe('a;b\r\n1;2');
    expect(seen).toEqual({ auth: 'Bearer token-123', accept: 'text/csv', from: '2026-11-01' });
  });

  it('posts a JSON body for a file made from what is sent, and reads the answer as a Blob', async () => {
    let seen: {
      method: string;
      type: string | null;
      accept: string | null;
      lang: string | null;
      body: unknown;
    } | null = null;
    server.use(
      http.post('*/api/v1/things.pdf', async ({ request }) => {
        seen = {
          method: request.method,
          type: request.headers.get('content-type'),
          accept: request.headers.get('accept'),
          lang: new URL(request.url).searchParams.get('lang'),
          body: await request.json(),
        };
        return new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    const file = await createApiClient({ getToken: () => 'token-123' }).file('/things.pdf', {
      method: 'POST',
      body: { amount: 1 },
      accept: 'application/pdf',
      query: { lang: 'en' },
    });
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.7');
    expect(seen).toEqual({
      method: 'POST',
      type: 'application/json',
      accept: 'application/pdf',
      lang: 'en',
      body: { amount: 1 },
    });
  });

  it('renews the token for a file too, and passes a refusal on with its envelope', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/api/v1/report.pdf', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        if (seen.length === 1) return new HttpResponse(null, { status: 401 });
        return HttpResponse.json(
          { code: 'TAX_ID_BLOCKED', message: 'Este CUIT no puede consultarse.' },
          { status: 403 },
        );
      }),
    );
    const client = createApiClient({ getToken: () => 'expired', renewToken: async () => 'renewed' });
    const error = await client
      .file('/report.pdf', { accept: 'application/pdf', globalErrors: false })
      .catch((e: unknown) => e);
    expect(seen).toEqual(['Bearer expired', 'Bearer renewed']);
    expect((error as ApiError).envelope).toMatchObject({ message: 'Este CUIT no puede consultarse.' });
  });

  it('sends an anonymous request with its own headers: no token, no cookies, no renewal', async () => {
    let seen: { auth: string | null; signature: string | null; body: unknown } | null = null;
    server.use(
      http.post('*/api/v1/payments/webhook', async ({ request }) => {
        seen = {
          auth: request.headers.get('authorization'),
          signature: request.headers.get('x-signature'),
          body: await request.json(),
        };
        return new HttpResponse(null, { status: 401 });
      }),
    );
    const renewToken = vi.fn(async () => 'renewed');
    const client = createApiClient({ getToken: () => 'token-123', renewToken });
    await expect(
      client.post(
        '/payments/webhook?type=payment',
        { id: 1 },
        { anonymous: true, headers: { 'x-signature': 'ts=1,v1=abc' }, globalErrors: false },
      ),
    ).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual({ auth: null, signature: 'ts=1,v1=abc', body: { id: 1 } });
    expect(renewToken).not.toHaveBeenCalled();
    expect(apiStatus.get().sessionExpired).toBe(false);
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
