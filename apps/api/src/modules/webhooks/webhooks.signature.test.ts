import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig, type ConfigError } from '../../config';
import { webhookEventId } from '../../lib/webhook-events';
import {
  newWebhookSecret,
  parseSignatureHeader,
  signatureOf,
  signWebhook,
  verifyWebhook,
} from '../../lib/webhook-signature';
import { addressProblem, isPrivateAddress } from './webhooks.transport';

const secret = newWebhookSecret();
const body = JSON.stringify({ id: 'e1', type: 'batch.completed', v: 1, data: { total: 3 } });
const sentAt = new Date('2026-11-26T15:00:00Z');
const header = signWebhook({ secret, keyId: 'whk_abc', body, now: sentAt });

describe('the signature (docs/api/webhooks.md §4)', () => {
  it('is \'t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">,kid=<key id>\'', () => {
    const t = sentAt.getTime() / 1000;
    expect(header).toBe(`t=${t},v1=${signatureOf(secret, t, body)},kid=whk_abc`);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64},kid=whk_abc$/);
    expect(parseSignatureHeader(header)).toEqual({
      timestamp: t,
      signatures: [signatureOf(secret, t, body)],
      keyId: 'whk_abc',
    });
  });

  it('a new secret is whsec_ and 32 random bytes in base64url', () => {
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(secret);
  });

  it('verifies the body as sent, within the tolerance either way', () => {
    expect(verifyWebhook({ header, body, secret, now: sentAt })).toEqual({
      ok: true,
      timestamp: sentAt.getTime() / 1000,
      keyId: 'whk_abc',
    });
    for (const seconds of [-300, 299, 300])
      expect(verifyWebhook({ header, body, secret, now: new Date(sentAt.getTime() + seconds * 1000) }).ok).toBe(true);
  });

  it('refuses a tampered body, a wrong secret, a stale or future timestamp and a malformed header', () => {
    const at = { now: sentAt };
    expect(verifyWebhook({ header, body: body.replace('3', '4'), secret, ...at })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyWebhook({ header, body: `${body} `, secret, ...at })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhook({ header, body, secret: newWebhookSecret(), ...at })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    const later = new Date(sentAt.getTime() + 301_000);
    expect(verifyWebhook({ header, body, secret, now: later })).toEqual({ ok: false, reason: 'stale' });
    const earlier = new Date(sentAt.getTime() - 301_000);
    expect(verifyWebhook({ header, body, secret, now: earlier })).toEqual({ ok: false, reason: 'stale' });
    // A signature moved to another timestamp does not verify: the timestamp is signed.
    const moved = header.replace(/^t=(\d+)/, (_m, t: string) => `t=${Number(t) + 1}`);
    expect(verifyWebhook({ header: moved, body, secret, now: sentAt })).toEqual({ ok: false, reason: 'mismatch' });
    for (const bad of [undefined, '', 'v1=abc', `t=${sentAt.getTime() / 1000}`, 'garbage'])
      expect(verifyWebhook({ header: bad, body, secret, ...at })).toEqual({ ok: false, reason: 'malformed' });
  });

  it('accepts any of several v1 (a secret being replaced)', () => {
    const other = signWebhook({ secret: newWebhookSecret(), keyId: 'old', body, now: sentAt }).split(',')[1]!;
    expect(verifyWebhook({ header: `${other},${header}`, body, secret, now: sentAt }).ok).toBe(true);
  });
});

describe('event ids (docs/api/webhooks.md §5)', () => {
  it('the same key is always the same UUID; another key another', () => {
    const id = webhookEventId('batch.completed:6f1c1c2e-1111-4111-8111-111111111111');
    expect(webhookEventId('batch.completed:6f1c1c2e-1111-4111-8111-111111111111')).toBe(id);
    expect(webhookEventId('batch.completed:6f1c1c2e-1111-4111-8111-111111111112')).not.toBe(id);
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('addresses a webhook may not call (docs/api/webhooks.md §7)', () => {
  it('loopback, private, link-local, shared and mapped addresses are private; public ones are not', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      'not an address',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '172.32.0.1', '200.45.1.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('an endpoint on a private IP address or a local name is refused; a public name is not judged before its lookup', () => {
    for (const url of [
      'https://127.0.0.1/hook',
      'https://[::1]/hook',
      'https://localhost/hook',
      'https://api.localhost/hook',
      'https://10.0.0.8:8443/hook',
      'https://169.254.169.254/latest',
      'https://printer.local/hook',
    ])
      expect(addressProblem(new URL(url)), url).toBe('La dirección apunta a una red privada o a este servidor.');
    for (const url of ['https://hooks.example.com/tirr', 'https://8.8.8.8/hook'])
      expect(addressProblem(new URL(url)), url).toBeUndefined();
  });
});

describe('WEBHOOKS_ALLOW_HTTP (docs/api/webhooks.md §7)', () => {
  const demo = { PUBLIC_URL: 'https://demo.example.com', DATA_DIR: 'memory://' };
  it('is off unless set, on in development and tests when set', () => {
    expect(loadConfig({ NODE_ENV: 'test', ...demo }).webhooks).toEqual({ allowHttp: false });
    expect(loadConfig({ NODE_ENV: 'development', ...demo, WEBHOOKS_ALLOW_HTTP: '1' }).webhooks).toEqual({
      allowHttp: true,
    });
  });

  it('production refuses to start with it, even a demo, naming the variable', () => {
    const production = {
      NODE_ENV: 'production',
      DEMO_MODE: '1',
      SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
      ...demo,
    };
    expect(loadConfig(production).webhooks.allowHttp).toBe(false);
    let problems: string[] = [];
    try {
      loadConfig({ ...production, WEBHOOKS_ALLOW_HTTP: 'true' });
    } catch (error) {
      problems = (error as ConfigError).problems;
    }
    expect(problems).toEqual([
      'WEBHOOKS_ALLOW_HTTP: lets webhooks call http:// and private-network addresses: development and tests only (unset it)',
    ]);
  });
});
