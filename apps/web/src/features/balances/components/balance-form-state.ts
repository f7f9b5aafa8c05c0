import { useMemo, useState } from 'react';
import { BALANCE_FIELDS, formatAmount, parseAmount, type AmountResult, type BalanceField } from '@tirr/domain';
import type { ScoredBalance } from '@tirr/contracts';

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

/** Form state with every amount parsed live and patrimonioNeto computed from them (never typed). */
export function useBalanceForm(initial: BalanceFormValues) {
  const [values, setValues] = useState(initial);
  const parsed = useMemo(
    () =>
      Object.fromEntries(BALANCE_FIELDS.map((f) => [f, parseAmount(values.amounts[f])])) as Record<
        BalanceField,
        AmountResult
      >,
    [values.amounts],
  );
  const cents = (f: BalanceField) => (parsed[f].ok ? (parsed[f] as { centavos: number }).centavos : null);
  const parts = [
    cents('activosCorrientes'),
    cents('activosNoCorrientes'),
    cents('pasivosCorrientes'),
    cents('pasivosNoCorrientes'),
  ];
  const patrimonioNeto = parts.some((p) => p === null) ? null : (parts[0]! + parts[1]! - parts[2]! - parts[3]!) / 100;
  return {
    values,
    parsed,
    patrimonioNeto,
    setValues,
    setAmount: (field: BalanceField, text: string) =>
      setValues((v) => ({ ...v, amounts: { ...v.amounts, [field]: text } })),
    setPeriod: (period: string) => setValues((v) => ({ ...v, period })),
    setDate: (date: string) => setValues((v) => ({ ...v, date })),
  };
}

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
