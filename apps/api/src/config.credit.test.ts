import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, type ConfigError } from './config';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe('credit data-source configuration', () => {
  it('offline needs nothing and has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.dataSources).toBe('offline');
    expect(config.upstream).toMatchObject({
      timeoutMs: 8000,
      bcra: { baseUrl: 'https://api.bcra.gob.ar', minIntervalMs: 1000 },
      arca: { wsaaUrl: 'https://wsaa.afip.gov.ar/ws/services/LoginCms' },
    });
  });

  it('live requires the ARCA certificate, key and CUIT, naming each variable', () => {
    expect(problems({ DATA_SOURCES: 'live' })).toEqual([
      'ARCA_CERT_PATH: required when DATA_SOURCES=live',
      'ARCA_KEY_PATH: required when DATA_SOURCES=live',
      'ARCA_CUIT: required when DATA_SOURCES=live',
    ]);
  });

  it('refuses missing files and an invalid CUIT; accepts a complete live setup', () => {
    expect(problems({ ARCA_CERT_PATH: '/nonexistent/cert.pem', ARCA_CUIT: '30-50001091-3' })).toEqual([
      'ARCA_CERT_PATH: file not found: /nonexistent/cert.pem',
      'ARCA_CUIT: must be a valid CUIT (11 digits, check digit)',
    ]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tirr-arca-'));
    const cert = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    fs.writeFileSync(cert, 'x');
    fs.writeFileSync(key, 'x');
    const config = loadConfig({
      DATA_SOURCES: 'live',
      ARCA_CERT_PATH: cert,
      ARCA_KEY_PATH: key,
      ARCA_CUIT: '30-50001091-2',
      ARCA_ENV: 'homologacion',
    });
    expect(config.upstream.arca).toMatchObject({
      cuit: '30500010912',
      padronUrl: 'https://awshomo.afip.gov.ar/sr-padron/webservices/personaServiceA13',
    });
    fs.rmSync(dir, { recursive: true });
  });
});
