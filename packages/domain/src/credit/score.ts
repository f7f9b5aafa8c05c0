/**
 * Credit score of a report — scorecard v2 (ADR 0113). Additive and monotone by construction: every reason
 * is a penalty (or 0 points), anchored to the latest period BCRA has published, so worse news can never
 * raise the score. Pure: every input (today and the published period included) is passed in, and every
 * reason carries its points so the report can explain the score.
 */
import type { PersonType } from '../tax-id/tax-id';
import { NO_HISTORY_BAND, scoreBandOf, SCORE_MAX, SCORE_MIN, type ScoreBandCode } from './score-bands';
import { monthsBetween, situacionShortLabel, worstSituacion } from './situacion';

/** Stored scores (profiles, batch results) carry the version they were computed with (ADR 0114). */
export const SCORECARD_VERSION = 2;

/** Penalty of a situación: P(0)=P(1)=0, P(2)=450 … P(6)=920. */
export const SITUACION_PENALTY: Readonly<Record<number, number>> = {
  0: 0,
  1: 0,
  2: 450,
  3: 600,
  4: 750,
  5: 880,
  6: 920,
};
const penaltyOf = (situacion: number) => SITUACION_PENALTY[situacion] ?? 0;

/** Ages 0 (the latest published period) … 23 are scored. */
export const SCORE_WINDOW = 24;

/** Weight of a past period by its age, in hundredths (0.5 for ages 1–6, 0.3 for 7–12, 0.15 for 13–23). */
function weightHundredths(age: number): number {
  if (age >= 1 && age <= 6) return 50;
  if (age >= 7 && age <= 12) return 30;
  if (age >= 13 && age < SCORE_WINDOW) return 15;
  return 0;
}

/** Weight of a past period by its age (0 outside 1..23). */
export const historyWeight = (age: number) => weightHundredths(age) / 100;

export const SCORE_RULES = {
  trendLookback: 6,
  chequeUnpaid: 120,
  chequePaid: 30,
  chequeCap: 600,
  chequeWindowMonths: 24,
  situacionJuridica: 300,
  procesoJud: 200,
  refinanciaciones: 60,
  recategorizacionOblig: 60,
  manyEntitiesOver: 6,
  manyEntities: 40,
  noHistory: 440,
  normalPeriodsUnder: 6,
  fewNormalPeriods: 100,
  inactiveKey: 100,
} as const;

export interface ScoreEntity {
  situacion: number;
  situacionJuridica?: boolean;
  procesoJud?: boolean;
  refinanciaciones?: boolean;
  recategorizacionOblig?: boolean;
  /** Irrecuperable por disposición técnica: counts as situación 6 whatever `situacion` says. */
  irrecDisposicionTecnica?: boolean;
}

export interface ScorePeriod {
  /** 'YYYYMM'. */
  period: string;
  entities: readonly ScoreEntity[];
}

export interface ScoreCheque {
  /** 'YYYY-MM-DD'. */
  rejectedAt: string;
  paidAt: string | null;
}

export interface ScoreInput {
  /** 'YYYYMM' of the latest period BCRA has published: age 0, whether the subject is in it or not. */
  latestPeriod: string;
  /** The subject's BCRA periods (the latest with its flags, plus the history), in any order. */
  periods: readonly ScorePeriod[];
  cheques: readonly ScoreCheque[];
  /** Registry key state; null when unknown. */
  estadoClave: 'ACTIVO' | 'INACTIVO' | null;
  deceased: boolean;
  /** People and companies name situaciones differently (the reasons' labels). */
  personType: PersonType;
  /** 'YYYY-MM-DD' (Buenos Aires). */
  today: string;
}

export type ScoreReasonCode =
  | 'CURRENT_SITUATION'
  | 'HISTORY'
  | 'RECENT_DETERIORATION'
  | 'CHEQUES_UNPAID'
  | 'CHEQUES_PAID'
  | 'LEGAL_SITUATION'
  | 'JUDICIAL_PROCESS'
  | 'REFINANCED'
  | 'RECATEGORIZED'
  | 'MANY_ENTITIES'
  | 'SHORT_HISTORY'
  | 'INACTIVE_KEY'
  | 'NO_CREDIT_HISTORY';

export interface ScoreReasonResult {
  code: ScoreReasonCode;
  label: string;
  /** Signed contribution: penalties are negative; the trend is information (0 points). */
  points: number;
  params: Record<string, string | number>;
}

export interface ScoreResult {
  score: number | null;
  band: ScoreBandCode | null;
  bandLabel: string | null;
  reasons: ScoreReasonResult[];
  version: 'v2';
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** The situación an entity counts as: 6 when BCRA flags it irrecoverable by technical disposition. */
export function effectiveSituacion(entity: ScoreEntity): number {
  return entity.irrecDisposicionTecnica === true ? 6 : entity.situacion;
}

/** 'YYYY-MM-DD' minus `months` calendar months (day clamped to the month's end). */
function minusMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** Q = min(600, 120 × unpaid + 30 × paid) over cheques rejected in the last 24 months (older are ignored). */
function chequeReasons(cheques: readonly ScoreCheque[], today: string): ScoreReasonResult[] {
  const since = minusMonths(today, SCORE_RULES.chequeWindowMonths);
  const recent = cheques.filter((c) => c.rejectedAt.slice(0, 10) >= since && c.rejectedAt.slice(0, 10) <= today);
  const unpaid = recent.filter((c) => c.paidAt === null).length;
  const paid = recent.length - unpaid;
  const unpaidPoints = Math.min(SCORE_RULES.chequeCap, unpaid * SCORE_RULES.chequeUnpaid);
  // One cap for both: paid cheques take what the unpaid ones left of it.
  const paidPoints = Math.min(SCORE_RULES.chequeCap - unpaidPoints, paid * SCORE_RULES.chequePaid);
  const reasons: ScoreReasonResult[] = [];
  if (unpaid > 0) {
    reasons.push({
      code: 'CHEQUES_UNPAID',
      label: `${unpaid} ${plural(unpaid, 'cheque rechazado sin pagar', 'cheques rechazados sin pagar')} en los últimos 24 meses`,
      points: 0 - unpaidPoints,
      params: { count: unpaid },
    });
  }
  if (paid > 0) {
    reasons.push({
      code: 'CHEQUES_PAID',
      label: `${paid} ${plural(paid, 'cheque rechazado pagado', 'cheques rechazados pagados')} en los últimos 24 meses`,
      points: 0 - paidPoints,
      params: { count: paid },
    });
  }
  return reasons;
}

const FLAGS: ReadonlyArray<[keyof ScoreEntity, ScoreReasonCode, number, string]> = [
  [
    'situacionJuridica',
    'LEGAL_SITUATION',
    SCORE_RULES.situacionJuridica,
    'Situación jurídica informada (concordato, concurso o quiebra)',
  ],
  ['procesoJud', 'JUDICIAL_PROCESS', SCORE_RULES.procesoJud, 'Deuda en proceso judicial'],
  ['refinanciaciones', 'REFINANCED', SCORE_RULES.refinanciaciones, 'Deuda refinanciada'],
  [
    'recategorizacionOblig',
    'RECATEGORIZED',
    SCORE_RULES.recategorizacionOblig,
    'Recategorización obligatoria de la deuda',
  ],
];

/** Scorecard v2 (ADR 0113). */
export function creditScore(input: ScoreInput): ScoreResult {
  if (input.deceased) return { score: null, band: null, bandLabel: null, reasons: [], version: 'v2' };
  const short = (s: number) => situacionShortLabel(s, input.personType);

  // Entities by age: 0 is the latest published period; only ages 0..23 count.
  const byAge = new Map<number, ScoreEntity[]>();
  for (const p of input.periods) {
    const age = monthsBetween(p.period, input.latestPeriod);
    if (age >= 0 && age < SCORE_WINDOW) byAge.set(age, [...(byAge.get(age) ?? []), ...p.entities]);
  }
  const worstAt = (age: number) => worstSituacion((byAge.get(age) ?? []).map(effectiveSituacion));
  const s = Array.from({ length: SCORE_WINDOW }, (_, age) => worstAt(age));
  const s0 = s[0]!;
  const latest = byAge.get(0) ?? [];
  const reasons: ScoreReasonResult[] = [];

  // 1. Current situación.
  const current = penaltyOf(s0);
  if (current > 0) {
    reasons.push({
      code: 'CURRENT_SITUATION',
      label: `Situación actual ${s0} (${short(s0)})`,
      points: -current,
      params: { situacion: s0 },
    });
  }

  // 2. History worse than today, weighted by age; the largest one counts.
  let worstPast: { hundredths: number; age: number; situacion: number } | undefined;
  for (let age = 1; age < SCORE_WINDOW; age++) {
    const hundredths = Math.max(0, penaltyOf(s[age]!) - current) * weightHundredths(age);
    if (hundredths > 0 && (!worstPast || hundredths > worstPast.hundredths)) {
      worstPast = { hundredths, age, situacion: s[age]! };
    }
  }
  if (worstPast) {
    reasons.push({
      code: 'HISTORY',
      label: `Situación ${worstPast.situacion} (${short(worstPast.situacion)}) hace ${worstPast.age} ${plural(worstPast.age, 'período', 'períodos')}`,
      // Half-down, so the integer points add up to round_half_away(1000 − Σ) exactly.
      points: -Math.ceil((worstPast.hundredths - 50) / 100),
      params: { situacion: worstPast.situacion, age: worstPast.age },
    });
  }

  // 3. Trend: information only.
  const before = s[SCORE_RULES.trendLookback]!;
  if (penaltyOf(s0) > penaltyOf(before)) {
    reasons.push({
      code: 'RECENT_DETERIORATION',
      label: 'Empeoró en los últimos 6 meses',
      points: 0,
      params: { from: before, to: s0 },
    });
  }

  // 5. Flags and 6. many entities, in the latest published period.
  for (const [flag, code, points, label] of FLAGS) {
    if (latest.some((e) => e[flag] === true)) reasons.push({ code, label, points: -points, params: {} });
  }
  if (latest.length > SCORE_RULES.manyEntitiesOver) {
    reasons.push({
      code: 'MANY_ENTITIES',
      label: `Deudas en ${latest.length} entidades (más de ${SCORE_RULES.manyEntitiesOver})`,
      points: -SCORE_RULES.manyEntities,
      params: { count: latest.length },
    });
  }

  // 4. Rejected cheques.
  reasons.push(...chequeReasons(input.cheques, input.today));

  // 7. Thin file: no record at all (N), or few periods in situación 1 (T); never both.
  if (s.every((x) => x < 1)) {
    reasons.push({
      code: 'NO_CREDIT_HISTORY',
      label: 'Sin historial crediticio',
      points: -SCORE_RULES.noHistory,
      params: {},
    });
  } else {
    const normal = s.filter((x) => x === 1).length;
    if (normal < SCORE_RULES.normalPeriodsUnder) {
      reasons.push({
        code: 'SHORT_HISTORY',
        label: 'Pocos meses en situación normal',
        points: -SCORE_RULES.fewNormalPeriods,
        params: { count: normal },
      });
    }
  }

  // 8. Registry key.
  if (input.estadoClave === 'INACTIVO') {
    reasons.push({
      code: 'INACTIVE_KEY',
      label: 'Clave fiscal INACTIVA en el padrón',
      points: -SCORE_RULES.inactiveKey,
      params: {},
    });
  }
  return finish(reasons);
}

/** Rounds half away from zero (the scorecard's rounding). */
const roundHalfAway = (x: number) => Math.sign(x) * Math.round(Math.abs(x));

function finish(reasons: ScoreReasonResult[]): ScoreResult {
  const total = reasons.reduce((sum, r) => sum + r.points, 0);
  const score = Math.min(SCORE_MAX, Math.max(SCORE_MIN, roundHalfAway(SCORE_MAX + total)));
  // An unknown debtor (N is the only reason) is 'Sin historial', not a band of its number.
  const band = reasons.length === 1 && reasons[0]!.code === 'NO_CREDIT_HISTORY' ? NO_HISTORY_BAND : scoreBandOf(score);
  return { score, band: band.code, bandLabel: band.label, reasons, version: 'v2' };
}
