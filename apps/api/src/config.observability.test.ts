import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** ADR 0134: the instance's name, who may read /metrics, and the OTLP collector. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DEMO_MODE: '1',
  SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
};
const TOKEN = '4f1c0e9a7b3d5f2e8a6c4b1d9e7f3a5c';

describe('observability settings', () => {
  it('names the instance INSTANCE_ID, else hostname:pid, and refuses a name with other characters', () => {
    expect(loadConfig({}).instanceId).toBe(`${os.hostname()}:${process.pid}`);
    expect(loadConfig({ INSTANCE_ID: 'api-2.eu-west:1' }).instanceId).toBe('api-2.eu-west:1');
    expect(() => loadConfig({ INSTANCE_ID: 'api 2' })).toThrow(/INSTANCE_ID/);
    expect(() => loadConfig({ INSTANCE_ID: 'x'.repeat(65) })).toThrow(/INSTANCE_ID/);
  });

  it('opens /metrics to this machine outside production, to nobody in production, to the token with one', () => {
    expect(loadConfig({}).metrics).toEqual({ access: 'loopback' });
    expect(loadConfig(PRODUCTION).metrics).toEqual({ access: 'off' });
    expect(loadConfig({ ...PRODUCTION, METRICS_TOKEN: TOKEN }).metrics).toEqual({ access: 'token', token: TOKEN });
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metrics).toEqual({ access: 'token', token: TOKEN });
    expect(loadConfig({ METRICS_TOKEN: '' }).metrics).toEqual({ access: 'loopback' });
  });

  it('refuses a METRICS_TOKEN shorter than 16 characters', () => {
    expect(() => loadConfig({ ...PRODUCTION, METRICS_TOKEN: 'changeme' })).toThrow(
      /METRICS_TOKEN: must be at least 16/,
    );
  });

  it('takes the OTLP endpoint when it is an http(s) URL; none by default', () => {
    expect(loadConfig({}).otlpEndpoint).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }).otlpEndpoint).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).otlpEndpoint).toBe(
      'http://collector:4318',
    );
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });
});
