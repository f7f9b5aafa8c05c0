/**
 * The per-user budget of credit lookups (CREDIT_RATE_LIMIT_PER_MINUTE, ADR 0104): one window of a minute
 * per user, shared by every credit route (lookups, consults, reports, registry details, activity) and the
 * batch runner, so a batch cannot read faster than its owner could by hand. A route over budget answers
 * 429 with Retry-After; a batch row waits for the next window instead of failing. Per process, like the
 * other rate limits.
 */
import { ERROR_CODES } from '@tirr/contracts';
import { AppError } from './errors';

const WINDOW_MS = 60_000;
const MAX_KEYS = 50_000;

export interface CreditBudgetOptions {
  /** Units per user and minute; 0 = no limit. */
  perMinute: number;
  /** The clock in epoch milliseconds (the app's clock: tests move it). */
  now?: () => number;
  /** Longest real pause of a waiting batch row before it looks at the clock again. */
  pollMs?: number;
}

/** Resolves after `ms`, or rejects when `signal` aborts (a stopping batch runner). */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The answer of a route over budget (the route also sets Retry-After). */
export const overBudget = (waitMs: number) =>
  new AppError(429, ERROR_CODES.rateLimited, 'Demasiadas solicitudes. Esperá un momento y volvé a intentar.', {
    retryAfterSeconds: Math.ceil(waitMs / 1000),
  });

export function creditBudget({ perMinute, now = Date.now, pollMs = 1000 }: CreditBudgetOptions) {
  const windows = new Map<string, { start: number; used: number }>();

  /** Forgets the windows that are over (bounded memory with many users). */
  const prune = (at: number) => {
    for (const [key, w] of windows) if (at - w.start >= WINDOW_MS) windows.delete(key);
    if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value!);
  };

  /** Takes one unit of `key`'s budget: 0 when granted, else the milliseconds until its window ends. */
  function take(key: string): number {
    if (perMinute <= 0) return 0;
    const at = now();
    let w = windows.get(key);
    if (!w || at - w.start >= WINDOW_MS || at < w.start) {
      if (!w && windows.size >= MAX_KEYS) prune(at);
      w = { start: at, used: 0 };
      windows.set(key, w);
    }
    if (w.used < perMinute) {
      w.used += 1;
      return 0;
    }
    return w.start + WINDOW_MS - at;
  }

  return {
    perMinute,
    take,

    /**
     * A batch row's unit: waits for the next window when the budget is spent (rejects when `signal`
     * aborts); `onWait` runs once before it starts waiting (the runner writes the rows it has).
     */
    async wait(key: string, signal?: AbortSignal, onWait?: () => unknown): Promise<void> {
      for (let waited = false; ; waited = true) {
        const waitMs = take(key);
        if (waitMs === 0) return;
        if (!waited) await onWait?.();
        await pause(Math.min(waitMs, pollMs), signal);
      }
    },
  };
}
export type CreditBudget = ReturnType<typeof creditBudget>;
