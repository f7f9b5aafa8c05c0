/**
 * Rate-limit counters in the database (ADR 0132), so a limit holds across every instance on one
 * PostgreSQL: one fixed window per key, counted by one upsert that answers the count and the time left.
 * The window starts at the first hit and restarts at the first hit after it ends. The time is the caller's
 * clock (the app's: tests move it), so windows do not depend on the database server's clock.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

export interface RateHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

export interface RateCounter {
  /** Counts one hit of `key` in a window of `windowMs`. */
  hit(key: string, windowMs: number, nowMs?: number): Promise<RateHit>;
  /** The hits of `key`'s current window, without counting one. */
  read(key: string, nowMs?: number): Promise<RateHit>;
}

type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** One hit in this many also removes the windows that ended more than an hour ago. */
const PURGE_EVERY = 1000;

export function rateCounter(executeSql: ExecuteSql, clock: () => number = Date.now): RateCounter {
  let hits = 0;
  const answer = (rows: unknown[]): RateHit => {
    const row = rows[0] as { hits: number | string; ttl_ms: number | string } | undefined;
    return row
      ? { count: Number(row.hits), ttlMs: Math.max(0, Math.ceil(Number(row.ttl_ms))) }
      : { count: 0, ttlMs: 0 };
  };
  return {
    async hit(key, windowMs, nowMs = clock()) {
      const at = new Date(nowMs).toISOString();
      const { rows } = await executeSql(
        `insert into rate_limit_hits as r (key, hits, window_ends_at)
           values ($1, 1, $2::timestamptz + make_interval(secs => $3))
         on conflict (key) do update set
           hits = case when r.window_ends_at <= $2::timestamptz then 1 else r.hits + 1 end,
           window_ends_at = case when r.window_ends_at <= $2::timestamptz
             then $2::timestamptz + make_interval(secs => $3) else r.window_ends_at end
         returning hits, extract(epoch from (window_ends_at - $2::timestamptz)) * 1000 as ttl_ms`,
        [key, at, windowMs / 1000],
      );
      if (++hits % PURGE_EVERY === 0) {
        await executeSql(`delete from rate_limit_hits where window_ends_at < $1::timestamptz - interval '1 hour'`, [
          at,
        ]);
      }
      return answer(rows);
    },
    async read(key, nowMs = clock()) {
      const at = new Date(nowMs).toISOString();
      const { rows } = await executeSql(
        `select hits, extract(epoch from (window_ends_at - $2::timestamptz)) * 1000 as ttl_ms
           from rate_limit_hits where key = $1 and window_ends_at > $2::timestamptz`,
        [key, at],
      );
      return answer(rows);
    },
  };
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface RouteLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit on the counter: each route's limit counts under its own prefix (method
 * and URL pattern), a limiter made with `createRateLimit` under the keys its generator gives.
 */
export function rateLimitStore(counter: RateCounter): FastifyRateLimitStoreCtor {
  return class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      counter.hit(`${this.prefix}${key}`, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback) {
      counter.read(`${this.prefix}${key}`).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { method, url } = (options as RouteLimitOptions).routeInfo ?? {};
      return new DatabaseStore(options, url ? `${String(method)} ${url}|` : '');
    }
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's rate-limit counters in the database (ADR 0132). */
    rateCounter: RateCounter;
  }
}

/** Decorates `app.rateCounter` (one per app; the credit budget and the route limits share it). */
export function installRateCounter(app: FastifyInstance, counter: RateCounter): void {
  app.decorate('rateCounter', counter);
}
