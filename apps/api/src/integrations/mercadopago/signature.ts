import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Mercado Pago webhook signatures (docs/domain/data-sources.md §5): `x-signature: ts=<unix>,v1=<hex>` is an
 * HMAC-SHA256 with the webhook secret over `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, where
 * data.id comes from the query string, lower-cased when alphanumeric; absent parts are left out.
 */
export function signatureManifest(dataId: string | undefined, requestId: string | undefined, ts: string): string {
  let manifest = '';
  if (dataId) manifest += `id:${/^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId};`;
  if (requestId) manifest += `request-id:${requestId};`;
  return `${manifest}ts:${ts};`;
}

export function signNotification(secret: string, dataId: string, requestId: string, ts: number): string {
  const v1 = createHmac('sha256', secret)
    .update(signatureManifest(dataId, requestId, String(ts)))
    .digest('hex');
  return `ts=${ts},v1=${v1}`;
}

export interface VerifyInput {
  secret: string;
  signature: string | undefined;
  requestId: string | undefined;
  dataId: string | undefined;
  now: Date;
  /** Older notifications are refused (replayed captures); MP retries with fresh signatures. */
  maxAgeSeconds?: number;
}

/** 'ok' or why the notification is refused (constant-time comparison). */
export function verifySignature(options: VerifyInput): 'ok' | 'missing' | 'malformed' | 'stale' | 'mismatch' {
  if (!options.signature) return 'missing';
  const parts = Object.fromEntries(
    options.signature.split(',').map((part) => {
      const [key, ...rest] = part.trim().split('=');
      return [key ?? '', rest.join('=')];
    }),
  );
  const ts = parts.ts;
  const v1 = parts.v1;
  if (!ts || !v1 || !/^\d{1,13}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) return 'malformed';
  // MP documents ts in seconds; some notifications carry milliseconds.
  const seconds = ts.length > 11 ? Number(ts) / 1000 : Number(ts);
  const maxAge = options.maxAgeSeconds ?? 15 * 60;
  if (Math.abs(options.now.getTime() / 1000 - seconds) > maxAge) return 'stale';
  const expected = createHmac('sha256', options.secret)
    .update(signatureManifest(options.dataId, options.requestId, ts))
    .digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'ok' : 'mismatch';
}
