import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt calls in flight in this process, and the most ever at once: what the hashing gate bounds
 * (ADR 0108). Measured here, under every caller, so a path that skipped the gate would show.
 */
const inFlight = { running: 0, peak: 0 };
export const scryptActivity = {
  get running() {
    return inFlight.running;
  },
  get peak() {
    return inFlight.peak;
  },
  resetPeak() {
    inFlight.peak = inFlight.running;
  },
};

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) => {
  inFlight.running += 1;
  inFlight.peak = Math.max(inFlight.peak, inFlight.running);
  return new Promise<Buffer>((resolve, reject) => {
    try {
      scryptCallback(password, salt, keylen, options, (error, key) => {
        inFlight.running -= 1;
        if (error) reject(error);
        else resolve(key);
      });
    } catch (error) {
      // Invalid parameters (a corrupt stored hash) throw before any work starts.
      inFlight.running -= 1;
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
};

// OWASP's scrypt recommendation: N=2^17, r=8, p=1 (needs 128 MiB; maxmem raised accordingly).
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEYLEN = 64;
const maxmem = (N: number, r: number) => 128 * N * r * 2;

/** `scrypt$N$r$p$salt$hash`, base64url parts, at the production cost. */
export function hashPassword(password: string): Promise<string> {
  return hashPasswordAtCost(password, PARAMS);
}

/** The same format at another cost: the test template's demo accounts (ADR 0129); verify reads it back. */
export async function hashPasswordAtCost(password: string, cost: { N: number; r: number; p: number }): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEYLEN, { ...cost, maxmem: maxmem(cost.N, cost.r) });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, hash] = stored.split('$');
  if (algorithm !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const N = Number(n);
  const R = Number(r);
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: R,
    p: Number(p),
    maxmem: maxmem(N, R),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when the email is unknown, so both answers take the same time. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString('hex'));
  return decoy;
}
