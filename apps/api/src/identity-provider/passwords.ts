import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt calls in flight through one app's hasher, and the most ever at once: what the hashing gate bounds
 * (ADR 0108). Measured at scrypt, under every caller of the app, so a path that skipped the gate would show.
 */
export interface ScryptActivity {
  readonly running: number;
  readonly peak: number;
  /** Starts a new peak from what is running now. */
  resetPeak(): void;
}

type Counter = { running: number; peak: number };

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions, counter?: Counter) => {
  if (counter) {
    counter.running += 1;
    counter.peak = Math.max(counter.peak, counter.running);
  }
  return new Promise<Buffer>((resolve, reject) => {
    try {
      scryptCallback(password, salt, keylen, options, (error, key) => {
        if (counter) counter.running -= 1;
        if (error) reject(error);
        else resolve(key);
      });
    } catch (error) {
      // Invalid parameters (a corrupt stored hash) throw before any work starts.
      if (counter) counter.running -= 1;
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
};

// OWASP's scrypt recommendation: N=2^17, r=8, p=1 (needs 128 MiB; maxmem raised accordingly).
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEYLEN = 64;
const maxmem = (N: number, r: number) => 128 * N * r * 2;
type Cost = { N: number; r: number; p: number };

async function hashAtCost(password: string, cost: Cost, counter?: Counter): Promise<string> {
  const salt = randomBytes(16);
  const options = { ...cost, maxmem: maxmem(cost.N, cost.r) };
  const key = await scrypt(password.normalize('NFKC'), salt, KEYLEN, options, counter);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

async function verify(password: string, stored: string, counter?: Counter): Promise<boolean> {
  const [algorithm, n, r, p, salt, hash] = stored.split('$');
  if (algorithm !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const N = Number(n);
  const R = Number(r);
  const options = { N, r: R, p: Number(p), maxmem: maxmem(N, R) };
  const key = await scrypt(
    password.normalize('NFKC'),
    Buffer.from(salt, 'base64url'),
    expected.length,
    options,
    counter,
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * `scrypt$N$r$p$salt$hash`, base64url parts, at the production cost: for hashes made outside a request
 * (the demo seed, tests). Requests hash through their app's `passwordHasher`.
 */
export function hashPassword(password: string): Promise<string> {
  return hashAtCost(password, PARAMS);
}

/** The same format at another cost: the test template's demo accounts (ADR 0129); verify reads it back. */
export function hashPasswordAtCost(password: string, cost: Cost): Promise<string> {
  return hashAtCost(password, cost);
}

export interface PasswordHasher {
  /** A new password's hash, at the production cost. */
  hash(password: string): Promise<string>;
  /** Whether `password` is the one of `stored`, with the parameters `stored` carries. */
  verify(password: string, stored: string): Promise<boolean>;
  /** A hash to compare against when the email is unknown, so both answers take the same time. */
  decoyHash(): Promise<string>;
  /** This hasher's scrypt calls in flight and their peak. */
  readonly activity: ScryptActivity;
}

/** One app's password hashing (ADR 0124: its figures and its decoy belong to the app, not the process). */
export function passwordHasher(): PasswordHasher {
  const counter: Counter = { running: 0, peak: 0 };
  let decoy: Promise<string> | undefined;
  return {
    hash: (password) => hashAtCost(password, PARAMS, counter),
    verify: (password, stored) => verify(password, stored, counter),
    decoyHash() {
      decoy ??= hashAtCost(randomBytes(12).toString('hex'), PARAMS, counter);
      return decoy;
    },
    activity: {
      get running() {
        return counter.running;
      },
      get peak() {
        return counter.peak;
      },
      resetPeak() {
        counter.peak = counter.running;
      },
    },
  };
}
