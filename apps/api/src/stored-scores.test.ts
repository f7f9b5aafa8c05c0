/**
 * ADR 0114: a database whose profiles and batch results hold scorecard v1 scores ends up with v2 scores —
 * recomputed from a fresh lookup at start-up (and on every monitoring run), without events, quota or audit,
 * and only once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { monitoringRunResult, type BatchResult } from '@tirr/contracts';
import { permissionsOf } from '@tirr/domain';
import {
  batchItems,
  batchJobs,
  blockedCuits,
  countedConsult,
  profiles,
  users,
  type WithStoredDecision,
} from './db/schema';
import { migrationsFolder, type Database } from './db/client';
import { DEMO_CASES } from './integrations/offline/dataset';
import { bearer, createTestApp, signIn, type TestApp } from './test/harness';

const NOW = new Date('2026-11-21T15:00:00Z');
/** The published period on NOW (offline demo data: today's month − 2). */
const PERIOD = '202609';
const BLOCKED = DEMO_CASES.legalFlags;

const v1Result = (over: Partial<BatchResult>): WithStoredDecision<BatchResult> => ({
  name: 'X',
  personType: 'FISICA',
  situacion: 0,
  situacionLabel: 'En situación normal',
  totalDebt: 0,
  rejectedCheques: 0,
  unpaidCheques: 0,
  unpaidChequesAmount: 0,
  score: 560,
  band: 'BUENO',
  bandLabel: 'Bueno',
  period: '09/2026',
  ...over,
});

let jobId = '';

/** What an earlier release left: scorecard v1 scores in profiles and in a finished batch job. */
async function v1Database({ db }: Database) {
  const [premium] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'premium@tirr.demo'));
  const userId = premium!.id;
  // The migration's default (score_version 1) marks rows written before scorecard v2.
  await db.insert(profiles).values([
    {
      userId,
      taxNumber: DEMO_CASES.noRecords,
      name: 'SOSA LUCIA BELEN',
      personType: 'FISICA',
      score: 560,
      band: 'BUENO',
      period: PERIOD,
    },
    {
      userId,
      taxNumber: DEMO_CASES.deteriorating,
      name: 'PEREYRA JUAN CARLOS',
      personType: 'FISICA',
      situacion: 3,
      debt: 562_000,
      score: 290,
      band: 'MALO',
      period: PERIOD,
    },
    {
      userId,
      taxNumber: DEMO_CASES.cheques,
      name: 'DISTRIBUIDORA NORTE S.R.L.',
      personType: 'JURIDICA',
      situacion: 2,
      score: 110,
      band: 'MALO',
      rejectedCheques: 4,
      // An older period: monitoring refreshes it (with the current scorecard) before the recompute.
      period: '202608',
    },
  ]);
  const [job] = await db
    .insert(batchJobs)
    .values({ userId, permissions: permissionsOf('premium'), total: 4, status: 'done', finishedAt: NOW })
    .returning({ id: batchJobs.id });
  jobId = job!.id;
  await db.insert(batchItems).values([
    {
      jobId,
      row: 1,
      input: DEMO_CASES.noRecords,
      taxNumber: DEMO_CASES.noRecords,
      status: 'done',
      result: v1Result({}),
    },
    {
      jobId,
      row: 2,
      input: DEMO_CASES.deteriorating,
      taxNumber: DEMO_CASES.deteriorating,
      status: 'done',
      // Decided under version 4 of its owner's policy when it ran: the recompute keeps that (credit-policy.md §11).
      result: v1Result({
        score: 290,
        band: 'MALO',
        bandLabel: 'Malo',
        situacion: 3,
        decision: 'RECHAZAR',
        policyVersion: 4,
      }),
    },
    { jobId, row: 3, input: '123', taxNumber: null, status: 'invalid', error: 'El CUIT debe tener 11 dígitos.' },
    // Blocked since: a non-admin's job would be refused it now.
    { jobId, row: 4, input: BLOCKED, taxNumber: BLOCKED, status: 'done', result: v1Result({ personType: 'JURIDICA' }) },
  ]);
  await db.insert(blockedCuits).values({ taxNumber: BLOCKED, reason: 'test' });
}

let t: TestApp;
beforeAll(async () => {
  // schedules: the server's, whose first monitoring cycle runs at start-up (on the job queue).
  t = await createTestApp({}, { clock: () => NOW, schedules: true }, v1Database);
});
afterAll(async () => t?.close());

const versions = async () => {
  const rows = await t.database.db.execute(
    sql`select (select array_agg(distinct score_version) from profiles) as p,
               (select array_agg(distinct score_version) from batch_items where status <> 'invalid') as b`,
  );
  return (rows as unknown as { rows: Array<{ p: number[]; b: number[] }> }).rows[0];
};

describe('stored scores of scorecard v1 (ADR 0114)', () => {
  it('are recomputed with scorecard v2 at start-up: profiles and batch results', async () => {
    await expect.poll(versions, { timeout: 60_000, interval: 200 }).toEqual({ p: [2], b: [2] });

    const stored = await t.database.db
      .select({ taxNumber: profiles.taxNumber, score: profiles.score, band: profiles.band, period: profiles.period })
      .from(profiles)
      .orderBy(profiles.taxNumber);
    expect(stored).toEqual([
      { taxNumber: DEMO_CASES.deteriorating, score: 340, band: 'REGULAR', period: PERIOD },
      { taxNumber: DEMO_CASES.noRecords, score: 560, band: 'SIN_HISTORIAL', period: PERIOD },
      { taxNumber: DEMO_CASES.cheques, score: 160, band: 'MALO', period: PERIOD },
    ]);

    const items = await t.database.db
      .select()
      .from(batchItems)
      .where(eq(batchItems.jobId, jobId))
      .orderBy(batchItems.row);
    expect(items.map((i) => [i.row, i.status, i.result?.score ?? null, i.result?.band ?? null, i.error])).toEqual([
      [1, 'done', 560, 'SIN_HISTORIAL', null],
      [2, 'done', 340, 'REGULAR', null],
      [3, 'invalid', null, null, 'El CUIT debe tener 11 dígitos.'],
      [4, 'error', null, null, 'La consulta de este CUIT/CUIL no está disponible.'],
    ]);
    expect(items[0]!.result).toMatchObject({ bandLabel: 'Sin historial', name: 'SOSA LUCIA BELEN' });
    expect(items[0]!.result).not.toHaveProperty('decision');
    expect(items[1]!.result).toMatchObject({ score: 340, decision: 'RECHAZAR', policyVersion: 4 });
  });

  it('the API shows the recomputed scores', async () => {
    const premium = bearer((await signIn(t.app, 'premium@tirr.demo')).accessToken);
    const list = (await t.app.inject({ url: '/api/v1/profiles', headers: premium })).json().items;
    expect(list.find((p: { taxNumber: string }) => p.taxNumber === DEMO_CASES.noRecords)).toMatchObject({
      score: 560,
      band: 'SIN_HISTORIAL',
    });
    const job = (await t.app.inject({ url: `/api/v1/batch/${jobId}`, headers: premium })).json();
    expect(job.items[0].result).toMatchObject({ score: 560, band: 'SIN_HISTORIAL', bandLabel: 'Sin historial' });
    // A row stored before rows kept decisions is answered without one.
    expect(job.items[0].result).toMatchObject({ decision: null, policyVersion: null });
  });

  it('a recompute is not news, not a counted consult and not a quota slot; each read is audited as monitoring', async () => {
    const counts = await t.database.db.execute(
      sql`select (select count(*) from quick_panel_items where source_key like 'monitor:%')::int as events,
                 (select count(*) from credit_consults where ${countedConsult})::int as consults,
                 (select count(*) from credit_quota_usage)::int as quota,
                 (select count(*) from credit_consults where kind <> 'monitoring')::int as other_reads,
                 (select coalesce(sum(consults), 0) from credit_consults where kind = 'monitoring')::int as monitoring_reads`,
    );
    const row = (counts as unknown as { rows: Record<string, number>[] }).rows[0]!;
    expect(row).toMatchObject({ events: 0, consults: 0, quota: 0, other_reads: 0 });
    // The reads happened (fresh data about a person): every recompute is audited (ADR 0103) — three profiles
    // and two batch rows (the blocked row is refused before any read); reads of one tax id in one second share
    // a row that counts them (ADR 0132).
    expect(row.monitoring_reads).toBe(5);
  });

  it('runs once: the next monitoring run has nothing to recompute', async () => {
    const sysadmin = bearer((await signIn(t.app, 'sysadmin@tirr.demo')).accessToken);
    const run = await t.app.inject({ method: 'POST', url: '/api/v1/monitoring/run', headers: sysadmin, payload: {} });
    expect(monitoringRunResult.parse(run.json())).toEqual({
      period: PERIOD,
      checked: 0,
      events: 0,
      failed: 0,
      rescored: 0,
    });
    const [row] = await t.database.db
      .select({ version: batchItems.scoreVersion })
      .from(batchItems)
      .where(and(eq(batchItems.jobId, jobId), eq(batchItems.row, 1)));
    expect(row!.version).toBe(2);
  });
});

describe('migration 0010 on a database of the previous release', () => {
  it('marks its stored scores as scorecard v1 and records the BCRA periods it has cached', async () => {
    const full = migrationsFolder();
    const journal = JSON.parse(fs.readFileSync(path.join(full, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const count = journal.entries.findIndex((e) => e.tag.endsWith('_scorecard_v2'));
    expect(count).toBeGreaterThan(0);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tirr-release-'));
    try {
      fs.mkdirSync(path.join(dir, 'meta'));
      const entries = journal.entries.slice(0, count);
      fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
      for (const e of entries) fs.copyFileSync(path.join(full, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
      const client = new PGlite();
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: dir });
      await client.exec(`
        insert into users (id, sub, email, role) values ('00000000-0000-4000-8000-000000000001', 'tirr|v1', 'v1@tirr.test', 'premium');
        insert into profiles (user_id, tax_number, name, person_type, score, band, period)
          values ('00000000-0000-4000-8000-000000000001', '27401239877', 'SOSA LUCIA BELEN', 'FISICA', 560, 'BUENO', '202609');
        insert into batch_jobs (id, user_id, permissions, total, status)
          values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', '["free","premium"]', 1, 'done');
        insert into batch_items (job_id, row, input, tax_number, status, result)
          values ('00000000-0000-4000-8000-000000000002', 1, '27401239877', '27401239877', 'done', '{"score":560,"band":"BUENO"}');
        insert into bcra_cache (tax_number, endpoint, day, status, payload) values
          ('20314567820', 'deudas', '2026-11-20', 200, '{"status":200,"results":{"periodos":[{"periodo":"202609","entidades":[]}]}}'),
          ('20314567820', 'historicas', '2026-11-20', 200, '{"status":200,"results":{"periodos":[{"periodo":"202510","entidades":[]}]}}'),
          ('27401239877', 'deudas', '2026-11-20', 404, '{"status":404,"errorMessages":["No se encontró datos"]}'),
          ('30715896342', 'deudas', '2026-10-20', 200, '{"status":200,"results":{"periodos":[{"periodo":"2026-08","entidades":[]}]}}');
      `);
      await migrate(db, { migrationsFolder: full });
      const versions = await client.query<{ p: number; b: number }>(
        `select (select score_version from profiles) as p, (select score_version from batch_items) as b`,
      );
      expect(versions.rows).toEqual([{ p: 1, b: 1 }]);
      const periods = await client.query<{ period: string }>(`select period from bcra_published_periods order by 1`);
      expect(periods.rows.map((r) => r.period)).toEqual(['202608', '202609']);
      await client.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
