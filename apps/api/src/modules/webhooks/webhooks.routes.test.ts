/**
 * Webhook endpoints through the API (docs/api/webhooks.md §1) on a server as production runs it (no
 * WEBHOOKS_ALLOW_HTTP): HTTPS only, no private address, at most WEBHOOKS_MAX each, every user their own.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdWebhook, webhookDeliveryList, webhookInfo, webhookList, WEBHOOKS_MAX } from '@tirr/contracts';
import { mailOutbox, webhookEndpoints } from '../../db/schema';
import { isSealed } from '../../lib/secrets';
import { openWebhookSecret } from '../../lib/webhook-secrets';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['free', 'premium', 'analista'])
    tokens[who] = (await signIn(t.app, `${who}@tirr.demo`)).accessToken;
}, 180_000);
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, who = 'premium', lang = 'es') =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(tokens[who]!), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
const create = (url: string, events: string[] = ['batch.completed'], who = 'premium') =>
  call('POST', '/webhooks', { url, events }, who);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** The routes of one endpoint. */
const endpointRoutes = (id: string) =>
  [
    ['DELETE', `/webhooks/${id}`],
    ['POST', `/webhooks/${id}/resume`],
    ['GET', `/webhooks/${id}/deliveries`],
    ['POST', `/webhooks/${id}/deliveries/${UNKNOWN}/resend`],
  ] as const;

describe('POST /webhooks', () => {
  it('answers the endpoint and its secret once; the database keeps the secret sealed; lists never show it', async () => {
    const answer = await create('https://hooks.example.com/tirr', ['batch.completed', 'decision.changed']);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.headers['cache-control']).toContain('no-store');
    const { webhook, secret } = createdWebhook.parse(answer.json());
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(webhook).toMatchObject({
      url: 'https://hooks.example.com/tirr',
      events: ['batch.completed', 'decision.changed'],
      status: 'active',
      failingSince: null,
      pausedAt: null,
    });
    expect(webhook.keyId).toMatch(/^whk_[0-9a-f]{12}$/);

    const [row] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, webhook.id));
    expect(row!.secret).not.toContain(secret);
    expect(isSealed(JSON.parse(row!.secret))).toBe(true);
    expect(openWebhookSecret(t.config.secrets, webhook.id, row!.secret).plaintext).toBe(secret);
    // Sealed for its own row: the same text under another id does not open.
    expect(() => openWebhookSecret(t.config.secrets, UNKNOWN, row!.secret)).toThrow(/do not decrypt/);

    const listed = await call('GET', '/webhooks');
    expect(listed.body).not.toContain(secret);
    expect(webhookList.parse(listed.json()).items[0]).toEqual(webhook);
  });

  it('refuses http://, a private or local address, no events, a repeated or unknown event: 400 naming the field', async () => {
    const HTTPS = 'La dirección debe empezar con https://.';
    const PRIVATE = 'La dirección apunta a una red privada o a este servidor.';
    const BATCH = ['batch.completed'];
    const GOOD = 'https://hooks.example.com/tirr';
    /** Each body (its url and events), the field its 400 names and the message. */
    const cases: [string | undefined, string[], string, string][] = [
      ['http://hooks.example.com/tirr', BATCH, 'url', HTTPS],
      ['https://127.0.0.1/hook', BATCH, 'url', PRIVATE],
      ['https://localhost:8443/hook', BATCH, 'url', PRIVATE],
      ['https://[fd00::1]/hook', BATCH, 'url', PRIVATE],
      ['no es una dirección', BATCH, 'url', HTTPS],
      [undefined, BATCH, 'url', 'Escribí la dirección del webhook.'],
      [GOOD, [], 'events', 'Elegí al menos un evento.'],
      [GOOD, [...BATCH, ...BATCH], 'events', 'Un evento está repetido.'],
      [GOOD, ['credit.changed'], 'events.0', 'El evento no es válido.'],
    ];
    for (const [url, events, field, message] of cases) {
      const body = { url, events };
      const answer = await call('POST', '/webhooks', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_ERROR');
      expect(answer.json().details, JSON.stringify(body)).toContainEqual(expect.objectContaining({ field, message }));
    }
  });

  it('says it in English when asked', async () => {
    const http = await call('POST', '/webhooks', { url: 'http://x.example.com', events: [] }, 'premium', 'en');
    expect(http.json().message).toBe(
      'Invalid data — url: The address must start with https://.; events: Choose at least one event.',
    );
    const local = await call(
      'POST',
      '/webhooks',
      { url: 'https://127.0.0.1', events: ['batch.completed'] },
      'premium',
      'en',
    );
    expect(local.json().message).toBe('url: The address points to a private network or to this server.');
    expect((await call('DELETE', `/webhooks/${UNKNOWN}`, undefined, 'premium', 'en')).json().message).toBe(
      'We could not find that webhook.',
    );
  });

  it(`refuses a ${WEBHOOKS_MAX + 1}th endpoint with 409 naming the limit; deleting one makes room`, async () => {
    const held = webhookList.parse((await call('GET', '/webhooks')).json()).items.length;
    for (let i = held; i < WEBHOOKS_MAX; i++)
      expect((await create(`https://hooks.example.com/${i}`)).statusCode).toBe(201);
    const over = await create('https://hooks.example.com/over');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      code: 'CONFLICT',
      message: `Ya tenés ${WEBHOOKS_MAX} webhooks: borrá uno que no uses para crear otro.`,
      details: { limit: WEBHOOKS_MAX },
    });
    const oldest = webhookList.parse((await call('GET', '/webhooks')).json()).items.at(-1)!;
    const removed = await call('DELETE', `/webhooks/${oldest.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await create('https://hooks.example.com/again')).statusCode).toBe(201);
  });
});

describe("another user's endpoints", () => {
  it('are never listed nor touched: 404 on every route, and theirs stay as they were', async () => {
    const mine = webhookList.parse((await call('GET', '/webhooks')).json()).items[0]!;
    expect(webhookList.parse((await call('GET', '/webhooks', undefined, 'analista')).json()).items).toEqual([]);
    for (const [method, url] of endpointRoutes(mine.id)) {
      const answer = await call(method, url, undefined, 'analista');
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json().code).toBe('NOT_FOUND');
    }
    expect(webhookList.parse((await call('GET', '/webhooks')).json()).items[0]).toEqual(mine);
  });

  it('a free user is refused every route (403)', async () => {
    for (const [method, url] of [['POST', '/webhooks'], ['GET', '/webhooks'], ...endpointRoutes(UNKNOWN)] as const) {
      const answer = await call(method, url, method === 'POST' ? {} : undefined, 'free');
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('an endpoint of the caller', () => {
  it('lists no deliveries before any event; resuming an active one keeps it active; a bad id is a 400', async () => {
    const mine = webhookList.parse((await call('GET', '/webhooks')).json()).items[0]!;
    expect(webhookDeliveryList.parse((await call('GET', `/webhooks/${mine.id}/deliveries`)).json())).toEqual({
      items: [],
    });
    const resumed = await call('POST', `/webhooks/${mine.id}/resume`);
    expect(webhookInfo.parse(resumed.json())).toEqual(mine);
    const unknown = await call('POST', `/webhooks/${mine.id}/deliveries/${UNKNOWN}/resend`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No encontramos ese envío.');
    const bad = await call('GET', '/webhooks/abc/deliveries');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toContainEqual(
      expect.objectContaining({ field: 'id', message: 'El id del webhook no es válido.' }),
    );
  });
});

describe('in an organisation (docs/domain/organisations.md §4)', () => {
  it("only the owner adds webhooks: the owner's receive the organisation's events", async () => {
    const organisation = await call('POST', '/organisations', { name: 'Analistas SA' }, 'analista');
    expect(organisation.statusCode, organisation.body).toBe(201);
    const { id } = organisation.json() as { id: string };
    const invited = await call(
      'POST',
      `/organisations/${id}/invitations`,
      { email: 'premium@tirr.demo', role: 'analyst' },
      'analista',
    );
    expect(invited.statusCode, invited.body).toBe(201);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'premium@tirr.demo'));
    const token = /token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text)![1]!;
    const joined = await call('POST', '/organisations/invitations/accept', { token });
    expect(joined.statusCode, joined.body).toBe(200);

    const member = await create('https://hooks.example.com/member');
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'En una organización, solo quien la creó puede crear webhooks.',
    });
    expect((await create('https://hooks.example.com/owner', ['batch.completed'], 'analista')).statusCode).toBe(201);
  });
});
