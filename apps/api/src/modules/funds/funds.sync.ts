import { addDays, argentineCalendar, isBusinessDay } from '@tirr/domain';
import { resolveDepositRateSeries } from '../../integrations/bcra-statistics/catalogue';
import type { BcraStatisticsClient } from '../../integrations/bcra-statistics/client';
import { normalizeSeries } from '../../integrations/bcra-statistics/normalize';
import type { SeriesName } from '../../integrations/bcra-statistics/types';
import { CafciDeniedError, type CafciClient } from '../../integrations/cafci/client';
import { normalizeCatalogue, normalizeDaily, normalizeFicha, type ValueRow } from '../../integrations/cafci/normalize';
import { planillaValues, readPlanilla } from '../../integrations/cafci/planilla';
import type { FundsRepository } from './funds.repository';

export interface SyncDeps {
  repository: FundsRepository;
  cafci: CafciClient;
  bcra: BcraStatisticsClient;
  variableIds: Record<SeriesName, number>;
  today: string;
  /** Days of history fetched on the first run (later runs continue from the last stored date). */
  backfillDays?: number;
}

export interface SyncSummary {
  managers: number;
  funds: number;
  shares: number;
  values: number;
  emptyDays: number;
  usedFichaFallback: boolean;
  /** The daily spreadsheet: its day and rows stored, or why it gave nothing. */
  planilla: { status: 'ok' | 'empty' | 'denied' | 'failed'; date: string | null; values: number; unmatched: number };
  series: Record<SeriesName | 'deposits30', number>;
  /** The v4 id of the 30-day deposit rate resolved from the catalogue; null when it has none (BADLAR then). */
  depositSeries: number | null;
  errors: string[];
}

const calendar = argentineCalendar();

/**
 * One live sync (ADR 0047, 0093): CAFCI catalogue → funds tables; the daily spreadsheet (`pb_get`) gives the
 * latest day's values; the daily statistics route per tipo de renta fills the business days before it
 * since the last stored value (empty days are normal; a denial just stops the backfill); when neither the
 * spreadsheet nor the daily route answers, the ficha of each class gives at least today's value. Then
 * BCRA CER, BADLAR and CPI, and the 30-day deposit rate resolved from the BCRA catalogue (ADR 0119). The
 * simulator only ever reads our tables, so a failed sync leaves the last good data in place.
 */
export async function syncFunds({
  repository,
  cafci,
  bcra,
  variableIds,
  today,
  backfillDays = 400,
}: SyncDeps): Promise<SyncSummary> {
  const summary: SyncSummary = {
    managers: 0,
    funds: 0,
    shares: 0,
    values: 0,
    emptyDays: 0,
    usedFichaFallback: false,
    planilla: { status: 'failed', date: null, values: 0, unmatched: 0 },
    series: { cer: 0, badlar: 0, cpi: 0, deposits30: 0 },
    depositSeries: null,
    errors: [],
  };
  const catalogue = await cafci.catalogue();
  const normalized = normalizeCatalogue(catalogue);
  await repository.upsertCatalogue(normalized);
  summary.managers = normalized.managers.length;
  summary.funds = normalized.funds.length;
  summary.shares = normalized.shares.length;

  const classIdByName = new Map(normalized.shares.map((s) => [s.detalle, s.id]));
  const tipos = [...new Set(catalogue.fondos.map((f) => f.tipo_renta.id))];
  const lastStored = await repository.lastValueDate();

  try {
    const { values, unmatched } = planillaValues(await readPlanilla(await cafci.planilla()), normalized.shares);
    const date = values.reduce<string | null>((max, v) => (max === null || v.date > max ? v.date : max), null);
    summary.planilla = { status: values.length > 0 ? 'ok' : 'empty', date, values: values.length, unmatched };
    if (values.length === 0) summary.emptyDays++;
    await repository.upsertValues(values);
    summary.values += values.length;
  } catch (error) {
    if (error instanceof CafciDeniedError) summary.planilla.status = 'denied';
    else summary.errors.push(`planilla: ${(error as Error).message}`);
  }
  const planillaDay = summary.planilla.date;

  const start = lastStored ? addDays(lastStored, 1) : addDays(today, -backfillDays);
  const end = planillaDay ? addDays(planillaDay, -1) : today;
  let denied = false;
  for (let d = start; d <= end && !denied; d = addDays(d, 1)) {
    if (!isBusinessDay(d, calendar)) continue;
    const rows: ValueRow[] = [];
    for (const tipo of tipos) {
      try {
        const response = await cafci.daily(tipo, d);
        if ('error' in response) summary.emptyDays++;
        rows.push(...normalizeDaily(response, classIdByName));
      } catch (error) {
        if (error instanceof CafciDeniedError) {
          denied = true;
          break;
        }
        summary.errors.push((error as Error).message);
      }
    }
    await repository.upsertValues(rows);
    summary.values += rows.length;
  }
  if (denied && !planillaDay) {
    summary.usedFichaFallback = true;
    const rows: ValueRow[] = [];
    for (const share of normalized.shares) {
      try {
        const row = normalizeFicha(await cafci.ficha(share.fundId, share.id), share.id);
        if (row) rows.push(row);
      } catch (error) {
        summary.errors.push((error as Error).message);
        if (error instanceof CafciDeniedError) break;
      }
    }
    await repository.upsertValues(rows);
    summary.values += rows.length;
  }

  for (const name of ['cer', 'badlar', 'cpi'] as const) {
    try {
      const last = await repository.lastSeriesDate(name);
      const from = last ? addDays(last, 1) : addDays(today, -backfillDays - 60);
      if (from > today) continue;
      const points = normalizeSeries(await bcra.series(variableIds[name], from, today));
      await repository.upsertSeries(name, points);
      summary.series[name] = points.length;
    } catch (error) {
      summary.errors.push((error as Error).message);
    }
  }
  try {
    const deposits = resolveDepositRateSeries(await bcra.catalogue());
    if (deposits) {
      summary.depositSeries = deposits.idVariable;
      const last = await repository.lastSeriesDate('deposits30');
      const from = last ? addDays(last, 1) : addDays(today, -backfillDays - 60);
      if (from <= today) {
        const points = normalizeSeries(await bcra.series(deposits.idVariable, from, today));
        await repository.upsertSeries('deposits30', points);
        summary.series.deposits30 = points.length;
      }
    }
  } catch (error) {
    summary.errors.push(`catálogo BCRA: ${(error as Error).message}`);
  }
  await repository.refreshLatest();
  return summary;
}
