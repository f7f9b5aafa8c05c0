import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buenosAiresDate } from '@tirr/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArcaOffline } from './integrations/arca/offline';
import { createBcraOffline } from './integrations/bcra/offline';
import { demoPublications } from './integrations/bcra/publications';
import type { DataSources } from './integrations';
import { bearer, createTestApp, signIn, type TestApp } from './test/harness';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tirr-app-production-'));
const file = (name: string) => {
  const at = path.join(dir, name);
  fs.writeFileSync(at, '-----BEGIN PLACEHOLDER-----\n');
  return at;
};

/** Live credit data as far as the configuration goes; the sources themselves are the embedded ones (no network). */
const LIVE_DATA = {
  DATA_SOURCES: 'live',
  ARCA_CERT_PATH: file('arca.crt'),
  ARCA_KEY_PATH: file('arca.key'),
  ARCA_CUIT: '30-71234567-1',
};
const LIVE_PAYMENTS = {
  MERCADOPAGO_MODE: 'live',
  MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1234567890',
  MERCADOPAGO_WEBHOOK_SECRET: 'f3c9a1d27b8e4c6a9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e',
  // Nothing answers there: these tests never reach Mercado Pago.
  MERCADOPAGO_BASE_URL: 'http://127.0.0.1:9',
};
const embeddedSources = (): DataSources => {
  const today = () => buenosAiresDate(new Date());
  const publications = demoPublications(today);
  return {
    kind: 'live',
    bcra: createBcraOffline(today, publications),
    arca: createArcaOffline(() => new Date()),
    publications,
  };
};

let demo: TestApp;
let live: TestApp;
beforeAll(async () => {
  // A production demo: live credit data configured, the offline checkout, DEMO_MODE=1.
  demo = await createTestApp(
    { NODE_ENV: 'production', DEMO_MODE: '1', SECRETS_KEY: Buffer.alloc(32, 3).toString('base64'), ...LIVE_DATA },
    { dataSources: embeddedSources() },
  );
  // API_DOCS=0: the one switch that takes the API docs off (ADR 0100, amended).
  live = await createTestApp({ ...LIVE_DATA, ...LIVE_PAYMENTS, API_DOCS: '0' }, { dataSources: embeddedSources() });
}, 120_000);
afterAll(async () => {
  await demo?.close();
  await live?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const authConfig = async (t: TestApp) => (await t.app.inject({ method: 'GET', url: '/api/v1/auth' })).json();
const offlineRoutes = (t: TestApp) => t.app.routeTable.filter((r) => r.url.includes('/payments/offline/'));
const ID = 'a'.repeat(32);

describe('demo badge', () => {
  it('shows whenever anything is demo: the offline checkout or DEMO_MODE, even on live credit data', async () => {
    expect(await authConfig(demo)).toMatchObject({ demoData: true, offlineCheckout: true });
    expect(await authConfig(live)).toMatchObject({ demoData: false, offlineCheckout: false });
  });
});

describe('the offline checkout', () => {
  it('does not exist with live payments: its routes are not registered and answer 404', async () => {
    expect(offlineRoutes(live)).toEqual([]);
    const { accessToken } = await signIn(live.app, 'free@tirr.demo');
    const page = await live.app.inject({
      method: 'GET',
      url: `/api/v1/payments/offline/checkout/${ID}`,
      headers: bearer(accessToken),
    });
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toBe(`No existe la ruta GET /api/v1/payments/offline/checkout/${ID}.`);
    const decision = await live.app.inject({
      method: 'POST',
      url: `/api/v1/payments/offline/checkout/${ID}/decision`,
      headers: bearer(accessToken),
      payload: { decision: 'approve' },
    });
    expect(decision.statusCode).toBe(404);
    expect(decision.json().message).toBe(`No existe la ruta POST /api/v1/payments/offline/checkout/${ID}/decision.`);
    // The webhook stays: Mercado Pago calls it.
    const webhook = await live.app.inject({ method: 'POST', url: '/api/v1/payments/mercadopago/webhook', payload: {} });
    expect(webhook.statusCode).toBe(400);
  });

  it('exists while payments are offline', async () => {
    expect(offlineRoutes(demo).map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/v1/payments/offline/checkout/:id',
      'HEAD /api/v1/payments/offline/checkout/:id',
      'POST /api/v1/payments/offline/checkout/:id/decision',
    ]);
  });
});

describe('API docs', () => {
  it('are served in production too: the API is open to companies', async () => {
    const json = await demo.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toMatch(/^3\./);
    expect((await demo.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('are off with API_DOCS=0, while the document is still built for the route table', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      expect((await live.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect(Object.keys(live.app.swagger().paths ?? {})).toContain('/api/v1/credit/{taxNumber}/report');
  });
});
