import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { cachedBcra } from '../cache';
import { UpstreamError } from '../http';
import { replayServer } from '../../test/replay-server';
import { selfSignedCertificate } from '../../test/certificates';
import { createBcraClient } from './client';
import { normalizeCheques, normalizeDebts } from './normalize';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const OK = '20301234563';
const RATE_LIMITED = '20111111112';
const BROKEN = '20222222223';
const SLOW = '20333333334';
let rateLimitedHits = 0;

let server: Awaited<ReturnType<typeof replayServer>>;
beforeAll(async () => {
  server = await replayServer(({ url }) => {
    const id = url.split('/').at(-1)!;
    if (url === '/cheques/v1.0/entidades') return { status: 200, body: fixture('entidades-200.json') };
    if (id === RATE_LIMITED) {
      rateLimitedHits++;
      return rateLimitedHits <= 2
        ? { status: 429, body: fixture('429.json') }
        : { status: 200, body: fixture('deudas-200.json') };
    }
    if (id === BROKEN) return { status: 500, body: fixture('500.json') };
    if (id === SLOW) return { status: 200, body: '', hang: true };
    if (!/^\d{11}$/.test(id)) return { status: 400, body: fixture('400.json') };
    if (id !== OK) return { status: 404, body: fixture('404.json') };
    if (url.includes('/Historicas/')) return { status: 200, body: fixture('historicas-200.json') };
    if (url.includes('/ChequesRechazados/')) return { status: 200, body: fixture('cheques-200.json') };
    return { status: 200, body: fixture('deudas-200.json') };
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

describe('BCRA live client against replayed fixtures', () => {
  it('200: the four endpoints, normalised (thousands → pesos, YYYY-MM periods parsed)', async () => {
    const bcra = client();
    const debts = normalizeDebts(await bcra.deudas(OK), await bcra.historicas(OK), '202608', 'FISICA');
    expect(debts.latestPeriod).toBe('202608');
    expect(debts.current.map((d) => [d.entity, d.situacion, d.amount])).toEqual([
      ['TARJETA NARANJA S.A.U.', 3, 86_000],
      ['BANCO DE LA NACION ARGENTINA', 1, 1_250_000],
    ]);
    expect(debts.current[1]!.sinceSituacion1).toBe('2019-06-30');
    expect(debts.periods.at(-2)).toMatchObject({ period: '07/2026', monto: 80_500, worstSituacion: 2 });
    expect(debts.periods.at(-3)).toMatchObject({ period: '06/2026', monto: 0, worstSituacion: 0 });
    const cheques = normalizeCheques(await bcra.cheques(OK), await bcra.entidades());
    expect(cheques).toEqual([
      expect.objectContaining({
        entityCode: 285,
        entityName: 'BANCO MACRO S.A.',
        reason: 'FONDOS_INSUFICIENTES',
        amount: 350000,
        paidAt: null,
      }),
    ]);
  });

  it('404 is an answer: "sin deudas informadas", never retried', async () => {
    const before = server.requests.length;
    const answer = await client().deudas('27401239877');
    expect(answer).toEqual({ status: 404, errorMessages: ['No se encontró datos para la identificación ingresada.'] });
    expect(server.requests.length - before).toBe(1);
    expect(normalizeDebts(answer, answer, '202608', 'FISICA')).toMatchObject({
      latestPeriod: '202608',
      hasRecords: false,
      current: [],
    });
  });

  it('400 is a bad request, not retried', async () => {
    const before = server.requests.length;
    await expect(client().deudas('1234567890')).rejects.toMatchObject({ kind: 'bad-request', status: 400 });
    expect(server.requests.length - before).toBe(1);
  });

  it('429 is retried with exponential backoff until it answers', async () => {
    sleeps.length = 0;
    const answer = await client().deudas(RATE_LIMITED);
    expect(answer.status).toBe(200);
    expect(rateLimitedHits).toBe(3);
    expect(sleeps).toEqual([5, 10]);
  });

  it('500 is retried, then reported unavailable', async () => {
    const before = server.requests.length;
    const error = await client()
      .deudas(BROKEN)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ kind: 'unavailable', source: 'BCRA' });
    expect(server.requests.length - before).toBe(4);
  });

  it('a timeout is retried, then reported unavailable', async () => {
    const error = await client({ retries: 1, timeoutMs: 100 })
      .deudas(SLOW)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unavailable', message: expect.stringContaining('timeout') });
  });

  it('keeps at most one request per interval per process (requests wait their turn)', async () => {
    sleeps.length = 0;
    const bcra = client({ minIntervalMs: 1000 });
    await Promise.all([bcra.deudas(OK), bcra.historicas(OK), bcra.cheques(OK)]);
    // The clock does not move while the injected sleep returns at once, so the 2nd and 3rd wait ~1 s each.
    expect(sleeps.filter((ms) => ms > 900)).toHaveLength(2);
  });
});

describe('BCRA cache per tax id per day (Postgres)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => database?.close());

  it('asks upstream once per endpoint, tax id and day', async () => {
    let day = '2026-11-21';
    const bcra = cachedBcra(client(), database.db, () => day);
    const count = () => server.requests.filter((r) => r.url.endsWith(`/Deudas/${OK}`)).length;
    const before = count();
    const first = await bcra.deudas(OK);
    expect(await bcra.deudas(OK)).toEqual(first);
    expect(count() - before).toBe(1);
    day = '2026-11-22';
    await bcra.deudas(OK);
    expect(count() - before).toBe(2);
  });

  it('serves the newest earlier answer, marked with its day, when BCRA fails; fails when none is cached', async () => {
    let upstreamDown = false;
    const source = client();
    const flaky = { ...source, deudas: (cuit: string) => (upstreamDown ? source.deudas(BROKEN) : source.deudas(cuit)) };
    let day = '2026-11-25';
    const bcra = cachedBcra(flaky, database.db, () => day);
    const fresh = await bcra.deudas(OK);
    expect(fresh.cachedOn).toBeUndefined();
    upstreamDown = true;
    day = '2026-11-28';
    const served = await bcra.deudas(OK);
    expect(served).toEqual({ ...fresh, cachedOn: '2026-11-25' });
    await expect(bcra.deudas('20444444445')).rejects.toBeInstanceOf(UpstreamError);
  });
});

describe('TLS: a missing intermediate is added as a trusted CA, verification stays on', () => {
  it('fails without the extra CA and succeeds with it', async () => {
    const { certPem, keyPem } = selfSignedCertificate();
    const tlsServer = https.createServer({ cert: certPem, key: keyPem }, (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(fixture('entidades-200.json'));
    });
    await new Promise<void>((resolve) => tlsServer.listen(0, '127.0.0.1', resolve));
    const baseUrl = `https://127.0.0.1:${(tlsServer.address() as AddressInfo).port}`;
    try {
      await expect(client({ baseUrl, retries: 0 }).entidades()).rejects.toMatchObject({ kind: 'unavailable' });
      const answer = await client({ baseUrl, retries: 0, extraCa: certPem }).entidades();
      expect(answer.status).toBe(200);
    } finally {
      tlsServer.closeAllConnections();
      await new Promise<void>((resolve) => tlsServer.close(() => resolve()));
    }
  });
});
