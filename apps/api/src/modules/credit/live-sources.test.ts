import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArcaClient } from '../../integrations/arca/client';
import { createWsaa, memoryTicketStore } from '../../integrations/arca/wsaa';
import { createBcraClient } from '../../integrations/bcra/client';
import { createHttpClient } from '../../integrations/http';
import { quotaMonth, quotaMonthStart } from '@tirr/domain';
import { replayServer } from '../../test/replay-server';
import { creditRepository } from './credit.repository';
import { selfSignedCertificate } from '../../test/certificates';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';

/** The API on the live adapters, against local servers replaying BCRA and ARCA fixtures. */
const fixture = (path: string) => fs.readFileSync(new URL(`../../integrations/${path}`, import.meta.url), 'utf8');
const xml = (status: number, body: string) => ({ status, body, contentType: 'text/xml' });

const PERSON = '27251234561';
const BCRA_DOWN = '20111111112';
/** Keys the registry cannot answer for (ARCA down): a person's and a company's. */
const ARCA_DOWN_PERSON = '20222222223';
const ARCA_DOWN_COMPANY = '30711111111';
/** A company nobody has looked up: only its registry details are asked for, with the registry down. */
const ARCA_DOWN_FRESH = '30711111129';
/** BCRA reported this subject until 07/2026 only (Deudas answers 404). */
const GONE = '20401234560';
/** The Historicas fixture without its newest period (08/2026). */
function historicasUntilJuly(): string {
  const answer = JSON.parse(fixture('bcra/fixtures/historicas-200.json')) as {
    results: { periodos: { periodo: string }[] };
  };
  answer.results.periodos = answer.results.periodos.filter((p) => p.periodo !== '202608');
  return JSON.stringify(answer);
}
let bcra: Awaited<ReturnType<typeof replayServer>>;
let arca: Awaited<ReturnType<typeof replayServer>>;
let t: TestApp;
let token: string;

beforeAll(async () => {
  bcra = await replayServer(({ url }) => {
    if (url === '/cheques/v1.0/entidades') return { status: 200, body: fixture('bcra/fixtures/entidades-200.json') };
    if (url.endsWith(BCRA_DOWN)) return { status: 500, body: fixture('bcra/fixtures/500.json') };
    if (url.endsWith(GONE)) {
      return url.includes('/Historicas/')
        ? { status: 200, body: historicasUntilJuly() }
        : { status: 404, body: fixture('bcra/fixtures/404.json') };
    }
    if (url.includes('/Historicas/')) return { status: 200, body: fixture('bcra/fixtures/historicas-200.json') };
    if (url.includes('/ChequesRechazados/')) return { status: 404, body: fixture('bcra/fixtures/404.json') };
    return { status: 200, body: fixture('bcra/fixtures/deudas-200.json') };
  });
  const ticket =
    '&lt;loginTicketResponse&gt;&lt;header&gt;&lt;expirationTime&gt;2099-01-01T00:00:00-03:00&lt;/expirationTime&gt;&lt;/header&gt;' +
    '&lt;credentials&gt;&lt;token&gt;T&lt;/token&gt;&lt;sign&gt;S&lt;/sign&gt;&lt;/credentials&gt;&lt;/loginTicketResponse&gt;';
  arca = await replayServer(({ url, body }) => {
    if (url === '/wsaa') {
      return xml(
        200,
        `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><loginCmsResponse><loginCmsReturn>${ticket}</loginCmsReturn></loginCmsResponse></soap:Body></soap:Envelope>`,
      );
    }
    if (body.includes(`<idPersona>${PERSON}</idPersona>`))
      return xml(200, fixture('arca/fixtures/getPersona-fisica.xml'));
    if (
      body.includes(`<idPersona>${ARCA_DOWN_PERSON}</idPersona>`) ||
      body.includes(`<idPersona>${ARCA_DOWN_COMPANY}</idPersona>`) ||
      body.includes(`<idPersona>${ARCA_DOWN_FRESH}</idPersona>`)
    )
      return { status: 503, body: 'Service Unavailable', contentType: 'text/plain' };
    // An adult's registry record (the availability rule needs the birth date, ADR 0102).
    if (body.includes(`<idPersona>${BCRA_DOWN}</idPersona>`) || body.includes(`<idPersona>${GONE}</idPersona>`))
      return xml(200, fixture('arca/fixtures/getPersona-fisica.xml'));
    return xml(500, fixture('arca/fixtures/fault-inexistente.xml'));
  });
  const http = createHttpClient({ source: 'ARCA', timeoutMs: 1000, retries: 0, backoffMs: 1, minIntervalMs: 0 });
  const { certPem, keyPem } = selfSignedCertificate('tirr-live-test');
  const wsaa = createWsaa({ url: `${arca.url}/wsaa`, certPem, keyPem, http, store: memoryTicketStore() });
  t = await createTestApp(
    {},
    {
      dataSources: {
        kind: 'live',
        bcra: createBcraClient({ baseUrl: bcra.url, retries: 1, backoffMs: 1, minIntervalMs: 0, timeoutMs: 1000 }),
        arca: createArcaClient({ url: `${arca.url}/padron`, cuitRepresentada: '30712345671', wsaa, http }),
      },
    },
  );
  token = (await signIn(t.app, 'premium@tirr.demo')).accessToken;
});
afterAll(async () => {
  await t?.close();
  await bcra?.close();
  await arca?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });

describe('API on the live adapters (replayed upstreams)', () => {
  it('identity and report from the SOAP and JSON answers', async () => {
    const lookup = (await get(`/identity/taxId/${PERSON}`)).json();
    expect(lookup).toMatchObject({ name: 'FERNANDEZ LUCIA BELEN', personType: 'FISICA' });
    expect(lookup).not.toHaveProperty('birthDate');
    const report = (await get(`/credit/${PERSON}/report`)).json();
    expect(report).toMatchObject({
      source: 'live',
      period: '08/2026',
      totals: { totalDebt: 1_336_000, chequesCount: 0 },
    });
    expect(report.score.reasons[0]).toMatchObject({ code: 'CURRENT_SITUATION', points: -600 });
  });

  it('anchors every report to the newest period BCRA has published (recorded from its answers)', async () => {
    expect((await get(`/credit/${PERSON}/report`)).json().period).toBe('08/2026');
    expect((await get('/credit/last-periods')).json().lastPeriod).toBe('08/2026');
    const rows = await t.database.db.execute(sql`select period from bcra_published_periods`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ period: '202608' }]);

    // A subject missing from 08/2026 is in situación 0 there: no current debts, its 07/2026 is history.
    const report = (await get(`/credit/${GONE}/report`)).json();
    expect(report).toMatchObject({
      period: '08/2026',
      debts: [],
      maxSituacion: { current: 0, last24Months: 2 },
    });
    expect(report.periods.at(-1)).toMatchObject({ period: '08/2026', worstSituacion: 0 });
    expect(report.score.reasons.map((r: { code: string; points: number }) => [r.code, r.points])).toEqual([
      ['HISTORY', -225],
      ['SHORT_HISTORY', -100],
    ]);
    expect(report.score).toMatchObject({ score: 675, band: 'BUENO', version: 'v2' });
  });

  it('an unknown key is 404 UNAVAILABLE', async () => {
    expect((await get('/identity/taxId/20123456786')).json()).toMatchObject({
      code: 'UNAVAILABLE',
      message: 'CUIT no disponible',
    });
  });

  it("with the registry down a person's report waits (age unknown, ADR 0102); a company's goes on with a notice", async () => {
    const person = await get(`/credit/${ARCA_DOWN_PERSON}/report`);
    expect(person.statusCode).toBe(503);
    expect(person.json()).toMatchObject({ code: 'UNAVAILABLE', details: { source: 'AFIP' } });
    const company = await get(`/credit/${ARCA_DOWN_COMPANY}/report`);
    expect(company.statusCode).toBe(200);
    expect(company.json().notices.map((n: { code: string }) => n.code)).toContain('REGISTRY_UNAVAILABLE');
  });

  it("with the registry down a company's registry details are a 503 and take no quota slot", async () => {
    const details = await get(`/identity/${ARCA_DOWN_FRESH}/details`);
    expect(details.statusCode).toBe(503);
    expect(details.json()).toMatchObject({ code: 'UNAVAILABLE', details: { source: 'AFIP' } });
    const slots = (await t.database.db.execute(
      sql`select count(*)::int as n from credit_quota_usage where tax_number = ${ARCA_DOWN_FRESH}`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(slots.rows[0]!.n).toBe(0);
  });

  it('BCRA failing after retries → 503 UNAVAILABLE, never a 500', async () => {
    const response = await get(`/credit/${BCRA_DOWN}/report`);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'UNAVAILABLE', details: { source: 'BCRA' } });
  });

  it('a report BCRA could not answer gives its quota slot back, whether claimed by the report or by the consult before it', async () => {
    const free = bearer((await signIn(t.app, 'free@tirr.demo')).accessToken);
    const used = async () =>
      (await t.app.inject({ url: '/api/v1/consultProfiles/getAvailables', headers: free })).json().queryLimit.used;
    const slots = async () =>
      (
        (await t.database.db.execute(
          sql`select count(*)::int as n from credit_quota_usage where tax_number = ${BCRA_DOWN}`,
        )) as unknown as { rows: Array<{ n: number }> }
      ).rows[0]!.n;
    const before = await used();
    // The report alone claims the slot, then BCRA fails.
    expect((await t.app.inject({ url: `/api/v1/credit/${BCRA_DOWN}/report`, headers: free })).statusCode).toBe(503);
    expect(await slots()).toBe(0);
    expect(await used()).toBe(before);
    // The web's way: the consult claims the slot (POST /consultProfiles/create), then the report fails.
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/v1/consultProfiles/create',
      headers: free,
      payload: { tax_number: BCRA_DOWN },
    });
    expect(create.statusCode).toBe(200);
    expect(await used()).toBe(before + 1);
    expect((await t.app.inject({ url: `/api/v1/credit/${BCRA_DOWN}/report`, headers: free })).statusCode).toBe(503);
    expect(await slots()).toBe(0);
    expect(await used()).toBe(before);
  });

  it('a slot stays taken when a consult of that tax id was delivered this month (the release checks the audit)', async () => {
    const repository = creditRepository(t.database.db);
    const [{ id: userId }] = (
      (await t.database.db.execute(sql`select id from users where email = 'free@tirr.demo'`)) as unknown as {
        rows: Array<{ id: string }>;
      }
    ).rows as [{ id: string }];
    const at = new Date('2026-11-20T15:00:00Z');
    const month = quotaMonth(at);
    const delivered = '20400000001';
    const undelivered = '20400000002';
    for (const taxNumber of [delivered, undelivered]) await repository.record(userId, month, taxNumber, at);
    await t.database.db.execute(
      sql`insert into credit_consults (user_id, tax_number, name, person_type, kind, created_at) values (${userId}, ${delivered}, 'X', 'FISICA', 'report', ${at.toISOString()})`,
    );
    for (const taxNumber of [delivered, undelivered]) {
      await repository.releaseUndelivered(userId, month, taxNumber, quotaMonthStart(month));
    }
    const left = (await t.database.db.execute(
      sql`select tax_number from credit_quota_usage where user_id = ${userId} and tax_number in (${delivered}, ${undelivered})`,
    )) as unknown as { rows: Array<{ tax_number: string }> };
    expect(left.rows.map((r) => r.tax_number)).toEqual([delivered]);
  });
});
