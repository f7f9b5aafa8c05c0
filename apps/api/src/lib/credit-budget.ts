/**
 * The per-user budget of credit lookups (CREDIT_RATE_LIMIT_PER_MINUTE, ADR 0104): one window of a minute
 * per user, shared by every credit route (lookups, consults, reports, registry details, activity) and the
 * batch runner, so a batch cannot read faster than its owner could by hand. A route over budget answers
 * 429 with Retry-After; a batch row waits for the next window instead of failing. Counted in the database
 * (lib/rate-counter.ts), so the budget is one across every instance (ADR 0132).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@tirr/contracts';
import { AppError } from './errors';
import type { RateCounter } from './rate-counter';
import { pause } from './waiting';
import { callerOf } from './caller';

const WINDOW_MS = 60_000;

export interface CreditBudgetOptions {
  /** Units per user and minute; 0 = no limit. */
  perMinute: number;
  /** Where the units are counted. */
  counter: RateCounter;
  /** The clock in epoch milliseconds (the app's clock: tests move it). */
  now?: () => number;
  /** Longest real pause of a waiting batch row before it looks at the clock again. */
  pollMs?: number;
  /** How a waiting row pauses (tests hold each pause instead of faking timers). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** The answer of a route over budget (the route also sets Retry-After). */
export const overBudget = (waitMs: number) =>
  new AppError(429, ERROR_CODES.rateLimited, 'Demasiadas solicitudes. Esperá un momento y volvé a intentar.', {
    retryAfterSeconds: Math.ceil(waitMs / 1000),
  });

export function creditBudget({
  perMinute,
  counter,
  now = Date.now,
  pollMs = 1000,
  sleep = pause,
}: CreditBudgetOptions) {
  /** Takes one unit of `key`'s budget: 0 when granted, else the milliseconds until its window ends. */
  async function take(key: string): Promise<number> {
    if (perMinute <= 0) return 0;
    const hit = await counter.hit(`credit:${key}`, WINDOW_MS, now());
    return hit.count <= perMinute ? 0 : Math.max(1, hit.ttlMs);
  }

  return {
    perMinute,
    take,

    /**
     * A batch row's unit: waits for the next window when the budget is spent (rejects when `signal`
     * aborts); `onWait` runs once before it starts waiting.
     */
    async wait(key: string, signal?: AbortSignal, onWait?: () => unknown): Promise<void> {
      for (let waited = false; ; waited = true) {
        const waitMs = await take(key);
        if (waitMs === 0) return;
        if (!waited) await onWait?.();
        await sleep(Math.min(waitMs, pollMs), signal);
      }
    },
  };
}
export type CreditBudget = ReturnType<typeof creditBudget>;

/**
 * The caller of a lookup or report (credit routes, 'Analizar cheque'), after taking one unit of their per-minute
 * budget: what a scraper would hammer. Over budget: 429 RATE_LIMITED with Retry-After.
 */
export function budgetedCaller(budget: CreditBudget, userIdOf: (sub: string) => Promise<string>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const who = await callerOf(request, userIdOf);
    // The budget is the acting user's, whose data they work in (their organisation's) or not.
    const waitMs = await budget.take(who.actorId);
    if (waitMs > 0) {
      reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
      throw overBudget(waitMs);
    }
    return who;
  };
}
