import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitoringRunResult, profileList, quickPanelData } from '@tirr/contracts';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';

let t: TestApp;
let premium: Record<string, string>;
let sysadmin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  premium = bearer((await signIn(t.app, 'premium@tirr.demo')).accessToken);
  sysadmin = bearer((await signIn(t.app, 'sysadmin@tirr.demo')).accessToken);
});
afterAll(async () => t?.close());

const run = (headers: Record<string, string>, advancePeriod?: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/monitoring/run',
    headers,
    payload: advancePeriod === undefined ? {} : { advancePeriod },
  });
const panel = async () =>
  quickPanelData.parse(
    (await t.app.inject({ method: 'GET', url: '/api/v1/quick-panel/data', headers: premium })).json(),
  );

describe('portfolio monitoring', () => {
  it('creates one event per changed profile when a new period is published, and re-running adds nothing', async () => {
    for (const taxNumber of ['20314567820', '23283456714', '30715896342', '20178904567']) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/v1/profiles',
        headers: premium,
        payload: { taxNumber },
      });
      expect(added.statusCode).toBe(201);
    }
    const before = await panel();
    // Demo accounts get no invented events: only what monitoring produces (ADR 0141).
    expect(before).toMatchObject({ events: [], unreadEvents: 0 });

    const samePeriod = monitoringRunResult.parse((await run(sysadmin)).json());
    expect(samePeriod).toMatchObject({ checked: 0, events: 0, failed: 0 });

    const advanced = await run(sysadmin, true);
    expect(advanced.statusCode).toBe(200);
    const result = monitoringRunResult.parse(advanced.json());
    expect(result.period > samePeriod.period).toBe(true);
    expect(result).toMatchObject({ checked: 4, events: 3, failed: 0 });

    const after = await panel();
    const fresh = after.events.filter((e) => !before.events.some((b) => b.id === e.id));
    expect(fresh).toHaveLength(3);
    expect(after.unreadEvents).toBe(before.unreadEvents + 3);
    const worse = fresh.filter((e) => e.title.includes('20-31456782-0'));
    expect(worse).toHaveLength(1);
    expect(worse[0]).toMatchObject({
      title: 'PEREYRA JUAN CARLOS · CUIT 20-31456782-0',
      unread: true,
      // Opens the report at the section that changed (docs/product.md §4).
      target: { taxNumber: '20314567820', section: 'situacion' },
    });
    expect(worse[0]!.detail).toContain('La situación empeoró de 3 (Riesgo medio) a 4 (Riesgo alto).');
    expect(worse[0]!.detail).toContain(`Período ${result.period.slice(4)}/${result.period.slice(0, 4)} del BCRA.`);
    const cheques = fresh.find((e) => e.title.includes('30-71589634-2'))!;
    expect(cheques.detail).toContain('Tiene 1 cheque rechazado nuevo.');
    expect(cheques.target).toEqual({ taxNumber: '30715896342', section: 'cheques' });
    expect(fresh.find((e) => e.title.includes('20-17890456-7'))!.detail).toContain('La situación mejoró de 2');
    expect(fresh.some((e) => e.title.includes('23-28345671-4'))).toBe(false);

    // The snapshot in the portfolio follows the new period.
    const list = profileList.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/profiles', headers: premium })).json(),
    ).items;
    expect(list.find((p) => p.taxNumber === '20314567820')).toMatchObject({ situacion: 4, period: result.period });

    const again = monitoringRunResult.parse((await run(sysadmin)).json());
    expect(again).toMatchObject({ period: result.period, checked: 0, events: 0 });
    expect((await panel()).events).toHaveLength(after.events.length);
  });

  it('marks the event opened read (only the caller’s own), then all', async () => {
    const data = await panel();
    expect(data.unreadEvents).toBe(3);
    const [first, second] = data.events;
    const read = (headers: Record<string, string>, ids: number[]) =>
      t.app.inject({ method: 'POST', url: '/api/v1/quick-panel/events/read', headers, payload: { ids } });
    // Someone else cannot mark them.
    const admin = bearer((await signIn(t.app, 'admin@tirr.demo')).accessToken);
    expect((await read(admin, [first!.id])).json()).toEqual({ updated: 0 });
    expect((await read(premium, [first!.id])).json()).toEqual({ updated: 1 });
    const after = await panel();
    expect(after.unreadEvents).toBe(2);
    expect(after.events.find((e) => e.id === first!.id)!.unread).toBe(false);
    expect(after.events.find((e) => e.id === second!.id)!.unread).toBe(true);
    // Opening it again changes nothing.
    expect((await read(premium, [first!.id])).json()).toEqual({ updated: 0 });
    await t.app.inject({ method: 'POST', url: '/api/v1/quick-panel/events/read', headers: premium, payload: {} });
    expect((await panel()).unreadEvents).toBe(0);
  });

  it('is for sysadmins only', async () => {
    expect((await run(premium, true)).statusCode).toBe(403);
    const admin = bearer((await signIn(t.app, 'admin@tirr.demo')).accessToken);
    expect((await run(admin)).statusCode).toBe(403);
    expect((await run({})).statusCode).toBe(401);
    const bad = await run(sysadmin);
    expect(bad.statusCode).toBe(200);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/monitoring/run',
      headers: sysadmin,
      payload: { advancePeriod: 'yes' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('advancePeriod');
  });
});
