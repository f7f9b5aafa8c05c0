import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cuitCheckDigit } from '@tirr/domain';
import { bearer, createTestApp, signIn, type TestApp } from './test/harness';
import { DEMO_CASES } from './integrations/offline/dataset';
import { untilBatchDone } from './test/batch';

/**
 * A CUIT blocked by an admin is 'no disponible' to non-admins on every read path (ADR 0104): the profile,
 * its score and balances, batch results and 'add all', the report history, monitoring (refresh and
 * quick-panel events), and adding it again (403, not the 409 that would say it is there). Stored rows stay
 * and admins still see them.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const BLOCKED = DEMO_CASES.deteriorating; // worsens when the next demo period is published
const OTHER = `${'3070111222'}${cuitCheckDigit('3070111222')}`;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['premium', 'admin', 'sysadmin'])
    tokens[role] = (await signIn(t.app, `${role}@tirr.demo`)).accessToken;
}, 120_000);
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, role = 'premium', payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(tokens[role]!), ...(payload ? { payload } : {}) });

const balance = {
  period: '2025',
  date: '2025-12-31',
  parameters: {
    ventas: 1_000_000,
    resultadoNeto: 50_000,
    activosCorrientes: 400_000,
    activosNoCorrientes: 600_000,
    pasivosCorrientes: 200_000,
    pasivosNoCorrientes: 100_000,
  },
};

const finishedBatch = (id: string, role = 'premium') =>
  untilBatchDone(t.app.events, id, async () => (await call('GET', `/batch/${id}`, role)).json());

const refusedAsBlocked = (response: Awaited<ReturnType<typeof call>>, what: string) => {
  expect(response.statusCode, what).toBe(403);
  expect(response.json().code, what).toBe('TAX_ID_BLOCKED');
  expect(response.body, what).not.toContain('PEREYRA');
};

describe('a blocked CUIT on every read path (ADR 0104)', () => {
  it('is hidden from non-admins everywhere, kept in the tables, and shown to admins', async () => {
    // Before the block: a profile with a balance, a report, a batch, and a monitoring event about it.
    const added = await call('POST', '/profiles', 'premium', { taxNumber: BLOCKED });
    expect(added.statusCode).toBe(201);
    const profileId: string = added.json().profile.id;
    const uploaded = await call('POST', `/profiles/${profileId}/balance`, 'premium', balance);
    expect(uploaded.statusCode).toBe(201);
    const balanceId: string = uploaded.json().id;
    expect((await call('GET', `/credit/${BLOCKED}/report`)).statusCode).toBe(200);
    const job = await finishedBatch(
      (await call('POST', '/batch', 'premium', { taxNumbers: [BLOCKED, OTHER] })).json().id,
    );
    expect(job.items.map((i: { status: string }) => i.status)).toEqual(['done', 'done']);
    expect((await call('POST', '/monitoring/run', 'sysadmin', { advancePeriod: true })).statusCode).toBe(200);
    const eventsBefore = (await call('GET', '/quick-panel/data')).json().events;
    expect(eventsBefore.some((e: { title: string }) => e.title.includes('PEREYRA'))).toBe(true);
    const adminJob = await finishedBatch(
      (await call('POST', '/batch', 'admin', { taxNumbers: [BLOCKED] })).json().id,
      'admin',
    );

    const block = await call('POST', '/system/blacklist', 'admin', {
      taxNumber: BLOCKED,
      reason: 'Habeas data (Ley 25.326)',
      requestedBy: 'El titular',
    });
    expect(block.statusCode).toBe(201);

    // Mis Perfiles: the list leaves it out; the profile, its score and its balances are refused.
    const list = (await call('GET', '/profiles')).json().items;
    expect(list.map((p: { taxNumber: string }) => p.taxNumber)).not.toContain(BLOCKED);
    refusedAsBlocked(await call('GET', `/profiles/${profileId}`), 'profile');
    refusedAsBlocked(await call('PATCH', `/profiles/${profileId}`, 'premium', { group: 'A' }), 'profile update');
    refusedAsBlocked(await call('GET', `/profiles/${profileId}/score`), 'score');
    refusedAsBlocked(await call('POST', `/profiles/${profileId}/balance`, 'premium', balance), 'balance upload');
    refusedAsBlocked(
      await call('PATCH', `/profiles/${profileId}/balance/${balanceId}`, 'premium', balance),
      'balance update',
    );
    refusedAsBlocked(await call('DELETE', `/profiles/${profileId}`), 'profile removal');
    // Adding it again: refused as blocked before the duplicate check (a 409 would say it is there).
    refusedAsBlocked(await call('POST', '/profiles', 'premium', { taxNumber: BLOCKED }), 'add again');

    // Batch: the stored result is not returned (nor exported, which is built from it), nor added.
    for (const view of [(await call('GET', `/batch/${job.id}`)).json(), (await call('GET', '/batch')).json().job]) {
      expect(view.items[0]).toMatchObject({
        taxNumber: BLOCKED,
        status: 'error',
        result: null,
        error: 'La consulta de este CUIT/CUIL no está disponible.',
      });
      expect(view.items[1], JSON.stringify(view.items[1])).toMatchObject({ status: 'done' });
      expect(JSON.stringify(view)).not.toContain('PEREYRA');
    }
    const addAll = (await call('POST', `/batch/${job.id}/profiles`)).json();
    expect(addAll.profiles.map((p: { taxNumber: string }) => p.taxNumber)).toEqual([OTHER]);

    // Report history and quick-panel events.
    const history = (await call('GET', '/credit/history')).json().items;
    expect(history.map((h: { taxNumber: string }) => h.taxNumber)).not.toContain(BLOCKED);
    const events = (await call('GET', '/quick-panel/data')).json();
    expect(JSON.stringify(events)).not.toContain('PEREYRA');
    expect(JSON.stringify(events)).not.toContain('20-31456782-0');

    // Monitoring skips it: the stored snapshot is not refreshed (its period stays), nothing is read.
    const snapshotOf = async () =>
      (
        (await t.database.db.execute(
          sql`select period, refreshed_at from profiles where id = ${profileId}`,
        )) as unknown as { rows: { period: string; refreshed_at: string }[] }
      ).rows[0];
    const monitoringReads = async () =>
      (
        (await t.database.db.execute(
          sql`select coalesce(sum(consults), 0)::int as n from credit_consults where tax_number = ${BLOCKED} and kind = 'monitoring'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    const stored = await snapshotOf();
    const readsBefore = await monitoringReads();
    expect(readsBefore).toBe(1);
    const run = (await call('POST', '/monitoring/run', 'sysadmin', { advancePeriod: true })).json();
    expect(run.failed).toBe(0);
    expect(await snapshotOf()).toEqual(stored);
    expect(await monitoringReads()).toBe(readsBefore);

    // Stored rows stay; admins see blocked ids.
    const { rows: kept } = (await t.database.db.execute(
      sql`select 1 from profiles where id = ${profileId}`,
    )) as unknown as { rows: unknown[] };
    expect(kept).toHaveLength(1);
    expect((await call('GET', `/batch/${adminJob.id}`, 'admin')).json().items[0]).toMatchObject({ status: 'done' });
    expect((await call('POST', '/profiles', 'admin', { taxNumber: BLOCKED })).statusCode).toBe(201);
    expect(
      (await call('GET', '/profiles', 'admin')).json().items.map((p: { taxNumber: string }) => p.taxNumber),
    ).toContain(BLOCKED);

    // Unblocked: visible again.
    expect((await call('DELETE', `/system/blacklist/${BLOCKED}`, 'admin')).statusCode).toBe(200);
    expect((await call('GET', `/profiles/${profileId}/score`)).statusCode).toBe(200);
    expect((await call('GET', '/profiles')).json().items.map((p: { taxNumber: string }) => p.taxNumber)).toContain(
      BLOCKED,
    );
  });
});
