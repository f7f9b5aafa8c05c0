import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickPanelData } from '@tirr/contracts';
import { accountsRepository } from '../../identity-provider/accounts.repository';
import { hashPassword } from '../../identity-provider/passwords';
import { seedDemoAccounts } from '../../demo-seed';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const data = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/quick-panel/data', headers: token ? bearer(token) : {} });

describe('GET /api/v1/quick-panel/data', () => {
  it('answers demo accounts no invented events or notes, seeded twice or not (ADR 0141)', async () => {
    await seedDemoAccounts(t.database.db);
    for (const email of ['free@tirr.demo', 'premium@tirr.demo']) {
      const response = await data((await signIn(t.app, email)).accessToken);
      expect(response.statusCode).toBe(200);
      expect(quickPanelData.parse(response.json())).toEqual({ events: [], notes: [], unreadEvents: 0 });
    }
  });

  it('answers an empty panel to a new account', async () => {
    await accountsRepository(t.database.db).create({
      email: 'panel@example.com',
      name: 'Sin Panel',
      passwordHash: await hashPassword('a-long-password'),
    });
    const { accessToken } = await signIn(t.app, 'panel@example.com', 'a-long-password');
    const response = await data(accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ events: [], notes: [], unreadEvents: 0 });
  });

  it('refuses guests with 401', async () => {
    expect((await data()).statusCode).toBe(401);
  });
});

describe('quick-panel notes', () => {
  const notes = (method: 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/quick-panel/notes${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });

  it('creates, edits and deletes the user’s own notes', async () => {
    const { accessToken } = await signIn(t.app, 'premium@tirr.demo');
    const created = await notes('POST', '', accessToken, { title: '  Llamar a la SGR  ', detail: 'Antes del viernes' });
    expect(created.statusCode).toBe(201);
    const note = created.json();
    expect(note).toEqual({ id: expect.any(Number), title: 'Llamar a la SGR', detail: 'Antes del viernes' });
    expect(quickPanelData.parse((await data(accessToken)).json()).notes.at(-1)).toEqual(note);

    const edited = await notes('PATCH', `/${note.id}`, accessToken, { title: 'Llamar a la SGR (hecho)' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ id: note.id, title: 'Llamar a la SGR (hecho)', detail: '' });

    const other = (await signIn(t.app, 'free@tirr.demo')).accessToken;
    expect((await notes('PATCH', `/${note.id}`, other, { title: 'ajena' })).statusCode).toBe(404);
    expect((await notes('DELETE', `/${note.id}`, other)).statusCode).toBe(404);

    expect((await notes('DELETE', `/${note.id}`, accessToken)).statusCode).toBe(204);
    expect((await notes('DELETE', `/${note.id}`, accessToken)).json().message).toBe('No se encontró la nota.');
    const after = quickPanelData.parse((await data(accessToken)).json()).notes;
    expect(after.map((n) => n.id)).not.toContain(note.id);
  });

  it('answers field errors for bad notes', async () => {
    const { accessToken } = await signIn(t.app, 'premium@tirr.demo');
    for (const [payload, field, text] of [
      [{ title: '   ' }, 'title', 'el título es obligatorio.'],
      [{}, 'title', 'el título es obligatorio.'],
      [{ title: 'x'.repeat(121) }, 'title', '120'],
      [{ title: 'ok', detail: 'x'.repeat(1001) }, 'detail', '1000'],
      [{ title: 'ok', detail: 5 }, 'detail', 'texto'],
    ] as const) {
      const response = await notes('POST', '', accessToken, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().details).toEqual([
        expect.objectContaining({ field, message: expect.stringContaining(text) }),
      ]);
    }
    expect((await notes('PATCH', '/abc', accessToken, { title: 'ok' })).json().message).toContain('id');
    expect((await notes('DELETE', '/99999999999', accessToken)).statusCode).toBe(400);
    expect((await notes('POST', '', '', { title: 'x' })).statusCode).toBe(401);
  });
});
