import { buenosAiresDate } from '@tirr/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
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

/** Live data is refreshed after the market publishes (~18 h ART) and again later: every 6 hours. */
export const SYNC_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Offline: loads the embedded dataset when the tables are empty (awaited; ~1.5 s). Live: runs the CAFCI +
 * BCRA sync in the background now and every 6 hours (the API serves the last synced data meanwhile).
 * Returns a function that stops the timer.
 */
export async function startFundData(
  db: Db,
  dataSources: 'offline' | 'live',
  log: Log,
  upstream?: Pick<Config['upstream'], 'cafci' | 'bcraStatistics' | 'timeoutMs'>,
): Promise<() => void> {
  const repository = fundsRepository(db);
  const today = () => buenosAiresDate(new Date());
  if (dataSources === 'offline') {
    const result = await seedOfflineFunds(repository, today());
    if (result.seeded)
      log.log(`  Fund data: offline demo dataset loaded (${result.values} share values in ${result.ms} ms)`);
    return () => undefined;
  }
  const cafci = cafciClient({ ...upstream?.cafci, timeoutMs: upstream?.timeoutMs });
  const bcra = bcraStatisticsClient({ baseUrl: upstream?.bcraStatistics.baseUrl, timeoutMs: upstream?.timeoutMs });
  const variableIds = upstream?.bcraStatistics.variableIds ?? DEFAULT_VARIABLE_IDS;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const summary = await syncFunds({ repository, cafci, bcra, variableIds, today: today() });
      await repository.recordSyncRun('cafci+bcra', summary.errors.length === 0, { ...summary });
    } catch (error) {
      log.error('fund sync failed', error);
      await repository.recordSyncRun('cafci+bcra', false, { error: (error as Error).message }).catch(() => undefined);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), SYNC_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
