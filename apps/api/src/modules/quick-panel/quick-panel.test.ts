import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickPanelData } from '@tirr/contracts';
import { accountsRepository } from '../../identity-provider/accounts.repository';
import { hashPassword } from '../../identity-provider/passwords';
import { seedDemoAccounts } from '../../db/seed';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';
import { DEMO_QUICK_PANEL } from './quick-panel.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const data = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/quick-panel/data', headers: token ? bearer(token) : {} });

describe('GET /api/v1/quick-panel/data', () => {
  it("answers a demo user's seeded events and notes, in order, in Spanish", async () => {
    const { accessToken } = await signIn(t.app, 'premium@tirr.demo');
    const response = await data(accessToken);
    expect(response.statusCode).toBe(200);
    const body = quickPanelData.parse(response.json());
    const seededEvents = DEMO_QUICK_PANEL.filter((i) => i.kind === 'event').map((i) => i.title);
    const seededNotes = DEMO_QUICK_PANEL.filter((i) => i.kind === 'note').map((i) => i.title);
    expect(body.events.map((e) => e.title)).toEqual(seededEvents);
    expect(body.notes.map((n) => n.title)).toEqual(seededNotes);
    expect(body.events[0]).toEqual({
      id: expect.any(Number),
      title: 'Vencimiento de cheque diferido',
      detail: expect.stringContaining('ARS'),
    });
  });

  it('keeps each user to their own items, and seeding twice adds nothing', async () => {
    await seedDemoAccounts(t.database.db);
    const free = (await data((await signIn(t.app, 'free@tirr.demo')).accessToken)).json();
    const premium = (await data((await signIn(t.app, 'premium@tirr.demo')).accessToken)).json();
    expect(free.events).toHaveLength(3);
    expect(free.notes).toHaveLength(2);
    const ids = (d: typeof free) => [...d.events, ...d.notes].map((i: { id: number }) => i.id);
    expect(ids(free).filter((id: number) => ids(premium).includes(id))).toEqual([]);
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
    expect(response.json()).toEqual({ events: [], notes: [] });
  });

  it('refuses guests with 401', async () => {
    expect((await data()).statusCode).toBe(401);
  });
});
