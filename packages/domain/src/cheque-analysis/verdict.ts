/**
 * Whether a cheque is fit to take (docs/domain/cheque-analysis.md §1): 'Apto', 'Observar' or 'No apto', with every
 * rule that matched as a reason; and the drawer's rejected cheques counted over the last 12 and 24 months
 * (docs/domain/cheque-analysis.md §2).
 */
import type { IsoDate } from '../calendar';
import type { ScoreEntity } from '../credit/score';
import type { ScoreBandCode } from '../credit/score-bands';

/** What is known about the drawer ('librador') from the credit report. */
export interface DrawerFacts {
  /** Worst situación across entities in the latest period BCRA has published; 0 = not in that period. */
  situacionNow: number;
  /** Worst situación in the 24 periods up to the latest (shown beside the verdict; no rule uses it). */
  worstSituacion24: number;
  /** Rejected cheques still unpaid, rejected in the last 12 months (rejectedChequeCounts). */
  unpaidCheques12: number;
  /** The drawer's score band; null when no score could be computed. */
  band: ScoreBandCode | null;
  /** BCRA flags set in the latest period (drawerFlags); any code given counts. */
  flags: readonly string[];
}

export interface ChequeFacts extends DrawerFacts {
  /** Whether BCRA lists the cheque as reported ('denunciado': lost, stolen …); null when it could not be checked. */
  reported: boolean | null;
}

/**
 * The BCRA flags of the latest period that make a cheque one to watch (docs/domain/cheque-analysis.md §1): situación
 * jurídica, proceso judicial, refinanciaciones, irrecuperable por disposición técnica.
 */
export const DRAWER_FLAGS = ['situacionJuridica', 'procesoJud', 'refinanciaciones', 'irrecDisposicionTecnica'] as const;
export type DrawerFlag = (typeof DRAWER_FLAGS)[number];

/** The DRAWER_FLAGS set on any of the drawer's entities in the latest period, in DRAWER_FLAGS order. */
export function drawerFlags(latestEntities: readonly ScoreEntity[]): DrawerFlag[] {
  return DRAWER_FLAGS.filter((flag) => latestEntities.some((entity) => entity[flag] === true));
}

export type ChequeVerdictCode = 'APTO' | 'OBSERVAR' | 'NO_APTO';

/** From the best to the worst. */
export const CHEQUE_VERDICTS: readonly ChequeVerdictCode[] = ['APTO', 'OBSERVAR', 'NO_APTO'];

/** 0 for Apto, 1 for Observar, 2 for No apto: a higher rank is a worse verdict. */
export function verdictRank(verdict: ChequeVerdictCode): number {
  return CHEQUE_VERDICTS.indexOf(verdict);
}

export type VerdictReasonCode =
  | 'REPORTED'
  | 'REPORTED_UNCHECKED'
  | 'SITUACION_NOW'
  | 'UNPAID_CHEQUES_12M'
  | 'SITUACION_2'
  | 'THIN_FILE'
  | 'NO_SCORE'
  | 'FLAGS'
  | 'CLEAN';

export interface VerdictReason {
  code: VerdictReasonCode;
  /** The verdict this rule alone gives. */
  outcome: ChequeVerdictCode;
  /** What the screens need to word it (a situación, a count, the flags joined by ','). */
  params: Record<string, string | number>;
}

export interface ChequeVerdict {
  verdict: ChequeVerdictCode;
  /** Every rule that matched, the worst first (rule order among equals); only 'CLEAN' when the cheque is Apto. */
  reasons: VerdictReason[];
}

/**
 * The verdict (docs/domain/cheque-analysis.md §1). No apto: the cheque is reported; the drawer is in situación 3 or
 * worse now (the flag 'irrecDisposicionTecnica' counts as situación 6, as in the score); an unpaid rejected cheque in
 * the last 12 months. Observar: whether it is reported could not be checked; situación 2 now; no credit history
 * (band 'Sin historial') or no score; any flag. Otherwise Apto. The verdict is the worst of the reasons'.
 */
export function chequeVerdict(facts: ChequeFacts): ChequeVerdict {
  const reasons: VerdictReason[] = [];
  const add = (code: VerdictReasonCode, outcome: ChequeVerdictCode, params: VerdictReason['params'] = {}) =>
    reasons.push({ code, outcome, params });
  const flags = [...new Set(facts.flags)];
  const situacion = flags.includes('irrecDisposicionTecnica') ? 6 : facts.situacionNow;

  if (facts.reported === true) add('REPORTED', 'NO_APTO');
  else if (facts.reported === null) add('REPORTED_UNCHECKED', 'OBSERVAR');
  if (situacion >= 3) add('SITUACION_NOW', 'NO_APTO', { situacion });
  if (facts.unpaidCheques12 > 0) add('UNPAID_CHEQUES_12M', 'NO_APTO', { count: facts.unpaidCheques12 });
  if (situacion === 2) add('SITUACION_2', 'OBSERVAR', { situacion });
  if (facts.band === 'SIN_HISTORIAL') add('THIN_FILE', 'OBSERVAR', { band: facts.band });
  else if (facts.band === null) add('NO_SCORE', 'OBSERVAR');
  if (flags.length > 0) add('FLAGS', 'OBSERVAR', { count: flags.length, flags: flags.join(',') });

  if (reasons.length === 0) return { verdict: 'APTO', reasons: [{ code: 'CLEAN', outcome: 'APTO', params: {} }] };
  // A stable sort: the worst outcome first, rule order among equals.
  reasons.sort((a, b) => verdictRank(b.outcome) - verdictRank(a.outcome));
  return { verdict: reasons[0]!.outcome, reasons };
}

export interface RejectedCheque {
  /** 'YYYY-MM-DD' (a longer timestamp is read by its first 10 characters). */
  rejectedAt: string;
  /** When the drawer paid it; null while unpaid. */
  paidAt: string | null;
}

export interface RejectedChequeCounts {
  unpaid12: number;
  paid12: number;
  unpaid24: number;
  paid24: number;
}

/** 'YYYY-MM-DD' minus `months` calendar months, the day clamped to the month's end (31 March − 1 → 28/29 Feb). */
export function monthsBefore(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/**
 * Rejected cheques counted back from `today` by calendar date (docs/domain/cheque-analysis.md §2): a cheque counts
 * in the last N months when rejected on or after the same day N months before today, and not after today — the
 * window of the score's cheques (docs/domain/score.md §1). Paid means paidAt is set. The 24-month counts include
 * the 12-month ones.
 */
export function rejectedChequeCounts(cheques: readonly RejectedCheque[], today: IsoDate): RejectedChequeCounts {
  const since12 = monthsBefore(today, 12);
  const since24 = monthsBefore(today, 24);
  const counts: RejectedChequeCounts = { unpaid12: 0, paid12: 0, unpaid24: 0, paid24: 0 };
  for (const cheque of cheques) {
    const rejectedAt = cheque.rejectedAt.slice(0, 10);
    if (rejectedAt > today || rejectedAt < since24) continue;
    const paid = cheque.paidAt !== null;
    if (paid) counts.paid24 += 1;
    else counts.unpaid24 += 1;
    if (rejectedAt >= since12) {
      if (paid) counts.paid12 += 1;
      else counts.unpaid12 += 1;
    }
  }
  return counts;
}
