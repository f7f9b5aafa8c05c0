/**
 * Three API processes on one PostgreSQL server behave as one system (ADRs 0132, 0133): the free quota,
 * blocked ids, premium, rate limits, batch jobs and monitoring hold whichever instance answers, and a
 * batch survives the SIGKILL of the instance running it. Runs on the PostgreSQL suite (CI: PG_TEST_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { issuedTaxId } from '@tirr/domain';
import { freePort } from './test/free-port';
import { freshPostgresDatabase } from './test/harness';
import { signInOverHttp } from './test/http-sign-in';
import { startServer, type ServerProcess } from './test/server-process';
import { inject } from 'vitest';

const serverUrl = process.env.TEST_DATABASE_URL;
const NAMES = ['a', 'b', 'c'] as const;

let database: { url: string; drop(): Promise<void> };
let sql: pg.Pool;
const instances = new Map<(typeof NAMES)[number], { base: string; process: ServerProcess }>();
const tokens: Record<string, string> = {};

/** A distinct valid CUIT of the offline data for each `n`. */
const cuit = (n: number) => issuedTaxId('20', String(40_000_000 + n));
const base = (name: (typeof NAMES)[number]) => instances.get(name)!.base;
const call = (name: (typeof NAMES)[number], path: string, token?: string, init: RequestInit = {}) =>
  fetch(`${base(name)}/api/v1${path}`, {
    ...init,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });
const query = async <T>(text: string, values: unknown[] = []) => (await sql.query(text, values)).rows as T[];
/** Milliseconds until `check` holds, reading again at once (each read is a request: no timer). */
async function millisUntil(check: () => Promise<boolean>, limitMs = 5000): Promise<number> {
  const started = Date.now();
  while (!(await check())) if (Date.now() - started > limitMs) throw new Error('never held');
  return Date.now() - started;
}

describe.skipIf(!serverUrl)('three instances on one PostgreSQL (ADRs 0132, 0133)', () => {
  beforeAll(async () => {
    const template = inject('databaseTemplate');
    database = await freshPostgresDatabase(serverUrl!, template?.kind === 'postgres' ? template.name : undefined);
    sql = new pg.Pool({ connectionString: database.url, max: 2 });
    // A portfolio whose snapshots are a period old: the instances' start-up monitoring cycle re-checks it.
    const [premium] = await query<{ id: string }>(`select id from users where email = 'premium@tirr.demo'`);
    for (let n = 0; n < 30; n++) {
      await query(
        `insert into profiles (user_id, tax_number, name, person_type, period) values ($1, $2, $3, 'FISICA', '202001')`,
        [premium!.id, cuit(5000 + n), `Perfil ${n}`],
      );
    }
    const ports = await Promise.all(NAMES.map(() => freePort()));
    const publicUrl = `http://127.0.0.1:${ports[0]}`;
    NAMES.forEach((name, i) => {
      const process = startServer(ports[i]!, {
        DATABASE_URL: database.url,
        PUBLIC_URL: publicUrl,
        INSTANCE_ID: name,
        JOBS_MAINTENANCE_SECONDS: '1',
        BATCH_LEASE_SECONDS: '3',
        CREDIT_RATE_LIMIT_PER_MINUTE: '5000',
      });
      instances.set(name, { base: `http://127.0.0.1:${ports[i]}`, process });
    });
    await Promise.all([...instances.values()].map((i) => i.process.ready()));
    for (const who of ['free', 'premium', 'admin']) tokens[who] = await signInOverHttp(base('a'), `${who}@tirr.demo`);
  }, 120_000);

  afterAll(async () => {
    for (const { process } of instances.values()) if (process.child.exitCode === null) process.child.kill('SIGTERM');
    await Promise.all([...instances.values()].map((i) => i.process.exited));
    await sql?.end();
    await database?.drop();
  }, 60_000);

  it('the free quota gives exactly 3 distinct reports when 60 requests are spread across instances', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) => call(NAMES[n % 3]!, `/credit/${cuit(n)}/report`, tokens.free)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(57);
    const [used] = await query<{ n: number }>(
      `select count(*)::int as n from credit_quota_usage q join users u on u.id = q.user_id where u.email = 'free@tirr.demo'`,
    );
    expect(used!.n).toBe(3);
  });

  it('a CUIT blocked through A is refused by B and C within 1 s', async () => {
    const target = cuit(900);
    // B and C have read it as not blocked (their caches hold that for seconds).
    for (const name of ['b', 'c'] as const)
      expect((await call(name, `/credit/${target}/report`, tokens.premium)).status).toBe(200);
    const blocked = await call('a', '/system/blacklist', tokens.admin, {
      method: 'POST',
      body: JSON.stringify({ taxNumber: target, reason: 'habeas data', requestedBy: 'Titular' }),
    });
    expect(blocked.status).toBe(201);
    for (const name of ['b', 'c'] as const) {
      const ms = await millisUntil(
        async () => (await call(name, `/credit/${target}/report`, tokens.premium)).status === 403,
      );
      expect(ms).toBeLessThan(1000);
    }
  });

  it('an API key revoked through A is refused by B and C within 1 s, and its per-minute limit counts on all', async () => {
    const created = await call('a', '/api-keys', tokens.premium, {
      method: 'POST',
      body: JSON.stringify({ name: 'varias instancias', scopes: ['portfolio:read'], requestsPerMinute: 4 }),
    });
    expect(created.status).toBe(201);
    const { id, key } = (await created.json()) as { id: string; key: string };
    // B and C have found the key (their caches hold it for seconds).
    for (const name of ['b', 'c'] as const) expect((await call(name, '/profiles', key)).status).toBe(200);
    expect((await call('a', '/profiles', key)).status).toBe(200);
    expect((await call('b', '/profiles', key)).status).toBe(200);
    // Four requests in the minute, spread: the fifth is refused wherever it lands.
    expect((await call('c', '/profiles', key)).status).toBe(429);
    expect((await call('a', `/api-keys/${id}`, tokens.premium, { method: 'DELETE' })).status).toBe(200);
    for (const name of ['b', 'c'] as const) {
      const ms = await millisUntil(async () => (await call(name, '/profiles', key)).status === 401);
      expect(ms).toBeLessThan(1000);
    }
  });

  it('a rate limit hit through A holds on B and C', async () => {
    // Error reports from the interface: 30 per minute per client address, whichever instance counts them.
    const report = (name: (typeof NAMES)[number]) =>
      call(name, '/logs/errors', undefined, {
        method: 'POST',
        body: JSON.stringify({ type: 'react', path: '/x', description: 'prueba de límite' }),
      });
    for (let i = 0; i < 30; i++) expect((await report(NAMES[i % 2]!)).status).toBeLessThan(400);
    expect((await report('a')).status).toBe(429);
    expect((await report('b')).status).toBe(429);
    expect((await report('c')).status).toBe(429);
  });

  it('monitoring of one period runs once: each stale profile re-checked once, by whichever instances', async () => {
    await expect
      .poll(
        async () =>
          (await query<{ n: number }>(`select count(*)::int as n from profiles where period = '202001'`))[0]!.n,
        {
          timeout: 60_000,
        },
      )
      .toBe(0);
    const runs = await query<{ period: string }>(`select period from monitoring_runs`);
    expect(runs).toHaveLength(1);
    const [audited] = await query<{ n: number }>(
      `select coalesce(sum(consults), 0)::int as n from credit_consults where kind = 'monitoring' and tax_number = any($1)`,
      [Array.from({ length: 30 }, (_, n) => cuit(5000 + n))],
    );
    expect(audited!.n).toBe(30);
  });

  it("a profile added through C shows in B's cached portfolio page within 1 s", async () => {
    const total = async () =>
      ((await (await call('b', '/profiles', tokens.premium)).json()) as { total: number }).total;
    const before = await total();
    // The same page again: B answers it from its cache (ADR 0135).
    expect(await total()).toBe(before);
    const added = await call('c', '/profiles', tokens.premium, {
      method: 'POST',
      body: JSON.stringify({ taxNumber: cuit(777) }),
    });
    expect(added.status).toBe(201);
    expect(await millisUntil(async () => (await total()) === before + 1)).toBeLessThan(1000);
  });

  it('a premium revocation through A applies on B and C within 1 s', async () => {
    for (const name of ['b', 'c'] as const) expect((await call(name, '/profiles', tokens.premium)).status).toBe(200);
    const [premium] = await query<{ id: string }>(`select id from users where email = 'premium@tirr.demo'`);
    const revoked = await call('a', `/system/users/${premium!.id}/premium`, tokens.admin, { method: 'DELETE' });
    expect(revoked.status).toBe(200);
    for (const name of ['b', 'c'] as const) {
      const ms = await millisUntil(async () => (await call(name, '/profiles', tokens.premium)).status === 403);
      expect(ms).toBeLessThan(1000);
    }
    const restored = await call('a', `/system/users/${premium!.id}/premium`, tokens.admin, {
      method: 'PUT',
      body: JSON.stringify({ until: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) }),
    });
    // Premium again (the batch below needs it), also everywhere at once.
    expect(restored.status).toBe(200);
    for (const name of ['b', 'c'] as const) {
      expect(
        await millisUntil(async () => (await call(name, '/profiles', tokens.premium)).status === 200),
      ).toBeLessThan(1000);
    }
  });

  it('a 1,000-CUIT batch survives SIGTERM and SIGKILL of the instances running it: every row stored exactly once', async () => {
    const taxNumbers = Array.from({ length: 1000 }, (_, n) => cuit(10_000 + n));
    const created = await call('a', '/batch', tokens.premium, { method: 'POST', body: JSON.stringify({ taxNumbers }) });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // The instance holding claimed rows once `done` rows are stored.
    const claimantAfter = async (done: number) => {
      let claimant: string | undefined;
      await millisUntil(async () => {
        const [row] = await query<{ claimant: string | null; done: number }>(
          `select (select claimed_by from batch_items where job_id = $1 and claimed_by is not null limit 1) as claimant,
                  (select count(*)::int from batch_items where job_id = $1 and status <> 'pending') as done`,
          [id],
        );
        claimant = row?.claimant?.split(':')[0];
        return !!claimant && row!.done >= done;
      }, 60_000);
      return claimant as (typeof NAMES)[number];
    };
    // SIGTERM: the instance stops taking rows and gives back the ones it holds before it exits.
    const stopped = await claimantAfter(50);
    instances.get(stopped)!.process.child.kill('SIGTERM');
    expect(await instances.get(stopped)!.process.exited).toBe(0);
    const [held] = await query<{ n: number }>(
      `select count(*)::int as n from batch_items where job_id = $1 and split_part(claimed_by, ':', 1) = $2`,
      [id, stopped],
    );
    expect(held!.n).toBe(0);
    // SIGKILL: the instance now running it dies holding rows; their claims expire and the last one finishes.
    const victim = await claimantAfter(300);
    const killed = instances.get(victim)!;
    killed.process.child.kill('SIGKILL');
    await killed.process.exited;
    const survivor = NAMES.find((n) => n !== victim && n !== stopped)!;
    await expect
      .poll(
        async () =>
          ((await (await call(survivor, `/batch/${id}`, tokens.premium)).json()) as { status: string }).status,
        {
          timeout: 90_000,
          interval: 500,
        },
      )
      .toBe('done');
    const rows = await query<{ status: string; n: number }>(
      `select status, count(*)::int as n from batch_items where job_id = $1 group by status`,
      [id],
    );
    expect(rows).toEqual([{ status: 'done', n: 1000 }]);
    const [claims] = await query<{ n: number }>(
      `select count(*)::int as n from batch_items where job_id = $1 and (claimed_by is not null or result is null)`,
      [id],
    );
    expect(claims!.n).toBe(0);
    // Each lookup is audited before its outcome is stored (ADR 0103): the rows the killed instance held (two
    // runners' claims of 20 rows at most) may have been looked up there too, never stored twice; the
    // stopped one let its lookups in flight finish or gave the rows back unlooked.
    const [audited] = await query<{ n: number }>(
      `select coalesce(sum(consults), 0)::int as n from credit_consults where kind = 'batch' and tax_number = any($1)`,
      [taxNumbers],
    );
    expect(audited!.n).toBeGreaterThanOrEqual(1000);
    expect(audited!.n).toBeLessThanOrEqual(1000 + 2 * 20);
  });
});
