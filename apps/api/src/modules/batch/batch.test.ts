import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { issuedTaxId } from '@tirr/domain';
import type { BatchJob } from '@tirr/contracts';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';
import { apiKeys, batchItems, batchJobs, organisationMembers, organisations, profiles, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { localize } from '../../lib/language';
import { batchRepository } from './batch.repository';
import { ACCESS_LOST, validateRows } from './batch.rows';
import { batchService } from './batch.service';
import { untilBatchDone } from '../../test/batch';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['free', 'premium', 'admin'])
    tokens[role] = (await signIn(t.app, `${role}@tirr.demo`)).accessToken;
});
afterAll(async () => t?.close());

/** The id the tax agency issues for these ten digits (the demo registry knows no other). */
const cuit = (base: string) => issuedTaxId(base.slice(0, 2) as '20' | '27' | '30', base.slice(2));
const send = (method: 'POST' | 'GET', url: string, payload?: unknown, role = 'premium') =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(tokens[role]!),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A job's rows as stored, in row order. */
const itemsOf = (jobId: string) =>
  t.database.db.select().from(batchItems).where(eq(batchItems.jobId, jobId)).orderBy(batchItems.row);

const finished = (id: string, role = 'premium'): Promise<BatchJob> =>
  untilBatchDone(t.app.events, id, async () => (await send('GET', `/batch/${id}`, undefined, role)).json() as BatchJob);

describe('validateRows', () => {
  it('flags checksum, length, characters and duplicates per row', () => {
    const good = cuit('3071589634');
    const rows = validateRows([
      good,
      '30-71589634-1',
      '123',
      'abc',
      ` ${good.slice(0, 2)}-${good.slice(2, 10)}-${good[10]} `,
      '',
      '00000000000',
    ]);
    expect(rows.map((r) => [r.row, r.status, r.error])).toEqual([
      [1, 'pending', null],
      [2, 'invalid', 'El dígito verificador del CUIT no es válido.'],
      [3, 'invalid', 'El CUIT debe tener 11 dígitos.'],
      [4, 'invalid', 'El CUIT solo puede tener números y guiones.'],
      [5, 'invalid', 'CUIT repetido (fila 1).'],
      [6, 'invalid', 'Falta el CUIT.'],
      [7, 'invalid', 'Prefijo de CUIT/CUIL desconocido.'],
    ]);
  });
});

describe('POST /batch', () => {
  it('looks up the valid rows in the background and keeps per-row errors', async () => {
    const ids = ['30715896342', '23283456714', '30715896341', '23283456714', cuit('2033445566')];
    const created = await send('POST', '/batch', { taxNumbers: ids });
    expect(created.statusCode).toBe(201);
    const job = await finished(created.json().id);
    expect(job).toMatchObject({ total: 5, processed: 5 });
    expect(job.items.map((i) => i.status)).toEqual(['done', 'done', 'invalid', 'invalid', 'done']);
    expect(job.items[3]!.error).toBe('CUIT repetido (fila 2).');
    expect(job.items[0]!.result).toMatchObject({ personType: 'JURIDICA' });
    expect(job.items[0]!.result!.rejectedCheques).toBeGreaterThan(0);
    expect(job.items[1]!.result).toMatchObject({ name: 'GOMEZ MARIA LAURA', situacion: 1, band: expect.any(String) });
    // A company's situación is named as the commercial portfolio names it.
    expect(job.items[0]!.result).toMatchObject({ situacion: 2, situacionLabel: 'Con seguimiento especial' });

    const latest = (await send('GET', '/batch')).json();
    expect(latest.job.id).toBe(job.id);
  });

  it('an unknown debtor is "Sin historial", stored with the current scorecard', async () => {
    const job = await finished((await send('POST', '/batch', { taxNumbers: ['27401239877'] })).json().id);
    expect(job.items[0]!.result).toMatchObject({ score: 560, band: 'SIN_HISTORIAL', bandLabel: 'Sin historial' });
    const [row] = await t.database.db.select().from(batchItems).where(eq(batchItems.jobId, job.id));
    expect(row!.scoreVersion).toBe(2);
  });

  it('refuses an empty list, more than 1,000 rows and free users', async () => {
    expect((await send('POST', '/batch', { taxNumbers: [] })).statusCode).toBe(400);
    const tooMany = await send('POST', '/batch', { taxNumbers: Array.from({ length: 1001 }, () => '30715896342') });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details[0].field).toBe('taxNumbers');
    expect((await send('POST', '/batch', { taxNumbers: ['30715896342'] }, 'free')).statusCode).toBe(403);
  });

  it('hides blocked CUITs from non-admins but not from admins', async () => {
    const blocked = cuit('3079999999');
    await t.database.db.execute(sql`insert into blocked_cuits (tax_number, reason) values (${blocked}, 'test')`);
    const premium = await finished((await send('POST', '/batch', { taxNumbers: [blocked] })).json().id);
    expect(premium.items[0]).toMatchObject({
      status: 'error',
      result: null,
      error: expect.stringContaining('no está disponible'),
    });
    const adminJob = (await send('POST', '/batch', { taxNumbers: [blocked] }, 'admin')).json();
    const admin = await finished(adminJob.id, 'admin');
    expect(admin.items[0]).toMatchObject({ status: 'done' });
  });

  it("answers 404 for another user's job", async () => {
    const job = (await send('POST', '/batch', { taxNumbers: ['30715896342'] })).json();
    expect((await send('GET', `/batch/${job.id}`, undefined, 'admin')).statusCode).toBe(404);
    expect((await send('POST', `/batch/${job.id}/profiles`, undefined, 'admin')).statusCode).toBe(404);
    await finished(job.id);
  });
});

describe('POST /batch/{id}/profiles', () => {
  it('adds the results to Mis Perfiles once (ON CONFLICT DO NOTHING)', async () => {
    const ids = [cuit('3060000001'), cuit('3060000002'), '123'];
    const job = await finished((await send('POST', '/batch', { taxNumbers: ids })).json().id);
    const first = await send('POST', `/batch/${job.id}/profiles`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ added: 2, skipped: 0 });
    const again = (await send('POST', `/batch/${job.id}/profiles`)).json();
    expect(again).toMatchObject({ added: 0, skipped: 2 });
    expect(again.profiles.map((p: { taxNumber: string }) => p.taxNumber).sort()).toEqual(ids.slice(0, 2).sort());
    expect(again.profiles).toEqual(expect.arrayContaining(first.json().profiles));

    const rows = await t.database.db
      .select({ name: profiles.name, score: profiles.score, band: profiles.band, userId: profiles.userId })
      .from(profiles)
      .where(eq(profiles.taxNumber, ids[0]!));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe(job.items[0]!.result!.name);
    expect(rows[0]!.band).toBe(job.items[0]!.result!.band);
  });
});

describe('resuming', () => {
  it('resumes a job left running by a previous process, keeping the rows already done', async () => {
    const [user] = await t.database.db.select({ id: users.id }).from(users).limit(1);
    const repository = batchRepository(t.database.db);
    const ids = [cuit('3050000001'), cuit('3050000002'), cuit('3050000003'), cuit('3050000004')];
    const jobId = await repository.create(user!.id, ['free', 'premium'], validateRows(ids));
    // The "previous process" finished row 1 and then died.
    const previous = {
      name: 'YA CONSULTADO',
      personType: 'JURIDICA' as const,
      situacion: 1,
      situacionLabel: 'Normal',
      totalDebt: 0,
      rejectedCheques: 0,
      unpaidCheques: 0,
      unpaidChequesAmount: 0,
      score: 900,
      band: 'EXCELENTE' as const,
      bandLabel: 'Excelente',
      period: null,
    };
    await repository.finishItem(jobId, 1, { status: 'done', result: previous });

    const looked: string[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    // Each lookup is held until two are in flight, and one turn of the event loop more: the rows the
    // limiter lets through start together (one setImmediate each, then only promises), so a limit of 3
    // would have started the third by then (3 in flight), and a limit of 1 never gets two (a timeout).
    let bothStarted!: () => void;
    const twoInFlight = new Promise<void>((resolve) => (bothStarted = () => setImmediate(resolve)));
    const service = batchService({
      repository,
      concurrency: 2,
      rightsOf: async () => ['premium', 'free'],
      report: async (_caller, taxNumber) => {
        looked.push(taxNumber);
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        if (inFlight === 2) bothStarted();
        await twoInFlight;
        inFlight--;
        if (taxNumber === ids[3]) throw new AppError(503, 'UNAVAILABLE', 'Servicio no disponible.');
        return {
          report: {
            identity: { name: `N ${taxNumber}`, personType: 'JURIDICA' },
            maxSituacion: { current: 2, currentLabel: 'Con seguimiento especial' },
            totals: { totalDebt: 10, chequesCount: 1, chequesUnpaidCount: 1, chequesUnpaidAmount: 5 },
            score: { score: 400, band: 'REGULAR', bandLabel: 'Regular' },
            period: '10/2026',
          } as never,
          committed: Promise.resolve(),
        };
      },
    });
    expect(await service.resumeUnfinished()).toBeGreaterThanOrEqual(1);
    await service.idle();
    expect(looked.sort()).toEqual(ids.slice(1).sort());
    expect(maxInFlight).toBe(2);
    const [job] = await t.database.db.select().from(batchJobs).where(eq(batchJobs.id, jobId));
    expect(job!.status).toBe('done');
    const items = await t.database.db
      .select()
      .from(batchItems)
      .where(and(eq(batchItems.jobId, jobId)));
    const byRow = new Map(items.map((i) => [i.row, i]));
    expect(byRow.get(1)!.result!.name).toBe('YA CONSULTADO');
    expect(byRow.get(2)!.result!.name).toBe(`N ${ids[1]}`);
    expect(byRow.get(4)).toMatchObject({ status: 'error', error: 'Servicio no disponible.' });
  });
});

describe("the owner's rights of now (ADR 0104)", () => {
  const fakeReport = (looked: string[]) => async (_caller: unknown, taxNumber: string) => {
    looked.push(taxNumber);
    return {
      report: {
        identity: { name: `N ${taxNumber}`, personType: 'JURIDICA' },
        maxSituacion: { current: 1, currentLabel: 'Normal' },
        totals: { totalDebt: 0, chequesCount: 0, chequesUnpaidCount: 0, chequesUnpaidAmount: 0 },
        score: { score: 900, band: 'EXCELENTE', bandLabel: 'Excelente' },
        period: '10/2026',
      } as never,
      committed: Promise.resolve(),
    };
  };
  const STOPPED =
    'La consulta masiva se detuvo: tu cuenta ya no tiene el plan premium, que incluye las consultas masivas.';

  it('a job whose owner lost premium (it ended) stops: no row is looked up, every row says why', async () => {
    const [owner] = await t.database.db
      .update(users)
      .set({ premiumUntil: new Date(Date.now() + 3_600_000) })
      .where(eq(users.email, 'free@tirr.demo'))
      .returning({ id: users.id });
    const repository = batchRepository(t.database.db);
    const ids = [cuit('3051000001'), cuit('3051000002'), cuit('3051000003')];
    // Created while premium (as the route stores it), then the premium ended before the rows ran.
    const jobId = await repository.create(owner!.id, ['premium', 'free'], validateRows(ids));
    await t.database.db
      .update(users)
      .set({ premiumUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, owner!.id));
    const looked: string[] = [];
    const service = batchService({ repository, report: fakeReport(looked) });
    await service.resumeUnfinished();
    await service.idle();
    expect(looked).toEqual([]);
    const [job] = await t.database.db.select().from(batchJobs).where(eq(batchJobs.id, jobId));
    expect(job!.status).toBe('done');
    const items = await itemsOf(jobId);
    expect(items.map((i) => [i.status, i.error])).toEqual(ids.map(() => ['error', STOPPED]));
    await t.database.db.update(users).set({ premiumUntil: null }).where(eq(users.id, owner!.id));
  });

  it('rights are checked before every row: the rows after the loss are not looked up and the job stops', async () => {
    const [owner] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'premium@tirr.demo'));
    const repository = batchRepository(t.database.db);
    const ids = Array.from({ length: 8 }, (_, i) => cuit(`305200000${i}`));
    const jobId = await repository.create(owner!.id, ['premium', 'free'], validateRows(ids));
    const looked: string[] = [];
    const service = batchService({
      repository,
      concurrency: 1,
      rightsCacheMs: 0,
      // Premium for the first three rows, then downgraded (an admin's change or the end of a subscription).
      rightsOf: async () => (looked.length < 3 ? ['premium', 'free'] : ['free']),
      report: fakeReport(looked),
    });
    await service.resumeUnfinished();
    await service.idle();
    expect(looked).toEqual(ids.slice(0, 3));
    const items = await itemsOf(jobId);
    expect(items.map((i) => i.status)).toEqual([
      ...ids.slice(0, 3).map(() => 'done'),
      ...ids.slice(3).map(() => 'error'),
    ]);
    expect(items.slice(3).every((i) => i.error === STOPPED)).toBe(true);
    const [job] = await t.database.db.select().from(batchJobs).where(eq(batchJobs.id, jobId));
    expect(job!.status).toBe('done');
  });

  /**
   * Runs a job of premium@ created through `origin`, one row at a time, calling `after3` once three rows were looked
   * up; answers the rows looked up and each row's status and error.
   */
  async function runJob(origin: { apiKeyId?: string; actorId?: string }, after3: () => Promise<unknown>, base: string) {
    const [owner] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'premium@tirr.demo'));
    const repository = batchRepository(t.database.db);
    const ids = Array.from({ length: 6 }, (_, i) => cuit(`${base}${i}`));
    const jobId = await repository.create(owner!.id, ['premium', 'free'], validateRows(ids), origin);
    const looked: string[] = [];
    const report = fakeReport(looked);
    const service = batchService({
      repository,
      concurrency: 1,
      rightsCacheMs: 0,
      report: async (caller, taxNumber) => {
        const found = await report(caller, taxNumber);
        if (looked.length === 3) await after3();
        return found;
      },
    });
    await service.resumeUnfinished();
    await service.idle();
    const items = await itemsOf(jobId);
    return { ids, looked, rows: items.map((i) => [i.status, i.error]) };
  }
  const stoppedAfter3 = (ids: readonly string[]) => [
    ...ids.slice(0, 3).map(() => ['done', null]),
    ...ids.slice(3).map(() => ['error', ACCESS_LOST]),
  ];

  it('a job created with an API key stops when the key is revoked or expires: its next rows say why', async () => {
    const [owner] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'premium@tirr.demo'));
    const key = async (name: string) =>
      (
        await t.database.db
          .insert(apiKeys)
          .values({ userId: owner!.id, name, prefix: 'tirr_test', secretHash: name, scopes: ['batch'] })
          .returning({ id: apiKeys.id })
      )[0]!.id;
    const revoked = await key('batch-revoked');
    const revoke = () => t.database.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, revoked));
    const first = await runJob({ apiKeyId: revoked }, revoke, '305600000');
    expect(first.looked).toEqual(first.ids.slice(0, 3));
    expect(first.rows).toEqual(stoppedAfter3(first.ids));
    // The reason reads in English too.
    expect(localize(ACCESS_LOST, 'en')).toBe(
      'The batch lookup stopped: whoever started it no longer has access (they left the organisation or their API key was revoked).',
    );

    const expiring = await key('batch-expired');
    const expire = () =>
      t.database.db
        .update(apiKeys)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(apiKeys.id, expiring));
    const second = await runJob({ apiKeyId: expiring }, expire, '305700000');
    expect(second.rows).toEqual(stoppedAfter3(second.ids));
    // An active key's job runs to the end.
    const active = await runJob({ apiKeyId: await key('batch-active') }, async () => undefined, '305800000');
    expect(active.rows).toEqual(active.ids.map(() => ['done', null]));
  });

  it("a member's job stops when they leave the organisation; the owner's job of their session is not affected", async () => {
    const emails = ['premium@tirr.demo', 'free@tirr.demo'];
    const byEmail = new Map(
      (await t.database.db.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.email, u.id]),
    );
    const [ownerId, memberId] = emails.map((e) => byEmail.get(e)!);
    const [organisation] = await t.database.db
      .insert(organisations)
      .values({ name: 'Acme SA', ownerId: ownerId! })
      .returning({ id: organisations.id });
    await t.database.db.insert(organisationMembers).values([
      { organisationId: organisation!.id, userId: ownerId!, role: 'owner' },
      { organisationId: organisation!.id, userId: memberId!, role: 'analyst' },
    ]);
    try {
      const leave = () => t.database.db.delete(organisationMembers).where(eq(organisationMembers.userId, memberId!));
      const member = await runJob({ actorId: memberId! }, leave, '305900000');
      expect(member.looked).toEqual(member.ids.slice(0, 3));
      expect(member.rows).toEqual(stoppedAfter3(member.ids));
      // The owner acting in their own organisation keeps going.
      const own = await runJob({ actorId: ownerId! }, async () => undefined, '306000000');
      expect(own.rows).toEqual(own.ids.map(() => ['done', null]));
    } finally {
      await t.database.db.delete(organisations).where(eq(organisations.id, organisation!.id));
    }
  });

  it('a row is stored only after its audit row: one that could not be written keeps no result (ADR 0103)', async () => {
    const [owner] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'premium@tirr.demo'));
    const repository = batchRepository(t.database.db);
    const ids = [cuit('3054000001'), cuit('3054000002')];
    const jobId = await repository.create(owner!.id, ['premium', 'free'], validateRows(ids));
    const looked: string[] = [];
    const report = fakeReport(looked);
    const service = batchService({
      repository,
      rightsOf: async () => ['premium', 'free'],
      report: async (caller, taxNumber) => {
        const found = await report(caller, taxNumber);
        return taxNumber === ids[1]
          ? {
              ...found,
              committed: Promise.reject(new AppError(503, 'UNAVAILABLE', 'No pudimos registrar la consulta.')),
            }
          : found;
      },
    });
    await service.resumeUnfinished();
    await service.idle();
    const items = await itemsOf(jobId);
    expect(items.map((i) => [i.status, i.error, i.result === null])).toEqual([
      ['done', null, false],
      ['error', 'No pudimos registrar la consulta.', true],
    ]);
  });
});

describe('recomputing stored results (ADR 0114)', () => {
  it('stores each outdated result with the current scorecard; failed lookups are left for the next run', async () => {
    const [user] = await t.database.db.select({ id: users.id }).from(users).limit(1);
    const repository = batchRepository(t.database.db);
    const ids = [cuit('3040000001'), cuit('3040000002'), cuit('3040000003')];
    const jobId = await repository.create(user!.id, ['free', 'premium'], validateRows(ids));
    const v1 = {
      name: 'V1',
      personType: 'JURIDICA' as const,
      situacion: 0,
      situacionLabel: 'En situación normal',
      totalDebt: 0,
      rejectedCheques: 0,
      unpaidCheques: 0,
      unpaidChequesAmount: 0,
      score: 560,
      band: 'BUENO' as const,
      bandLabel: 'Bueno',
      period: '09/2026',
    };
    for (const row of [1, 2, 3]) await repository.finishItem(jobId, row, { status: 'done', result: v1 });
    await t.database.db.update(batchItems).set({ scoreVersion: 1 }).where(eq(batchItems.jobId, jobId));
    await repository.finishJob(jobId);

    const asked: string[] = [];
    const service = batchService({
      repository,
      report: async () => {
        throw new Error('the recompute never uses the quota-counting report');
      },
      rescore: async (caller, taxNumber) => {
        asked.push(`${caller.userId}:${taxNumber}`);
        if (taxNumber === ids[1]) throw new AppError(503, 'UNAVAILABLE', 'Servicio no disponible.');
        if (taxNumber === ids[2]) throw new AppError(404, 'UNAVAILABLE', 'CUIT no disponible');
        return {
          identity: { name: 'V2', personType: 'JURIDICA' },
          maxSituacion: { current: 0, currentLabel: 'En situación normal' },
          totals: { totalDebt: 0, chequesCount: 0, chequesUnpaidCount: 0, chequesUnpaidAmount: 0 },
          score: { score: 560, band: 'SIN_HISTORIAL', bandLabel: 'Sin historial' },
          period: '09/2026',
        } as never;
      },
    });
    const first = await service.rescoreResults();
    expect(asked.filter((a) => a.endsWith(ids[0]!))).toEqual([`${user!.id}:${ids[0]}`]);
    expect(first.failed).toBeGreaterThanOrEqual(1);
    const rows = new Map(
      (await t.database.db.select().from(batchItems).where(eq(batchItems.jobId, jobId))).map((i) => [i.row, i]),
    );
    expect(rows.get(1)).toMatchObject({ status: 'done', scoreVersion: 2, result: { band: 'SIN_HISTORIAL' } });
    expect(rows.get(2)).toMatchObject({ status: 'done', scoreVersion: 1, result: { band: 'BUENO' } });
    expect(rows.get(3)).toMatchObject({ status: 'error', scoreVersion: 2, error: 'CUIT no disponible' });

    // The next run looks up only what is still outdated.
    asked.length = 0;
    await service.rescoreResults();
    expect(asked.filter((a) => ids.some((id) => a.endsWith(id)))).toEqual([`${user!.id}:${ids[1]}`]);
  });
});
