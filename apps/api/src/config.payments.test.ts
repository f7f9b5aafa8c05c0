import { describe, expect, it } from 'vitest';
import { loadConfig, OFFLINE_WEBHOOK_SECRET, type ConfigError } from './config';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe('Mercado Pago configuration', () => {
  it('is offline by default with the public offline webhook secret', () => {
    expect(loadConfig({}).payments).toEqual({
      mode: 'offline',
      baseUrl: 'https://api.mercadopago.com',
      accessToken: undefined,
      webhookSecret: OFFLINE_WEBHOOK_SECRET,
    });
  });

  it('live requires the access token and the webhook secret, naming each variable', () => {
    expect(problems({ MERCADOPAGO_MODE: 'live' })).toEqual([
      'MERCADOPAGO_ACCESS_TOKEN: required when MERCADOPAGO_MODE=live',
      'MERCADOPAGO_WEBHOOK_SECRET: required when MERCADOPAGO_MODE=live',
    ]);
    expect(problems({ MERCADOPAGO_MODE: 'sandbox' })[0]).toMatch(/^MERCADOPAGO_MODE:/);
    const live = loadConfig({
      MERCADOPAGO_MODE: 'live',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1',
      MERCADOPAGO_WEBHOOK_SECRET: 's3cret',
      MERCADOPAGO_BASE_URL: 'http://127.0.0.1:9/',
    });
    expect(live.payments).toEqual({
      mode: 'live',
      baseUrl: 'http://127.0.0.1:9',
      accessToken: 'APP_USR-1',
      webhookSecret: 's3cret',
    });
  });
});
