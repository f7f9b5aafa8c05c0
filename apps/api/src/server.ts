import { ConfigError, loadConfig } from './config';
import { startTracing } from './lib/tracing';

/**
 * The entry point, and the only place that reads process.env: everything else receives the validated
 * Config. Tracing, when OTEL_EXPORTER_OTLP_ENDPOINT is set, starts before the app's modules load, so its
 * instrumentation sees node:http and pg; the app is imported after it (a chunk of its own in the bundle).
 */
async function main() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const tracing = config.otlpEndpoint ? await startTracing({ instanceId: config.instanceId }) : undefined;
  const { serve } = await import('./serve');
  await serve(config, tracing);
}

main().catch((error: unknown) => {
  console.error('Tirr could not start:', error);
  process.exit(1);
});
