/**
 * Credit reports and the portfolio built on them (docs/architecture.md §2): the data sources, the credit
 * service with this app's caches (ADRs 0090, 0124) and consult audit (ADR 0103), the per-user budget
 * (ADR 0104), the quick panel (where monitoring writes its events), Mis Perfiles, balances, batch lookups
 * and monitoring (ADRs 0071, 0114).
 */
import type { FastifyPluginAsync } from 'fastify';
import { buenosAiresDate } from '@tirr/domain';
import { createDataSources, withPublications } from '../integrations';
import { boundedCache } from '../lib/bounded-cache';
import { creditBudget } from '../lib/credit-budget';
import { balancesRepository } from '../modules/balances/balances.repository';
import { balancesRoutes } from '../modules/balances/balances.routes';
import { balancesService } from '../modules/balances/balances.service';
import { batchRepository } from '../modules/batch/batch.repository';
import { batchRoutes } from '../modules/batch/batch.routes';
import { batchService } from '../modules/batch/batch.service';
import type { ConsultAudit } from '../modules/credit/consult-audit';
import { creditCaches } from '../modules/credit/credit.caches';
import type { CreditRepository } from '../modules/credit/credit.repository';
import { creditRoutes } from '../modules/credit/credit.routes';
import { creditService } from '../modules/credit/credit.service';
import { identityService } from '../modules/credit/identity.service';
import { monitoringRoutes } from '../modules/profiles/monitoring.routes';
import { monitoringService } from '../modules/profiles/monitoring.service';
import { profilesRepository } from '../modules/profiles/profiles.repository';
import { profilesRoutes } from '../modules/profiles/profiles.routes';
import { profilesService } from '../modules/profiles/profiles.service';
import { creditSnapshots } from '../modules/profiles/snapshot';
import { quickPanelRepository } from '../modules/quick-panel/quick-panel.repository';
import { quickPanelRoutes } from '../modules/quick-panel/quick-panel.routes';
import type { AppContext } from './app-dependencies';

export interface CreditPluginOptions {
  context: AppContext;
  /** The user id of a subject, creating the user row on first use. */
  userIdOf: (sub: string) => Promise<string>;
  repository: CreditRepository;
  /** The consult audit (the System area's usage report flushes the same one). */
  audit: ConsultAudit;
}

export const creditPlugin: FastifyPluginAsync<CreditPluginOptions> = async (api, options) => {
  const { context, userIdOf } = options;
  const { config, clock } = context;
  const { db } = context.database;
  const sources = context.dataSources
    ? withPublications(context.dataSources, db, clock)
    : createDataSources(config, db, clock);
  const credit = creditService({
    repository: options.repository,
    audit: options.audit,
    caches: creditCaches({ events: api.events }),
    sources,
    identity: identityService(sources, () => buenosAiresDate(clock())),
    supportEmail: config.supportEmail,
    premiumPriceArs: config.premiumPriceArs,
    now: clock,
  });
  // One per-user budget of lookups and reports for the credit routes and the batch runner (ADR 0104).
  const budget = creditBudget({ perMinute: config.creditRateLimitPerMinute, now: () => clock().getTime() });
  await api.register(creditRoutes, { credit, userIdOf, budget });
  const quickPanel = quickPanelRepository(db);
  await api.register(quickPanelRoutes, { repository: quickPanel, userIdOf, now: clock });
  const { publications } = sources;
  const snapshot = creditSnapshots((reader, taxNumber, feature) => credit.readFor(reader, taxNumber, feature));
  const profiles = profilesRepository(db);
  // The portfolio's pages for 5 s (ADR 0133); a blocked id changing forgets them all at once.
  const profileLists = boundedCache<string, { userId: string; json: string }>({
    max: 1000,
    ttlMs: 5000,
    now: () => clock().getTime(),
  });
  const stopListening = api.events.on('blocked-ids-changed', () => profileLists.clear());
  api.addHook('onClose', async () => stopListening());
  await api.register(profilesRoutes, {
    service: profilesService({
      repository: profiles,
      snapshot,
      latestPeriod: () => publications.latest(),
      supportEmail: config.supportEmail,
      now: clock,
      listCache: profileLists,
    }),
    userIdOf,
  });
  await api.register(balancesRoutes, {
    service: balancesService(balancesRepository(db), { supportEmail: config.supportEmail }),
    userIdOf,
  });
  const batch = batchService({
    repository: batchRepository(db),
    report: (caller, taxNumber) => credit.batchReport(caller, taxNumber),
    rescore: (caller, taxNumber) => credit.freshReport(caller, taxNumber),
    budget: (userId, signal, onWait) => budget.wait(userId, signal, onWait),
    now: clock,
    events: api.events,
    onError: (error) => api.log.error(error),
  });
  // Each monitoring run also recomputes the scores an older scorecard stored: the profiles' and then
  // the batch results' (ADR 0114).
  const monitoring = monitoringService({
    profiles,
    quickPanel,
    snapshot,
    publications,
    now: clock,
    recomputeStoredScores: () => batch.rescoreResults(),
  });
  await api.register(monitoringRoutes, { service: monitoring });
  // Jobs a previous process left unfinished resume once the server is ready; shutdown lets lookups settle.
  api.addHook('onReady', async () => {
    await batch.resumeUnfinished();
  });
  if (context.monitoringEveryMs) {
    // Monitoring (ADR 0071, with the stored scores' recompute of ADR 0114): once at start-up, in the
    // background, then on every round.
    let round: Promise<void> | undefined;
    const monitor = () => {
      round ??= monitoring
        .run()
        .then(() => undefined)
        .catch((error: unknown) => api.log.error({ err: error }, 'portfolio monitoring failed'))
        .finally(() => (round = undefined));
    };
    api.addHook('onReady', async () => monitor());
    const timer = setInterval(monitor, context.monitoringEveryMs);
    timer.unref();
    api.addHook('onClose', async () => {
      clearInterval(timer);
      await round;
    });
  }
  api.addHook('onClose', async () => batch.stop());
  await api.register(batchRoutes, { service: batch, userIdOf });
};
