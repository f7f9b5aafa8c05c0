/**
 * When BCRA publishes a month (ADR 0071). The Central de Deudores informs a month during the second month
 * after it, so the newest period follows the calendar (latestInformedPeriod). The offline demo provider can
 * also publish periods ahead of the calendar on demand (`advance`), so monitoring can be shown and tested
 * without waiting a month; the live provider cannot.
 */
import { addMonthsToPeriod, latestInformedPeriod } from '@tirr/domain';

export interface BcraPublications {
  /** The newest published period, 'YYYYMM'. */
  latest(): string;
  /** Demo periods published ahead of the calendar (0 for the live provider). */
  extraMonths(): number;
  /** Whether `advance` may be used (offline demo data only). */
  readonly canAdvance: boolean;
  /** Publishes the next monthly period; answers it. Throws on the live provider. */
  advance(): string;
}

export function bcraPublications(today: () => string, canAdvance: boolean): BcraPublications {
  let extra = 0;
  const latest = () => addMonthsToPeriod(latestInformedPeriod(today()), extra);
  return {
    latest,
    extraMonths: () => extra,
    canAdvance,
    advance() {
      if (!canAdvance) throw new Error('Only the offline demo provider can publish a period on demand.');
      extra += 1;
      return latest();
    },
  };
}
