/**
 * Credit reports and the portfolio built on them (docs/architecture.md §2): the data sources, the credit
 * service with this app's caches (ADRs 0090, 0124) and consult audit (ADR 0103), the per-user budget
 * (ADR 0104), the quick panel (where monitoring writes its events), Mis Perfiles, balances, batch lookups
 * and monitoring (ADRs 0071, 0114), 'Analizar cheque' (docs/domain/cheque-analysis.md) with its portfolios, and
 * 'Política de crédito' (docs/domain/credit-policy.md).
 */
import type { FastifyPluginAsync } from 'fastify';
import { argentineCalendar, buenosAiresDate } from '@tirr/domain';
import { createDataSources, withPublications } from '../integrations';
import { boundedCache } from '../lib/bounded-cache';
import { auditRepository } from '../lib/audit';
import { budgetedCaller, creditBudget } from '../lib/credit-budget';
import { balancesRepository } from '../modules/balances/balances.repository';
import { balancesRoutes } from '../modules/balances/balances.routes';
import { balancesService } from '../modules/balances/balances.service';
import { batchRepository } from '../modules/batch/batch.repository';
import { batchRoutes } from '../modules/batch/batch.routes';
import { batchService } from '../modules/batch/batch.service';
import { chequesRepository } from '../modules/cheques/cheques.repository';
import { chequesRoutes } from '../modules/cheques/cheques.routes';
import { chequesService, type ChequeCaller } from '../modules/cheques/cheques.service';
import { portfoliosRepository } from '../modules/cheques/portfolios.repository';
import { portfoliosRoutes } from '../modules/cheques/portfolios.routes';
import { portfoliosService } from '../modules/cheques/portfolios.service';
import type { ConsultAudit } from '../modules/credit/consult-audit';
import { creditCaches } from '../modules/credit/credit.caches';
import type { CreditRepository } from '../modules/credit/credit.repository';
import { creditRoutes } from '../modules/credit/credit.routes';
import { creditService } from '../modules/credit/credit.service';
import { identityService } from '../modules/credit/identity.service';
import { policyRepository } from '../modules/policy/policy.repository';
import { policyDecisionStore } from '../lib/policy-decisions';
import { WEBHOOK_DELIVER_QUEUE, webhookEvents } from '../lib/webhook-events';
import { policyRoutes } from '../modules/policy/policy.routes';
import { policyService } from '../modules/policy/policy.service';
import { monitoringRepository, type ProfileRange } from '../modules/profiles/monitoring.repository';
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

/** Queue jobs that share one batch job's (or cheque portfolio's) rows. */
const BATCH_RUNNERS = 2;

export const creditPlugin: FastifyPluginAsync<CreditPluginOptions> = async (api, options) => {
  const { context, userIdOf } = options;
  const { config, clock } = context;
  const { db } = context.database;
  const sources = context.dataSources
    ? withPublications(context.dataSources, db, clock)
    : createDataSources(config, db, clock, api.events);
  const credit = creditService({
    repository: options.repository,
    audit: options.audit,
    caches: creditCaches({ events: api.events, metrics: api.metrics }),
    sources,
    identity: identityService(sources, () => buenosAiresDate(clock())),
    supportEmail: config.supportEmail,
    premiumPriceArs: config.premiumPriceArs,
    now: clock,
  });
  // One per-user budget of lookups and reports for the credit routes and the batch runner (ADR 0104).
  const budget = creditBudget({
    perMinute: config.creditRateLimitPerMinute,
    counter: api.rateCounter,
    now: () => clock().getTime(),
  });
  await api.register(creditRoutes, { credit, userIdOf, budget });
  const { jobs } = api;
  // Webhooks (docs/api/webhooks.md §2): a finished batch or cheque portfolio and monitoring's changes are announced;
  // an announcement that fails is logged, never fails the work that made it.
  const webhooks = webhookEvents({ db, send: (job) => jobs.send(WEBHOOK_DELIVER_QUEUE, job), now: clock });
  const announced = (work: Promise<void>) => work.catch((err: unknown) => api.log.error({ err }, 'webhook event'));
  const leaseMs = config.jobs.batchLeaseSeconds * 1000;
  // The user's saved credit policy decides beside the results of the policy's routes, 'Analizar cheque', cheque
  // portfolios and batch lookups (docs/domain/credit-policy.md §11).
  const decisions = policyDecisionStore(db);
  // 'Analizar cheque': the drawer's report through the report's gate, audited as 'cheque'.
  const adminAudit = auditRepository(db);
  const cheques = {
    repository: chequesRepository(db),
    sources,
    drawerReport: (caller: ChequeCaller, taxNumber: string) => credit.report(caller, taxNumber, 'cheque'),
    decisions,
    calendar: argentineCalendar(),
    now: clock,
    ready: context.fundsReady,
  };
  const budgeted = budgetedCaller(budget, userIdOf);
  await api.register(chequesRoutes, {
    service: chequesService(cheques),
    budgeted,
    audit: async (request, details) => {
      const actorId = request.principal!.userId ?? (await userIdOf(request.principal!.sub));
      await adminAudit.record({ actorId, action: 'cheques.assumptions', details: { assumptions: details } });
    },
  });
  // Cheque portfolios: the batch lookups' job machinery; each drawer's report is read once per portfolio.
  const portfolios = portfoliosService({
    ...cheques,
    portfolios: portfoliosRepository(db),
    budget: (userId, signal, onWait) => budget.wait(userId, signal, onWait),
    events: api.events,
    onError: (error) => api.log.error(error),
    instance: context.instance,
    leaseMs,
    enqueue: async (jobId) => {
      for (let i = 0; i < BATCH_RUNNERS; i++) await jobs.send('cheque-portfolio-run', { jobId });
    },
  });
  await jobs.define<{ jobId: string }>(
    {
      name: 'cheque-portfolio-run',
      retryLimit: 5,
      retryDelaySeconds: 2,
      expireInSeconds: (2 * leaseMs) / 1000,
      concurrency: 2,
    },
    async ({ jobId }, { signal }) => {
      if (!(await portfolios.run(jobId, signal, Date.now() + leaseMs / 2)))
        await jobs.send('cheque-portfolio-run', { jobId });
    },
  );
  await api.register(portfoliosRoutes, { service: portfolios, userIdOf });
  // 'Política de crédito': the subject's report through the report's gate, audited as 'policy'.
  const policy = policyService({
    repository: policyRepository(db),
    decisions,
    report: (caller, taxNumber) => credit.report(caller, taxNumber, 'policy'),
    now: clock,
    // A save decides every profile of the user's Mis Perfiles again: their cached pages go (ADR 0132).
    profilesChanged: (userId) => api.events.emit('profiles-changed', { userId }),
  });
  await api.register(policyRoutes, { service: policy, userIdOf, budgeted });
  const quickPanel = quickPanelRepository(db);
  await api.register(quickPanelRoutes, { repository: quickPanel, userIdOf, now: clock });
  const { publications } = sources;
  const snapshot = creditSnapshots((reader, taxNumber, feature) => credit.readFor(reader, taxNumber, feature));
  const profiles = profilesRepository(db);
  // The portfolio's pages for 5 s (ADR 0135): a change to a user's portfolio on any instance forgets theirs
  // everywhere, a blocked id changing forgets them all (the app's events, ADR 0132).
  const profileLists = boundedCache<string, { userId: string; json: string }>({
    max: 1000,
    ttlMs: 5000,
    now: () => clock().getTime(),
  });
  const profilesChanged = (userId: string) => api.events.emit('profiles-changed', { userId });
  const stops = [
    api.events.on('blocked-ids-changed', () => profileLists.clear()),
    api.events.on('profiles-changed', ({ userId }) => profileLists.deleteWhere((_, entry) => entry.userId === userId)),
    api.events.on('batch-done', ({ jobId }) => void announced(webhooks.jobFinished(jobId))),
  ];
  api.addHook('onClose', async () => stops.forEach((stop) => stop()));
  await api.register(profilesRoutes, {
    service: profilesService({
      repository: profiles,
      snapshot,
      latestPeriod: () => publications.latest(),
      decisions,
      supportEmail: config.supportEmail,
      now: clock,
      listCache: profileLists,
      changed: profilesChanged,
    }),
    userIdOf,
  });
  await api.register(balancesRoutes, {
    service: balancesService(balancesRepository(db), {
      supportEmail: config.supportEmail,
      decisions,
      changed: profilesChanged,
      now: clock,
    }),
    userIdOf,
  });
  const batch = batchService({
    repository: batchRepository(db),
    report: (caller, taxNumber) => credit.batchReport(caller, taxNumber),
    rescore: (caller, taxNumber) => credit.freshReport(caller, taxNumber),
    decisions,
    budget: (userId, signal, onWait) => budget.wait(userId, signal, onWait),
    now: clock,
    events: api.events,
    onError: (error) => api.log.error(error),
    instance: context.instance,
    leaseMs,
    profilesChanged,
    // Two runners per job, on whichever instances take them; each claims rows (ADR 0133).
    enqueue: async (jobId) => {
      for (let i = 0; i < BATCH_RUNNERS; i++) await jobs.send('batch-run', { jobId });
    },
  });
  // A runner works for half a lease, then hands the rest of the job to a new runner: a job never
  // holds one queue job for long, and one whose instance died expires and is run again elsewhere.
  await jobs.define<{ jobId: string }>(
    { name: 'batch-run', retryLimit: 5, retryDelaySeconds: 2, expireInSeconds: (2 * leaseMs) / 1000, concurrency: 2 },
    async ({ jobId }, { signal }) => {
      if (!(await batch.run(jobId, signal, Date.now() + leaseMs / 2))) await jobs.send('batch-run', { jobId });
    },
  );
  // Each monitoring run also recomputes the scores an older scorecard stored: the profiles' and then
  // the batch results' (ADR 0114).
  const monitoring = monitoringService({
    profiles,
    quickPanel,
    snapshot,
    decisions,
    publications,
    now: clock,
    recomputeStoredScores: () => batch.rescoreResults(),
    runs: monitoringRepository(db),
    instance: context.instance,
    profilesChanged,
    announce: (userId, change) => announced(webhooks.monitored(userId, change)),
  });
  await api.register(monitoringRoutes, { service: monitoring });
  // Monitoring on the queue (ADR 0133): a cycle (one at a time across instances) hands each range of
  // stale profiles to a job that any instance runs.
  await jobs.define<{ period: string; range: ProfileRange }>(
    { name: 'monitoring-check', retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 30 * 60, concurrency: 2 },
    async ({ period, range }) => void (await monitoring.checkRange(period, range)),
  );
  await jobs.define(
    { name: 'monitoring-cycle', policy: 'singleton', retryLimit: 2, expireInSeconds: 30 * 60 },
    async () => void (await monitoring.cycle(async (job) => void (await jobs.send('monitoring-check', job)))),
  );
  // Jobs left unfinished (by a release before the queue) get runners; shutdown lets lookups settle.
  // The demo's published periods are read first, so the first lookup uses them (ADR 0132).
  api.addHook('onReady', async () => {
    await publications.latest();
    await batch.resumeUnfinished();
    await portfolios.resumeUnfinished();
    if (context.schedules) {
      // At start-up, then every 15 minutes. Instances starting together queue a cycle each: they run one at a
      // time and only the first that sees a new period claims it (a throttle key would also swallow the
      // cycle of a restart within its time slot).
      await jobs.schedule('monitoring-cycle', '*/15 * * * *');
      await jobs.send('monitoring-cycle', {});
    }
  });
  api.addHook('onClose', async () => void (await Promise.all([batch.stop(), portfolios.stop()])));
  await api.register(batchRoutes, { service: batch, userIdOf });
};
