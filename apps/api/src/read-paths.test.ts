import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { issuedTaxId } from '@tirr/domain';
import { bearer, createTestApp, signIn, type TestApp } from './test/harness';
import { DEMO_CASES } from './integrations/offline/dataset';
import { untilBatchDone } from './test/batch';

/**
 * Every route that reads a person's data (ADRs 0102–0104): minors are 'no disponible' on all of them,
 * every read is audited with its feature and committed before the answer, and no answer is cacheable.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['free', 'premium', 'admin', 'sysadmin']) {
    tokens[role] = (await signIn(t.app, `${role}@tirr.demo`)).accessToken;
    const { rows: user } = (await t.database.db.execute(
      sql`select id from users where email = ${`${role}@tirr.demo`}`,
    )) as unknown as { rows: { id: string }[] };
    ids[role] = user[0]!.id;
  }
}, 120_000);
afterAll(async () => t?.close());

/** A company's id as the agency issues it (ids with a raw check digit of 10 are not in the registry, ADR 0115). */
const cuit = (base: string) => issuedTaxId('30', base.slice(2));
const call = (method: 'GET' | 'POST', url: string, role: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(tokens[role]!), ...(payload ? { payload } : {}) });
const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute(query)) as unknown as { rows: T[] };

/** What the audit holds for a user and tax id, by feature. */
async function audited(userId: string, taxNumber: string): Promise<Record<string, number>> {
  const { rows: found } = await rows<{ kind: string; consults: number }>(
    sql`select kind, sum(consults)::int as consults from credit_consults where user_id = ${userId} and tax_number = ${taxNumber} group by kind`,
  );
  return Object.fromEntries(found.map((r) => [r.kind, r.consults]));
}

const finishedBatch = (id: string, role = 'premium') =>
  untilBatchDone(t.app.events, id, async () => (await call('GET', `/batch/${id}`, role)).json());

describe("a minor is 'no disponible' on every read path (ADR 0102)", () => {
  const minor = DEMO_CASES.minorCuil;
  const routes: [string, 'GET' | 'POST', string, object?][] = [
    ['search by CUIT', 'GET', `/identity/taxId/${minor}`],
    ['search by DNI', 'GET', `/identity/id/${DEMO_CASES.minorDni}`],
    ['registry details', 'GET', `/identity/${minor}/details`],
    ['activity report', 'GET', `/credit/${minor}/activity-report`],
    ['consult (quota claim)', 'POST', '/consultProfiles/create', { tax_number: minor }],
    ['report', 'GET', `/credit/${minor}/report`],
    ['report PDF', 'GET', `/credit/${minor}/report.pdf`],
    [
      'cheque analysis (the drawer)',
      'POST',
      '/cheques/analysis',
      { entityCode: 285, chequeNumber: 40012346, drawerTaxId: minor, amount: 1000, dueDate: '2027-06-15' },
    ],
  ];

  it.each(['free', 'premium', 'admin'])('%s: 404 UNAVAILABLE on every route, nothing about the minor', async (role) => {
    const before = (await call('GET', '/consultProfiles/getAvailables', role)).json().queryLimit.used;
    for (const [what, method, url, payload] of routes) {
      const response = await call(method, url, role, payload);
      expect(response.statusCode, `${role} ${what}`).toBe(404);
      expect(response.json().code, `${role} ${what}`).toBe('UNAVAILABLE');
      // The registry record of the demo minor: FERNANDEZ TOMAS, born 2012-03-14.
      expect(response.body, `${role} ${what}`).not.toMatch(/FERNANDEZ|TOMAS|2012-03-14|52345678/);
    }
    // Refused before any quota slot is used.
    expect((await call('GET', '/consultProfiles/getAvailables', role)).json().queryLimit.used).toBe(before);
    const { rows: audit } = await rows(sql`select 1 from credit_consults where tax_number = ${minor}`);
    expect(audit).toHaveLength(0);
  });

  it('Mis Perfiles and batch lookups refuse a minor too', async () => {
    const added = await call('POST', '/profiles', 'premium', { taxNumber: minor });
    expect(added.statusCode).toBe(404);
    expect(added.json()).toMatchObject({ code: 'UNAVAILABLE', message: 'CUIT no disponible' });
    const job = await finishedBatch((await call('POST', '/batch', 'premium', { taxNumbers: [minor] })).json().id);
    expect(job.items[0]).toMatchObject({ status: 'error', result: null, error: 'CUIT no disponible' });
  });
});

describe('every read of credit data is audited with its feature, committed before the answer (ADR 0103)', () => {
  it('report, PDF, registry details, activity, profile add, batch and the monitoring refresh', async () => {
    const premium = ids.premium!;
    const reads: [string, () => ReturnType<typeof call>, string][] = [
      ['report', () => call('GET', `/credit/${DEMO_CASES.cheques}/report`, 'premium'), DEMO_CASES.cheques],
      ['pdf', () => call('GET', `/credit/${DEMO_CASES.cheques}/report.pdf`, 'premium'), DEMO_CASES.cheques],
      ['registry', () => call('GET', `/identity/${DEMO_CASES.cheques}/details`, 'premium'), DEMO_CASES.cheques],
      ['activity', () => call('GET', `/credit/${DEMO_CASES.cheques}/activity-report`, 'premium'), DEMO_CASES.cheques],
      [
        'cheque',
        () =>
          call('POST', '/cheques/analysis', 'premium', {
            entityCode: 285,
            chequeNumber: 40012346,
            drawerTaxId: DEMO_CASES.cheques,
            amount: 1000,
            dueDate: '2027-06-15',
          }),
        DEMO_CASES.cheques,
      ],
      [
        'profile',
        () => call('POST', '/profiles', 'premium', { taxNumber: DEMO_CASES.deteriorating }),
        DEMO_CASES.deteriorating,
      ],
    ];
    for (const [kind, read, taxNumber] of reads) {
      const response = await read();
      expect(response.statusCode, kind).toBeLessThan(300);
      // Read right after the answer, with no flush in between: the row is already committed.
      expect((await audited(premium, taxNumber))[kind], kind).toBe(1);
    }

    const batchCuit = cuit('3070555444');
    await finishedBatch((await call('POST', '/batch', 'premium', { taxNumbers: [batchCuit] })).json().id);
    expect(await audited(premium, batchCuit)).toEqual({ batch: 1 });

    // The monitoring refresh reads for the profile's owner.
    const run = await call('POST', '/monitoring/run', 'sysadmin', { advancePeriod: true });
    expect(run.statusCode).toBe(200);
    expect(await audited(premium, DEMO_CASES.deteriorating)).toEqual({ profile: 1, monitoring: 1 });
  });

  it('ten reports in a row: each one is in the table the moment its answer arrives', async () => {
    for (let i = 0; i < 10; i++) {
      const taxNumber = cuit(`306012300${i}`);
      const response = await call('GET', `/credit/${taxNumber}/report`, 'premium');
      expect(response.statusCode).toBe(200);
      expect(await audited(ids.premium!, taxNumber), taxNumber).toEqual({ report: 1 });
    }
  });

  it('the activity counts only reads on purpose (not its own sections or monitoring), never who or when exactly', async () => {
    const taxNumber = cuit('3060999888');
    await call('GET', `/identity/${taxNumber}/details`, 'premium');
    const first = (await call('GET', `/credit/${taxNumber}/activity-report`, 'premium')).json();
    expect(first.consults).toMatchObject({ total: 0, last30Days: 0, lastConsultOn: null });
    await call('GET', `/credit/${taxNumber}/report`, 'premium');
    await call('GET', `/credit/${taxNumber}/report`, 'admin');
    const response = await call('GET', `/credit/${taxNumber}/activity-report`, 'free');
    const { consults } = response.json();
    expect(consults.total).toBe(2);
    expect(consults.lastConsultOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const role of ['premium', 'admin', 'free']) expect(response.body).not.toContain(ids[role]!);
    expect(response.body).not.toMatch(/@tirr\.demo|T\d{2}:\d{2}/);
  });
});

describe('answers about a person are never cached (Cache-Control: no-store)', () => {
  it('credit, profile, balance and batch routes', async () => {
    const profile = (await call('POST', '/profiles', 'premium', { taxNumber: DEMO_CASES.noRecords })).json().profile;
    const job = (await call('POST', '/batch', 'premium', { taxNumbers: [DEMO_CASES.noRecords] })).json();
    const urls = [
      `/identity/taxId/${DEMO_CASES.noRecords}`,
      `/identity/${DEMO_CASES.noRecords}/details`,
      `/credit/${DEMO_CASES.noRecords}/report`,
      `/credit/${DEMO_CASES.noRecords}/report.pdf`,
      `/credit/${DEMO_CASES.noRecords}/activity-report`,
      '/credit/history',
      '/profiles',
      `/profiles/${profile.id}`,
      `/profiles/${profile.id}/score`,
      '/batch',
      `/batch/${job.id}`,
    ];
    for (const url of urls) {
      const response = await call('GET', url, 'premium');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    await finishedBatch(job.id);
  });
});
