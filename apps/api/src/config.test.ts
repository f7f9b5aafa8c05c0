import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 3000, ./.data, the built-in provider, offline data and demo accounts', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.auth).toEqual({
      kind: 'builtin',
      issuer: 'http://localhost:3000/oidc',
      clientId: 'tirr-web',
      audience: 'http://localhost:3000/api',
    });
    expect(config.dataSources).toBe('offline');
    expect(config.seedDemo).toBe(true);
    expect(config.premiumPriceArs).toBe(4550);
    expect(config.signInAttemptsPerMinute).toBe(10);
    expect(loadConfig({ SIGN_IN_ATTEMPTS_PER_MINUTE: '100' }).signInAttemptsPerMinute).toBe(100);
    expect(() => loadConfig({ SIGN_IN_ATTEMPTS_PER_MINUTE: '0' })).toThrow(/SIGN_IN_ATTEMPTS_PER_MINUTE/);
  });

  it('takes the blog base URL from BLOG_BASE_URL, without a trailing slash, and rejects a non-URL', () => {
    expect(loadConfig({}).blogBaseUrl).toBe('https://blog.tirr.com.ar');
    expect(loadConfig({ BLOG_BASE_URL: 'https://aprende.example.com/blog/' }).blogBaseUrl).toBe(
      'https://aprende.example.com/blog',
    );
    expect(() => loadConfig({ BLOG_BASE_URL: 'blog' })).toThrow(/BLOG_BASE_URL/);
    expect(() => loadConfig({ BLOG_BASE_URL: 'ftp://blog.example.com' })).toThrow(/BLOG_BASE_URL/);
  });

  it('takes the CAFCI and BCRA statistics sources and series ids from the environment, with defaults', () => {
    expect(loadConfig({}).upstream.cafci).toEqual({
      catalogueUrl: 'https://estadisticas.cafci.org.ar/consulta-de-fondos.json',
      planillaUrl: 'https://api.pub.cafci.org.ar/pb_get',
      apiHosts: ['https://api.pub.cafci.org.ar', 'https://api.cafci.org.ar'],
    });
    expect(loadConfig({}).upstream.bcraStatistics).toEqual({
      baseUrl: 'https://api.bcra.gob.ar',
      variableIds: { cer: 30, badlar: 7, cpi: 27 },
    });
    const custom = loadConfig({
      CAFCI_CATALOGUE_URL: 'http://127.0.0.1:9000/catalogo.json',
      CAFCI_PLANILLA_URL: 'http://127.0.0.1:9000/pb_get',
      CAFCI_API_HOSTS: 'http://127.0.0.1:9001/ , http://127.0.0.1:9002',
      BCRA_STATS_BASE_URL: 'http://127.0.0.1:9003/',
      BCRA_SERIES_CER: '3540',
      BCRA_SERIES_BADLAR: '35',
      BCRA_SERIES_CPI: '27',
    }).upstream;
    expect(custom.cafci.apiHosts).toEqual(['http://127.0.0.1:9001', 'http://127.0.0.1:9002']);
    expect(custom.cafci.planillaUrl).toBe('http://127.0.0.1:9000/pb_get');
    expect(custom.bcraStatistics).toEqual({
      baseUrl: 'http://127.0.0.1:9003',
      variableIds: { cer: 3540, badlar: 35, cpi: 27 },
    });
    expect(() => loadConfig({ CAFCI_API_HOSTS: 'api.cafci.org.ar' })).toThrow(/CAFCI_API_HOSTS/);
    expect(() => loadConfig({ BCRA_SERIES_CER: 'cer' })).toThrow(/BCRA_SERIES_CER/);
    expect(() => loadConfig({ CAFCI_PLANILLA_URL: 'pb_get' })).toThrow(/CAFCI_PLANILLA_URL/);
  });

  it.each([
    ['4550', 4550],
    ['4.550', 4550],
    ['12.500,50', 12500.5],
  ])('reads PREMIUM_PRICE_ARS=%s the Argentine way', (text, price) => {
    expect(loadConfig({ PREMIUM_PRICE_ARS: text }).premiumPriceArs).toBe(price);
  });

  it('follows PORT for the public URL', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  // A production demo (DEMO_MODE=1 with a secrets key): the production gate is tested in config.production.test.ts.
  const productionDemo = {
    NODE_ENV: 'production',
    DEMO_MODE: '1',
    SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
  };
  it.each([
    [productionDemo, false],
    [{ ...productionDemo, DEMO_SEED: '1' }, true],
    [{ DEMO_SEED: 'false' }, false],
  ])('seeds demo accounts for %j → %s', (env, expected) => {
    expect(loadConfig(env).seedDemo).toBe(expected);
  });

  // Production needs SMTP_URL with the built-in sign-in (config.production.test.ts); here, how it is read.
  it('reads SMTP_URL and MAIL_FROM; without SMTP_URL mails stay in the outbox', () => {
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
    expect(loadConfig(productionDemo).mail.smtpUrl).toBeUndefined();
    const withSmtp = loadConfig({ SMTP_URL: 'smtps://tirr:secreto@mail.example:465' });
    expect(withSmtp.mail).toEqual({
      smtpUrl: 'smtps://tirr:secreto@mail.example:465',
      from: 'Tirr <no-reply@localhost>',
    });
    expect(loadConfig({ MAIL_FROM: 'Tirr <hola@tirr.com.ar>' }).mail.from).toBe('Tirr <hola@tirr.com.ar>');
    expect(() => loadConfig({ SMTP_URL: 'mail.example:25' })).toThrow(/SMTP_URL: must be an smtp/);
  });

  it('switches to an external provider when the three AUTH_ variables are set', () => {
    const config = loadConfig({
      AUTH_ISSUER: 'https://tirr.us.auth0.com/',
      AUTH_CLIENT_ID: 'abc',
      AUTH_AUDIENCE: 'https://api.tirr.com.ar',
    });
    expect(config.auth).toEqual({
      kind: 'external',
      issuer: 'https://tirr.us.auth0.com',
      clientId: 'abc',
      audience: 'https://api.tirr.com.ar',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATA_SOURCES: 'remote' }, 'DATA_SOURCES'],
    [{ AUTH_ISSUER: 'https://x.example' }, 'AUTH_CLIENT_ID'],
    [{ PREMIUM_PRICE_ARS: '-5' }, 'PREMIUM_PRICE_ARS'],
    [{ PREMIUM_PRICE_ARS: '4.55' }, 'PREMIUM_PRICE_ARS'],
    [{ PREMIUM_PRICE_ARS: '0' }, 'PREMIUM_PRICE_ARS'],
    [{ PREMIUM_PRICE_ARS: 'abc' }, 'PREMIUM_PRICE_ARS'],
    [{ SUPPORT_EMAIL: 'nope' }, 'SUPPORT_EMAIL'],
  ])('rejects %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });
});
