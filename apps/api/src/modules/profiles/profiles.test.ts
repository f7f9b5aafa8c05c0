import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, profileDetail, profileList, profileMutation } from '@tirr/contracts';
import { eq } from 'drizzle-orm';
import { blockedCuits, profileBalances, profiles } from '../../db/schema';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';

const CLEAN = '23283456714'; // 'GOMEZ MARIA LAURA', situación 1, Excelente
const DETERIORATING = '20314567820'; // situación 3, Regular
const NO_RECORDS = '27401239877'; // no BCRA records: 'Sin historial'
const CHEQUES = '30715896342'; // company with rejected cheques

let t: TestApp;
let premium: Record<string, string>;
let admin: Record<string, string>;
let free: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  premium = bearer((await signIn(t.app, 'premium@tirr.demo')).accessToken);
  admin = bearer((await signIn(t.app, 'admin@tirr.demo')).accessToken);
  free = bearer((await signIn(t.app, 'free@tirr.demo')).accessToken);
});
afterAll(async () => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

const add = (taxNumber: string, headers = premium) => call('POST', '/profiles', headers, { taxNumber });

describe('Mis Perfiles API', () => {
  it('adds a profile enriched from the credit report, lists it and shows it with its balances', async () => {
    const created = await add('23-28345671-4');
    expect(created.statusCode).toBe(201);
    const { profile, message } = profileMutation.parse(created.json());
    expect(message).toBe('Se agregó el cuit 23-28345671-4 a la lista de favoritos.');
    expect(profile).toMatchObject({
      taxNumber: CLEAN,
      name: 'GOMEZ MARIA LAURA',
      personType: 'FISICA',
      situacion: 1,
      band: 'EXCELENTE',
      score: 1000,
      rejectedCheques: 0,
      group: null,
      ultimoBalance: null,
    });
    expect(profile.debt).toBeGreaterThan(0);
    expect(profile.period).toMatch(/^\d{6}$/);

    const company = profileMutation.parse((await add(CHEQUES)).json()).profile;
    expect(company).toMatchObject({ personType: 'JURIDICA', name: 'DISTRIBUIDORA NORTE S.R.L.', rejectedCheques: 4 });

    await t.database.db.insert(profileBalances).values([
      {
        profileId: company.id,
        period: '2024',
        date: '2024-12-31',
        ventas: 1000,
        resultadoNeto: 100,
        activosCorrientes: 500,
        activosNoCorrientes: 300,
        pasivosCorrientes: 200,
        pasivosNoCorrientes: 100,
      },
      {
        profileId: company.id,
        period: '2025',
        date: '2025-12-31',
        ventas: 2000,
        resultadoNeto: 150.5,
        activosCorrientes: 1250000.5,
        activosNoCorrientes: 400000,
        pasivosCorrientes: 300000.25,
        pasivosNoCorrientes: 50000,
      },
    ]);
    const list = profileList.parse((await call('GET', '/profiles', premium)).json());
    expect(list.items.map((p) => p.taxNumber)).toEqual([CHEQUES, CLEAN]);
    expect(list.items[0]!.ultimoBalance).toMatchObject({ period: '2025', date: '2025-12-31' });

    const detail = await call('GET', `/profiles/${company.id}`, premium);
    expect(detail.statusCode).toBe(200);
    const body = profileDetail.parse(detail.json());
    expect(body.balances.map((b) => b.period)).toEqual(['2025', '2024']);
    expect(body.ultimoBalance!.parameters.patrimonioNeto).toBe(1300000.25);
    expect(body.balances[1]!.parameters.patrimonioNeto).toBe(500);
  });

  it('stores an unknown debtor with the band "Sin historial" (scorecard v2)', async () => {
    const { profile } = profileMutation.parse((await add(NO_RECORDS)).json());
    expect(profile).toMatchObject({ score: 560, band: 'SIN_HISTORIAL', situacion: 0 });
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, profile.id));
    expect(row!.scoreVersion).toBe(2);
    expect((await call('DELETE', `/profiles/${profile.id}`, premium)).statusCode).toBe(200);
  });

  it('refuses a duplicate with 409 and the spec notice', async () => {
    await add(DETERIORATING);
    const again = await add('20-31456782-0');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PROFILE_EXISTS', message: PROFILE_MESSAGES.duplicate });
  });

  it('validates the tax id before anything, naming the field', async () => {
    for (const [payload, text] of [
      [{ taxNumber: '20-31456782-1' }, 'dígito verificador'],
      [{ taxNumber: '00000000000' }, 'Prefijo de CUIT/CUIL desconocido.'],
      [{ taxNumber: '99-12345678-1' }, 'Prefijo de CUIT/CUIL desconocido.'],
      [{ taxNumber: '123' }, '11 dígitos'],
      [{ taxNumber: 'abc' }, 'dígitos'],
      [{}, 'taxNumber'],
      [{ taxNumber: 20314567820 }, 'taxNumber'],
    ] as const) {
      const response = await call('POST', '/profiles', premium, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain('taxNumber');
      expect(response.json().message).toContain(text);
    }
  });

  it('edits the user fields, validating each one', async () => {
    const { items } = profileList.parse((await call('GET', '/profiles', premium)).json());
    const target = items.find((p) => p.taxNumber === DETERIORATING)!;
    const ok = await call('PATCH', `/profiles/${target.id}`, premium, {
      group: '  Proveedores ',
      income: 1250000.5,
      behaviour: 'Paga a 60 días',
      date: '2026-03-01',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Actualizaste la información del cuit 20-31456782-0 correctamente.',
      profile: { group: 'Proveedores', income: 1250000.5, behaviour: 'Paga a 60 días', date: '2026-03-01' },
    });
    const cleared = await call('PATCH', `/profiles/${target.id}`, premium, { group: '', income: null });
    expect(cleared.json().profile).toMatchObject({ group: null, income: null, behaviour: 'Paga a 60 días' });

    for (const [payload, field] of [
      [{ date: '01/03/2026' }, 'date'],
      [{ date: '2026-02-30' }, 'date'],
      [{ income: -1 }, 'income'],
      [{ income: '100' }, 'income'],
      [{ group: 'x'.repeat(61) }, 'group'],
      [{ behaviour: 42 }, 'behaviour'],
      [{ debt: 0 }, 'debt'],
    ] as const) {
      const bad = await call('PATCH', `/profiles/${target.id}`, premium, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().message, JSON.stringify(payload)).toContain(field);
    }
  });

  it('answers 404 with the spec notice for a missing id and for another user’s profile', async () => {
    const theirs = profileMutation.parse((await add(CLEAN, admin)).json()).profile;
    const notice = { message: PROFILE_MESSAGES.notFound };
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-id', theirs.id]) {
      expect((await call('GET', `/profiles/${id}`, premium)).json()).toMatchObject(notice);
      expect((await call('PATCH', `/profiles/${id}`, premium, { group: 'x' })).statusCode).toBe(404);
      expect((await call('DELETE', `/profiles/${id}`, premium)).json()).toMatchObject(notice);
    }
    expect((await call('GET', `/profiles/${theirs.id}`, admin)).statusCode).toBe(200);
    const mine = profileList.parse((await call('GET', '/profiles', premium)).json()).items;
    expect(mine.map((p) => p.id)).not.toContain(theirs.id);
  });

  it('removes a profile once; the second time it is not found', async () => {
    const { items } = profileList.parse((await call('GET', '/profiles', premium)).json());
    const target = items.find((p) => p.taxNumber === CLEAN)!;
    const removed = await call('DELETE', `/profiles/${target.id}`, premium);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Se eliminó el cuit 23-28345671-4 a la lista de favoritos.');
    expect((await call('DELETE', `/profiles/${target.id}`, premium)).statusCode).toBe(404);
    const after = profileList.parse((await call('GET', '/profiles', premium)).json()).items;
    expect(after.map((p) => p.taxNumber)).not.toContain(CLEAN);
  });

  it('hides blocked tax ids from non-admins and refuses adding them; admins still see them', async () => {
    const blocked = '20178904567';
    await add(blocked, premium);
    await add(blocked, admin);
    await t.database.db.insert(blockedCuits).values({ taxNumber: blocked, reason: 'test' });
    const mine = profileList.parse((await call('GET', '/profiles', premium)).json()).items;
    expect(mine.map((p) => p.taxNumber)).not.toContain(blocked);
    const adminList = profileList.parse((await call('GET', '/profiles', admin)).json()).items;
    expect(adminList.map((p) => p.taxNumber)).toContain(blocked);
    const again = await add('30712345671', premium);
    expect(again.statusCode).toBe(201);
    await t.database.db.insert(blockedCuits).values({ taxNumber: '27401239877' });
    const refused = await add('27401239877', premium);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TAX_ID_BLOCKED');
  });

  it('turns free users away with 403 and guests with 401', async () => {
    expect((await call('GET', '/profiles', free)).statusCode).toBe(403);
    expect((await add(CLEAN, free)).statusCode).toBe(403);
    expect((await call('GET', '/profiles', {})).statusCode).toBe(401);
  });
});
