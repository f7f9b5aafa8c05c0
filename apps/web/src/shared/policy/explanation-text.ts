import type { TFunction } from 'i18next';
import type { ConditionKind } from '@tirr/domain';
import type { Formatters } from '../i18n/use-format';

/** One condition that held, with the values that made it hold (the contract's `policyReason.explanation`). */
export interface PolicyEvidence {
  kind: ConditionKind;
  params: Record<string, string | number>;
}

const P = 'common:policy';

/** The labels of a comma-joined list of codes ('MALO,REGULAR' → 'Malo, Regular'). */
function labels(t: TFunction, group: 'bands' | 'flags', codes: string | number | undefined): string {
  return String(codes ?? '')
    .split(',')
    .filter(Boolean)
    .map((code) => t(`${P}.${group}.${code}`, { defaultValue: code }))
    .join(', ');
}

/**
 * A condition that held, in words, with the values that made it hold (docs/domain/credit-policy.md §2, the
 * 'Explanation params' column): 'Situación actual 3 (≥ 3)', 'Score del balance 280 (< 301), cerrado el 31/12/2025'.
 */
export function explanationText(t: TFunction, fmt: Formatters, { kind, params }: PolicyEvidence): string {
  const key = `${P}.explanations.${kind}`;
  const money = (name: string) => fmt.money(Number(params[name]));
  const cmp = params.op === undefined ? '' : t(`${P}.comparisons.${params.op}`);
  switch (kind) {
    case 'SCORE':
    case 'SITUACION_NOW':
    case 'ENTITIES':
      return t(key, { ...params, cmp });
    case 'BAND':
      return t(key, { band: labels(t, 'bands', params.band), bands: labels(t, 'bands', params.bands) });
    case 'THIN_FILE':
      return t(key, { band: labels(t, 'bands', params.band) });
    case 'WORST_SITUACION':
      return t(key, { ...params, count: Number(params.months) });
    case 'REJECTED_CHEQUES': {
      const cheques = t(key, {
        count: Number(params.count),
        since: fmt.date(String(params.since)),
        amount: money('amount'),
        minCount: params.minCount,
      });
      if (params.minAmount === undefined) return cheques;
      return t(`${P}.explanations.REJECTED_CHEQUES_AMOUNT`, { cheques, minAmount: money('minAmount') });
    }
    case 'FLAG':
      return t(key, { flags: labels(t, 'flags', params.flags) });
    case 'TOTAL_DEBT':
      return t(key, { totalDebt: money('totalDebt'), above: money('above') });
    case 'BALANCE_SCORE':
      return t(key, { ...params, cmp, closingDate: fmt.date(String(params.closingDate)) });
    case 'BALANCE_AGE':
      return t(key, {
        count: Number(params.months),
        closingDate: fmt.date(String(params.closingDate)),
        since: fmt.date(String(params.since)),
      });
    case 'PERSON_TYPE':
      return t(key, { personType: t(`${P}.personTypes.${params.personType}`) });
    case 'NO_SCORE':
    case 'INACTIVE_KEY':
    case 'NO_BALANCE':
      return t(key);
  }
}

/** Every condition of a reason that held, in words, one after the other. */
export function explanationsText(t: TFunction, fmt: Formatters, evidence: readonly PolicyEvidence[]): string {
  return evidence.map((e) => explanationText(t, fmt, e)).join('; ');
}
