/**
 * Monitoring of watched CUITs (issue 5, ADR 0071): when a newer BCRA period is published, every portfolio
 * profile whose snapshot is older is re-checked; changes become quick-panel events with their reasons.
 * Idempotent: a profile is refreshed only from the snapshot it was compared with, and each event carries
 * the key (profile, period).
 */
import { ERROR_CODES, type MonitoringRunResult } from '@tirr/contracts';
import { formatCuit, periodLabel, snapshotChanges, type ScoreBandCode } from '@tirr/domain';
import { AppError } from '../../lib/errors';
import type { BcraPublications } from '../../integrations/bcra/publications';
import type { ProfileRow, ProfilesRepository } from './profiles.repository';
import type { SnapshotLookup } from './snapshot';

/** Where events go (the quick panel's repository; passed in by app.ts). */
export interface EventSink {
  /** Adds an unread event once per (user, sourceKey); answers whether it was added. */
  addEvent(
    userId: string,
    event: { title: string; detail: string; sourceKey: string; taxNumber: string },
    at: Date,
  ): Promise<boolean>;
}

export interface MonitoringDeps {
  profiles: ProfilesRepository;
  quickPanel: EventSink;
  snapshot: SnapshotLookup;
  publications: BcraPublications;
  now?: () => Date;
  /** Lookups in flight at once (the live BCRA API is rate limited). */
  concurrency?: number;
}

const BATCH = 500;

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
    const changes = snapshotChanges(
      { situacion: row.situacion, rejectedCheques: row.rejectedCheques, band: row.band as ScoreBandCode | null },
      fresh,
    );
    if (changes.length === 0 || row.period === null) return 'checked';
    const added = await deps.quickPanel.addEvent(
      row.userId,
      {
        title: `${fresh.name} · CUIT ${formatCuit(row.taxNumber)}`,
        detail: `${changes.map((c) => c.reason).join(' ')} Período ${periodLabel(period)} del BCRA.`,
        sourceKey: `monitor:${row.id}:${period}`,
        taxNumber: row.taxNumber,
      },
      at,
    );
    return added ? 'events' : 'checked';
  }

  async function runOnce(): Promise<MonitoringRunResult> {
    const period = deps.publications.latest();
    const result = { period, checked: 0, events: 0, failed: 0 };
    const seen = new Set<string>();
    for (;;) {
      const batch = (await deps.profiles.staleSince(period, BATCH)).filter((r) => !seen.has(r.id));
      if (batch.length === 0) break;
      let next = 0;
      const worker = async () => {
        while (next < batch.length) {
          const row = batch[next++]!;
          seen.add(row.id);
          const outcome = await check(row, period);
          if (outcome === 'failed') result.failed += 1;
          else result.checked += 1;
          if (outcome === 'events') result.events += 1;
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, worker));
    }
    return result;
  }

  return {
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
        deps.publications.advance();
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
