import { z } from 'zod';
import type { Path } from 'react-hook-form';
import { BANDS_BY_RISK } from '@tirr/domain';
import type { ApiError } from '../../../shared/api/api-error';
import {
  assumptionsOverride,
  assumptionsText,
  assumptionTexts,
  type AssumptionsOverride,
  type AssumptionTexts,
} from '../../../shared/cheque-assumptions/assumption-texts';
import { numberText } from '../../../shared/forms/use-contract-form';

/**
 * 'Opciones avanzadas' as typed, in 'Analizar cheque' and in 'Cartera de cheques' alike (docs/domain/
 * cheque-analysis.md §4, §6): the user's own reference rate and their own assumptions, each a text typed the
 * Argentine way (ADR 0116), '' when left empty. Only what the user typed is sent: an empty field takes everyone's
 * value (the administrator's, or the default), read by the API when it prices, never copied into the request.
 */
export interface AdvancedValues {
  referenceRate: string;
  assumptions: AssumptionTexts;
}

/** The advanced fields, all empty: everyone's values apply. */
export const emptyAdvanced = (): AdvancedValues => ({ referenceRate: '', assumptions: assumptionTexts() });

/** The advanced texts read as numbers (null: left empty). */
export const advancedTexts = { referenceRate: numberText('rate'), assumptions: assumptionsText };

type AdvancedTyped = { referenceRate: number | null; assumptions: Parameters<typeof assumptionsOverride>[0] };

/** What a request carries of them: the rate and the assumptions the user typed, nothing else. */
export interface AdvancedBody {
  referenceRate?: number;
  assumptions?: AssumptionsOverride;
}

export function advancedBody({ referenceRate, assumptions }: AdvancedTyped): AdvancedBody {
  const override = assumptionsOverride(assumptions);
  return {
    ...(referenceRate !== null ? { referenceRate } : {}),
    ...(override ? { assumptions: override } : {}),
  };
}

/** The advanced fields alone as a form (the portfolio's), handing over their part of the request. */
export const advancedForm = z.object(advancedTexts).transform(advancedBody);

const ADVANCED_FIELD = new RegExp(
  `^(?:referenceRate|assumptions\\.(?:(?:spreads|annualPd)\\.(?:${BANDS_BY_RISK.join('|')})|lgd))$`,
);

/** The advanced field an API problem names ('referenceRate', 'assumptions.spreads.MALO'); undefined for another. */
export function advancedFieldOf(apiField: string): Path<AdvancedValues> | undefined {
  return ADVANCED_FIELD.test(apiField) ? (apiField as Path<AdvancedValues>) : undefined;
}

/** The API's 400 `details` messages (docs/product.md §8) of fields the form does not have: said above it. */
export function unplacedProblems(error: ApiError, fieldOf: (apiField: string) => string | undefined): string[] {
  const details = Array.isArray(error.envelope?.details) ? (error.envelope.details as unknown[]) : [];
  return details.flatMap((detail) => {
    const { field, message } = (detail ?? {}) as { field?: unknown; message?: unknown };
    return typeof message === 'string' && !(typeof field === 'string' && fieldOf(field)) ? [message] : [];
  });
}
