import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '@tirr/domain';
import { openDatabase, type Database } from '../../db/client';
import { replayServer } from '../../test/replay-server';
import { cachedBcra } from '../cache';
import { UpstreamError } from '../http';
import { DEMO_ENTIDADES } from '../offline/entities';
import { DEMO_REPORTED_CHEQUES, DENUNCIA_CAUSALES } from '../offline/reported-cheques';
import { createBcraClient } from './client';
import { normalizeDenunciado, type NormalizedDenunciado } from './normalize';
import { createBcraOffline } from './offline';
import { BCRA_UNKNOWN_ENTITY_MESSAGE, type BcraAnswer, type BcraDenunciado } from './types';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const PATH = '/cheques/v1.0/denunciados';

const FLAKY = 50000000;
const GARBLED = 60000000;
const BROKEN = 70000000;
let flakyHits = 0;

let server: Awaited<ReturnType<typeof replayServer>>;
beforeAll(async () => {
  server = await replayServer(({ path }) => {
    const [code, number] = path.slice(PATH.length + 1).split('/');
    if (!path.startsWith(`${PATH}/`) || !/^\d+$/.test(code ?? '') || !/^\d+$/.test(number ?? '')) {
      return { status: 400, body: fixture('400.json') };
    }
    if (code !== '285') return { status: 404, body: fixture('404.json') };
    if (number === '40012345') return { status: 200, body: fixture('denunciado-200.json') };
    if (number === String(FLAKY)) {
      flakyHits++;
      return flakyHits === 1
        ? { status: 500, body: fixture('500.json') }
        : { status: 200, body: fixture('denunciado-200.json') };
    }
    if (number === String(GARBLED))
      return { status: 200, body: '<html>Mantenimiento</html>', contentType: 'text/html' };
    if (number === String(BROKEN)) return { status: 503, body: fixture('500.json') };
    return { status: 200, body: fixture('denunciado-false-200.json') };
  });
});
afterAll(async () => server?.close());

const sleeps: number[] = [];
const client = (overrides: Partial<Parameters<typeof createBcraClient>[0]> = {}) =>
  createBcraClient({
    baseUrl: server.url,
    timeoutMs: 300,
    retries: 3,
    backoffMs: 5,
    minIntervalMs: 0,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...overrides,
  });

const hitsOf = (path: string) => server.requests.filter((r) => r.path === path).length;

describe('BCRA Cheques denunciados, live client against replayed fixtures', () => {
  it('200 reported: the raw answer, at /cheques/v1.0/denunciados/{code}/{number}', async () => {
    const answer = await client().denunciado(285, 40012345);
    expect(server.requests.at(-1)?.path).toBe(`${PATH}/285/40012345`);
    expect(answer).toEqual({
      status: 200,
      results: {
        numeroCheque: 40012345,
        denunciado: true,
        fechaProcesamiento: '2026-11-20',
        denominacionEntidad: 'BANCO MACRO S.A.',
        detalles: [{ sucursal: 123, numeroCuenta: 456789, causal: 'Denuncia por extravío' }],
      },
    });
  });

  it('200 not reported: denunciado false, no details', async () => {
    const answer = await client().denunciado(285, 40012346);
    expect(normalizeDenunciado(answer, 40012346)).toEqual({
      chequeNumber: 40012346,
      reported: false,
      processedAt: '2026-11-20',
      entityName: 'BANCO MACRO S.A.',
      details: [],
    });
  });

  it('404 is an answer the caller can tell apart (status 404), never retried', async () => {
    const before = server.requests.length;
    const answer = await client().denunciado(999, 40012345);
    expect(answer).toEqual({ status: 404, errorMessages: ['No se encontró datos para la identificación ingresada.'] });
    expect(server.requests.length - before).toBe(1);
  });

  it('400 is a bad request, not retried', async () => {
    const before = server.requests.length;
    await expect(client().denunciado(285, Number.NaN)).rejects.toMatchObject({ kind: 'bad-request', status: 400 });
    expect(server.requests.length - before).toBe(1);
  });

  it('500 then 200: retried with backoff until it answers', async () => {
    sleeps.length = 0;
    const answer = await client().denunciado(285, FLAKY);
    expect(answer.status).toBe(200);
    expect(hitsOf(`${PATH}/285/${FLAKY}`)).toBe(2);
    expect(sleeps).toEqual([5]);
  });

  it('5xx on every attempt: reported unavailable after the retries', async () => {
    const error = await client()
      .denunciado(285, BROKEN)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ kind: 'unavailable', source: 'BCRA' });
    expect(hitsOf(`${PATH}/285/${BROKEN}`)).toBe(4);
  });

  it('an unparseable body is unavailable', async () => {
    await expect(client().denunciado(285, GARBLED)).rejects.toMatchObject({ kind: 'unavailable', source: 'BCRA' });
  });

  it('network errors are retried, then unavailable', async () => {
    sleeps.length = 0;
    const error = await client({ baseUrl: 'http://127.0.0.1:1', retries: 2 })
      .denunciado(285, 40012345)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unavailable', source: 'BCRA' });
    expect(sleeps).toEqual([5, 10]);
  });
});

const ok = (results: unknown) => ({ status: 200, results }) as BcraAnswer<BcraDenunciado>;
const clean = { chequeNumber: 123, reported: false, processedAt: null, entityName: null, details: [] };

describe('normalizeDenunciado', () => {
  it.each<[string, BcraAnswer<BcraDenunciado>, Partial<NormalizedDenunciado>]>([
    [
      'the reported fixture',
      JSON.parse(fixture('denunciado-200.json')) as BcraAnswer<BcraDenunciado>,
      {
        chequeNumber: 40012345,
        reported: true,
        processedAt: '2026-11-20',
        entityName: 'BANCO MACRO S.A.',
        details: [{ branch: '123', account: '456789', causal: 'Denuncia por extravío' }],
      },
    ],
    ['a 404 (unknown entity/number): not reported', { status: 404, errorMessages: ['No se encontró datos.'] }, clean],
    ['empty results', ok({}), clean],
    ['null results', ok(null), clean],
    [
      'numbers and flags as text',
      ok({
        numeroCheque: '40012345',
        denunciado: 'true',
        detalles: [{ sucursal: '0123', numeroCuenta: '456789', causal: ' Denuncia por robo ' }],
      }),
      {
        chequeNumber: 40012345,
        reported: true,
        details: [{ branch: '0123', account: '456789', causal: 'Denuncia por robo' }],
      },
    ],
    ['ISO date with a time', ok({ fechaProcesamiento: '2026-11-20T00:00:00' }), { processedAt: '2026-11-20' }],
    ['ISO date with an offset', ok({ fechaProcesamiento: '2026-11-20T21:15:00-03:00' }), { processedAt: '2026-11-20' }],
    ['an unreadable date', ok({ fechaProcesamiento: '20/11/2026' }), { processedAt: null }],
    ['an impossible date', ok({ fechaProcesamiento: '2026-02-30' }), { processedAt: null }],
    ['a date that is not text', ok({ fechaProcesamiento: 20261120 }), { processedAt: null }],
    ["'S' is reported", ok({ denunciado: 'S' }), { reported: true }],
    ["'N' is not", ok({ denunciado: 'N', detalles: [] }), { reported: false }],
    ['1 is reported', ok({ denunciado: 1 }), { reported: true }],
    ['no flag but reports in detalles', ok({ detalles: [{ causal: 'Denuncia por hurto' }] }), { reported: true }],
    [
      'missing detail fields and junk entries',
      ok({ denunciado: true, detalles: [null, 'x', { sucursal: null }] }),
      { details: [{ branch: '', account: '', causal: '' }] },
    ],
    ['detalles not a list', ok({ denunciado: false, detalles: 'none' }), { details: [] }],
    ['a blank entity name', ok({ denominacionEntidad: '   ' }), { entityName: null }],
    ['an unreadable cheque number: the one asked', ok({ numeroCheque: 'abc' }), { chequeNumber: 123 }],
    ['results as a one-item list', ok([{ numeroCheque: 9, denunciado: true }]), { chequeNumber: 9, reported: true }],
  ])('%s', (_name, answer, expected) => {
    expect(normalizeDenunciado(answer, 123)).toMatchObject(expected);
  });
});

describe('offline denunciados', () => {
  const TODAY = '2026-11-21';
  const offline = () => createBcraOffline(() => TODAY);

  it.each(DEMO_REPORTED_CHEQUES.map((c) => [c.codigoEntidad, c.numeroCheque, c] as const))(
    'curated: entity %i, cheque %i is reported as listed',
    async (code, number, curated) => {
      const answer = await offline().denunciado(code, number);
      const entity = DEMO_ENTIDADES.find((e) => e.codigoEntidad === code)!;
      expect(answer).toEqual({
        status: 200,
        results: {
          numeroCheque: number,
          denunciado: true,
          fechaProcesamiento: addDays(TODAY, -curated.daysAgo),
          denominacionEntidad: entity.denominacion,
          detalles: [{ sucursal: curated.sucursal, numeroCuenta: curated.numeroCuenta, causal: curated.causal }],
        },
      });
      expect(curated.daysAgo).toBeLessThanOrEqual(183);
    },
  );

  it('the curated list covers entities 11, 72, 285, 7 and 14 and every causal', () => {
    expect(DEMO_REPORTED_CHEQUES.map((c) => c.codigoEntidad).sort((a, b) => a - b)).toEqual([7, 11, 14, 72, 285]);
    expect(new Set(DEMO_REPORTED_CHEQUES.map((c) => c.causal))).toEqual(new Set(DENUNCIA_CAUSALES));
  });

  it('generated: the same answer every time, about 1 number in 50 reported', async () => {
    const [first, second] = [offline(), offline()];
    let reported = 0;
    for (let n = 30_000_000; n < 30_005_000; n++) {
      const code = DEMO_ENTIDADES[n % DEMO_ENTIDADES.length]!.codigoEntidad;
      const answer = await first.denunciado(code, n);
      expect(await second.denunciado(code, n)).toEqual(answer);
      const normalized = normalizeDenunciado(answer, n);
      if (!normalized.reported) {
        expect(normalized).toMatchObject({ processedAt: TODAY, details: [] });
        continue;
      }
      reported++;
      expect(DENUNCIA_CAUSALES).toContain(normalized.details[0]!.causal);
      expect(daysBetween(normalized.processedAt!, TODAY)).toBeGreaterThanOrEqual(1);
      expect(daysBetween(normalized.processedAt!, TODAY)).toBeLessThanOrEqual(365);
    }
    // 2 % of 5000 is 100 (σ ≈ 10).
    expect(reported).toBeGreaterThan(70);
    expect(reported).toBeLessThan(130);
  });

  it('an entity code BCRA does not list answers 404, as the live API', async () => {
    expect(await offline().denunciado(999, 40012345)).toEqual({
      status: 404,
      errorMessages: [BCRA_UNKNOWN_ENTITY_MESSAGE],
    });
  });

  it.each([
    [0, 40012345],
    [285, -1],
    [285, 1.5],
    [Number.NaN, 40012345],
  ])('entity %s, cheque %s is a bad request (400)', async (code, number) => {
    await expect(offline().denunciado(code, number)).rejects.toMatchObject({ kind: 'bad-request', status: 400 });
  });
});

describe('denunciados cache per (entity, number) per Buenos Aires day (Postgres)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => database?.close());

  it('asks upstream once per entity, number and day', async () => {
    let day = '2026-11-21';
    const bcra = cachedBcra(client(), database.db, () => day);
    const reported = () => hitsOf(`${PATH}/285/40012345`);
    const clean = () => hitsOf(`${PATH}/285/40012346`);
    const [before, cleanBefore] = [reported(), clean()];
    const first = await bcra.denunciado(285, 40012345);
    expect(await bcra.denunciado(285, 40012345)).toEqual(first);
    expect(reported() - before).toBe(1);
    expect((await bcra.denunciado(285, 40012346)).status).toBe(200);
    expect(clean() - cleanBefore).toBe(1);
    day = '2026-11-22';
    await bcra.denunciado(285, 40012345);
    expect(reported() - before).toBe(2);
  });

  it('caches a 404 for the day too', async () => {
    const bcra = cachedBcra(client(), database.db, () => '2026-11-21');
    const before = hitsOf(`${PATH}/998/1`);
    expect((await bcra.denunciado(998, 1)).status).toBe(404);
    expect((await bcra.denunciado(998, 1)).status).toBe(404);
    expect(hitsOf(`${PATH}/998/1`) - before).toBe(1);
  });

  it('never serves an earlier day when BCRA fails: a reported status can change', async () => {
    let upstreamDown = false;
    const source = client();
    const flaky = {
      ...source,
      denunciado: (code: number, number: number) =>
        upstreamDown ? source.denunciado(285, BROKEN) : source.denunciado(code, number),
    };
    let day = '2026-12-01';
    const bcra = cachedBcra(flaky, database.db, () => day);
    expect((await bcra.denunciado(285, 40012345)).status).toBe(200);
    upstreamDown = true;
    day = '2026-12-02';
    await expect(bcra.denunciado(285, 40012345)).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
