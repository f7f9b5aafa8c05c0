/**
 * Secrets at rest (ADR 0100): what the database keeps secret (the built-in provider's signing keys and
 * cookie secrets) is sealed with AES-256-GCM under a key from the environment, `SECRETS_KEY`
 * (32 random bytes in base64). `SECRETS_KEY_PREVIOUS` still opens what the previous key sealed, so the
 * key itself can be changed (`npm run keys:rotate` re-encrypts everything under the new one).
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

const KEY_BYTES = 32;
const IV_BYTES = 12;

/**
 * The key used when SECRETS_KEY is not set: fixed and public (it is in the source), so it protects
 * nothing. Development and tests only: production refuses to start with it or without a key.
 */
export const DEVELOPMENT_SECRETS_KEY = createHash('sha256')
  .update('tirr: public development secrets key, never for production')
  .digest('base64');

/** The keys that seal and open secrets: `current` seals, `previous` (when set) only opens. */
export interface SecretsKeyring {
  current: Buffer;
  previous: Buffer | undefined;
  /** The current key is the public development key (SECRETS_KEY unset). */
  development: boolean;
}

/** A sealed secret as stored (inside a jsonb column). */
export interface Sealed {
  v: 1;
  alg: 'A256GCM';
  /** Which key sealed it: an HMAC of the key (reveals nothing about it); see keyIdOf. */
  key: string;
  iv: string;
  tag: string;
  data: string;
}

/** Thrown when the stored secrets cannot be opened with the configured keys; the message names the variable. */
export class SecretsKeyError extends Error {}

/** A 32-byte key from its base64 (or base64url) text; undefined when it is not exactly that. */
export function parseSecretsKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return undefined;
  const bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === KEY_BYTES ? bytes : undefined;
}

export const isDevelopmentSecretsKey = (key: Buffer) => key.equals(Buffer.from(DEVELOPMENT_SECRETS_KEY, 'base64'));

/** A short, stable name of a key: lets a sealed value say which key sealed it without revealing the key. */
export const keyIdOf = (key: Buffer) =>
  createHmac('sha256', key).update('tirr secrets key id').digest('hex').slice(0, 16);

export function keyring(current: Buffer | undefined, previous?: Buffer): SecretsKeyring {
  const key = current ?? Buffer.from(DEVELOPMENT_SECRETS_KEY, 'base64');
  return { current: key, previous, development: isDevelopmentSecretsKey(key) };
}

export const isSealed = (value: unknown): value is Sealed =>
  typeof value === 'object' &&
  value !== null &&
  (value as Sealed).alg === 'A256GCM' &&
  typeof (value as Sealed).data === 'string';

/** Seals a text under the current key; `context` (additional authenticated data) ties it to its place. */
export function seal(keys: SecretsKeyring, plaintext: string, context: string): Sealed {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.current, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return {
    v: 1,
    alg: 'A256GCM',
    key: keyIdOf(keys.current),
    iv: iv.toString('base64url'),
    tag: cipher.getAuthTag().toString('base64url'),
    data: data.toString('base64url'),
  };
}

/**
 * Opens a sealed text with whichever configured key sealed it. `underCurrent` is false when the
 * previous key opened it (the value should be sealed again under the current key).
 */
export function open(
  keys: SecretsKeyring,
  sealed: Sealed,
  context: string,
): { plaintext: string; underCurrent: boolean } {
  const candidates = [keys.current, keys.previous].filter((k): k is Buffer => !!k);
  const key = candidates.find((k) => keyIdOf(k) === sealed.key);
  if (!key) {
    throw new SecretsKeyError(
      `SECRETS_KEY: the stored secrets (${context}) were encrypted with another key; set SECRETS_KEY to that key, ` +
        'or set SECRETS_KEY_PREVIOUS to it and run `npm run keys:rotate -- --reencrypt-only`',
    );
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64url'));
    const plaintext = Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64url')), decipher.final()]);
    return { plaintext: plaintext.toString('utf8'), underCurrent: key === keys.current };
  } catch {
    throw new SecretsKeyError(`SECRETS_KEY: the stored secrets (${context}) do not decrypt: they were altered`);
  }
}
