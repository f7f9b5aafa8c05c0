/**
 * Credit score of a report — scorecard v1 (domain-rules §3). Pure: every input (including today) is
 * passed in, and every reason carries its points so the report can explain the score.
 */
import { monthsBetween, situacionShortLabel, worstSituacion } from './situacion';

export type ScoreBandCode = 'MALO' | 'REGULAR' | 'BUENO' | 'MUY_BUENO' | 'EXCELENTE';

export interface ScoreBand {
  code: ScoreBandCode;
  label: string;
  min: number;
  max: number;
  /** Gauge colour (red for Malo, green for Excelente). */
  color: string;
}

/** Bands with their inclusive edges (spec §4, domain-rules §3). */
export const SCORE_BANDS: readonly ScoreBand[] = [
  { code: 'MALO', label: 'Malo', min: 1, max: 300, color: '#d32f2f' },
  { code: 'REGULAR', label: 'Regular', min: 301, max: 550, color: '#f57c00' },
  { code: 'BUENO', label: 'Bueno', min: 551, max: 750, color: '#fbc02d' },
  { code: 'MUY_BUENO', label: 'Muy Bueno', min: 751, max: 890, color: '#7cb342' },
  { code: 'EXCELENTE', label: 'Excelente', min: 891, max: 1000, color: '#2e7d32' },
];

export const SCORE_MIN = 1;
export const SCORE_MAX = 1000;

/** The band of a score 1–1000 (scores outside are clamped first). */
export function scoreBandOf(score: number): ScoreBand {
  const s = Math.min(SCORE_MAX, Math.max(SCORE_MIN, Math.round(score)));
  return SCORE_BANDS.find((b) => s >= b.min && s <= b.max)!;
}

/** Penalty of a situación: P(1)=0 … P(6)=920; situación 0 (not applicable) costs nothing. */
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

/** Weight of a past period by its age (periods before the latest one). */
export function historyWeight(age: number): number {
  if (age >= 1 && age <= 6) return 0.5;
  if (age >= 7 && age <= 12) return 0.3;
  if (age >= 13 && age <= 24) return 0.15;
  return 0;
}

export const SCORE_RULES = {
  deterioration: 50,
  deteriorationLookback: 6,
  chequeUnpaid: 120,
  chequeUnpaidMax: 480,
  chequePaid: 30,
  chequePaidMax: 120,
  chequeWindowMonths: 24,
  situacionJuridica: 300,
  procesoJud: 200,
  refinanciaciones: 60,
  recategorizacionOblig: 60,
  manyEntitiesOver: 6,
  manyEntities: 40,
  shortHistoryUnder: 6,
  shortHistory: 100,
  inactiveKey: 100,
  noHistoryScore: 560,
} as const;

export interface ScoreEntity {
  situacion: number;
  situacionJuridica?: boolean;
  procesoJud?: boolean;
  refinanciaciones?: boolean;
  recategorizacionOblig?: boolean;
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
  /**
   * BCRA periods (the latest one with its flags, plus up to 24 months of history), in any order. The
   * newest period is 'the latest period'.
   */
  periods: readonly ScorePeriod[];
  cheques: readonly ScoreCheque[];
  /** Registry key state; null when unknown. */
  estadoClave: 'ACTIVO' | 'INACTIVO' | null;
  deceased: boolean;
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
  /** Signed contribution: penalties are negative. */
  points: number;
  params: Record<string, string | number>;
}

export interface ScoreResult {
  score: number | null;
  band: ScoreBandCode | null;
  bandLabel: string | null;
  reasons: ScoreReasonResult[];
  version: 'v1';
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** 'YYYY-MM-DD' minus `months` calendar months (day clamped to the month's end). */
function minusMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

function chequeReasons(cheques: readonly ScoreCheque[], today: string): ScoreReasonResult[] {
  const since = minusMonths(today, SCORE_RULES.chequeWindowMonths);
  const recent = cheques.filter((c) => c.rejectedAt.slice(0, 10) >= since && c.rejectedAt.slice(0, 10) <= today);
  const unpaid = recent.filter((c) => c.paidAt === null).length;
  const paid = recent.length - unpaid;
  const reasons: ScoreReasonResult[] = [];
  if (unpaid > 0) {
    const points = Math.min(unpaid * SCORE_RULES.chequeUnpaid, SCORE_RULES.chequeUnpaidMax);
    reasons.push({
      code: 'CHEQUES_UNPAID',
      label: `${unpaid} ${plural(unpaid, 'cheque rechazado sin pagar', 'cheques rechazados sin pagar')} en los últimos 24 meses`,
      points: -points,
      params: { count: unpaid },
    });
  }
  if (paid > 0) {
    const points = Math.min(paid * SCORE_RULES.chequePaid, SCORE_RULES.chequePaidMax);
    reasons.push({
      code: 'CHEQUES_PAID',
      label: `${paid} ${plural(paid, 'cheque rechazado pagado', 'cheques rechazados pagados')} en los últimos 24 meses`,
      points: -points,
      params: { count: paid },
    });
  }
  return reasons;
}

function flagReasons(latest: readonly ScoreEntity[]): ScoreReasonResult[] {
  const flags: Array<[keyof ScoreEntity, ScoreReasonCode, number, string]> = [
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
  return flags
    .filter(([flag]) => latest.some((e) => e[flag] === true))
    .map(([, code, points, label]) => ({ code, label, points: -points, params: {} }));
}

/** Scorecard v1 (domain-rules §3). */
export function creditScore(input: ScoreInput): ScoreResult {
  if (input.deceased) return { score: null, band: null, bandLabel: null, reasons: [], version: 'v1' };

  const periods = [...input.periods].sort((a, b) => b.period.localeCompare(a.period));
  const withRecords = periods.filter((p) => p.entities.some((e) => e.situacion >= 1 && e.situacion <= 6));
  const recentCheques = chequeReasons(input.cheques, input.today);
  const inactive: ScoreReasonResult[] =
    input.estadoClave === 'INACTIVO'
      ? [
          {
            code: 'INACTIVE_KEY',
            label: 'Clave fiscal INACTIVA en el padrón',
            points: -SCORE_RULES.inactiveKey,
            params: {},
          },
        ]
      : [];

  if (withRecords.length === 0 && input.cheques.length === 0) {
    const base = SCORE_RULES.noHistoryScore;
    const reasons: ScoreReasonResult[] = [
      { code: 'NO_CREDIT_HISTORY', label: 'Sin historial crediticio', points: base - SCORE_MAX, params: {} },
      ...inactive,
    ];
    return finish(reasons);
  }

  const reasons: ScoreReasonResult[] = [];
  const latest = periods[0];
  const latestWorst = worstSituacion(latest?.entities.map((e) => e.situacion) ?? []);
  const current = penaltyOf(latestWorst);
  if (current > 0) {
    reasons.push({
      code: 'CURRENT_SITUATION',
      label: `Situación actual ${latestWorst} (${situacionShortLabel(latestWorst)})`,
      points: -current,
      params: { situacion: latestWorst },
    });
  }

  if (latest) {
    let worstPast: { penalty: number; age: number; situacion: number } | undefined;
    for (const p of periods.slice(1)) {
      const age = monthsBetween(p.period, latest.period);
      const worst = worstSituacion(p.entities.map((e) => e.situacion));
      const penalty = Math.max(0, penaltyOf(worst) - current) * historyWeight(age);
      if (penalty > 0 && (!worstPast || penalty > worstPast.penalty)) worstPast = { penalty, age, situacion: worst };
    }
    if (worstPast) {
      reasons.push({
        code: 'HISTORY',
        label: `Situación ${worstPast.situacion} (${situacionShortLabel(worstPast.situacion)}) hace ${worstPast.age} ${plural(worstPast.age, 'período', 'períodos')}`,
        // Half-down so that the integer points add up to round(1000 − Σ) exactly (Math.round is half-up).
        points: -Math.ceil(worstPast.penalty - 0.5),
        params: { situacion: worstPast.situacion, age: worstPast.age },
      });
    }

    const lookback = periods.find((p) => monthsBetween(p.period, latest.period) === SCORE_RULES.deteriorationLookback);
    const before = worstSituacion(lookback?.entities.map((e) => e.situacion) ?? []);
    if (before >= 1 && latestWorst > before) {
      reasons.push({
        code: 'RECENT_DETERIORATION',
        label: `Empeoró de situación ${before} a ${latestWorst} en los últimos 6 períodos`,
        points: -SCORE_RULES.deterioration,
        params: { from: before, to: latestWorst },
      });
    }

    reasons.push(...flagReasons(latest.entities));
    const entityCount = latest.entities.length;
    if (entityCount > SCORE_RULES.manyEntitiesOver) {
      reasons.push({
        code: 'MANY_ENTITIES',
        label: `Deudas en ${entityCount} entidades (más de ${SCORE_RULES.manyEntitiesOver})`,
        points: -SCORE_RULES.manyEntities,
        params: { count: entityCount },
      });
    }
  }

  reasons.push(...recentCheques);
  if (withRecords.length < SCORE_RULES.shortHistoryUnder) {
    reasons.push({
      code: 'SHORT_HISTORY',
      label: `Historial corto: ${withRecords.length} ${plural(withRecords.length, 'período', 'períodos')} con registros (menos de 6)`,
      points: -SCORE_RULES.shortHistory,
      params: { count: withRecords.length },
    });
  }
  reasons.push(...inactive);
  return finish(reasons);
}

function finish(reasons: ScoreReasonResult[]): ScoreResult {
  const total = reasons.reduce((sum, r) => sum + r.points, 0);
  const score = Math.min(SCORE_MAX, Math.max(SCORE_MIN, Math.round(SCORE_MAX + total)));
  const band = scoreBandOf(score);
  return { score, band: band.code, bandLabel: band.label, reasons, version: 'v1' };
}
