/**
 * This app's metrics in the Prometheus text format (ADR 0134): requests by route pattern and status class,
 * the database pool, upstream calls by source, the app's caches, and gauges other code registers. One
 * registry per app (ADR 0124), so two apps in one process count apart; only the upstream calls, told on a
 * process-wide channel (lib/upstream-calls.ts), are the process's.
 */
import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { UPSTREAM_CHANNEL, type UpstreamCall } from './upstream-calls';

/** What a cache tells the metrics: `boundedCache` has all three (lib/bounded-cache.ts). */
export interface CacheStats {
  readonly hits: number;
  readonly misses: number;
  readonly size: number;
}

/** The node-postgres pool's figures (db/client.ts); PGlite has no pool. */
export interface PoolStats {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

/** One value of a gauge per set of labels. */
export interface LabelledValue<L extends string> {
  labels: Record<L, string>;
  value: number;
}

export interface GaugeSpec<L extends string> {
  /** `tirr_` then lower case, digits and '_' (e.g. `tirr_jobs_queued`). */
  name: string;
  help: string;
  labelNames?: readonly L[];
  /** Read at each scrape: one number, or one value per label set. A read that fails leaves the gauge empty. */
  read: () => number | readonly LabelledValue<L>[] | Promise<number | readonly LabelledValue<L>[]>;
}

export interface CounterSpec<L extends string> {
  name: string;
  help: string;
  labelNames?: readonly L[];
}

/** Adds to a counter (by 1 unless told). */
export type CountFn<L extends string> = (labels?: Record<L, string>, by?: number) => void;

export interface AppMetrics {
  readonly contentType: string;
  /** Every metric of this app, in the Prometheus text format. */
  text(): Promise<string>;
  /** Registers a gauge read at each scrape (a queue's depth, the age of its oldest job…). */
  gauge<L extends string = never>(spec: GaugeSpec<L>): void;
  /** Registers a counter; the answer adds to it. */
  counter<L extends string = never>(spec: CounterSpec<L>): CountFn<L>;
  /** Counts a cache's hits and misses and reads its size at each scrape, under `name`. */
  observeCache(name: string, cache: CacheStats): void;
  /** One answered request: its route pattern (undefined when no route matched), status and duration. */
  observeRequest(method: string, route: string | undefined, status: number, seconds: number): void;
  /** Stops listening to the upstream calls (app close). */
  close(): void;
}

export interface MetricsOptions {
  /** The database pool's figures (PostgreSQL only). */
  pool?: (() => PoolStats) | undefined;
  /** Node's process metrics (CPU, memory, event loop, GC): the server turns them on, tests leave them off. */
  processMetrics?: boolean | undefined;
}

const NAME = /^tirr_[a-z][a-z0-9_]*$/;
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const UPSTREAM_SECONDS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

function checkName(name: string) {
  if (!NAME.test(name)) throw new Error(`metric name ${name}: must match ${NAME.source}`);
}

export function createMetrics(options: MetricsOptions = {}): AppMetrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'tirr_http_requests_total',
    help: 'Requests answered, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers,
  });
  const durations = new Histogram({
    name: 'tirr_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: SECONDS,
    registers,
  });

  const upstreamAttempts = new Counter({
    name: 'tirr_upstream_requests_total',
    help: 'HTTP attempts to the external sources, by source and outcome (ok, client_error, throttled, server_error, network_error).',
    labelNames: ['source', 'outcome'] as const,
    registers,
  });
  const upstreamSeconds = new Histogram({
    name: 'tirr_upstream_request_duration_seconds',
    help: 'Time of one HTTP attempt to an external source, by source.',
    labelNames: ['source'] as const,
    buckets: UPSTREAM_SECONDS,
    registers,
  });
  const upstreamFailures = new Counter({
    name: 'tirr_upstream_failures_total',
    help: 'Calls to an external source that failed after their retries (what the caller saw), by source.',
    labelNames: ['source'] as const,
    registers,
  });
  const onUpstream = (message: unknown) => {
    const call = message as UpstreamCall;
    if (call.kind === 'failure') return upstreamFailures.inc({ source: call.source });
    upstreamAttempts.inc({ source: call.source, outcome: call.outcome });
    upstreamSeconds.observe({ source: call.source }, call.seconds);
  };
  diagnostics.subscribe(UPSTREAM_CHANNEL, onUpstream);

  const caches = new Map<string, CacheStats>();
  new Counter({
    name: 'tirr_cache_lookups_total',
    help: "Lookups in the app's in-memory caches, by cache and result (hit, miss).",
    labelNames: ['cache', 'result'] as const,
    registers,
    collect() {
      this.reset();
      for (const [cache, stats] of caches) {
        this.inc({ cache, result: 'hit' }, stats.hits);
        this.inc({ cache, result: 'miss' }, stats.misses);
      }
    },
  });
  new Gauge({
    name: 'tirr_cache_entries',
    help: "Entries in the app's in-memory caches, by cache.",
    labelNames: ['cache'] as const,
    registers,
    collect() {
      this.reset();
      for (const [cache, stats] of caches) this.set({ cache }, stats.size);
    },
  });

  const { pool } = options;
  if (pool) {
    const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(pool()));
        },
      });
    poolGauge('tirr_db_pool_connections', 'PostgreSQL connections open (busy or idle).', (s) => s.total);
    poolGauge('tirr_db_pool_idle_connections', 'PostgreSQL connections open and idle.', (s) => s.idle);
    poolGauge('tirr_db_pool_waiting_queries', 'Queries waiting for a PostgreSQL connection.', (s) => s.waiting);
    poolGauge('tirr_db_pool_max_connections', 'The most connections the pool opens.', (s) => s.max);
  }

  return {
    contentType: registry.contentType,
    text: () => registry.metrics(),
    gauge<L extends string = never>({ name, help, labelNames, read }: GaugeSpec<L>) {
      checkName(name);
      new Gauge<L>({
        name,
        help,
        labelNames: labelNames ?? [],
        registers,
        async collect() {
          this.reset();
          let value: Awaited<ReturnType<typeof read>>;
          try {
            value = await read();
          } catch {
            return;
          }
          if (typeof value === 'number') return void this.set(value);
          for (const item of value) this.set(item.labels as Partial<Record<L, string>>, item.value);
        },
      });
    },
    counter<L extends string = never>({ name, help, labelNames }: CounterSpec<L>): CountFn<L> {
      checkName(name);
      const counter = new Counter<L>({ name, help, labelNames: labelNames ?? [], registers });
      return (labels, by = 1) => (labels ? counter.inc(labels as Partial<Record<L, string>>, by) : counter.inc(by));
    },
    observeCache(name, cache) {
      if (caches.has(name)) throw new Error(`cache ${name} is observed already`);
      caches.set(name, cache);
    },
    observeRequest(method, route = 'unmatched', status, seconds) {
      const labels = { method, route, status_class: `${Math.floor(status / 100)}xx` };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    close() {
      diagnostics.unsubscribe(UPSTREAM_CHANNEL, onUpstream);
    },
  };
}

/** Where the metrics are read; its own scrapes are not counted among the requests. */
export const METRICS_PATH = '/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics (ADR 0134): `app.metrics.gauge(…)` adds a figure read at each scrape. */
    metrics: AppMetrics;
  }
}

/** Decorates the app with its metrics and counts every answered request by route pattern. */
export function installMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const metrics = createMetrics(options);
  app.decorate('metrics', metrics);
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    if (route !== METRICS_PATH)
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.addHook('onClose', (_app, done) => {
    metrics.close();
    done();
  });
}
