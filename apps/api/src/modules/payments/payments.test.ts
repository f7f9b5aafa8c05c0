import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_WEBHOOK_SECRET } from '../../config';
import { signNotification } from '../../integrations/mercadopago/signature';
import { bearer, createTestApp, PUBLIC_URL, signIn, type TestApp } from '../../test/harness';

/** Rows of a raw SQL query (PGlite and node-postgres both answer { rows }). */
const rows = async <T>(query: SQL): Promise<T[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['free', 'premium'] as const) {
    tokens[who] = (await signIn(t.app, `${who}@tirr.demo`)).accessToken;
    await t.app.inject({ method: 'POST', url: '/api/v1/users/me', headers: bearer(tokens[who]!), payload: {} });
  }
});
afterAll(async () => t?.close());

interface Notice {
  url: string;
  headers: Record<string, string>;
  body: object;
}
const deliver = (n: Notice, headers: Record<string, string> = n.headers) =>
  t.app.inject({ method: 'POST', url: n.url, headers, payload: n.body });
const premiumUntil = async () =>
  (await rows<{ p: string | null }>(sql`select premium_until::text as p from users where email = 'free@tirr.demo'`))[0]
    ?.p ?? null;
const role = async (who: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/v1/users/me', headers: bearer(tokens[who]!), payload: {} })).json()
    .role;
const checkout = (who: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/subscriptions/checkout', headers: bearer(tokens[who]!) });
const idOf = (url: string) => url.split('/').at(-1)!;

describe('the offline subscription checkout', () => {
  it('refuses users who already have premium', async () => {
    const response = await checkout('premium');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ALREADY_PREMIUM');
  });

  it('comes back to the path it is given (the blocked report, ADR 0141), never to another site', async () => {
    const start = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/subscriptions/checkout', headers: bearer(tokens.free!), payload });
    const started = await start({ returnTo: '/credits/profiles/20314567820' });
    expect(started.statusCode).toBe(200);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/offline/checkout/${idOf(started.json().checkoutUrl)}`,
      headers: bearer(tokens.free!),
    });
    expect(page.json().backUrl).toBe(`${PUBLIC_URL}/credits/profiles/20314567820`);

    for (const returnTo of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example/',
      'credits',
      '/a b',
    ]) {
      const refused = await start({ returnTo });
      expect(refused.statusCode, returnTo).toBe(400);
      expect(refused.json().details, returnTo).toEqual([expect.objectContaining({ field: 'returnTo' })]);
    }
  });

  it('a rejected payment grants nothing; an approved one grants premium for a month, once', async () => {
    const started = await checkout('free');
    expect(started.statusCode).toBe(200);
    const { checkoutUrl } = started.json();
    expect(checkoutUrl).toMatch(new RegExp(`^${PUBLIC_URL}/pagos/checkout/[0-9a-f]{32}$`));
    const id = idOf(checkoutUrl);

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/offline/checkout/${id}`,
      headers: bearer(tokens.free!),
    });
    expect(page.json()).toMatchObject({ id, amountArs: 4550, payerEmail: 'free@tirr.demo', status: 'pending' });
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/offline/checkout/${id}`,
      headers: bearer(tokens.premium!),
    });
    expect(stranger.statusCode).toBe(404);

    const decide = (decision: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/payments/offline/checkout/${id}/decision`,
        headers: bearer(tokens.free!),
        payload: { decision },
      });
    const rejected = (await decide('reject')).json();
    expect(rejected.status).toBe('rejected');
    for (const n of rejected.notifications) expect((await deliver(n)).statusCode).toBe(200);
    expect(await premiumUntil()).toBeNull();
    expect(await role('free')).toBe('free');

    const approved = (await decide('approve')).json();
    expect(approved).toMatchObject({ status: 'approved', backUrl: `${PUBLIC_URL}/credits` });
    const [preapprovalNotice, chargeNotice] = approved.notifications as Notice[];

    // A wrong signature is refused and changes nothing; a missing one is a 400 naming the header.
    const forged = await deliver(chargeNotice!, {
      ...chargeNotice!.headers,
      'x-signature': signNotification(
        'not-the-secret',
        new URL(chargeNotice!.url, PUBLIC_URL).searchParams.get('data.id')!,
        chargeNotice!.headers['x-request-id']!,
        Math.floor(Date.now() / 1000),
      ),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('BAD_SIGNATURE');
    const unsigned = await deliver(chargeNotice!, {});
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().message).toContain('x-signature');
    expect(await premiumUntil()).toBeNull();

    expect((await deliver(preapprovalNotice!)).json()).toEqual({ received: true, applied: true });
    expect((await deliver(chargeNotice!)).json()).toEqual({ received: true, applied: true });
    const until = await premiumUntil();
    expect(until).not.toBeNull();
    const days = (new Date(until!).getTime() - Date.now()) / 86400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect(await role('free')).toBe('premium');

    // Replays (MP retries) never extend twice.
    expect((await deliver(chargeNotice!)).json().applied).toBe(false);
    expect(
      (
        await deliver({
          ...chargeNotice!,
          headers: {
            'x-request-id': 'replayed',
            'x-signature': signNotification(
              OFFLINE_WEBHOOK_SECRET,
              new URL(chargeNotice!.url, PUBLIC_URL).searchParams.get('data.id')!,
              'replayed',
              Math.floor(Date.now() / 1000),
            ),
          },
        })
      ).json().applied,
    ).toBe(false);
    expect(await premiumUntil()).toBe(until);

    expect((await decide('approve')).statusCode).toBe(409);
    const audit = await rows<{ action: string }>(
      sql`select action from admin_audit where action like 'subscription.%' order by id`,
    );
    expect(audit.map((r) => r.action)).toEqual(['subscription.payment', 'subscription.status', 'subscription.payment']);
  });

  it('rejects a malformed checkout id and bad decisions naming the field', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/offline/checkout/xyz/decision',
      headers: bearer(tokens.free!),
      payload: { decision: 'approve' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id');
    const decision = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/offline/checkout/${'a'.repeat(32)}/decision`,
      headers: bearer(tokens.free!),
      payload: { decision: 'maybe' },
    });
    expect(decision.statusCode).toBe(400);
    expect(decision.json().message).toContain('decision');
  });
});
