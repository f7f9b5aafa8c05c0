import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';
import { scoreBandOf } from '@tirr/domain';
import { profiles, users } from '../../db/schema';

let t: TestApp;
const tokens: Record<string, string> = {};
let profileId: string;
let otherProfileId: string;

async function userIdOf(role: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/me',
    headers: bearer(tokens[role]!),
    payload: {},
  });
  expect(response.statusCode).toBe(200);
  const sub = JSON.parse(Buffer.from(tokens[role]!.split('.')[1]!, 'base64url').toString()).sub as string;
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.sub, sub));
  return row!.id;
}

async function insertProfile(userId: string, taxNumber: string, score: number | null, band?: string) {
  const [row] = await t.database.db
    .insert(profiles)
    .values({
      userId,
      taxNumber,
      name: `EMPRESA ${taxNumber}`,
      personType: 'JURIDICA',
      score,
      band: band ?? (score === null ? null : scoreBandOf(score).code),
      situacion: 1,
      debt: 1500,
    })
    .returning({ id: profiles.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['free', 'premium', 'admin'])
    tokens[role] = (await signIn(t.app, `${role}@tirr.demo`)).accessToken;
  profileId = await insertProfile(await userIdOf('premium'), '30715896342', 720);
  otherProfileId = await insertProfile(await userIdOf('admin'), '30712345671', null);
});
afterAll(async () => t?.close());

const send = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: unknown, role = 'premium') =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(tokens[role]!),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const healthy = {
  ventas: '1.000.000',
  resultadoNeto: 100_000,
  activosCorrientes: '250.000 + 250.000',
  activosNoCorrientes: '500.000',
  pasivosCorrientes: '200.000',
  pasivosNoCorrientes: '150.000 + 50.000',
};

describe('POST /profiles/{id}/balance', () => {
  it('parses amount expressions, computes patrimonioNeto and scores the balance', async () => {
    const response = await send('POST', `/profiles/${profileId}/balance`, {
      period: '2024',
      date: '2024-12-31',
      parameters: healthy,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.parameters).toEqual({
      ventas: 1_000_000,
      resultadoNeto: 100_000,
      activosCorrientes: 500_000,
      activosNoCorrientes: 500_000,
      pasivosCorrientes: 200_000,
      pasivosNoCorrientes: 200_000,
      patrimonioNeto: 600_000,
    });
    // Z = 9.421 (domain vector 'healthy') → 997, Excelente.
    expect(body).toMatchObject({
      period: '2024',
      date: '2024-12-31',
      score: 997,
      band: 'EXCELENTE',
      bandLabel: 'Excelente',
    });
    expect(body.z).toBeCloseTo(9.421, 6);
  });

  it('names every bad parameter in field-level errors', async () => {
    const response = await send('POST', `/profiles/${profileId}/balance`, {
      period: '2024',
      date: '2024-12-31',
      parameters: { ...healthy, ventas: '1.000 * 2', pasivosCorrientes: '-5', activosCorrientes: 'abc' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.map((d: { field: string }) => d.field)).toEqual([
      'parameters.ventas',
      'parameters.activosCorrientes',
      'parameters.pasivosCorrientes',
    ]);
    expect(body.details[0].message).toContain("'*'");
    expect(body.details[2].message).toBe('No puede ser negativo.');
  });

  it('refuses a typed patrimonioNeto, a missing parameter, a bad date and numbers with centavos fractions', async () => {
    const typed = await send('POST', `/profiles/${profileId}/balance`, {
      period: '2024',
      date: '2024-12-31',
      parameters: { ...healthy, patrimonioNeto: 5 },
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().message).toContain('patrimonioNeto');

    const missing = await send('POST', `/profiles/${profileId}/balance`, {
      period: '2024',
      date: '2024-12-31',
      parameters: { ...healthy, ventas: undefined },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('parameters.ventas');

    const date = await send('POST', `/profiles/${profileId}/balance`, {
      period: '2024',
      date: '31/12/2024',
      parameters: healthy,
    });
    expect(date.statusCode).toBe(400);
    expect(date.json().details[0].field).toBe('date');

    const fraction = await send('POST', `/profiles/${profileId}/balance`, {
      period: '2024',
      date: '2024-12-31',
      parameters: { ...healthy, ventas: 10.001 },
    });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().details).toEqual([
      { field: 'parameters.ventas', message: 'Usá como máximo dos decimales.' },
    ]);
  });

  it("answers 404 for another user's profile and for an unknown one", async () => {
    const body = { period: '2024', date: '2024-12-31', parameters: healthy };
    expect((await send('POST', `/profiles/${otherProfileId}/balance`, body)).statusCode).toBe(404);
    expect((await send('POST', '/profiles/00000000-0000-4000-8000-000000000000/balance', body)).statusCode).toBe(404);
    expect((await send('GET', `/profiles/${otherProfileId}/score`)).statusCode).toBe(404);
    expect((await send('POST', '/profiles/not-a-uuid/balance', body)).statusCode).toBe(400);
  });

  it('refuses free users with 403', async () => {
    const response = await send(
      'POST',
      `/profiles/${profileId}/balance`,
      { period: '2024', date: '2024-12-31', parameters: healthy },
      'free',
    );
    expect(response.statusCode).toBe(403);
    expect((await send('GET', `/profiles/${profileId}/score`, undefined, 'free')).statusCode).toBe(403);
  });
});

describe('PATCH and GET /profiles/{id}/score', () => {
  it('scores every balance oldest first with the trend, the ratios and the credit score', async () => {
    const older = await send('POST', `/profiles/${profileId}/balance`, {
      period: '2023',
      date: '2023-12-31',
      parameters: {
        ...healthy,
        resultadoNeto: '-100.000',
        activosCorrientes: '100.000',
        activosNoCorrientes: '900.000',
        pasivosCorrientes: '500.000',
        pasivosNoCorrientes: '1.000.000',
      },
    });
    expect(older.statusCode).toBe(201);
    expect(older.json()).toMatchObject({ score: 1, band: 'MALO' });

    const response = await send('GET', `/profiles/${profileId}/score`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.profile).toMatchObject({
      id: profileId,
      taxNumber: '30715896342',
      creditScore: 720,
      creditBand: 'BUENO',
    });
    expect(body.balances.map((b: { period: string }) => b.period)).toEqual(['2023', '2024']);
    expect(body.trend).toBe('up');
    expect(body.latest.financial).toEqual({ liquidity: 2.5, debt: 400_000 / 600_000, margin: 0.1 });
  });

  it('answers the stored band of the credit score: "Sin historial" is not a range of the number', async () => {
    const unknown = await insertProfile(await userIdOf('premium'), '30712345671', 560, 'SIN_HISTORIAL');
    const response = await send('GET', `/profiles/${unknown}/score`);
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({ creditScore: 560, creditBand: 'SIN_HISTORIAL' });
  });

  it('replaces a balance; total assets of zero give no score with the reason', async () => {
    const created = (
      await send('POST', `/profiles/${profileId}/balance`, { period: '2025', date: '2025-12-31', parameters: healthy })
    ).json();
    const zero = {
      ventas: '',
      resultadoNeto: '',
      activosCorrientes: '',
      activosNoCorrientes: '0',
      pasivosCorrientes: '',
      pasivosNoCorrientes: '',
    };
    const patched = await send('PATCH', `/profiles/${profileId}/balance/${created.id}`, {
      period: '2025',
      date: '2025-12-31',
      parameters: zero,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      id: created.id,
      score: null,
      band: null,
      noScoreReason: expect.stringContaining('total de activos'),
    });

    const score = (await send('GET', `/profiles/${profileId}/score`)).json();
    expect(score.latest.id).toBe(created.id);
    expect(score.trend).toBe('up');

    const elsewhere = await send('PATCH', `/profiles/${otherProfileId}/balance/${created.id}`, {
      period: '2025',
      date: '2025-12-31',
      parameters: zero,
    });
    expect(elsewhere.statusCode).toBe(404);
    const unknown = await send('PATCH', `/profiles/${profileId}/balance/00000000-0000-4000-8000-000000000000`, {
      period: '2025',
      date: '2025-12-31',
      parameters: zero,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
