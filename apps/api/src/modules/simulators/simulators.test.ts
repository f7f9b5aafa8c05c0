import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';

/** Monday 2 March 2026, 10:00 in Buenos Aires (13:00 UTC). */
const NOW = new Date('2026-03-02T13:00:00Z');

let t: TestApp;
/** The app's clock; a test may move it and puts it back (one app for the file: starting one is slow). */
let now = NOW;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
});
afterAll(async () => t?.close());

const simulate = (documentType: string, payload: object = {}, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/simulators/${documentType}`, payload, headers });

const close = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.005);

describe('POST /api/v1/simulators/:documentType', () => {
  it('cheque with the defaults, as a guest: total costs 21.56', async () => {
    const response = await simulate('checks');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      documentType: 'checks',
      currency: 'ARS',
      profile: 'estandar',
      days: 30,
      settlementDate: '2026-03-02',
      dueDate: '2026-04-01',
      paymentDate: '2026-04-01',
      tna: 20,
      warnings: [],
    });
    close(body.totalCostos, 21.564288);
    close(body.interes, 16.172507);
    close(body.efectivo, 983.827493);
    close(body.fees.comision, 1.232877);
    close(body.fees.dn, 0.024658);
    close(body.fees.dc, 0.024658);
    expect(body.fees.cc).toBe(0);
    close(body.fees.sgr, 4.109589);
    expect(body.ivaMonto).toBe(0);
    close(body.neto, 978.435712);
    close(body.tea, 21.9418);
    close(body.tem, 1.6438);
    close(body.cft, 30.3738);
    close(body.cftSinIva, 30.3738);
  });

  it('pagaré and factura defaults', async () => {
    const pagare = await simulate('pagares');
    expect(pagare.statusCode).toBe(200);
    expect(pagare.json().days).toBe(180);
    close(pagare.json().totalCostos, 12212.624603);
    close(pagare.json().cft, 30.2288);
    const factura = await simulate('facturas', undefined, {});
    expect(factura.statusCode).toBe(200);
    close(factura.json().totalCostos, 3167.470378);
    close(factura.json().neto, 143717.529622);
  });

  it('works without a body and for signed-in users too', async () => {
    const { accessToken } = await signIn(t.app, 'free@tirr.demo');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/simulators/checks',
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(200);
    close(response.json().totalCostos, 21.564288);
  });

  it('E4: a due date rolls over the 25 May holiday with the server date in Buenos Aires', async () => {
    const response = await simulate('checks', {
      amount: 1000000,
      rate: 36,
      dueDate: '2026-05-23',
      cc: 0.05,
      sgr: 3.85,
      iva: 21,
      profile: 'mav',
      currency: 'USD',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ paymentDate: '2026-05-26', days: 85, currency: 'USD', profile: 'mav' });
    close(body.fees.dn, 261.417256);
    close(body.ivaMonto, 956.459268);
    close(body.neto, 908172.359912);
    close(body.cft, 51.2273);
    close(body.cftSinIva, 50.5453);
    const later = await simulate('checks', { dueDate: '2026-05-23', settlementLag: 1, clearingDays: 2 });
    expect(later.json()).toMatchObject({ settlementDate: '2026-03-03', paymentDate: '2026-05-28', days: 86 });
  });

  it('reads today in Buenos Aires: 01:00 UTC is still the previous day there', async () => {
    now = new Date('2026-03-03T01:00:00Z');
    try {
      const response = await simulate('checks');
      expect(response.json().settlementDate).toBe('2026-03-02');
    } finally {
      now = NOW;
    }
  });

  it('warns about a cheque longer than 360 days', async () => {
    const response = await simulate('checks', { days: 400 });
    expect(response.json().warnings).toEqual(['longCheque']);
  });

  it.each([
    [{ amount: 0 }, 'amount'],
    [{ amount: -5 }, 'amount'],
    [{ days: 0 }, 'days'],
    [{ days: 1.5 }, 'days'],
    [{ rate: -1 }, 'rate'],
    [{ comision: -0.1 }, 'comision'],
    [{ dn: -1 }, 'dn'],
    [{ dc: -1 }, 'dc'],
    [{ cc: -1 }, 'cc'],
    [{ iva: -21 }, 'iva'],
    [{ sgr: -5 }, 'sgr'],
    [{ settlementLag: -1 }, 'settlementLag'],
    [{ clearingDays: 9 }, 'clearingDays'],
    [{ dueDate: '2026-02-30' }, 'dueDate'],
    [{ dueDate: '2026-02-27' }, 'dueDate'],
    [{ dueDate: 'mañana' }, 'dueDate'],
    [{ amount: 'mil' }, 'amount'],
    [{ currency: 'EUR' }, 'currency'],
    [{ profile: 'otro' }, 'profile'],
  ])('rejects %j with a 400 naming %s', async (payload, field) => {
    const response = await simulate('checks', payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect(body.message).toContain(field);
  });

  it('reports every bad field at once', async () => {
    const response = await simulate('pagares', { amount: 0, rate: -2 });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { field: string }) => d.field)).toEqual(['amount', 'rate']);
  });

  it('rejects an unknown document type naming documentType', async () => {
    const response = await simulate('bonos');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'documentType' }] });
  });

  it('rejects unknown fields', async () => {
    const response = await simulate('checks', { ammount: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('echoes the trade date: today in Buenos Aires when none is sent', async () => {
    const response = await simulate('checks');
    expect(response.json()).toMatchObject({ tradeDate: '2026-03-02', settlementDate: '2026-03-02' });
  });
});

describe('bounds and Spanish messages (docs/domain/simulators.md §1)', () => {
  it.each([
    [{ rate: 218000 }, 'rate', 'La tasa no puede superar el 1.000 % anual.'],
    [{ sgr: 36400 }, 'sgr', 'El aval SGR no puede superar el 100 %.'],
    [{ amount: 2e15 }, 'amount', 'El monto no puede superar 1.000.000.000.000.000.'],
    [{ rate: 0 }, 'rate', 'La tasa debe ser mayor que 0.'],
    [{ days: 4000 }, 'days', 'El plazo no puede superar los 3650 días.'],
    [{ comision: 150 }, 'comision', 'La comisión no puede superar el 100 %.'],
    [{ amount: 'mil' }, 'amount', 'El monto debe ser un número.'],
    [{ dueDate: 'mañana' }, 'dueDate', 'La fecha de vencimiento debe ser una fecha con formato AAAA-MM-DD.'],
  ])('%j → 400 naming %s: %s', async (payload, field, message) => {
    const response = await simulate('checks', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field, message }]);
  });

  it('a result that overflows is null, not a server error (MAV, 90 % listing fee, one day at 1000 %)', async () => {
    const response = await simulate('checks', { profile: 'mav', dc: 90, rate: 1000, days: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ cft: null, cftSinIva: null });
    expect(response.json().tea).toBeGreaterThan(0);
  });

  it('reports every invalid field at once, type errors and value errors together, all in Spanish', async () => {
    const response = await simulate('checks', {
      amount: 'mil',
      rate: -1,
      sgr: 500,
      tradeDate: '2031-01-01',
      currency: 'EUR',
      foo: 1,
    });
    expect(response.statusCode).toBe(400);
    const { details, message } = response.json() as { details: { field: string; message: string }[]; message: string };
    expect(details).toEqual([
      { field: 'amount', message: 'El monto debe ser un número.' },
      { field: 'currency', message: 'La moneda debe ser ARS o USD.' },
      { field: 'rate', message: 'La tasa debe ser mayor que 0.' },
      { field: 'tradeDate', message: 'La fecha de operación no puede ser posterior al 02/03/2028 (hoy más 2 años).' },
      { field: 'sgr', message: 'El aval SGR no puede superar el 100 %.' },
      { field: 'foo', message: 'No es un campo del simulador.' },
    ]);
    expect(message).not.toMatch(/invalid|expected|received/i);
  });

  it("'days' together with 'dueDate' is a 400 naming both", async () => {
    const response = await simulate('checks', { days: 10, dueDate: '2026-04-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: 'days', message: 'Indicá el plazo en días o la fecha de vencimiento, no los dos.' },
      { field: 'dueDate', message: 'Indicá el plazo en días o la fecha de vencimiento, no los dos.' },
    ]);
  });

  it.each([[[1, 2]], [7]])('a body that is not an object (%j) is a 400 naming body', async (payload) => {
    const response = await simulate('checks', payload as object);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { field: string }) => d.field)).toEqual(['body']);
  });
});

describe('tradeDate (Fecha de operación)', () => {
  const e4 = { amount: 1000000, rate: 36, dueDate: '2026-05-23', cc: 0.05, sgr: 3.85, iva: 21, profile: 'mav' };

  it('a past trade date gives the exact result of that day (E4 priced again in November)', async () => {
    now = new Date('2026-11-23T13:00:00Z');
    try {
      const response = await simulate('checks', { ...e4, tradeDate: '2026-03-02' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ tradeDate: '2026-03-02', settlementDate: '2026-03-02', days: 85 });
      close(body.neto, 908172.359912);
      close(body.cft, 51.2273);
      close(body.cftSinIva, 50.5453);
    } finally {
      now = NOW;
    }
  });

  it("a future trade date prices Friday's quote for Monday's sale", async () => {
    // Today Monday 02/03/2026; the sale is on Monday 09/03 at T+1 → settles Tuesday 10/03.
    const response = await simulate('checks', { ...e4, tradeDate: '2026-03-09', settlementLag: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ settlementDate: '2026-03-10', paymentDate: '2026-05-26', days: 77 });
  });

  it('a weekend trade date rolls to Monday before the lag, also at T+0', async () => {
    const response = await simulate('checks', { tradeDate: '2026-03-07', days: 30 });
    expect(response.json()).toMatchObject({
      tradeDate: '2026-03-07',
      settlementDate: '2026-03-09',
      dueDate: '2026-04-08',
    });
    const bridge = await simulate('checks', { tradeDate: '2026-03-21', dueDate: '2026-04-24' });
    // Saturday 21, Sunday 22, bridge day 23 and Memoria 24 → settles Wednesday 25.
    expect(bridge.json()).toMatchObject({ settlementDate: '2026-03-25', days: 30 });
  });

  it('a cheque due on Día del Bancario (Friday 06/11/2026) pays on Monday 09/11', async () => {
    const response = await simulate('checks', { tradeDate: '2026-10-07', dueDate: '2026-11-06' });
    expect(response.json()).toMatchObject({ paymentDate: '2026-11-09', days: 33 });
  });

  it.each([
    ['2021-03-01', 'La fecha de operación no puede ser anterior al 02/03/2021 (hoy menos 5 años).'],
    ['2028-03-03', 'La fecha de operación no puede ser posterior al 02/03/2028 (hoy más 2 años).'],
    ['2026-02-30', 'La fecha de operación no es una fecha válida (AAAA-MM-DD).'],
    ['02/03/2026', 'La fecha de operación debe ser una fecha con formato AAAA-MM-DD.'],
  ])('refuses the trade date %s: %s', async (tradeDate, message) => {
    const response = await simulate('checks', { tradeDate });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: 'tradeDate', message }]);
  });

  it('warns when a date falls outside the years of the bank calendar', async () => {
    const response = await simulate('checks', { tradeDate: '2023-05-02', dueDate: '2023-06-01' });
    expect(response.statusCode).toBe(200);
    expect(response.json().warnings).toEqual(['calendarNotCovered']);
  });
});
