import { z } from 'zod';
import type { ChequeAssumptionsView } from '@tirr/contracts/cheques';
import { BANDS_BY_RISK, formatNumberInput, type ScoreBandCode } from '@tirr/domain';
import { numberText } from '../forms/use-contract-form';

/**
 * The cheque analysis' pricing assumptions as a form types them (docs/domain/cheque-analysis.md §4): a spread and
 * an annual PD per band and the LGD, each a rate typed the Argentine way (ADR 0116), '' when left empty. Shared by
 * 'Analizar cheque' (the user's own, for one analysis) and the System area (everyone's).
 */
export type BandTexts = Record<ScoreBandCode, string>;

export interface AssumptionTexts {
  spreads: BandTexts;
  annualPd: BandTexts;
  lgd: string;
}

const bandTexts = (text: (band: ScoreBandCode) => string): BandTexts =>
  Object.fromEntries(BANDS_BY_RISK.map((band) => [band, text(band)])) as BandTexts;

/** The assumptions an analysis used, as the fields show them ('8', '0,5'). */
export function assumptionTexts(assumptions?: ChequeAssumptionsView): AssumptionTexts {
  const text = (value: number | undefined) => (value === undefined ? '' : formatNumberInput(value, 'rate'));
  return {
    spreads: bandTexts((band) => text(assumptions?.spreads[band])),
    annualPd: bandTexts((band) => text(assumptions?.annualPd[band])),
    lgd: text(assumptions?.lgd),
  };
}

/** The assumptions' texts read as numbers (null: left empty). */
const bandRates = () =>
  z.object(
    Object.fromEntries(BANDS_BY_RISK.map((band) => [band, numberText('rate')])) as Record<
      ScoreBandCode,
      ReturnType<typeof numberText>
    >,
  );
export const assumptionsText = z.object({ spreads: bandRates(), annualPd: bandRates(), lgd: numberText('rate') });

/** The typed values of the fields a user filled in; undefined when none was. */
export function assumptionsOverride(typed: {
  spreads: Record<ScoreBandCode, number | null>;
  annualPd: Record<ScoreBandCode, number | null>;
  lgd: number | null;
}): AssumptionsOverride | undefined {
  const group = (values: Record<ScoreBandCode, number | null>) => {
    const set = BANDS_BY_RISK.filter((band) => values[band] !== null).map((band) => [band, values[band]]);
    return set.length > 0 ? Object.fromEntries(set) : undefined;
  };
  const spreads = group(typed.spreads);
  const annualPd = group(typed.annualPd);
  const override = {
    ...(spreads ? { spreads } : {}),
    ...(annualPd ? { annualPd } : {}),
    ...(typed.lgd !== null ? { lgd: typed.lgd } : {}),
  };
  return Object.keys(override).length > 0 ? override : undefined;
}

/** An override of the assumptions: only what was typed. */
export interface AssumptionsOverride {
  spreads?: Partial<Record<ScoreBandCode, number>>;
  annualPd?: Partial<Record<ScoreBandCode, number>>;
  lgd?: number;
}
