import { z } from 'zod';
import { BALANCE_FIELDS, formatAmount, parseAmount, type BalanceField } from '@tirr/domain';
import { balanceBody, type ScoredBalance } from '@tirr/contracts/balances';
import { formIssue, SHOWN_BY_FIELD } from '../../../shared/forms/contract-resolver';

export type BalanceTexts = Record<BalanceField, string>;

export interface BalanceFormValues {
  period: string;
  date: string;
  amounts: BalanceTexts;
}

const emptyAmounts = (): BalanceTexts => Object.fromEntries(BALANCE_FIELDS.map((f) => [f, ''])) as BalanceTexts;

/** The form's values from a saved balance (amounts in the input format), or empty. */
export function initialValues(balance?: ScoredBalance): BalanceFormValues {
  if (!balance) return { period: '', date: '', amounts: emptyAmounts() };
  const amounts = emptyAmounts();
  for (const f of BALANCE_FIELDS) amounts[f] = formatAmount(balance.parameters[f]);
  return { period: balance.period, date: balance.date, amounts };
}

export const NON_NEGATIVE: readonly BalanceField[] = [
  'ventas',
  'activosCorrientes',
  'activosNoCorrientes',
  'pasivosCorrientes',
  'pasivosNoCorrientes',
];

/** patrimonioNeto = AC + ANC − PC − PNC of the typed amounts (computed, never typed); null while one cannot be read. */
export function patrimonioNeto(amounts: BalanceTexts): number | null {
  const cents = (f: BalanceField) => {
    const result = parseAmount(amounts[f]);
    return result.ok ? result.centavos : null;
  };
  const parts = [
    cents('activosCorrientes'),
    cents('activosNoCorrientes'),
    cents('pasivosCorrientes'),
    cents('pasivosNoCorrientes'),
  ];
  return parts.some((p) => p === null) ? null : (parts[0]! + parts[1]! - parts[2]! - parts[3]!) / 100;
}

/** An amount expression as typed: the field words why it cannot read it; some amounts cannot be negative. */
const amountText = (field: BalanceField) =>
  z.string().superRefine((text, ctx) => {
    const result = parseAmount(text);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: SHOWN_BY_FIELD });
    else if (result.value < 0 && NON_NEGATIVE.includes(field)) formIssue(ctx, '', 'balances:balance.negative');
  });

/**
 * The balance form: the contract's period, a closing date (empty: required, else the contract's date)
 * and the amounts as typed, sent as they are for the API to parse (docs/domain/formatting.md §3).
 */
export const balanceForm = z.object({
  period: balanceBody.shape.period,
  date: z.string().min(1).pipe(balanceBody.shape.date),
  amounts: z.object(
    Object.fromEntries(BALANCE_FIELDS.map((f) => [f, amountText(f)])) as Record<
      BalanceField,
      ReturnType<typeof amountText>
    >,
  ),
});

export const BALANCE_MESSAGES = {
  period: { too_small: 'balances:balance.required' },
  date: { too_small: 'balances:balance.required', '*': 'common:forms.date' },
};

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

const FIELD_BY_KEY = new Map<string, keyof BalanceTexts | 'period' | 'date'>([
  ...BALANCE_FIELDS.map((f) => [f.toLowerCase(), f] as const),
  ['periodo', 'period'],
  ['period', 'period'],
  ['fecha', 'date'],
  ['fechadecierre', 'date'],
  ['date', 'date'],
]);

function isoDate(value: string | number): string {
  const text = String(value).trim();
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
  return text;
}

/** Fills the form from spreadsheet rows 'campo, valor' (template or the field names); returns how many were read. */
export function valuesFromSheet(
  rows: readonly (readonly (string | number | null)[])[],
  current: BalanceFormValues,
): { values: BalanceFormValues; count: number } {
  const next: BalanceFormValues = { ...current, amounts: { ...current.amounts } };
  let count = 0;
  for (const [key, value] of rows) {
    if (key === null || key === undefined || value === null || value === undefined) continue;
    const field = FIELD_BY_KEY.get(normalise(String(key)));
    if (!field) continue;
    count++;
    if (field === 'period') next.period = String(value).trim();
    else if (field === 'date') next.date = isoDate(value);
    else next.amounts[field] = typeof value === 'number' ? formatAmount(value) : value.trim();
  }
  return { values: next, count };
}
