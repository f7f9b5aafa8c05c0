/**
 * Where events come from (docs/api/webhooks.md §2), end to end: a batch lookup and a cheque portfolio finishing, and a
 * new BCRA period changing a watched subject and its decision, each reach a receiver on 127.0.0.1 through the app's
 * queue, signed; announcing an event again adds no delivery. The receiver's requests are awaited, never time.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdWebhook, profileMutation, webhookPayload, type BatchJob } from '@tirr/contracts';
import { batchJobs, webhookDeliveries } from '../../db/schema';
import { DEMO_CASES } from '../../integrations/offline/dataset';
import { webhookEventId, webhookEvents } from '../../lib/webhook-events';
import { untilBatchDone } from '../../test/batch';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';
import { userIdByEmail } from '../../test/portfolio-seed';
import { webhookReceiver, type WebhookReceiver } from './test-receiver';

// A Thursday in Buenos Aires; the offline dataset is relative to it.
const clock = new Date('2026-11-26T15:00:00Z');
const rule = (id: string, outcome: string, condition: object) => ({ id, outcome, reason: `Regla ${id}.`, condition });
/** Rechazar from situación 4: the deteriorating debtor (3 now, 4 in the next period) is approved until then. */
const SITUACION_4 = { name: 'Situación 4', rules: [rule('sit-4', 'RECHAZAR', { kind: 'SITUACION_NOW', atLeast: 4 })] };

let t: TestApp;
let premium: string;
let sysadmin: string;
let hooks: WebhookReceiver;
let endpointId: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = premium) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
/** Deliveries of an event (to any endpoint). */
const deliveriesOf = async (eventId: string) =>
  t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, eventId));
/** The announcer the app uses, with its jobs only counted: announcing again must queue nothing. */
const sent: unknown[] = [];
const announcer = () =>
  webhookEvents({ db: t.database.db, send: async (job) => void sent.push(job), now: () => clock });

beforeAll(async () => {
  t = await createTestApp({ WEBHOOKS_ALLOW_HTTP: '1' }, { clock: () => clock });
  premium = (await signIn(t.app, 'premium@tirr.demo')).accessToken;
  sysadmin = (await signIn(t.app, 'sysadmin@tirr.demo')).accessToken;
  hooks = await webhookReceiver({ now: () => clock });
  const created = await call('POST', '/webhooks', {
    url: hooks.url,
    events: ['batch.completed', 'cheque_portfolio.completed', 'monitoring.changed', 'decision.changed'],
  });
  expect(created.statusCode, created.body).toBe(201);
  const { webhook, secret } = createdWebhook.parse(created.json());
  hooks.trust(webhook.keyId, secret);
  endpointId = webhook.id;
}, 180_000);
afterAll(async () => {
  await hooks?.close();
  await t?.close();
});

describe('events from the areas', () => {
  it("'batch.completed' when a batch lookup finishes, with its rows by outcome, once", async () => {
    const created = await call('POST', '/batch', { taxNumbers: [DEMO_CASES.clean, DEMO_CASES.cheques, '123'] });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as BatchJob;
    await untilBatchDone(t.app.events, id, async () => (await call('GET', `/batch/${id}`)).json() as BatchJob);
    const delivery = await hooks.request(0);
    const eventId = webhookEventId(`batch.completed:${id}`);
    expect(delivery).toMatchObject({ verified: true, status: 200, processed: true, eventId });
    expect(webhookPayload('batch.completed').parse(delivery.body).data).toMatchObject({
      jobId: id,
      total: 3,
      done: 2,
      invalid: 1,
      error: 0,
    });
    await announcer().jobFinished(id);
    expect(sent).toEqual([]);
    expect(await deliveriesOf(eventId)).toHaveLength(1);

    // The sweep announces again what is announced already: nothing is added.
    const day = 24 * 3600_000;
    expect(await announcer().announceFinished(new Date(clock.getTime() - day))).toBe(0);
    expect(sent).toEqual([]);
    // An instance died between finishing the job and announcing it: the sweep announces it, once.
    await t.database.db.delete(webhookDeliveries).where(eq(webhookDeliveries.eventId, eventId));
    expect(await announcer().announceFinished(new Date(clock.getTime() - day))).toBe(1);
    expect(await deliveriesOf(eventId)).toHaveLength(1);
    expect(sent).toHaveLength(1);
    // Only within the last 24 hours (a delivery's own window).
    await t.database.db.delete(webhookDeliveries).where(eq(webhookDeliveries.eventId, eventId));
    await t.database.db
      .update(batchJobs)
      .set({ finishedAt: new Date(clock.getTime() - day - 1000) })
      .where(eq(batchJobs.id, id));
    expect(await announcer().announceFinished(new Date(clock.getTime() - day))).toBe(0);
    // Back within the window, it is announced again (the endpoint's list below counts it).
    await t.database.db.update(batchJobs).set({ finishedAt: clock }).where(eq(batchJobs.id, id));
    expect(await announcer().announceFinished(new Date(clock.getTime() - day))).toBe(1);
    sent.length = 0;
  });

  it("'cheque_portfolio.completed' when a cheque portfolio finishes", async () => {
    await t.database.db.execute(
      sql`insert into economic_series (series, date, value) values ('badlar', '2026-11-26', 30)`,
    );
    const cheque = {
      entityCode: 285,
      chequeNumber: 41000001,
      drawerTaxId: DEMO_CASES.clean,
      amount: 1_000_000,
      dueDate: '2026-12-26',
    };
    const created = await call('POST', '/cheques/portfolios', { rows: [cheque, { ...cheque, drawerTaxId: '20-1' }] });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };
    const delivery = await hooks.request(1);
    expect(delivery).toMatchObject({ verified: true, eventId: webhookEventId(`cheque_portfolio.completed:${id}`) });
    expect(webhookPayload('cheque_portfolio.completed').parse(delivery.body).data).toMatchObject({
      portfolioId: id,
      total: 2,
      done: 1,
      invalid: 1,
      error: 0,
    });
    await announcer().jobFinished(id);
    expect(sent).toEqual([]);
  });

  it("a new BCRA period: 'decision.changed' and 'monitoring.changed' with typed changes, each once", async () => {
    const added = await call('POST', '/profiles', { taxNumber: DEMO_CASES.deteriorating });
    expect(added.statusCode, added.body).toBe(201);
    const { profile } = profileMutation.parse(added.json());
    const saved = await call('PUT', '/policy', SITUACION_4);
    expect(saved.statusCode, saved.body).toBe(200);
    const version = (saved.json() as { version: number }).version;
    const run = await call('POST', '/monitoring/run', { advancePeriod: true }, sysadmin);
    expect(run.statusCode, run.body).toBe(200);
    const { period } = run.json() as { period: string };

    const received = await Promise.all([hooks.request(2), hooks.request(3)]);
    const byType = Object.fromEntries(received.map((d) => [d.eventType, d]));
    const subject = { taxNumber: DEMO_CASES.deteriorating, name: profile.name, period };
    expect(webhookPayload('decision.changed').parse(byType['decision.changed']!.body).data).toEqual({
      ...subject,
      from: 'APROBAR',
      to: 'RECHAZAR',
      policyVersion: version,
    });
    const monitoring = webhookPayload('monitoring.changed').parse(byType['monitoring.changed']!.body).data;
    expect(monitoring).toMatchObject(subject);
    expect(monitoring.changes[0]).toEqual({ code: 'SITUACION_WORSE', from: 3, to: 4 });
    expect(received.every((d) => d.verified && d.processed)).toBe(true);
    const sourceKey = `monitor:${profile.id}:${period}`;
    expect(byType['decision.changed']!.eventId).toBe(webhookEventId(`decision.changed:${sourceKey}`));
    expect(byType['monitoring.changed']!.eventId).toBe(webhookEventId(`monitoring.changed:${sourceKey}`));

    // The same refresh told again (a monitoring job run twice) queues nothing more.
    await announcer().monitored(await userIdByEmail(t.database.db, 'premium@tirr.demo'), {
      sourceKey,
      ...subject,
      before: { situacion: 3, rejectedCheques: 0, band: null },
      after: { situacion: 4, rejectedCheques: 0, band: null },
      changes: [{ code: 'SITUACION_WORSE' }],
      decision: { from: 'APROBAR', to: 'RECHAZAR', version },
    });
    expect(sent).toEqual([]);
    for (const d of received) expect(await deliveriesOf(d.eventId)).toHaveLength(1);
    expect(hooks.processed).toHaveLength(4);
    // Another run without a new period tells nothing.
    expect((await call('POST', '/monitoring/run', {}, sysadmin)).statusCode).toBe(200);
    const listed = await call('GET', `/webhooks/${endpointId}/deliveries`);
    expect(listed.json().items).toHaveLength(4);
  });
});
