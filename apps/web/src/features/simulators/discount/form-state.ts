import {
  argentineCalendar,
  discountDates,
  discountDefaults,
  formatNumberInput,
  isIsoDate,
  parseNumberInput,
  runDiscountSimulation,
  type CostProfileId,
  type Currency,
  type DiscountField,
  type DiscountInput,
  type DiscountOutcome,
  type DocumentType,
  type IsoDate,
  type NumberInputKind,
} from '@tirr/domain';

/**
 * The discount form as the user types it: numbers are kept as text (so '1,5' and half-typed values
 * survive), parsed on every change and simulated in the browser with the domain engine.
 */
export const NUMBER_FIELDS = ['amount', 'rate', 'days', 'comision', 'dn', 'dc', 'cc', 'iva', 'sgr'] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

export interface DiscountFormValues extends Record<NumberField, string> {
  currency: Currency;
  profile: CostProfileId;
  settlementLag: number;
  clearingDays: number;
  dueDate: string;
  /** 'Fecha de operación': 'YYYY-MM-DD', or the text being typed; today by default. */
  tradeDate: string;
  /** Which of days / dueDate the user set last: it drives the other one. */
  dateMode: 'days' | 'dueDate';
}

export const calendar = argentineCalendar();

/**
 * How each field reads its text (ADR 0116): the amount is money ('150.000' is 150000), the rate and
 * the fees are rates ('1,5' and '1.5' are 1,5). The days read like a rate too: '1,5' reaches the
 * engine, which asks for whole days.
 */
export const FIELD_KINDS: Record<NumberField, NumberInputKind> = {
  amount: 'money',
  rate: 'rate',
  days: 'rate',
  comision: 'rate',
  dn: 'rate',
  dc: 'rate',
  cc: 'rate',
  iva: 'rate',
  sgr: 'rate',
};

/** The number a field's text stands for; NaN when it is empty or cannot be read. */
export function parseField(field: NumberField, text: string): number {
  const result = parseNumberInput(text, FIELD_KINDS[field]);
  return result.ok ? result.value : Number.NaN;
}

/** The defaults of a simulator as form values; due date = today + days. */
export function defaultFormValues(documentType: DocumentType, today: IsoDate): DiscountFormValues {
  const d = discountDefaults(documentType);
  const text = (field: NumberField) => formatNumberInput(d[field], FIELD_KINDS[field]);
  const values: DiscountFormValues = {
    amount: text('amount'),
    rate: text('rate'),
    days: String(d.days),
    comision: text('comision'),
    dn: text('dn'),
    dc: text('dc'),
    cc: text('cc'),
    iva: text('iva'),
    sgr: text('sgr'),
    currency: d.currency,
    profile: d.profile,
    settlementLag: d.settlementLag,
    clearingDays: d.clearingDays,
    dueDate: '',
    tradeDate: today,
    dateMode: 'days',
  };
  return syncDates(values);
}

/** The engine input of the form values. */
export function toInput(values: DiscountFormValues): DiscountInput {
  return {
    amount: parseField('amount', values.amount),
    rate: parseField('rate', values.rate),
    days: parseField('days', values.days),
    comision: parseField('comision', values.comision),
    dn: parseField('dn', values.dn),
    dc: parseField('dc', values.dc),
    cc: parseField('cc', values.cc),
    iva: parseField('iva', values.iva),
    sgr: parseField('sgr', values.sgr),
    currency: values.currency,
    profile: values.profile,
    settlementLag: values.settlementLag,
    clearingDays: values.clearingDays,
    dueDate: values.dateMode === 'dueDate' ? values.dueDate : undefined,
    tradeDate: values.tradeDate,
  };
}

export function simulateForm(documentType: DocumentType, values: DiscountFormValues, today: IsoDate): DiscountOutcome {
  return runDiscountSimulation(documentType, toInput(values), today, calendar);
}

/**
 * Keeps days and due date in sync (docs/domain/simulators.md §3), from whichever the user set last, counting from the
 * trade date (left as it is while the trade date being typed is not a date yet).
 */
export function syncDates(values: DiscountFormValues): DiscountFormValues {
  if (!isIsoDate(values.tradeDate)) return values;
  const common = {
    tradeDate: values.tradeDate,
    calendar,
    settlementLag: values.settlementLag,
    clearingDays: values.clearingDays,
  };
  if (values.dateMode === 'dueDate') {
    if (!isIsoDate(values.dueDate)) return values;
    const { days } = discountDates({ ...common, dueDate: values.dueDate });
    return { ...values, days: String(days) };
  }
  const days = parseField('days', values.days);
  if (!Number.isInteger(days) || days < 1 || days > 36500) return values;
  return { ...values, dueDate: discountDates({ ...common, days }).dueDate };
}

/** Applies one edit and re-syncs the dates. */
export function applyChange<K extends keyof DiscountFormValues>(
  values: DiscountFormValues,
  field: K,
  value: DiscountFormValues[K],
): DiscountFormValues {
  const next = { ...values, [field]: value };
  if (field === 'days') next.dateMode = 'days';
  if (field === 'dueDate') next.dateMode = 'dueDate';
  return syncDates(next);
}

/** Field shown with an error for a domain problem (days and dueDate share the term). */
export function fieldOfProblem(field: DiscountField, values: DiscountFormValues): DiscountField {
  if (field === 'days' && values.dateMode === 'dueDate') return 'dueDate';
  return field;
}

// --- Shareable link: the inputs in the query string -------------------------------------------------

const LINK_KEYS = { settlementLag: 'lag', clearingDays: 'clearing' } as const;

/**
 * The query string of a simulation (only what differs from the defaults; days or dueDate; the trade date
 * when it is not today).
 */
export function toSearchParams(
  documentType: DocumentType,
  values: DiscountFormValues,
  today: IsoDate,
): URLSearchParams {
  const defaults = discountDefaults(documentType);
  const params = new URLSearchParams();
  for (const field of NUMBER_FIELDS) {
    if (field === 'days' && values.dateMode === 'dueDate') continue;
    if (parseField(field, values[field]) !== defaults[field] || values[field].trim() === '')
      params.set(field, values[field]);
  }
  if (values.dateMode === 'dueDate') params.set('dueDate', values.dueDate);
  if (values.tradeDate !== today) params.set('tradeDate', values.tradeDate);
  if (values.currency !== defaults.currency) params.set('currency', values.currency);
  if (values.profile !== defaults.profile) params.set('profile', values.profile);
  if (values.settlementLag !== defaults.settlementLag)
    params.set(LINK_KEYS.settlementLag, String(values.settlementLag));
  if (values.clearingDays !== defaults.clearingDays) params.set(LINK_KEYS.clearingDays, String(values.clearingDays));
  return params;
}

export const LAG_CHOICES: readonly number[] = [0, 1];
export const CLEARING_CHOICES: readonly number[] = [0, 1, 2];

/** Form values from a shared link; unknown or malformed parameters keep the defaults. */
export function fromSearchParams(
  documentType: DocumentType,
  params: URLSearchParams,
  today: IsoDate,
): DiscountFormValues {
  const values = defaultFormValues(documentType, today);
  for (const field of NUMBER_FIELDS) {
    const text = params.get(field);
    if (text !== null) values[field] = text.slice(0, 30);
  }
  const currency = params.get('currency');
  if (currency === 'ARS' || currency === 'USD') values.currency = currency;
  const profile = params.get('profile');
  if (profile === 'estandar' || profile === 'mav') values.profile = profile;
  const lag = Number(params.get(LINK_KEYS.settlementLag));
  if (LAG_CHOICES.includes(lag)) values.settlementLag = lag;
  const clearing = Number(params.get(LINK_KEYS.clearingDays));
  if (CLEARING_CHOICES.includes(clearing)) values.clearingDays = clearing;
  const tradeDate = params.get('tradeDate');
  if (tradeDate !== null && isIsoDate(tradeDate)) values.tradeDate = tradeDate;
  const dueDate = params.get('dueDate');
  if (dueDate !== null && isIsoDate(dueDate)) {
    values.dueDate = dueDate;
    values.dateMode = 'dueDate';
  } else {
    values.dateMode = 'days';
  }
  return syncDates(values);
}
