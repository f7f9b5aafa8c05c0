import { buenosAiresDate } from '@tirr/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../lib/jobs';
import { bcraStatisticsClient } from '../../integrations/bcra-statistics/client';
import { DEFAULT_VARIABLE_IDS } from '../../integrations/bcra-statistics/types';
import { cafciClient } from '../../integrations/cafci/client';
import { fundsRepository } from './funds.repository';
import { seedOfflineFunds } from './funds.seed';
import { syncFunds } from './funds.sync';

interface Log {
  log(message: string): void;
  error(message: string, error?: unknown): void;
}

/** Live data is refreshed after the market publishes (~18 h ART) and again later: every 6 hours (UTC cron). */
export const SYNC_CRON = '0 */6 * * *';

/**
 * Offline: loads the embedded dataset when the tables are empty (awaited; ~1.5 s). Live: the CAFCI + BCRA
 * sync is a job of the queue (ADR 0133), run at start-up and every 6 hours by one instance whatever their
 * number (the API serves the last synced data meanwhile); a failed sync is retried with backoff.
 */
export async function startFundData(
  db: Db,
  dataSources: 'offline' | 'live',
  log: Log,
  upstream: Pick<Config['upstream'], 'cafci' | 'bcraStatistics' | 'timeoutMs'> | undefined,
  jobs: Pick<JobQueue, 'define' | 'schedule' | 'send'>,
): Promise<void> {
  const repository = fundsRepository(db);
  const today = () => buenosAiresDate(new Date());
  if (dataSources === 'offline') {
    const result = await seedOfflineFunds(repository, today());
    if (result.seeded)
      log.log(`  Fund data: offline demo dataset loaded (${result.values} share values in ${result.ms} ms)`);
    return;
  }
  const cafci = cafciClient({ ...upstream?.cafci, timeoutMs: upstream?.timeoutMs });
  const bcra = bcraStatisticsClient({ baseUrl: upstream?.bcraStatistics.baseUrl, timeoutMs: upstream?.timeoutMs });
  const variableIds = upstream?.bcraStatistics.variableIds ?? DEFAULT_VARIABLE_IDS;
  await jobs.define({ name: 'fund-sync', policy: 'singleton', retryLimit: 3, retryDelaySeconds: 300 }, async () => {
    try {
      const summary = await syncFunds({ repository, cafci, bcra, variableIds, today: today() });
      await repository.recordSyncRun('cafci+bcra', summary.errors.length === 0, { ...summary });
    } catch (error) {
      log.error('fund sync failed', error);
      await repository.recordSyncRun('cafci+bcra', false, { error: (error as Error).message }).catch(() => undefined);
      throw error;
    }
  });
  await jobs.schedule('fund-sync', SYNC_CRON);
  // At start-up too (policy singleton: instances starting together sync one after the other; a throttle key
  // would also swallow the sync of a restart within its time slot).
  await jobs.send('fund-sync', {});
}
