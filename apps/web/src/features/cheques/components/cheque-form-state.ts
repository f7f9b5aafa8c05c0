import { z } from 'zod';
import type { Path } from 'react-hook-form';
import {
  CHEQUE_KINDS,
  MAX_CHEQUE_NUMBER,
  chequeAnalysisBody,
  type ChequeAnalysisBody,
  type ChequeKind,
} from '@tirr/contracts/cheques';
import { cuitProblem, formatNumberInput, isIsoDate } from '@tirr/domain';
import { formIssue } from '../../../shared/forms/contract-resolver';
import { numberText } from '../../../shared/forms/use-contract-form';
import { maskTaxDigits, taxDigits } from '../../../shared/profile-search/tax-id-mask';
import type { ChequeAnalysisPrefill } from '../../../shared/routing/paths';
import { advancedBody, advancedFieldOf, advancedTexts, emptyAdvanced, type AdvancedValues } from './advanced-state';

/**
 * The 'Analizar cheque' form as it is typed (ADR 0123): numbers kept as text (money and rates the Argentine way,
 * ADR 0116), dates 'YYYY-MM-DD' or the text being typed, and the advanced options (advanced-state.ts: only what
 * the user typed is sent). The schema checks what the screen can (required fields, the CUIT's
 * check digit) and hands over the body of `POST /cheques/analysis`; the value rules are the API's, shown under
 * the field each one names.
 */

export interface ChequeFormValues extends AdvancedValues {
  /** The BCRA entity code of the chosen bank, '' until one is chosen. */
  entityCode: string;
  chequeNumber: string;
  drawerTaxId: string;
  amount: string;
  currency: 'ARS' | 'USD';
  dueDate: string;
  kind: ChequeKind;
  tradeDate: string;
}

/**
 * The form's first values: empty, or prefilled from the page's query (ChequeAnalysisPrefill): the drawer from a
 * report, the amount, currency and dates from the cheque simulator. Anything malformed is left out.
 */
export function initialValues(query: URLSearchParams): ChequeFormValues {
  const amount = Number(query.get('amount') ?? Number.NaN);
  const currency = query.get('currency');
  const date = (key: keyof ChequeAnalysisPrefill) => {
    const value = query.get(key) ?? '';
    return isIsoDate(value) ? value : '';
  };
  return {
    entityCode: '',
    chequeNumber: '',
    drawerTaxId: maskTaxDigits(taxDigits(query.get('drawer') ?? '')),
    amount: Number.isFinite(amount) && amount > 0 ? formatNumberInput(amount, 'money') : '',
    currency: currency === 'USD' ? 'USD' : 'ARS',
    dueDate: date('dueDate'),
    kind: 'physical',
    tradeDate: date('tradeDate'),
    ...emptyAdvanced(),
  };
}

/** The digits a cheque number may have (MAX_CHEQUE_NUMBER's). */
export const MAX_CHEQUE_NUMBER_DIGITS = String(MAX_CHEQUE_NUMBER).length;

const { shape } = chequeAnalysisBody;
/** The form's texts piped into the contract's body (an empty optional field is left out). */
export const chequeForm = z
  .object({
    entityCode: z.string().min(1).transform(Number).pipe(shape.entityCode),
    chequeNumber: z.string().regex(/^\d+$/).transform(Number).pipe(shape.chequeNumber),
    drawerTaxId: z.string().superRefine((text, ctx) => {
      const problem = cuitProblem(text);
      if (problem)
        formIssue(ctx, '', problem === 'prefix' ? 'cheques:form.errors.prefix' : 'cheques:form.errors.taxId');
    }),
    amount: numberText('money').pipe(z.number().positive()),
    currency: z.enum(['ARS', 'USD']),
    dueDate: z.string().min(1).pipe(shape.dueDate),
    kind: z.enum(CHEQUE_KINDS),
    tradeDate: z.union([z.literal(''), shape.tradeDate.unwrap()]),
    ...advancedTexts,
  })
  .transform(({ tradeDate, referenceRate, assumptions, drawerTaxId, ...values }): ChequeAnalysisBody => ({
    ...values,
    drawerTaxId: taxDigits(drawerTaxId),
    ...(tradeDate ? { tradeDate } : {}),
    ...advancedBody({ referenceRate, assumptions }),
  }));

export const CHEQUE_MESSAGES = {
  entityCode: 'cheques:form.errors.entity',
  chequeNumber: 'cheques:form.errors.chequeNumber',
  amount: { invalid_type: 'cheques:form.errors.amount', too_small: 'cheques:form.errors.positive' },
  dueDate: { too_small: 'cheques:form.errors.dueDate', '*': 'common:forms.date' },
  tradeDate: 'common:forms.date',
};

const PLAIN_FIELDS = [
  'entityCode',
  'chequeNumber',
  'drawerTaxId',
  'amount',
  'currency',
  'dueDate',
  'kind',
  'tradeDate',
] as const;

/**
 * The form's field of an API problem (docs/product.md §8): the body's own names ('amount',
 * 'assumptions.spreads.MALO'); undefined for a field the form does not have (the page says it above the form).
 */
export function formFieldOf(apiField: string): Path<ChequeFormValues> | undefined {
  return PLAIN_FIELDS.find((field) => field === apiField) ?? advancedFieldOf(apiField);
}
