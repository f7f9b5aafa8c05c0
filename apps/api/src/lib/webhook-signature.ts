/**
 * The signature of a webhook delivery (docs/api/webhooks.md §4), Stripe-like: the header
 * `Tirr-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" under the endpoint's secret>,kid=<key id>`.
 * The timestamp is signed with the body, so a captured delivery cannot be replayed after the tolerance. The same
 * functions sign (the sender) and verify (the tests' receiver, the docs' example): one algorithm, written once.
 * Node's crypto only, no other import, so a receiver can copy this file as it is.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'tirr-signature';
export const EVENT_ID_HEADER = 'tirr-event-id';
export const EVENT_TYPE_HEADER = 'tirr-event-type';
/** Every signing secret starts with this (secret scanners and people recognise it). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** A signature older (or newer) than this is refused: 5 minutes. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/** A new signing secret: 'whsec_' and 32 random bytes in base64url. */
export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

/** The hex HMAC-SHA256 of `<timestamp>.<body>` under `secret` (the whole secret, prefix included). */
export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

/** The `Tirr-Signature` value of `body` sent at `now`. */
export function signWebhook(input: { secret: string; keyId: string; body: string; now: Date }): string {
  const t = Math.floor(input.now.getTime() / 1000);
  return `t=${t},v1=${signatureOf(input.secret, t, input.body)},kid=${input.keyId}`;
}

export interface ParsedSignature {
  timestamp: number;
  /** Every `v1` of the header (more than one while a secret is being replaced). */
  signatures: string[];
  keyId: string | undefined;
}

/** The parts of a `Tirr-Signature` value; undefined when it has no timestamp or no `v1`. */
export function parseSignatureHeader(header: string): ParsedSignature | undefined {
  let timestamp: number | undefined;
  let keyId: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
    else if (key === 'kid') keyId = value;
  }
  return timestamp === undefined || signatures.length === 0 ? undefined : { timestamp, signatures, keyId };
}

export type VerifyResult =
  | { ok: true; timestamp: number; keyId: string | undefined }
  | { ok: false; reason: 'malformed' | 'stale' | 'mismatch' };

/**
 * Checks a delivery as its receiver must: the header parses, its timestamp is within `toleranceSeconds` of `now`,
 * and one of its `v1` equals the HMAC of `<t>.<raw body>` under `secret` (compared in constant time). `body` is
 * the raw text received, before any JSON parsing.
 */
export function verifyWebhook(input: {
  header: string | undefined;
  body: string;
  secret: string;
  now?: Date;
  toleranceSeconds?: number;
}): VerifyResult {
  const parsed = input.header ? parseSignatureHeader(input.header) : undefined;
  if (!parsed) return { ok: false, reason: 'malformed' };
  const nowSeconds = Math.floor((input.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - parsed.timestamp) > (input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS))
    return { ok: false, reason: 'stale' };
  const expected = Buffer.from(signatureOf(input.secret, parsed.timestamp, input.body), 'hex');
  const matches = parsed.signatures.some((hex) => timingSafeEqual(Buffer.from(hex, 'hex'), expected));
  return matches ? { ok: true, timestamp: parsed.timestamp, keyId: parsed.keyId } : { ok: false, reason: 'mismatch' };
}
