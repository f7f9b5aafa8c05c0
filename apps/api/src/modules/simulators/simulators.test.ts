import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';

/** Monday 2 March 2026, 10:00 in Buenos Aires (13:00 UTC). */
const NOW = new Date('2026-03-02T13:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => NOW });
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
    const late = await createTestApp({}, { clock: () => new Date('2026-03-03T01:00:00Z') });
    try {
      const response = await late.app.inject({ method: 'POST', url: '/api/v1/simulators/checks', payload: {} });
      expect(response.json().settlementDate).toBe('2026-03-02');
    } finally {
      await late.close();
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
});
