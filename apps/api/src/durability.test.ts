import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cuitCheckDigit } from '@tirr/domain';
import { openDatabase } from './db/client';
import { freshPostgresDatabase } from './test/harness';
import { signInOverHttp } from './test/http-sign-in';
import { freePort } from './test/free-port';
import { startServer } from './test/server-process';

/**
 * Quality bars, 'Reliability': the server is killed (SIGKILL) during a burst of portfolio and balance
 * writes; after a restart on the same data every write that was answered 2xx is there, whole, and
 * nothing half-written exists. Runs on the embedded database (DATA_DIR), the one whose durability is
 * ours to prove; PostgreSQL's own crash safety covers DATABASE_URL. The consult audit is killed the same
 * way during a burst of reports, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL: every answered
 * report has its audit row (ADR 0103).
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tirr-durability-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The server on `port` and the given database, ready (its banner printed). */
async function start(port: number, database: Record<string, string> = { DATA_DIR: dataDir }) {
  const server = startServer(port, {
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...database,
    LOG_LEVEL: 'silent',
    CREDIT_RATE_LIMIT_PER_MINUTE: '0',
  });
  await server.ready();
  return server;
}

/** A promise settled once `count()` is at least `target`: a burst's writers call `check()` after each answer. */
function threshold(target: number, count: () => number) {
  let reached!: () => void;
  const promise = new Promise<void>((resolve) => (reached = resolve));
  return { promise, check: () => count() >= target && reached() };
}

/** Company CUITs (prefix 30) with a valid check digit, distinct per run. */
function companyCuits(count: number, seed: number): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < count; i++) {
    const firstTen = `30${String(70_000_000 + seed * 1000 + i).padStart(8, '0')}`;
    const digit = cuitCheckDigit(firstTen);
    if (digit < 10) out.push(`${firstTen}${digit}`);
  }
  return out;
}

const amounts = (n: number) => ({
  ventas: 1_000_000 + n,
  resultadoNeto: 50_000 + n,
  activosCorrientes: 400_000 + n,
  activosNoCorrientes: 600_000 + n,
  pasivosCorrientes: 200_000 + n,
  pasivosNoCorrientes: 100_000 + n,
});

describe('durability', () => {
  it('every acknowledged portfolio and balance write survives a SIGKILL mid-burst, none half-written', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let server = await start(port);
    const token = await signInOverHttp(base, 'premium@tirr.demo');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const send = (method: string, url: string, body: unknown) =>
      fetch(`${base}/api/v1${url}`, { method, headers, body: JSON.stringify(body) });

    // A profile to receive balances, created before the burst.
    const anchor = await send('POST', '/profiles', { taxNumber: '30715896342' });
    expect(anchor.status).toBe(201);
    const anchorId = ((await anchor.json()) as { profile: { id: string } }).profile.id;

    const ackedProfiles = new Set<string>();
    const ackedBalances = new Map<string, number>();
    // Killed once a good number of writes were acknowledged, with others still in flight.
    const enough = threshold(40, () => ackedProfiles.size + ackedBalances.size);
    let stop = false;
    const cuits = companyCuits(400, 1);
    const writers = Array.from({ length: 8 }, async (_, w) => {
      for (let i = w; i < cuits.length && !stop; i += 8) {
        try {
          if (i % 2 === 0) {
            const response = await send('POST', '/profiles', { taxNumber: cuits[i] });
            if (response.status === 201) ackedProfiles.add(cuits[i]!);
            enough.check();
          } else {
            const response = await send('POST', `/profiles/${anchorId}/balance`, {
              period: `P${i}`,
              date: '2025-12-31',
              parameters: amounts(i),
            });
            if (response.status === 201) ackedBalances.set(`P${i}`, i);
            enough.check();
          }
        } catch {
          return; // the server is gone
        }
      }
    });
    // (Or the writers ran out of work first: the count below says so.)
    await Promise.race([enough.promise, Promise.all(writers)]);
    server.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await server.exited;
    expect(ackedProfiles.size + ackedBalances.size).toBeGreaterThanOrEqual(40);

    server = await start(port);
    try {
      const { items: profiles } = (await (await fetch(`${base}/api/v1/profiles`, { headers })).json()) as {
        items: { taxNumber: string; name: string }[];
      };
      const stored = new Set(profiles.map((p) => p.taxNumber));
      for (const cuit of ackedProfiles) expect(stored.has(cuit), `profile ${cuit}`).toBe(true);
      for (const p of profiles) expect(p.name.length, `profile ${p.taxNumber} has its name`).toBeGreaterThan(0);

      const detail = (await (await fetch(`${base}/api/v1/profiles/${anchorId}`, { headers })).json()) as {
        balances: { period: string; parameters: Record<string, number> }[];
      };
      const byPeriod = new Map(detail.balances.map((b) => [b.period, b.parameters]));
      for (const [period, n] of ackedBalances) {
        expect(byPeriod.get(period), `balance ${period}`).toMatchObject(amounts(n));
      }
      // Nothing half-written: every stored balance has all its parameters, as sent.
      for (const b of detail.balances) {
        if (!b.period.startsWith('P')) continue;
        expect(b.parameters).toMatchObject(amounts(Number(b.period.slice(1))));
      }
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 240_000);

  /**
   * Reports of distinct CUITs from 8 clients until the server is killed; then the audit, read straight
   * from the database the dead server left, must hold a report consult of every CUIT that was answered.
   */
  async function reportsSurviveKill(database: Record<string, string>, seed: number) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = await start(port, database);
    const token = await signInOverHttp(base, 'premium@tirr.demo');
    const answered = new Set<string>();
    const enough = threshold(150, () => answered.size);
    let stop = false;
    const cuits = companyCuits(3000, seed);
    const clients = Array.from({ length: 8 }, async (_, c) => {
      for (let i = c; i < cuits.length && !stop; i += 8) {
        try {
          const response = await fetch(`${base}/api/v1/credit/${cuits[i]}/report`, {
            headers: { authorization: `Bearer ${token}` },
          });
          if (response.status === 200) answered.add(cuits[i]!);
          else await response.arrayBuffer();
          enough.check();
        } catch {
          return; // the server is gone
        }
      }
    });
    await Promise.race([enough.promise, Promise.all(clients)]);
    server.child.kill('SIGKILL');
    stop = true;
    await Promise.all(clients);
    await server.exited;
    expect(answered.size).toBeGreaterThanOrEqual(150);

    const db = await openDatabase(database.DATABASE_URL ? { databaseUrl: database.DATABASE_URL } : { dataDir });
    try {
      const { rows } = (await db.db.execute(
        sql`select distinct tax_number from credit_consults where kind = 'report'`,
      )) as unknown as { rows: { tax_number: string }[] };
      const audited = new Set(rows.map((r) => r.tax_number));
      const missing = [...answered].filter((taxNumber) => !audited.has(taxNumber));
      expect(missing, `${missing.length} of ${answered.size} answered reports have no audit row`).toEqual([]);
    } finally {
      await db.close();
    }
  }

  it('every answered report has its audit row after a SIGKILL mid-burst (PGlite)', async () => {
    await reportsSurviveKill({ DATA_DIR: dataDir }, 2);
  }, 240_000);

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'every answered report has its audit row after a SIGKILL mid-burst (PostgreSQL)',
    async () => {
      const postgres = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!);
      try {
        await reportsSurviveKill({ DATABASE_URL: postgres.url, DATA_DIR: 'memory://' }, 3);
      } finally {
        await postgres.drop();
      }
    },
    240_000,
  );
});
