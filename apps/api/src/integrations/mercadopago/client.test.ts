import fs from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';
import { UpstreamError } from '../http-json';
import { replayServer, type ReplayRequest } from '../../test/replay-server';
import { createMercadoPagoClient } from './client';
import { signNotification, verifySignature } from './signature';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const PREAPPROVAL = '2c9380848f1e4a1b018f2c3d4e5f6a7b';
const SECRET = 'live-test-secret';
const TOKEN = 'APP_USR-test-token';

let failNextCreate = 0;
let preapprovalState = 'preapproval-authorized.json';
let server: Awaited<ReturnType<typeof replayServer>>;
const noSleep = async () => undefined;

beforeAll(async () => {
  server = await replayServer(({ method, url, headers, body }: ReplayRequest) => {
    if (headers.authorization !== `Bearer ${TOKEN}`) return { status: 401, body: fixture('error-401.json') };
    if (method === 'POST' && url === '/preapproval') {
      if (failNextCreate > 0) {
        failNextCreate--;
        return { status: 500, body: '{"message":"internal_error","error":"internal_error","status":500,"cause":[]}' };
      }
      const parsed = JSON.parse(body) as { payer_email?: string; external_reference?: string };
      if (!parsed.payer_email) return { status: 400, body: fixture('error-400.json') };
      return {
        status: 201,
        body: fixture('preapproval-create-201.json').replace('USER_ID', parsed.external_reference!),
      };
    }
    if (url === `/preapproval/${PREAPPROVAL}`) return { status: 200, body: fixture(preapprovalState) };
    if (url === '/authorized_payments/6114264375')
      return { status: 200, body: fixture('authorized-payment-approved.json') };
    if (url === '/authorized_payments/6114264376')
      return { status: 200, body: fixture('authorized-payment-renewal.json') };
    if (url === '/authorized_payments/6114264377')
      return { status: 200, body: fixture('authorized-payment-recycling.json') };
    return { status: 404, body: fixture('error-404.json') };
  });
});
afterAll(async () => server?.close());

const client = (token = TOKEN) =>
  createMercadoPagoClient({ baseUrl: server.url, accessToken: token, backoffMs: 1, sleep: noSleep });
const input = {
  userId: 'u-1',
  payerEmail: 'free@tirr.demo',
  amountArs: 4550,
  reason: 'Tirr Premium',
  backUrl: 'http://x/credits',
};

describe('live Mercado Pago client (replayed fixtures)', () => {
  it('creates a pending per-user preapproval with the contract body and an idempotency key', async () => {
    const created = await client().createPreapproval(input);
    expect(created).toMatchObject({ id: PREAPPROVAL, status: 'pending', external_reference: 'u-1' });
    expect(created.init_point).toContain('preapproval_id=');
    const sent = server.requests.at(-1)!;
    expect(JSON.parse(sent.body)).toEqual({
      reason: 'Tirr Premium',
      external_reference: 'u-1',
      payer_email: 'free@tirr.demo',
      auto_recurring: { frequency: 1, frequency_type: 'months', transaction_amount: 4550, currency_id: 'ARS' },
      back_url: 'http://x/credits',
      status: 'pending',
    });
    expect(sent.headers['x-idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('retries a 500 with the same idempotency key; a 400 or 401 is not retried', async () => {
    failNextCreate = 1;
    const before = server.requests.length;
    await client().createPreapproval(input);
    const [first, second] = server.requests.slice(before);
    expect(first!.headers['x-idempotency-key']).toBe(second!.headers['x-idempotency-key']);
    const bad = await client()
      .createPreapproval({ ...input, payerEmail: '' })
      .catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(UpstreamError);
    expect((bad as UpstreamError).status).toBe(400);
    const denied = await client('wrong')
      .getPreapproval(PREAPPROVAL)
      .catch((e: unknown) => e);
    expect((denied as UpstreamError).status).toBe(401);
  });

  it('re-reads preapprovals and authorized payments; 404 is undefined', async () => {
    expect((await client().getPreapproval(PREAPPROVAL))?.status).toBe('authorized');
    expect(await client().getPreapproval('0000')).toBeUndefined();
    const charge = await client().getAuthorizedPayment('6114264375');
    expect(charge).toMatchObject({ status: 'processed', payment: { status: 'approved' } });
  });
});

describe('x-signature', () => {
  const now = new Date('2026-11-20T13:06:00Z');
  const ts = Math.floor(now.getTime() / 1000);
  it.each([
    ['valid', signNotification(SECRET, PREAPPROVAL, 'req-1', ts), 'req-1', PREAPPROVAL, 'ok'],
    [
      'upper-case id in the query',
      signNotification(SECRET, PREAPPROVAL, 'req-1', ts),
      'req-1',
      PREAPPROVAL.toUpperCase(),
      'ok',
    ],
    ['other request id', signNotification(SECRET, PREAPPROVAL, 'req-1', ts), 'req-2', PREAPPROVAL, 'mismatch'],
    ['other secret', signNotification('nope', PREAPPROVAL, 'req-1', ts), 'req-1', PREAPPROVAL, 'mismatch'],
    ['stale', signNotification(SECRET, PREAPPROVAL, 'req-1', ts - 3600), 'req-1', PREAPPROVAL, 'stale'],
    ['garbage', 'ts=abc,v1=zz', 'req-1', PREAPPROVAL, 'malformed'],
  ])('%s', (_label, signature, requestId, dataId, expected) => {
    expect(verifySignature({ secret: SECRET, signature, requestId, dataId, now })).toBe(expected);
  });
});

describe('the subscription flow on the live adapter', () => {
  let t: TestApp;
  const clock = () => new Date('2026-11-21T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ MERCADOPAGO_WEBHOOK_SECRET: SECRET }, { clock, mercadopago: client() });
  });
  afterAll(async () => t?.close());
  const rows = async <T>(query: SQL): Promise<T[]> =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  const notify = (type: string, id: string, secret = SECRET) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/mercadopago/webhook?data.id=${id}&type=${type}`,
      headers: {
        'x-signature': signNotification(secret, id, 'req-42', Math.floor(clock().getTime() / 1000)),
        'x-request-id': 'req-42',
      },
      payload: JSON.parse(fixture('webhook-authorized-payment.json').replace('6114264375', id)),
    });
  const premiumUntil = async () =>
    (
      await rows<{ p: string | null }>(sql`select premium_until::text as p from users where email = 'free@tirr.demo'`)
    )[0]?.p;

  it('checkout → init_point; approved charge → premium until debit date + 1 month; renewals extend', async () => {
    const { accessToken } = await signIn(t.app, 'free@tirr.demo');
    await t.app.inject({ method: 'POST', url: '/api/v1/users/me', headers: bearer(accessToken), payload: {} });
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/checkout',
      headers: bearer(accessToken),
    });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json().checkoutUrl).toBe(
      `https://www.mercadopago.com.ar/subscriptions/checkout?preapproval_id=${PREAPPROVAL}`,
    );

    expect((await notify('subscription_authorized_payment', '6114264375', 'wrong')).statusCode).toBe(401);
    expect(await premiumUntil()).toBeNull();

    expect((await notify('subscription_preapproval', PREAPPROVAL)).json()).toEqual({ received: true, applied: true });
    expect((await notify('subscription_authorized_payment', '6114264377')).json().applied).toBe(true);
    expect(await premiumUntil()).toBeNull(); // a rejected charge grants nothing

    expect((await notify('subscription_authorized_payment', '6114264375')).json().applied).toBe(true);
    const paid = new Date((await premiumUntil())!).toISOString();
    expect(paid).toBe('2026-12-20T13:05:00.000Z');
    expect((await notify('subscription_authorized_payment', '6114264375')).json().applied).toBe(false);
    expect(new Date((await premiumUntil())!).toISOString()).toBe(paid);
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me',
      headers: bearer(accessToken),
      payload: {},
    });
    expect(me.json().role).toBe('premium');

    await notify('subscription_authorized_payment', '6114264376');
    expect(new Date((await premiumUntil())!).toISOString()).toBe('2027-01-20T13:05:00.000Z');

    // Cancelling keeps access until the paid-through date.
    preapprovalState = 'preapproval-cancelled.json';
    expect((await notify('subscription_preapproval', PREAPPROVAL)).json().applied).toBe(true);
    expect(new Date((await premiumUntil())!).toISOString()).toBe('2027-01-20T13:05:00.000Z');
    const status = await rows<{ status: string }>(sql`select status from subscriptions`);
    expect(status[0]?.status).toBe('cancelled');

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/checkout',
      headers: bearer(accessToken),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_PREMIUM');
  });
});
