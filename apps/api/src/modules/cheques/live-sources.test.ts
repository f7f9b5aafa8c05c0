import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, buenosAiresDate } from '@tirr/domain';
import { economicSeries } from '../../db/schema';
import type { SourcesWithoutPublications } from '../../integrations';
import { createArcaClient } from '../../integrations/arca/client';
import { createWsaa, memoryTicketStore } from '../../integrations/arca/wsaa';
import { bcraStatisticsClient } from '../../integrations/bcra-statistics/client';
import { normalizeSeries } from '../../integrations/bcra-statistics/normalize';
import { createBcraClient } from '../../integrations/bcra/client';
import { cachedBcra } from '../../integrations/cache';
import { createHttpClient } from '../../integrations/http';
import { selfSignedCertificate } from '../../test/certificates';
import { pdfLines } from '../../test/pdf-text';
import { replayServer } from '../../test/replay-server';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';

/**
 * 'Analizar cheque' on the live adapters (docs/domain/cheque-analysis.md), against a local server replaying BCRA
 * (Central de Deudores, Cheques v1.0 and the statistics v4.0 series, one host as api.bcra.gob.ar) and one
 * replaying ARCA. BCRA is wrapped in the day cache production uses (integrations/index.ts), so a reported
 * cheque's earlier answer is there to be (wrongly) reused (docs/domain/data-sources.md §6).
 */
const fixture = (path: string) => fs.readFileSync(new URL(`../../integrations/${path}`, import.meta.url), 'utf8');
const bcraFixture = (name: string) => fixture(`bcra/fixtures/${name}`);
const xml = (status: number, body: string) => ({ status, body, contentType: 'text/xml' });

const clock = new Date('2026-11-26T15:00:00Z');
const TODAY = buenosAiresDate(clock);
const DUE = addDays(TODAY, 30);
const DENUNCIADOS = '/cheques/v1.0/denunciados';
/** Drawers: 24 months in situación 1; the Deudas fixture (situación 3 now); Deudas failing, never seen before. */
const CLEAN = '20444555662';
const RISKY = '20555666773';
const DEUDAS_DOWN = '20666777884';
/** Deudas failing today; yesterday's answer is in the day cache. */
const DEUDAS_DOWN_CACHED = '27333444556';
/** The cheques of the denunciados fixtures (reported, not reported) and one whose service answers 500. */
const REPORTED = 40012345;
const NOT_REPORTED = 40012346;
const UNCHECKED = 40012399;
/** BCRA statistics v4 points of BADLAR (TNA %), newest first as the API sends them. */
const BADLAR_POINTS = [
  { fecha: '2026-11-25', valor: 30.25 },
  { fecha: '2026-11-24', valor: 31.5 },
];

/** The Deudas fixture with only its situación-1 entity. */
function cleanDeudas() {
  const answer = JSON.parse(bcraFixture('deudas-200.json')) as {
    results: { periodos: { entidades: { situacion: number }[] }[] };
  };
  for (const p of answer.results.periodos) p.entidades = p.entidades.filter((e) => e.situacion === 1);
  return answer;
}
/** 24 months (09/2024–08/2026) in situación 1 at one bank, in the Historicas shape. */
function cleanHistoricas() {
  const periodos = Array.from({ length: 24 }, (_, i) => {
    const month = new Date(Date.UTC(2026, 7 - i, 1));
    return {
      periodo: `${month.getUTCFullYear()}${String(month.getUTCMonth() + 1).padStart(2, '0')}`,
      entidades: [
        { entidad: 'BANCO DE LA NACION ARGENTINA', situacion: 1, monto: 1250, enRevision: false, procesoJud: false },
      ],
    };
  });
  return { status: 200, results: { identificacion: Number(CLEAN), denominacion: 'FERNANDEZ LUCIA BELEN', periodos } };
}
const json = (status: number, body: unknown) => ({
  status,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

let bcra: Awaited<ReturnType<typeof replayServer>>;
let arca: Awaited<ReturnType<typeof replayServer>>;
let t: TestApp;
let token: string;

beforeAll(async () => {
  bcra = await replayServer(({ path }) => {
    if (path === '/cheques/v1.0/entidades') return json(200, bcraFixture('entidades-200.json'));
    if (path.startsWith(`${DENUNCIADOS}/`)) {
      const number = Number(path.split('/').at(-1));
      if (number === REPORTED) return json(200, bcraFixture('denunciado-200.json'));
      if (number === UNCHECKED) return json(500, bcraFixture('500.json'));
      return json(200, bcraFixture('denunciado-false-200.json'));
    }
    if (path.startsWith('/estadisticas/v4.0/Monetarias/')) {
      const count = BADLAR_POINTS.length;
      return json(200, {
        status: 200,
        metadata: { resultset: { count, offset: 0, limit: 3000 } },
        results: [{ idVariable: Number(path.split('/').at(-1)), detalle: BADLAR_POINTS }],
      });
    }
    const cuit = path.split('/').at(-1);
    if (path.includes('/ChequesRechazados/')) return json(404, bcraFixture('404.json'));
    if (path.includes('/Historicas/'))
      return cuit === RISKY ? json(200, bcraFixture('historicas-200.json')) : json(200, cleanHistoricas());
    if (cuit === DEUDAS_DOWN || cuit === DEUDAS_DOWN_CACHED) return json(500, bcraFixture('500.json'));
    return cuit === RISKY ? json(200, bcraFixture('deudas-200.json')) : json(200, cleanDeudas());
  });
  const ticket =
    '&lt;loginTicketResponse&gt;&lt;header&gt;&lt;expirationTime&gt;2099-01-01T00:00:00-03:00&lt;/expirationTime&gt;&lt;/header&gt;' +
    '&lt;credentials&gt;&lt;token&gt;T&lt;/token&gt;&lt;sign&gt;S&lt;/sign&gt;&lt;/credentials&gt;&lt;/loginTicketResponse&gt;';
  arca = await replayServer(({ url }) =>
    url === '/wsaa'
      ? xml(
          200,
          `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><loginCmsResponse><loginCmsReturn>${ticket}</loginCmsReturn></loginCmsResponse></soap:Body></soap:Envelope>`,
        )
      : // Every drawer is an adult in the registry (the availability rule needs the birth date, ADR 0102).
        xml(200, fixture('arca/fixtures/getPersona-fisica.xml')),
  );
  const http = createHttpClient({ source: 'ARCA', timeoutMs: 1000, retries: 0, backoffMs: 1, minIntervalMs: 0 });
  const { certPem, keyPem } = selfSignedCertificate('tirr-live-test');
  const wsaa = createWsaa({ url: `${arca.url}/wsaa`, certPem, keyPem, http, store: memoryTicketStore() });
  const client = createBcraClient({ baseUrl: bcra.url, retries: 1, backoffMs: 1, minIntervalMs: 0, timeoutMs: 1000 });
  const dataSources: SourcesWithoutPublications = {
    kind: 'live',
    bcra: client,
    arca: createArcaClient({ url: `${arca.url}/padron`, cuitRepresentada: '30712345671', wsaa, http }),
  };
  // The day cache needs the test's database, which exists only once the app is being built.
  t = await createTestApp({}, { dataSources, clock: () => clock }, async (database) => {
    dataSources.bcra = cachedBcra(client, database.db, () => TODAY);
  });
  // BADLAR as the live fund sync stores it (funds.sync.ts): the statistics client, the normaliser, economic_series.
  // The test app runs no sync (serve.ts does, as a job), so the analysis has nothing to wait for.
  const statistics = bcraStatisticsClient({ baseUrl: bcra.url, retries: 0, backoffMs: 1, timeoutMs: 1000 });
  const badlarId = t.config.upstream.bcraStatistics.variableIds.badlar;
  const points = normalizeSeries(await statistics.series(badlarId, addDays(TODAY, -30), TODAY));
  await t.database.db.insert(economicSeries).values(points.map((p) => ({ series: 'badlar' as const, ...p })));
  token = (await signIn(t.app, 'premium@tirr.demo')).accessToken;
});
afterAll(async () => {
  await t?.close();
  await bcra?.close();
  await arca?.close();
});

const analyse = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/cheques/analysis', headers: bearer(token), payload });
const cheque = (drawerTaxId: string, chequeNumber: number, more: object = {}) => ({
  entityCode: 285,
  chequeNumber,
  drawerTaxId,
  amount: 1_000_000,
  dueDate: DUE,
  ...more,
});
/** The requests BCRA's replay saw while `run` ran. */
async function seen(run: () => Promise<unknown>) {
  const before = bcra.requests.length;
  await run();
  return bcra.requests.slice(before);
}
const codes = (reasons: { code: string }[]) => reasons.map((r) => r.code);

describe("'Analizar cheque' on the live adapters (replayed BCRA and ARCA)", () => {
  it("GET /cheques/entities is BCRA's replayed entidades list, live", async () => {
    const requests = await seen(async () => {
      const response = await t.app.inject({ url: '/api/v1/cheques/entities', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        items: [
          { code: 11, name: 'BANCO DE LA NACION ARGENTINA' },
          { code: 285, name: 'BANCO MACRO S.A.' },
        ],
        dataSource: 'live',
      });
    });
    expect(requests.map((r) => r.url)).toEqual(['/cheques/v1.0/entidades']);
  });

  it('an entity code missing from the list is 404 ENTITY_NOT_FOUND, before the drawer or the cheque is read', async () => {
    const requests = await seen(async () => {
      const response = await analyse(cheque(CLEAN, NOT_REPORTED, { entityCode: 72 }));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ENTITY_NOT_FOUND', details: [{ field: 'entityCode' }] });
    });
    expect(requests.filter((r) => r.path !== '/cheques/v1.0/entidades')).toEqual([]);
  });

  it('a cheque BCRA reports: No apto (REPORTED), its details mapped from the answer, asked at its exact URL', async () => {
    const requests = await seen(async () => {
      const response = await analyse(cheque(CLEAN, REPORTED));
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        cheque: { entityCode: 285, entityName: 'BANCO MACRO S.A.', chequeNumber: REPORTED },
        reported: {
          denunciado: true,
          fechaProcesamiento: '2026-11-20',
          detalles: [{ sucursal: '123', numeroCuenta: '456789', causal: 'Denuncia por extravío' }],
        },
        verdict: 'NO_APTO',
        dataSource: 'live',
      });
      // The drawer is clean: the report alone makes it No apto.
      expect(body.verdictReasons).toEqual([{ code: 'REPORTED', outcome: 'NO_APTO', params: {} }]);
    });
    expect(requests.filter((r) => r.path.startsWith(DENUNCIADOS)).map((r) => r.url)).toEqual([
      `${DENUNCIADOS}/285/${REPORTED}`,
    ]);
  });

  it("a cheque not reported: the verdict is the drawer's (clean → Apto, priced at the replayed BADLAR; situación 3 → No apto)", async () => {
    const clean = await analyse(cheque(CLEAN, NOT_REPORTED));
    expect(clean.statusCode, clean.body).toBe(200);
    expect(clean.json()).toMatchObject({
      reported: { denunciado: false, fechaProcesamiento: '2026-11-20', detalles: [] },
      drawer: { taxId: CLEAN, situacion: 1, worstSituacion24: 1, unpaidCheques12: 0, period: '08/2026' },
      verdict: 'APTO',
      verdictReasons: [{ code: 'CLEAN', outcome: 'APTO' }],
      pricing: { referenceRate: { series: 'BADLAR', value: 30.25, date: '2026-11-25' } },
      dataSource: 'live',
    });
    const { spread, suggestedRate } = clean.json().pricing;
    expect(suggestedRate).toBe(30.25 + spread);
    const statistics = bcra.requests.filter((r) => r.path.startsWith('/estadisticas/'));
    expect(statistics.map((r) => r.path)).toEqual([
      `/estadisticas/v4.0/Monetarias/${t.config.upstream.bcraStatistics.variableIds.badlar}`,
    ]);
    expect(new URLSearchParams(statistics[0]!.query).get('Hasta')).toBe(TODAY);

    const risky = (await analyse(cheque(RISKY, NOT_REPORTED))).json();
    expect(risky).toMatchObject({ reported: { denunciado: false }, drawer: { situacion: 3 }, verdict: 'NO_APTO' });
    expect(codes(risky.verdictReasons)).toContain('SITUACION_NOW');
    expect(codes(risky.verdictReasons)).not.toContain('REPORTED');
  });

  it("the denunciados service failing after the adapter's retries: unchecked (Observar), never an earlier day's answer", async () => {
    // Yesterday BCRA listed this cheque as reported; a cheque's status can change, so that answer must not be used.
    const yesterday = addDays(TODAY, -1);
    await t.database.db.execute(
      sql`insert into bcra_cache (tax_number, endpoint, day, status, payload) values (${`285/${UNCHECKED}`}, 'denunciado', ${yesterday}, 200, ${bcraFixture('denunciado-200.json')}::jsonb)`,
    );
    const requests = await seen(async () => {
      const response = await analyse(cheque(CLEAN, UNCHECKED));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        reported: { denunciado: null, fechaProcesamiento: null, detalles: [] },
        verdict: 'OBSERVAR',
        verdictReasons: [{ code: 'REPORTED_UNCHECKED', outcome: 'OBSERVAR' }],
        dataSource: 'live',
      });
      expect(response.json().verdictReasons).toHaveLength(1);
    });
    // One attempt and one retry (retries: 1), at the exact URL.
    expect(requests.filter((r) => r.path.startsWith(DENUNCIADOS)).map((r) => r.url)).toEqual([
      `${DENUNCIADOS}/285/${UNCHECKED}`,
      `${DENUNCIADOS}/285/${UNCHECKED}`,
    ]);
  });

  it("the drawer's Deudas failing with nothing cached: 503 UNAVAILABLE (BCRA), the cheque not asked, nothing audited", async () => {
    const requests = await seen(async () => {
      const response = await analyse(cheque(DEUDAS_DOWN, NOT_REPORTED));
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toMatchObject({ code: 'UNAVAILABLE', details: { source: 'BCRA' } });
    });
    expect(requests.filter((r) => r.path === `/centraldedeudores/v1.0/Deudas/${DEUDAS_DOWN}`)).toHaveLength(2);
    expect(requests.filter((r) => r.path.startsWith(DENUNCIADOS))).toEqual([]);
    const audits = (await t.database.db.execute(
      sql`select count(*)::int as n from credit_consults where tax_number = ${DEUDAS_DOWN}`,
    )) as unknown as { rows: { n: number }[] };
    expect(audits.rows[0]!.n).toBe(0);
  });

  it("the drawer's Deudas failing with yesterday's answer cached: analysed from it, and the analysis says so (CACHED_BCRA_DATA)", async () => {
    const yesterday = addDays(TODAY, -1);
    await t.database.db.execute(
      sql`insert into bcra_cache (tax_number, endpoint, day, status, payload) values (${DEUDAS_DOWN_CACHED}, 'deudas', ${yesterday}, 200, ${JSON.stringify(cleanDeudas())}::jsonb)`,
    );
    const response = await analyse(cheque(DEUDAS_DOWN_CACHED, NOT_REPORTED));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      reported: { denunciado: false },
      drawer: { taxId: DEUDAS_DOWN_CACHED, situacion: 1, period: '08/2026' },
      verdict: 'APTO',
    });
    // The verdict rests on yesterday's data: the analysis carries the report's notice with its day.
    expect(response.json().drawer.notices).toEqual([
      expect.objectContaining({ code: 'CACHED_BCRA_DATA', date: yesterday }),
    ]);
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cheques/analysis.pdf?lang=es',
      headers: bearer(token),
      payload: cheque(DEUDAS_DOWN_CACHED, NOT_REPORTED),
    });
    const [d, m, y] = [yesterday.slice(8), yesterday.slice(5, 7), yesterday.slice(0, 4)];
    expect((await pdfLines(pdf.rawPayload)).flat().join(' ')).toContain(
      `La Central de Deudores del BCRA no responde: el análisis usa los datos obtenidos el ${d}/${m}/${y}.`,
    );
    const report = (
      await t.app.inject({ url: `/api/v1/credit/${DEUDAS_DOWN_CACHED}/report`, headers: bearer(token) })
    ).json();
    expect(report.notices).toContainEqual(expect.objectContaining({ code: 'CACHED_BCRA_DATA', date: yesterday }));
  });
});
