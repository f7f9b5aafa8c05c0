import { resolveDepositRateSeries } from '../../integrations/bcra-statistics/catalogue';
import {
  offlineSeries,
  offlineSeriesResponse,
  offlineStatisticsCatalogue,
} from '../../integrations/bcra-statistics/offline';
import { normalizeSeries } from '../../integrations/bcra-statistics/normalize';
import { DEFAULT_VARIABLE_IDS } from '../../integrations/bcra-statistics/types';
import { offlineCatalogue } from '../../integrations/cafci/offline-catalogue';
import { FUNDS_START, offlineDaily } from '../../integrations/cafci/offline';
import { normalizeCatalogue, normalizeDaily, type ValueRow } from '../../integrations/cafci/normalize';
import { addDays } from '@tirr/domain';
import type { FundsRepository } from './funds.repository';

/**
 * Loads the offline dataset into our tables when they are empty (DATA_SOURCES=offline). It goes through
 * the same raw shapes and normalisers as the live sync, then bulk-inserts. Returns what it did.
 */
export async function seedOfflineFunds(
  repository: FundsRepository,
  today: string,
): Promise<{ seeded: boolean; values: number; ms: number }> {
  const started = performance.now();
  if (!(await repository.isEmpty())) return { seeded: false, values: 0, ms: 0 };
  const normalized = normalizeCatalogue(offlineCatalogue());
  const classIdByName = new Map(normalized.shares.map((s) => [s.detalle, s.id]));
  const tipos = [...new Set(offlineCatalogue().fondos.map((f) => f.tipo_renta.id))];
  const values: ValueRow[] = [];
  for (let d = FUNDS_START; d <= today; d = addDays(d, 1)) {
    for (const tipo of tipos) values.push(...normalizeDaily(offlineDaily(tipo, d, today), classIdByName));
  }
  await repository.upsertCatalogue(normalized);
  await repository.upsertValues(values);
  offlineSeries(today);
  for (const [name, id] of Object.entries(DEFAULT_VARIABLE_IDS) as ['cer' | 'badlar' | 'cpi', number][]) {
    const response = offlineSeriesResponse(id, { desde: '2000-01-01', hasta: today, limit: 3000, today })!;
    await repository.upsertSeries(name, normalizeSeries(response));
  }
  // The plazo fijo benchmark, resolved from the (offline) catalogue exactly as the live sync does.
  const deposits = resolveDepositRateSeries(offlineStatisticsCatalogue());
  const depositsResponse = deposits
    ? offlineSeriesResponse(deposits.idVariable, { desde: '2000-01-01', hasta: today, limit: 3000, today })
    : undefined;
  if (depositsResponse) await repository.upsertSeries('deposits30', normalizeSeries(depositsResponse));
  await repository.refreshLatest();
  return { seeded: true, values: values.length, ms: Math.round(performance.now() - started) };
}
