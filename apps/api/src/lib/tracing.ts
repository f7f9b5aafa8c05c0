/**
 * OpenTelemetry tracing (ADR 0134), started by server.ts before the app is imported, and only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set: nothing of the SDK is loaded otherwise (every import here is
 * dynamic). Spans of incoming and outgoing HTTP (node:http) and of PostgreSQL queries (node-postgres)
 * are sent to the collector over OTLP/HTTP (JSON); each request's span is named after its route pattern.
 * The exporter reads the standard OTEL_* variables itself (endpoint, headers, sampler, service name).
 */
import diagnostics from 'node:diagnostics_channel';
import { register } from 'node:module';
import type { FastifyInstance } from 'fastify';

export interface Tracing {
  /** Sends the spans still buffered, then stops (the server's shutdown awaits it). */
  shutdown(): Promise<void>;
}

/** Requests that make no span: probes and scrapes, many times a minute on every instance. */
const UNTRACED = /^\/(healthz|readyz|metrics)(\?|$)/;

export async function startTracing(options: { instanceId: string }): Promise<Tracing> {
  // ES modules are instrumented through this loader hook; it must be in place before pg or fastify load.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }, resources, { trace }] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/api'),
    ]);
  const sdk = new NodeSDK({
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES, read by the SDK's detectors, win over these.
    resource: resources
      .defaultResource()
      .merge(
        resources.resourceFromAttributes({ 'service.name': 'tirr-api', 'service.instance.id': options.instanceId }),
      ),
    traceExporter: new OTLPTraceExporter(),
    // Traces only: the metrics are on /metrics, the logs on stdout.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => UNTRACED.test(request.url ?? '') }),
      new PgInstrumentation(),
    ],
  });
  sdk.start();
  // Every Fastify app created from now on names the request's span after the route that answers it
  // ('GET /api/v1/credit/:taxNumber/report'), never after the raw URL and its ids.
  diagnostics.subscribe('fastify.initialization', (message) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRequest', (request, _reply, done) => {
      const route = request.routeOptions.url;
      const span = trace.getActiveSpan();
      if (span && route) {
        span.setAttribute('http.route', route);
        span.updateName(`${request.method} ${route}`);
      }
      done();
    });
  });
  return { shutdown: () => sdk.shutdown() };
}
