/**
 * Deliveries (docs/api/webhooks.md §4–§6) to a real receiver on 127.0.0.1 that verifies every signature with the
 * same function as the docs' example and processes each event once by its id. The service is driven by hand: its
 * clock is moved and each attempt called (`attempt`), its queued jobs only recorded, so nothing waits for time.
 * Resending through the API is delivered by the app's own queue.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookPayload, type WebhookEventData } from '@tirr/contracts';
import { mailOutbox, users, webhookDeliveries } from '../../db/schema';
import { webhookEventId, webhookEvents, type WebhookDeliverJob } from '../../lib/webhook-events';
import { outboxMailOf } from '../../plugins/webhooks';
import { bearer, createTestApp, PUBLIC_URL, signIn, type TestApp } from '../../test/harness';
import { userIdByEmail } from '../../test/portfolio-seed';
import { webhookReceiver, type WebhookReceiver } from './test-receiver';
import { pausedMail } from './webhooks.mail';
import { webhooksRepository } from './webhooks.repository';
import { webhooksService } from './webhooks.service';
import { webhookPost } from './webhooks.transport';

const START = new Date('2026-11-26T15:00:00Z');
const SECOND = 1000;
const HOUR = 3600 * SECOND;
let clock = START;

let t: TestApp;
let analyst: string;
let userId: string;
const receivers: WebhookReceiver[] = [];
/** The jobs the service and the publisher queued: the delivery and its delay in seconds. */
const queued: (WebhookDeliverJob & { delay: number })[] = [];

beforeAll(async () => {
  t = await createTestApp({ WEBHOOKS_ALLOW_HTTP: '1' }, { clock: () => START });
  analyst = (await signIn(t.app, 'analista@tirr.demo')).accessToken;
  userId = await userIdByEmail(t.database.db, 'analista@tirr.demo');
}, 180_000);
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await t?.close();
});

const service = () =>
  webhooksService({
    repository: webhooksRepository(t.database.db),
    keys: t.config.secrets,
    post: webhookPost({ allowPrivate: true }),
    enqueue: async (job, delay = 0) => void queued.push({ ...job, delay }),
    // The outbox as the mailer writes it without SMTP (modules/mail).
    mail: async (mail) =>
      void (await t.database.db.insert(mailOutbox).values({ ...outboxMailOf(mail), status: 'outbox' })),
    now: () => clock,
    allowHttp: true,
    publicUrl: PUBLIC_URL,
  });
const publisher = () =>
  webhookEvents({ db: t.database.db, send: async (job) => void queued.push({ ...job, delay: 0 }), now: () => clock });
const receiver = async (respond?: (n: number) => number) => {
  const created = await webhookReceiver({ now: () => clock, ...(respond ? { respond } : {}) });
  receivers.push(created);
  return created;
};
const deliveryRow = async (id: string) =>
  (await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!;
const pausedMails = () =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'webhook-paused'), eq(mailOutbox.recipient, 'analista@tirr.demo')));

const batchData = (jobId: string): WebhookEventData['batch.completed'] => ({
  jobId,
  total: 3,
  done: 2,
  invalid: 1,
  error: 0,
  createdAt: START.toISOString(),
  finishedAt: START.toISOString(),
});
const monitoringData = (name: string): WebhookEventData['monitoring.changed'] => ({
  taxNumber: '20314567820',
  name,
  period: '202610',
  changes: [{ code: 'SITUACION_WORSE', from: 3, to: 4 }],
});

describe('a receiver answering 500 twice, then 200', () => {
  const jobId = randomUUID();
  const eventId = webhookEventId(`batch.completed:${jobId}`);
  let hooks: WebhookReceiver;
  let endpointId: string;
  let deliveryId: string;

  it('gets one delivery however many times the event is announced', async () => {
    hooks = await receiver((n) => (n <= 2 ? 500 : 200));
    const { webhook, secret } = await service().create(userId, { url: hooks.url, events: ['batch.completed'] });
    hooks.trust(webhook.keyId, secret);
    endpointId = webhook.id;
    const [first, ...more] = await publisher().publish(userId, 'batch.completed', batchData(jobId), eventId);
    expect(more).toEqual([]);
    deliveryId = first!;
    expect(await publisher().publish(userId, 'batch.completed', batchData(jobId), eventId)).toEqual([]);
    // An event the endpoint did not ask for is not queued to it.
    expect(await publisher().publish(userId, 'monitoring.changed', monitoringData('OTRO'))).toEqual([]);
    expect(queued.filter((j) => j.deliveryId === deliveryId)).toEqual([{ deliveryId, delay: 0 }]);
  });

  it('retries 30 s and then 60 s later (nothing before its time), records each outcome, and succeeds', async () => {
    const gaps: number[] = [];
    for (const expected of ['retry', 'retry', 'succeeded'] as const) {
      const before = await deliveryRow(deliveryId);
      if (before.lastAttemptAt) {
        expect(await service().attempt(deliveryId)).toEqual({ outcome: 'not-due' });
        clock = before.nextAttemptAt!;
        gaps.push((before.nextAttemptAt!.getTime() - before.lastAttemptAt.getTime()) / SECOND);
      }
      const result = await service().attempt(deliveryId);
      expect(result.outcome).toBe(expected);
      const row = await deliveryRow(deliveryId);
      expect(row.lastAttemptAt).toEqual(clock);
      expect(row.durationMs).toBeGreaterThanOrEqual(0);
      if (expected === 'retry') {
        expect(row).toMatchObject({ status: 'pending', responseCode: 500, lastError: 'El servidor respondió 500.' });
        expect(queued.at(-1)).toEqual({ deliveryId, delay: (row.nextAttemptAt!.getTime() - clock.getTime()) / SECOND });
        const [endpoint] = (await service().list(userId)).items;
        expect(endpoint).toMatchObject({ status: 'failing', failingSince: START.toISOString() });
      } else {
        expect(row).toMatchObject({
          status: 'succeeded',
          attempts: 3,
          responseCode: 200,
          lastError: null,
          nextAttemptAt: null,
        });
      }
    }
    expect(gaps).toEqual([30, 60]);
    // Success clears the endpoint's failing state.
    expect((await service().list(userId)).items[0]).toMatchObject({ status: 'active', failingSince: null });
    expect(hooks.received.map((r) => [r.status, r.verified, r.eventId])).toEqual([
      [500, true, eventId],
      [500, true, eventId],
      [200, true, eventId],
    ]);
    expect(hooks.processed).toEqual([eventId]);
    // Headers and body as docs/api/webhooks.md §3 says.
    const [delivery] = hooks.received;
    expect(delivery!.headers).toMatchObject({
      'content-type': 'application/json',
      'tirr-event-type': 'batch.completed',
      'tirr-event-id': eventId,
    });
    expect(webhookPayload('batch.completed').parse(delivery!.body)).toEqual({
      id: eventId,
      type: 'batch.completed',
      v: 1,
      createdAt: START.toISOString(),
      data: batchData(jobId),
    });
  });

  it('a resend of the succeeded delivery (through the API and the queue) arrives again, and is not processed twice', async () => {
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/webhooks/${endpointId}/deliveries`,
      headers: bearer(analyst),
    });
    expect(listed.json().items).toEqual([
      expect.objectContaining({ id: deliveryId, eventId, status: 'succeeded', attempts: 3, responseCode: 200 }),
    ]);
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/webhooks/${endpointId}/deliveries/${deliveryId}/resend`,
      headers: bearer(analyst),
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ id: deliveryId, eventId, status: 'pending' });
    // The app's queue delivers it: awaited at the receiver, never by waiting for time.
    const again = await hooks.request(3);
    expect(again).toMatchObject({ eventId, verified: true, status: 200, processed: false });
    expect(again.body.id).toBe(eventId);
    expect(hooks.received).toHaveLength(4);
    expect(hooks.processed).toEqual([eventId]);
  });
});

describe('a receiver that keeps failing', () => {
  let answer = 503;
  let hooks: WebhookReceiver;
  let endpointId: string;
  let first: string;

  it('is retried with a growing backoff capped at an hour, for 24 hours; then the delivery fails and the endpoint is paused', async () => {
    clock = START;
    hooks = await receiver(() => answer);
    const { webhook, secret } = await service().create(userId, { url: hooks.url, events: ['monitoring.changed'] });
    hooks.trust(webhook.keyId, secret);
    endpointId = webhook.id;
    first = (await publisher().publish(userId, 'monitoring.changed', monitoringData('PRIMERO')))[0]!;
    const gaps: number[] = [];
    for (;;) {
      const result = await service().attempt(first);
      const row = await deliveryRow(first);
      if (result.outcome !== 'retry') {
        expect(result).toEqual({ outcome: 'failed', responseCode: 503, error: 'El servidor respondió 503.' });
        expect(row).toMatchObject({ status: 'failed', nextAttemptAt: null });
        break;
      }
      gaps.push((row.nextAttemptAt!.getTime() - clock.getTime()) / SECOND);
      expect(queued.at(-1)).toEqual({ deliveryId: first, delay: gaps.at(-1) });
      clock = row.nextAttemptAt!;
    }
    expect(gaps.slice(0, 8)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600]);
    expect(Math.max(...gaps)).toBe(3600);
    // The last attempt is the one at the end of the 24 hours.
    expect(clock).toEqual(new Date(START.getTime() + 24 * HOUR));
    expect(hooks.received).toHaveLength(gaps.length + 1);
    expect(hooks.processed).toEqual([]);
    // Failing for 24 hours: paused, and its owner told once.
    expect((await service().list(userId)).items.find((e) => e.id === endpointId)).toMatchObject({
      status: 'paused',
      pausedAt: clock.toISOString(),
      failingSince: START.toISOString(),
    });
    const mails = await pausedMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Pausamos un webhook de tu cuenta de Tirr', status: 'outbox' });
    expect(mails[0]!.text).toContain(hooks.url);
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/integrations/webhooks`);
    // A failed delivery is never attempted again by itself.
    expect(await service().attempt(first)).toEqual({ outcome: 'done' });
  });

  it('while paused, new events wait (queued, not sent); failing again mails nobody again', async () => {
    const jobs = queued.length;
    const [waiting] = await publisher().publish(userId, 'monitoring.changed', monitoringData('SEGUNDO'));
    expect(queued).toHaveLength(jobs);
    expect(await deliveryRow(waiting!)).toMatchObject({ status: 'pending', nextAttemptAt: null });
    // A job left from before the pause sends nothing.
    expect(await service().attempt(waiting!)).toEqual({ outcome: 'paused' });
    const sent = hooks.received.length;
    // A resend is sent even while paused: older than 24 hours, its one failure fails it.
    await service().resend(userId, endpointId, first);
    expect(queued.at(-1)).toEqual({ deliveryId: first, manual: true, delay: 0 });
    expect((await service().attempt(first, { manual: true })).outcome).toBe('failed');
    expect(hooks.received).toHaveLength(sent + 1);
    expect(await pausedMails()).toHaveLength(1);
  });

  it('resuming delivers what waited', async () => {
    answer = 200;
    const waiting = (await service().deliveries(userId, endpointId)).items.find((d) => d.status === 'pending')!;
    const resumed = await service().resume(userId, endpointId);
    expect(resumed).toMatchObject({ status: 'active', pausedAt: null, failingSince: null });
    expect(queued.at(-1)).toEqual({ deliveryId: waiting.id, delay: 0 });
    expect(await service().attempt(waiting.id)).toEqual({ outcome: 'succeeded', responseCode: 200 });
    expect(hooks.processed).toEqual([waiting.eventId]);
    expect(await pausedMails()).toHaveLength(1);
  });
});

describe('who gets deliveries', () => {
  it('nobody without premium: an endpoint left by a user who lost it is skipped', async () => {
    const free = await userIdByEmail(t.database.db, 'free@tirr.demo');
    await service().create(free, { url: 'http://127.0.0.1:9/never', events: ['batch.completed'] });
    expect(await publisher().publish(free, 'batch.completed', batchData(randomUUID()))).toEqual([]);
  });

  it('a payload that breaks its schema is never queued', async () => {
    const bad = { ...batchData(randomUUID()), total: -1 };
    await expect(publisher().publish(userId, 'batch.completed', bad)).rejects.toThrow();
  });

  it("the pause notice is in the owner's language", async () => {
    const owner = { email: 'a@b.c', name: 'Ana', language: 'en' as const };
    const english = outboxMailOf(pausedMail(owner, 'https://x.example.com/h', PUBLIC_URL));
    expect(english.subject).toBe('We paused a webhook of your Tirr account');
    expect(english.text).toContain('Hello Ana,');
    expect(english.html).toContain('lang="en"');
    await t.database.db.execute(
      sql`update ${users} set info = jsonb_set(info, '{settings}', '{"language":"en"}') where id = ${userId}`,
    );
    const repository = webhooksRepository(t.database.db);
    expect(await repository.owner(userId)).toMatchObject({ email: 'analista@tirr.demo', language: 'en' });
  });
});

describe('old deliveries', () => {
  it('those over (succeeded or failed) are deleted 30 days after their event; those still waiting stay', async () => {
    const hooks = await receiver();
    const { webhook } = await service().create(userId, { url: hooks.url, events: ['batch.completed'] });
    const day = 24 * HOUR;
    const rows = [
      ['succeeded', 31],
      ['failed', 31],
      ['pending', 31],
      ['succeeded', 29],
    ] as const;
    const ids = await t.database.db
      .insert(webhookDeliveries)
      .values(
        rows.map(([status, age]) => ({
          endpointId: webhook.id,
          eventId: randomUUID(),
          eventType: 'batch.completed' as const,
          payload: {},
          status,
          createdAt: new Date(clock.getTime() - age * day),
        })),
      )
      .returning({ id: webhookDeliveries.id });
    expect(await service().purgeOld()).toBe(2);
    const left = await t.database.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, webhook.id));
    expect(left.map((d) => d.id).sort()).toEqual([ids[2]!.id, ids[3]!.id].sort());
  });
});

describe('lost attempts', () => {
  it('a pending delivery overdue by 5 minutes is queued again; one not yet due, or waiting for a pause, is not', async () => {
    const hooks = await receiver();
    const { webhook } = await service().create(userId, { url: hooks.url, events: ['batch.completed'] });
    const minute = 60 * SECOND;
    const rows = [
      new Date(clock.getTime() - 6 * minute),
      new Date(clock.getTime() - 4 * minute),
      new Date(clock.getTime() + minute),
      null,
    ];
    const ids = await t.database.db
      .insert(webhookDeliveries)
      .values(
        rows.map((nextAttemptAt) => ({
          endpointId: webhook.id,
          eventId: randomUUID(),
          eventType: 'batch.completed' as const,
          payload: {},
          nextAttemptAt,
          createdAt: clock,
        })),
      )
      .returning({ id: webhookDeliveries.id });
    queued.length = 0;
    expect(await service().requeueOverdue()).toBe(1);
    expect(queued).toEqual([{ deliveryId: ids[0]!.id, delay: 0 }]);
  });
});
