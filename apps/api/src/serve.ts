import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from './demo-seed';
import { purgeExpired } from './identity-provider/adapter';
import { findContentDir, readAcademyContent } from './modules/academy/content-source';
import { syncAcademyContent } from './modules/academy/content-sync';
import { loadOrCreateKeys } from './identity-provider/keys';
import { startFundData } from './modules/funds/funds.startup';
import { loggerOptions } from './lib/logging';
import { SecretsKeyError } from './lib/secrets';
import type { Tracing } from './lib/tracing';

/**
 * The server with its validated configuration: opens the database, builds the app, listens and shuts down
 * gracefully. server.ts imports it once tracing, when configured, has started (ADR 0134).
 */
export async function serve(config: Config, tracing: Tracing | undefined): Promise<void> {
  if (config.auth.kind === 'builtin' && config.secrets.development) {
    console.warn(
      'SECRETS_KEY is not set: the signing keys and cookie secrets are encrypted with the public development key (development only; production refuses to start without SECRETS_KEY).',
    );
  }
  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDist = config.webDist ?? path.resolve(here, '../../web/dist');

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let keys;
  try {
    keys = config.auth.kind === 'builtin' ? await loadOrCreateKeys(database.db, config.secrets) : undefined;
  } catch (error) {
    // A wrong SECRETS_KEY is a configuration problem: one line naming it, no stack trace.
    if (error instanceof SecretsKeyError) {
      console.error(`Invalid configuration:\n  - ${error.message}`);
      await database.close();
      process.exit(78);
    }
    throw error;
  }
  if (config.seedDemo && config.auth.kind === 'builtin') await seedDemoAccounts(database.db);
  if (config.auth.kind === 'builtin') await purgeExpired(database.db);
  // The academy's courses and help codes come from content/academy in the repository (ADR 0050).
  const academy = await syncAcademyContent(database.db, await readAcademyContent(await findContentDir(here)));

  // Fund data loads after the server listens (cold start stays fast); fund requests wait for it.
  let fundDataLoaded!: () => void;
  const fundsReady = new Promise<void>((resolve) => (fundDataLoaded = resolve));

  const app = await buildApp({
    config: { ...config, webDist },
    database,
    keys,
    fundsReady,
    // On the job queue, once across every instance (ADR 0133): monitoring looks for a newly published BCRA
    // period every 15 minutes (cheap when there is none); mails whose delivery failed are retried when due.
    schedules: true,
    // Never log bodies, query strings or tax ids (lib/logging.ts).
    logger: loggerOptions(config.logLevel, undefined, config.instanceId),
    // CPU, memory, event loop and GC figures on /metrics (ADR 0134).
    processMetrics: true,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      // The spans still buffered reach the collector before the process ends.
      await tracing?.shutdown();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  void startFundData(database.db, config.dataSources, console, config.upstream, app.jobs)
    .catch((error: unknown) => app.log.error({ err: error }, 'could not load the fund data'))
    .finally(fundDataLoaded);

  const lines = [
    '',
    `  Tirr is running at ${config.publicUrl}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Sign-in: ${config.auth.kind === 'builtin' ? `built-in provider at ${config.auth.issuer}` : `external provider ${config.auth.issuer}`}`,
    `  Academy: ${academy.coursesWritten} course(s) updated, ${academy.coursesUnchanged} unchanged`,
    `  Data sources: ${config.dataSources === 'offline' ? 'offline demo data (Datos de demostración)' : 'live'}`,
    `  Payments: Mercado Pago ${config.payments.mode === 'offline' ? 'offline checkout (demo: anyone can approve their own payment)' : 'live'}`,
    `  Mail: ${mailLine(config)}`,
  ];
  if (config.demoMode) lines.push('  DEMO_MODE=1: a demo; every page shows the demo badge');
  if (config.seedDemo && config.auth.kind === 'builtin') {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const demo of DEMO_ACCOUNTS) lines.push(`    ${demo.role.padEnd(9)} ${demo.email}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

/** Where mails go (ADR 0105): the SMTP server (never its credentials) or the outbox page. */
function mailLine(config: Config): string {
  if (config.mail.smtpUrl) return `sent through ${new URL(config.mail.smtpUrl).host} from ${config.mail.from}`;
  return `no SMTP_URL: mails stay in the outbox, read them at ${config.publicUrl}/system/outbox (sysadmin)`;
}
