/**
 * The password-hashing gate (ADR 0108). Each scrypt hash takes 128 MiB and a libuv thread for a few
 * hundred milliseconds; Node has four such threads for everything (files, DNS, zlib…). At most
 * `concurrency` hashes run at once, a short queue waits behind them, and anything beyond the queue is
 * refused at once with a Retry-After instead of piling up.
 */
export interface HashGateOptions {
  /** Hashes running at once. */
  concurrency: number;
  /** Requests allowed to wait for a slot; more are refused. */
  queue: number;
}

export interface HashGateStats {
  running: number;
  queued: number;
  /** Most hashes ever running at once (the tests' evidence that the bound holds). */
  peakRunning: number;
  completed: number;
  refused: number;
}

/** Thrown when the gate and its queue are full: answered 429 with `Retry-After`. */
export class HashGateBusy extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super('too many password hashes in progress');
  }
}

export interface HashGate {
  /** Runs one hash when a slot is free; throws HashGateBusy when the queue is full too. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Throws HashGateBusy when a new hash would be refused now (callers refuse before any other work). */
  refuseIfFull(): void;
  readonly concurrency: number;
  stats(): HashGateStats;
}

/** A hash's duration before any was measured (scrypt N=2^17 on one core, roughly). */
const INITIAL_ESTIMATE_MS = 300;

export function createHashGate({ concurrency, queue }: HashGateOptions): HashGate {
  if (!(concurrency >= 1)) throw new Error('the hash gate needs a concurrency of at least 1');
  const waiting: (() => void)[] = [];
  let running = 0;
  let peakRunning = 0;
  let completed = 0;
  let refused = 0;
  // Moving average of a hash's duration, for the Retry-After estimate.
  let averageMs = INITIAL_ESTIMATE_MS;

  const retryAfter = () =>
    Math.min(30, Math.max(1, Math.ceil(((waiting.length + 1) * averageMs) / concurrency / 1000)));

  // A finished hash hands its slot straight to the next waiter, so no newcomer can slip in between.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  const execute = async <T>(work: () => Promise<T>): Promise<T> => {
    peakRunning = Math.max(peakRunning, running);
    const began = performance.now();
    try {
      return await work();
    } finally {
      averageMs = averageMs * 0.8 + (performance.now() - began) * 0.2;
      completed += 1;
      release();
    }
  };

  return {
    concurrency,
    refuseIfFull() {
      if (running < concurrency || waiting.length < queue) return;
      refused += 1;
      throw new HashGateBusy(retryAfter());
    },
    async run(work) {
      if (running < concurrency) {
        running += 1;
        return execute(work);
      }
      if (waiting.length >= queue) {
        refused += 1;
        throw new HashGateBusy(retryAfter());
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
      return execute(work);
    },
    stats: () => ({ running, queued: waiting.length, peakRunning, completed, refused }),
  };
}
