/**
 * Monitoring of watched CUITs (ADR 0071): when a newer BCRA period is published, every portfolio
 * profile whose snapshot is older is re-checked; changes become quick-panel events with their reasons.
 * Idempotent: a profile is refreshed only from the snapshot it was compared with, and each event carries
 * the key (profile, period). Each run also recomputes the scores an older scorecard stored (ADR 0114). A refresh
 * decides the profile again under its user's credit policy; a decision the new data changed is told first in the
 * event (docs/domain/credit-policy.md §12).
 */
import { ERROR_CODES, type MonitoringRunResult } from '@tirr/contracts';
import {
  alertSection,
  formatCuit,
  periodLabel,
  SCORECARD_VERSION,
  snapshotChanges,
  type ReportSection,
  type ScoreBandCode,
} from '@tirr/domain';
import { AppError } from '../../lib/errors';
import { decisionChangedText, newDataDecision, type PolicyDecisionStore } from '../../lib/policy-decisions';
import type { MonitoredChange } from '../../lib/webhook-events';
import type { BcraPublications } from '../../integrations/bcra/publications';
import type { MonitoringRepository, ProfileRange } from './monitoring.repository';
import type { ProfileRow, ProfilesRepository } from './profiles.repository';
import type { SnapshotLookup } from './snapshot';

/** Where events go (the quick panel's repository; passed in by app.ts). */
export interface EventSink {
  /** Adds an unread event once per (user, sourceKey); answers whether it was added. */
  addEvent(
    userId: string,
    event: { title: string; detail: string; sourceKey: string; taxNumber: string; section: ReportSection | null },
    at: Date,
  ): Promise<boolean>;
}

export interface MonitoringDeps {
  profiles: ProfilesRepository;
  quickPanel: EventSink;
  snapshot: SnapshotLookup;
  /** Each refreshed profile's decision under its user's credit policy, taken again from the new facts. */
  decisions: Pick<PolicyDecisionStore, 'decideProfile'>;
  publications: BcraPublications;
  now?: () => Date;
  /** Lookups in flight at once (the live BCRA API is rate limited). */
  concurrency?: number;
  /**
   * Recomputes the other stored scores an older scorecard computed (the batch results; app.ts passes the
   * batch module's), after the profiles' (ADR 0114).
   */
  recomputeStoredScores?: () => Promise<{ rescored: number; failed: number }>;
  /** The per-period record and the ranges of stale profiles (monitoring through the job queue, ADR 0133). */
  runs?: MonitoringRepository;
  /** This instance's name on the period it claims. */
  instance?: string;
  /** The users whose profiles a run refreshed: their cached pages go everywhere (ADR 0132). */
  profilesChanged?: (userId: string) => void;
  /** Told of each refresh that makes an event, with what changed (webhooks, docs/api/webhooks.md §2). */
  announce?: (userId: string, change: MonitoredChange) => Promise<void>;
}

const BATCH = 500;
/** A period already monitored is tried again (its failed lookups) at most once in this time. */
const RETRY_PERIOD_AFTER_MS = 60 * 60_000;

export function monitoringService(deps: MonitoringDeps) {
  const now = deps.now ?? (() => new Date());
  const concurrency = deps.concurrency ?? 4;
  let running: Promise<MonitoringRunResult> | undefined;

  async function check(row: ProfileRow, period: string): Promise<'events' | 'checked' | 'failed'> {
    let fresh;
    try {
      // Read for the profile's owner and audited as 'monitoring'; blocked ids never get here (staleSince).
      fresh = await deps.snapshot({ userId: row.userId, admin: false, feature: 'monitoring' }, row.taxNumber);
    } catch {
      return 'failed';
    }
    const at = now();
    if (!(await deps.profiles.refresh(row.id, row.period, fresh, period, at))) return 'checked';
    const decided = await deps.decisions.decideProfile(row.userId, row.id, at);
    const decision = decided && newDataDecision(decided);
    const before = {
      situacion: row.situacion,
      rejectedCheques: row.rejectedCheques,
      band: row.band as ScoreBandCode | null,
    };
    const changes = snapshotChanges(before, fresh, row.personType);
    if ((changes.length === 0 && !decision) || row.period === null) return 'checked';
    const sourceKey = `monitor:${row.id}:${period}`;
    // The decision first: what the analyst acts on; then what changed in the report.
    const reasons = [...(decision ? [decisionChangedText(decision)] : []), ...changes.map((c) => c.reason)];
    const added = await deps.quickPanel.addEvent(
      row.userId,
      {
        title: `${fresh.name} · CUIT ${formatCuit(row.taxNumber)}`,
        detail: `${reasons.join(' ')} Período ${periodLabel(period)} del BCRA.`,
        sourceKey,
        taxNumber: row.taxNumber,
        // The alert opens the report at what changed most (docs/product.md §4).
        section: alertSection(changes),
      },
      at,
    );
    const { taxNumber, userId } = row;
    const after = fresh;
    await deps.announce?.(userId, { sourceKey, taxNumber, name: fresh.name, period, before, after, changes, decision });
    return added ? 'events' : 'checked';
  }

  /** Runs `task` on every row `select` answers (pages of BATCH, each row once), `concurrency` at a time. */
  async function each(select: () => Promise<ProfileRow[]>, task: (row: ProfileRow) => Promise<void>) {
    const seen = new Set<string>();
    for (;;) {
      const batch = (await select()).filter((r) => !seen.has(r.id));
      if (batch.length === 0) break;
      let next = 0;
      const worker = async () => {
        while (next < batch.length) {
          const row = batch[next++]!;
          seen.add(row.id);
          await task(row);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, worker));
    }
  }

  /**
   * Scores an older scorecard stored for the current period are recomputed from a fresh lookup, without
   * events: the method changed, not the debtor (stale profiles got the current scorecard from `check`).
   */
  async function rescore(row: ProfileRow): Promise<'rescored' | 'skipped' | 'failed'> {
    let fresh;
    try {
      fresh = await deps.snapshot({ userId: row.userId, admin: false, feature: 'monitoring' }, row.taxNumber);
    } catch {
      return 'failed';
    }
    const at = now();
    if (!(await deps.profiles.rescore(row.id, fresh, at))) return 'skipped';
    await deps.decisions.decideProfile(row.userId, row.id, at);
    return 'rescored';
  }

  /** Re-checks what `select` answers for `period`, counting into `result`; tells whose portfolios changed. */
  async function checkAll(select: () => Promise<ProfileRow[]>, period: string, result: MonitoringRunResult) {
    const owners = new Set<string>();
    try {
      await each(select, async (row) => {
        const outcome = await check(row, period);
        if (outcome === 'failed') result.failed += 1;
        else {
          result.checked += 1;
          owners.add(row.userId);
        }
        if (outcome === 'events') result.events += 1;
      });
    } finally {
      for (const owner of owners) deps.profilesChanged?.(owner);
    }
  }

  /** The recompute of scores an older scorecard stored (ADR 0114), counting into `result`. */
  async function rescoreAll(period: string, result: MonitoringRunResult) {
    await each(
      () => deps.profiles.outdatedScores(SCORECARD_VERSION, period, BATCH),
      async (row) => {
        const outcome = await rescore(row);
        if (outcome === 'failed') result.failed += 1;
        if (outcome === 'rescored') {
          result.rescored += 1;
          deps.profilesChanged?.(row.userId);
        }
      },
    );
    if (deps.recomputeStoredScores) {
      const other = await deps.recomputeStoredScores();
      result.rescored += other.rescored;
      result.failed += other.failed;
    }
  }

  async function runOnce(): Promise<MonitoringRunResult> {
    const period = await deps.publications.latest();
    const result = { period, checked: 0, events: 0, failed: 0, rescored: 0 };
    // Claimed like a scheduled cycle's, so the queue does not monitor this period again (ADR 0133).
    await deps.runs?.claimPeriod(period, deps.instance ?? 'on-demand', 0);
    await checkAll(() => deps.profiles.staleSince(period, BATCH), period, result);
    await rescoreAll(period, result);
    await deps.runs?.finishPeriod(period);
    return result;
  }

  return {
    /**
     * A scheduled cycle (ADR 0133): the first cycle that sees a period claims it and hands its stale profiles
     * to `send` in ranges of BATCH ids (each re-checked by a job on any instance); every cycle then
     * recomputes older scorecards' scores. Answers the period and the ranges sent.
     */
    async cycle(send: (job: { period: string; range: ProfileRange }) => Promise<void>) {
      const runs = deps.runs!;
      const period = await deps.publications.latest();
      const ranges = await runs.staleRanges(period, BATCH);
      const claimed =
        ranges.length > 0 && (await runs.claimPeriod(period, deps.instance ?? 'cycle', RETRY_PERIOD_AFTER_MS));
      if (claimed) for (const range of ranges) await send({ period, range });
      // Scores an older scorecard stored for the current period: few or none, so here rather than in jobs.
      await rescoreAll(period, { period, checked: 0, events: 0, failed: 0, rescored: 0 });
      return { period, ranges: claimed ? ranges.length : 0 };
    },

    /** A cycle's job: re-checks the profiles of `range` still stale for `period` (idempotent). */
    async checkRange(period: string, range: ProfileRange): Promise<MonitoringRunResult> {
      const runs = deps.runs!;
      const result = { period, checked: 0, events: 0, failed: 0, rescored: 0 };
      let after: string | null = null;
      await checkAll(
        async () => {
          const rows = await runs.staleIn(period, range, after, BATCH);
          after = rows.at(-1)?.id ?? after;
          return rows;
        },
        period,
        result,
      );
      if ((await runs.staleRanges(period, BATCH)).length === 0) await runs.finishPeriod(period);
      return result;
    },

    /** Re-checks the stale profiles; `advancePeriod` first publishes the next demo period (offline only). */
    async run(options: { advancePeriod?: boolean } = {}): Promise<MonitoringRunResult> {
      if (running) await running.catch(() => undefined);
      if (options.advancePeriod) {
        if (!deps.publications.canAdvance) {
          throw new AppError(
            409,
            ERROR_CODES.conflict,
            'advancePeriod: solo los datos de demostración pueden publicar un período a pedido.',
          );
        }
        await deps.publications.advance();
      }
      running = runOnce();
      try {
        return await running;
      } finally {
        running = undefined;
      }
    },
  };
}
export type MonitoringService = ReturnType<typeof monitoringService>;
