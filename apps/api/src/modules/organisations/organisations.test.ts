import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, buenosAiresDate } from '@tirr/domain';
import { creditConsults, mailOutbox, quickPanelItems, users } from '../../db/schema';
import { accountsRepository } from '../../identity-provider/accounts.repository';
import { hashPassword } from '../../identity-provider/passwords';
import { DEMO_CASES } from '../../integrations/offline/dataset';
import { untilBatchDone } from '../../test/batch';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';
import { saveTemplatePolicy } from '../../test/saved-policy';

/**
 * Organisations (docs/domain/organisations.md): invitations by email, members working in the organisation's data
 * within their role, consults audited under each member, removal ending access at once — and two organisations
 * never seeing each other's data (the matrix below, like the role matrix of lib/auth.test.ts).
 */
let t: TestApp;
let offsetMs = 0;
const tokens: Record<string, string> = {};
const PASSWORD = 'una-clave-bien-larga-2026';

/** A new account with a confirmed email, signed in, with its user row. */
async function newAccount(who: string, role: 'free' | 'premium' = 'free') {
  await accountsRepository(t.database.db).create({
    email: `${who}@example.com`,
    name: who,
    passwordHash: await hashPassword(PASSWORD),
    emailVerified: true,
    role,
  });
  tokens[who] = (await signIn(t.app, `${who}@example.com`, PASSWORD)).accessToken;
  expect((await call(who, 'POST', '/users/me', {})).statusCode).toBe(200);
}

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: tokens[who] ? bearer(tokens[who]) : {},
    ...(payload ? { payload } : {}),
  });

/** The invitation link's token mailed to `email` (the newest). */
async function mailedToken(email: string) {
  const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  const mail = rows.filter((r) => r.kind === 'organisation-invitation').at(-1);
  const token = /\/organisation\/join\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

async function invite(owner: string, orgId: string, email: string, role: 'analyst' | 'viewer') {
  const invited = await call(owner, 'POST', `/organisations/${orgId}/invitations`, { email, role });
  expect(invited.statusCode, invited.body).toBe(201);
  return mailedToken(email);
}

async function join(who: string, token: string) {
  const joined = await call(who, 'POST', '/organisations/invitations/accept', { token });
  expect(joined.statusCode, joined.body).toBe(200);
  return joined.json();
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(Date.now() + offsetMs) });
  for (const who of ['free', 'premium', 'analista', 'sysadmin'])
    tokens[who] = (await signIn(t.app, `${who}@tirr.demo`)).accessToken;
  for (const who of ['ana', 'vero', 'bruno']) await newAccount(who);
  await newAccount('carla', 'premium');
}, 180_000);
afterAll(async () => t?.close());

describe('creating an organisation and inviting', () => {
  it('a premium account creates one; a second one, a free account or an empty name are refused', async () => {
    const created = await call('premium', 'POST', '/organisations', { name: 'Acme S.A.' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Acme S.A.', role: 'owner', members: [{ role: 'owner' }] });
    ids.a = created.json().id;
    expect((await call('premium', 'POST', '/organisations', { name: 'Otra' })).json().code).toBe(
      'ALREADY_IN_ORGANISATION',
    );
    expect((await call('free', 'POST', '/organisations', { name: 'Libre' })).statusCode).toBe(403);
    const empty = await call('analista', 'POST', '/organisations', { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json().details)).toContain('name');
    const b = await call('analista', 'POST', '/organisations', { name: 'Beta SRL' });
    expect(b.statusCode).toBe(201);
    ids.b = b.json().id;
  });

  it('the owner invites by email; the mail carries a one-time link; others cannot invite', async () => {
    const bad = await call('premium', 'POST', `/organisations/${ids.a}/invitations`, { email: 'no', role: 'analyst' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().details)).toContain('email');
    const owner = await call('premium', 'POST', `/organisations/${ids.a}/invitations`, {
      email: 'premium@tirr.demo',
      role: 'viewer',
    });
    expect(owner.statusCode).toBe(409);
    // Someone outside the organisation does not even learn it exists.
    expect(
      (
        await call('analista', 'POST', `/organisations/${ids.a}/invitations`, {
          email: 'x@example.com',
          role: 'viewer',
        })
      ).statusCode,
    ).toBe(404);
    const token = await invite('premium', ids.a!, 'ana@example.com', 'analyst');
    // The wrong account cannot use it.
    const wrong = await call('bruno', 'POST', '/organisations/invitations/accept', { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('INVITATION_OTHER_EMAIL');
    const joined = await join('ana', token);
    expect(joined).toMatchObject({ id: ids.a, role: 'analyst' });
    // Used once.
    const again = await call('ana', 'POST', '/organisations/invitations/accept', { token });
    expect(again.json().code).toBe('INVITATION_INVALID');
    // An analyst cannot invite.
    expect(
      (await call('ana', 'POST', `/organisations/${ids.a}/invitations`, { email: 'z@example.com', role: 'viewer' }))
        .statusCode,
    ).toBe(403);
    await join('vero', await invite('premium', ids.a!, 'vero@example.com', 'viewer'));
    await join('bruno', await invite('analista', ids.b!, 'bruno@example.com', 'analyst'));
  });

  it('invitations are limited to 30 an hour per account (mail to outsiders)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push(
        (
          await call('analista', 'POST', `/organisations/${ids.b}/invitations`, {
            email: `spam${i}@example.com`,
            role: 'viewer',
          })
        ).statusCode,
      );
    // This account posted twice to the route before (a 404 for A, Bruno's invitation): 28 more pass, then 429.
    expect(codes).toEqual([...Array(28).fill(201), 429, 429, 429]);
  });

  it('an invitation expires after 7 days', async () => {
    const token = await invite('premium', ids.a!, 'carla@example.com', 'viewer');
    offsetMs += 8 * 86_400_000;
    try {
      expect((await call('carla', 'POST', '/organisations/invitations/accept', { token })).json().code).toBe(
        'INVITATION_INVALID',
      );
    } finally {
      offsetMs -= 8 * 86_400_000;
    }
  });

  it('a member of a premium organisation acts as premium there, and /users/me says where and as what', async () => {
    const me = (await call('ana', 'POST', '/users/me', {})).json();
    expect(me).toMatchObject({ role: 'premium', organisation: { id: ids.a, name: 'Acme S.A.', role: 'analyst' } });
    expect(me.permissions).toContain('premium');
    const viewer = (await call('vero', 'POST', '/users/me', {})).json();
    expect(viewer.organisation).toMatchObject({ role: 'viewer', scopes: ['portfolio:read'] });
    expect((await call('free', 'POST', '/users/me', {})).json().organisation).toBeNull();
  });
});

describe("working in the organisation's data", () => {
  it("a member's profile lands in the organisation's Mis Perfiles, audited under the member", async () => {
    const added = await call('ana', 'POST', '/profiles', { taxNumber: DEMO_CASES.clean });
    expect(added.statusCode, added.body).toBe(201);
    ids.profileA = added.json().profile.id;
    const ownerList = (await call('premium', 'GET', '/profiles')).json();
    expect(JSON.stringify(ownerList)).toContain(DEMO_CASES.clean);
    const [ana] = await t.database.db.select().from(users).where(eq(users.email, 'ana@example.com'));
    const audited = await t.database.db
      .select()
      .from(creditConsults)
      .where(and(eq(creditConsults.taxNumber, DEMO_CASES.clean), eq(creditConsults.kind, 'profile')));
    expect(audited.map((r) => r.userId)).toEqual([ana!.id]);
  });

  it('a viewer reads the portfolio but cannot change it, nor run lookups, reports or the policy', async () => {
    expect((await call('vero', 'GET', `/profiles/${ids.profileA}`)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/profiles', { taxNumber: DEMO_CASES.cheques }],
      ['DELETE', `/profiles/${ids.profileA}`, undefined],
      ['GET', '/policy', undefined],
      ['POST', '/batch', { taxNumbers: [DEMO_CASES.cheques] }],
      ['GET', `/credit/${DEMO_CASES.cheques}/report`, undefined],
    ] as const) {
      const response = await call('vero', method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json(), `${method} ${url}`).toMatchObject({ code: 'FORBIDDEN', details: { role: 'viewer' } });
    }
  });

  it('two organisations never see each other’s data (the isolation matrix)', async () => {
    await saveTemplatePolicy(t.app, tokens.premium!, 'CONSERVADORA');
    await saveTemplatePolicy(t.app, tokens.analista!, 'MODERADA');
    const batch = await call('premium', 'POST', '/batch', { taxNumbers: [DEMO_CASES.legalFlags] });
    expect(batch.statusCode, batch.body).toBe(201);
    ids.batchA = batch.json().id;
    await untilBatchDone(t.app.events, ids.batchA!, async () =>
      (await call('premium', 'GET', `/batch/${ids.batchA}`)).json(),
    );
    const portfolio = await call('premium', 'POST', '/cheques/portfolios', {
      rows: [
        {
          entityCode: 285,
          chequeNumber: 41000000,
          drawerTaxId: DEMO_CASES.clean,
          amount: 150000,
          dueDate: addDays(buenosAiresDate(new Date()), 30),
        },
      ],
    });
    expect(portfolio.statusCode, portfolio.body).toBe(201);
    ids.portfolioA = portfolio.json().id;
    const [owner] = await t.database.db.select().from(users).where(eq(users.email, 'premium@tirr.demo'));
    await t.database.db.insert(quickPanelItems).values({
      userId: owner!.id,
      kind: 'event',
      title: 'Evento de Acme',
      detail: 'La situación empeoró de 1 (Normal) a 2 (Riesgo bajo).',
      sourceKey: 'test:acme',
    });

    const who = ['premium', 'ana', 'vero', 'analista', 'bruno', 'free'] as const;
    /** Expected status of each actor on each of organisation A's resources. */
    const matrix: [string, (who: string) => Promise<number>, Record<(typeof who)[number], number>][] = [
      [
        'GET a profile of A',
        async (w) => (await call(w, 'GET', `/profiles/${ids.profileA}`)).statusCode,
        { premium: 200, ana: 200, vero: 200, analista: 404, bruno: 404, free: 403 },
      ],
      [
        "A's profile in the list",
        async (w) => {
          const list = await call(w, 'GET', '/profiles');
          return list.statusCode === 200 ? (list.body.includes(DEMO_CASES.clean) ? 200 : 404) : list.statusCode;
        },
        { premium: 200, ana: 200, vero: 200, analista: 404, bruno: 404, free: 403 },
      ],
      [
        "A's policy (Conservadora) as the policy read",
        async (w) => {
          const policy = await call(w, 'GET', '/policy');
          return policy.statusCode === 200
            ? policy.json().name.includes('Conservadora')
              ? 200
              : 404
            : policy.statusCode;
        },
        { premium: 200, ana: 200, vero: 403, analista: 404, bruno: 404, free: 403 },
      ],
      [
        "A's batch job",
        async (w) => (await call(w, 'GET', `/batch/${ids.batchA}`)).statusCode,
        { premium: 200, ana: 200, vero: 403, analista: 404, bruno: 404, free: 403 },
      ],
      [
        "A's cheque portfolio",
        async (w) => (await call(w, 'GET', `/cheques/portfolios/${ids.portfolioA}`)).statusCode,
        { premium: 200, ana: 200, vero: 403, analista: 404, bruno: 404, free: 403 },
      ],
      [
        "A's profile score from its balances",
        async (w) => (await call(w, 'GET', `/profiles/${ids.profileA}/score`)).statusCode,
        { premium: 200, ana: 200, vero: 200, analista: 404, bruno: 404, free: 403 },
      ],
      [
        "A's monitoring events in the quick panel",
        async (w) => ((await call(w, 'GET', '/quick-panel/data')).body.includes('Evento de Acme') ? 200 : 404),
        { premium: 200, ana: 200, vero: 200, analista: 404, bruno: 404, free: 404 },
      ],
    ];
    for (const [label, read, expected] of matrix) {
      const got = Object.fromEntries(await Promise.all(who.map(async (w) => [w, await read(w)] as const)));
      expect(got, label).toEqual(expected);
    }
    // B's members see B's policy, never A's.
    expect((await call('bruno', 'GET', '/policy')).json().name).toContain('Moderada');
  });
});

describe('leaving and removal', () => {
  it('a premium member’s API key works in the organisation within the role, and not after removal', async () => {
    const created = await call('carla', 'POST', '/api-keys', {
      name: 'Carla',
      scopes: ['portfolio:read', 'portfolio:write'],
    });
    expect(created.statusCode).toBe(201);
    const key = created.json().key as string;
    await join('carla', await invite('premium', ids.a!, 'carla@example.com', 'viewer'));
    const withKey = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(key), ...(payload ? { payload } : {}) });
    expect((await withKey('GET', `/profiles/${ids.profileA}`)).statusCode).toBe(200);
    expect((await withKey('POST', '/profiles', { taxNumber: DEMO_CASES.cheques })).statusCode).toBe(403);
    // A member that is not the owner creates no keys.
    expect((await call('carla', 'POST', '/api-keys', { name: 'otra', scopes: ['reports'] })).statusCode).toBe(403);
    const [carla] = await t.database.db.select().from(users).where(eq(users.email, 'carla@example.com'));
    const removed = await call('premium', 'DELETE', `/organisations/${ids.a}/members/${carla!.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await withKey('GET', `/profiles/${ids.profileA}`)).statusCode).toBe(404);
    expect((await call('carla', 'GET', `/profiles/${ids.profileA}`)).statusCode).toBe(404);
    expect((await call('carla', 'POST', '/users/me', {})).json().organisation).toBeNull();
  });

  it('the owner removes a member and their session loses access at its next request', async () => {
    const [ana] = await t.database.db.select().from(users).where(eq(users.email, 'ana@example.com'));
    expect((await call('ana', 'GET', `/profiles/${ids.profileA}`)).statusCode).toBe(200);
    // Only the owner removes others; nobody removes the owner.
    const [vero] = await t.database.db.select().from(users).where(eq(users.email, 'vero@example.com'));
    expect((await call('ana', 'DELETE', `/organisations/${ids.a}/members/${vero!.id}`)).statusCode).toBe(403);
    const [owner] = await t.database.db.select().from(users).where(eq(users.email, 'premium@tirr.demo'));
    expect((await call('premium', 'DELETE', `/organisations/${ids.a}/members/${owner!.id}`)).statusCode).toBe(409);
    expect((await call('premium', 'DELETE', `/organisations/${ids.a}/members/${ana!.id}`)).statusCode).toBe(200);
    expect((await call('ana', 'GET', `/profiles/${ids.profileA}`)).statusCode).toBe(403);
    expect((await call('ana', 'GET', '/organisations')).json().items).toEqual([]);
  });

  it('a member may leave', async () => {
    const [vero] = await t.database.db.select().from(users).where(eq(users.email, 'vero@example.com'));
    const left = await call('vero', 'DELETE', `/organisations/${ids.a}/members/${vero!.id}`);
    expect(left.statusCode).toBe(200);
    expect(left.json().items).toEqual([]);
    expect((await call('vero', 'GET', `/profiles/${ids.profileA}`)).statusCode).toBe(403);
  });

  it('the System area lists organisations with their members and consults this month', async () => {
    expect((await call('premium', 'GET', '/system/organisations')).statusCode).toBe(403);
    const list = await call('sysadmin', 'GET', '/system/organisations');
    expect(list.statusCode).toBe(200);
    const acme = list.json().items.find((o: { id: string }) => o.id === ids.a);
    expect(acme).toMatchObject({ name: 'Acme S.A.', ownerEmail: 'premium@tirr.demo' });
    expect(acme.members.map((m: { email: string }) => m.email)).toEqual(['premium@tirr.demo']);
    const beta = list.json().items.find((o: { id: string }) => o.id === ids.b);
    expect(beta.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      ['analista@tirr.demo', 'owner'],
      ['bruno@example.com', 'analyst'],
    ]);
    expect(acme.consultsThisMonth).toBeGreaterThan(0);
  });
});
