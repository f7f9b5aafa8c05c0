import { describe, expect, it } from 'vitest';
import { creditScore, historyWeight, scoreBandOf, SCORE_BANDS, type ScoreInput, type ScorePeriod } from './score';
import { addMonthsToPeriod } from './situacion';

const LATEST = '202610';
const TODAY = '2026-11-21';

/** 24 periods of one entity, `situacionAt(age)` for each age 0 (latest) … 23. */
function history(
  situacionAt: (age: number) => number,
  extra: Partial<ScorePeriod['entities'][number]> = {},
): ScorePeriod[] {
  return Array.from({ length: 24 }, (_, age) => ({
    period: addMonthsToPeriod(LATEST, -age),
    entities: [{ situacion: situacionAt(age), ...(age === 0 ? extra : {}) }],
  }));
}

const input = (overrides: Partial<ScoreInput>): ScoreInput => ({
  periods: [],
  cheques: [],
  estadoClave: 'ACTIVO',
  deceased: false,
  today: TODAY,
  ...overrides,
});

const unpaid = (rejectedAt: string) => ({ rejectedAt, paidAt: null });
const paid = (rejectedAt: string) => ({ rejectedAt, paidAt: '2026-05-02' });

describe('scorecard v1 — the check cases of domain-rules §3', () => {
  it.each([
    ['all 24 in situación 1', history(() => 1), [], 1000, 'EXCELENTE'],
    ['all 24 in situación 2', history(() => 2), [], 550, 'REGULAR'],
    ['situación 3 four periods before the latest', history((age) => (age === 4 ? 3 : 1)), [], 700, 'BUENO'],
    ['situación 5 twenty periods before the latest', history((age) => (age === 20 ? 5 : 1)), [], 868, 'MUY_BUENO'],
    [
      'all 24 in situación 4 plus two unpaid cheques',
      history(() => 4),
      [unpaid('2026-09-01'), unpaid('2026-03-15')],
      10,
      'MALO',
    ],
    ['situación 1 for 18 periods then 3 for the latest 6', history((age) => (age < 6 ? 3 : 1)), [], 350, 'REGULAR'],
  ] as const)('%s → %i %s', (_name, periods, cheques, score, band) => {
    const result = creditScore(input({ periods, cheques: [...cheques] }));
    expect(result.score).toBe(score);
    expect(result.band).toBe(band);
    expect(1000 + result.reasons.reduce((s, r) => s + r.points, 0)).toBe(score);
  });
});

describe('scorecard v1 — each rule', () => {
  const clean = history(() => 1);
  const pointsOf = (periods: ScorePeriod[], over: Partial<ScoreInput> = {}) =>
    Object.fromEntries(creditScore(input({ periods, ...over })).reasons.map((r) => [r.code, r.points]));

  it.each([
    [2, -450],
    [3, -600],
    [4, -750],
    [5, -880],
    [6, -920],
  ])('current situación %i costs %i', (situacion, points) => {
    expect(pointsOf(history(() => situacion))).toMatchObject({ CURRENT_SITUATION: points });
  });

  it('ignores situación 0 (not applicable)', () => {
    expect(creditScore(input({ periods: history((age) => (age === 0 ? 0 : 1)) })).score).toBe(1000);
  });

  it.each([
    [1, 0.5],
    [6, 0.5],
    [7, 0.3],
    [12, 0.3],
    [13, 0.15],
    [24, 0.15],
    [0, 0],
    [25, 0],
  ])('history weight at age %i is %d', (age, weight) => expect(historyWeight(age)).toBe(weight));

  it('history only counts what was worse than today, and takes the maximum', () => {
    // Today 2 (450). Age 3 situación 4 → (750−450)·0.5 = 150; age 10 situación 5 → (880−450)·0.3 = 129.
    const periods = history((age) => (age === 0 ? 2 : age === 3 ? 4 : age === 10 ? 5 : 2));
    expect(pointsOf(periods)).toMatchObject({ CURRENT_SITUATION: -450, HISTORY: -150 });
    expect(creditScore(input({ periods })).score).toBe(400);
  });

  it('rounds exactly like round(1000 − Σ) when the history penalty ends in .5', () => {
    // Today 3 (600); situación 4 at age 15 → 150 · 0.15 = 22.5 → score round(377.5) = 378.
    const periods = history((age) => (age === 15 ? 4 : 3));
    const result = creditScore(input({ periods }));
    expect(result.score).toBe(378);
    expect(1000 + result.reasons.reduce((s, r) => s + r.points, 0)).toBe(378);
  });

  it('recent deterioration compares with exactly 6 periods earlier', () => {
    expect(pointsOf(history((age) => (age < 6 ? 2 : 1)))).toMatchObject({ RECENT_DETERIORATION: -50 });
    expect(pointsOf(history((age) => (age < 7 ? 2 : 1)))).not.toHaveProperty('RECENT_DETERIORATION');
  });

  it('cheques: unpaid 120 each up to 480, paid 30 each up to 120, only the last 24 months', () => {
    const five = ['2026-10-01', '2026-09-01', '2026-08-01', '2026-07-01', '2026-06-01'];
    expect(pointsOf(clean, { cheques: five.map(unpaid) })).toMatchObject({ CHEQUES_UNPAID: -480 });
    expect(pointsOf(clean, { cheques: five.map(paid) })).toMatchObject({ CHEQUES_PAID: -120 });
    expect(pointsOf(clean, { cheques: [unpaid('2026-01-01'), paid('2025-01-01')] })).toMatchObject({
      CHEQUES_UNPAID: -120,
      CHEQUES_PAID: -30,
    });
    expect(pointsOf(clean, { cheques: [unpaid('2024-11-20')] })).not.toHaveProperty('CHEQUES_UNPAID');
    expect(pointsOf(clean, { cheques: [unpaid('2024-11-21')] })).toMatchObject({ CHEQUES_UNPAID: -120 });
  });

  it.each([
    ['situacionJuridica', 'LEGAL_SITUATION', -300],
    ['procesoJud', 'JUDICIAL_PROCESS', -200],
    ['refinanciaciones', 'REFINANCED', -60],
    ['recategorizacionOblig', 'RECATEGORIZED', -60],
  ])('flag %s in the latest period costs %s %i', (flag, code, points) => {
    expect(pointsOf(history(() => 1, { [flag]: true }))).toEqual({ [code]: points });
  });

  it('flags in earlier periods cost nothing', () => {
    const periods = history(() => 1);
    periods[3] = { ...periods[3]!, entities: [{ situacion: 1, procesoJud: true }] };
    expect(creditScore(input({ periods })).score).toBe(1000);
  });

  it('more than 6 entities in the latest period costs 40', () => {
    const many = (n: number): ScorePeriod[] =>
      history(() => 1).map((p, age) =>
        age === 0 ? { ...p, entities: Array.from({ length: n }, () => ({ situacion: 1 })) } : p,
      );
    expect(pointsOf(many(7))).toEqual({ MANY_ENTITIES: -40 });
    expect(pointsOf(many(6))).toEqual({});
  });

  it('fewer than 6 periods with records costs 100', () => {
    expect(pointsOf(history(() => 1).slice(0, 5))).toEqual({ SHORT_HISTORY: -100 });
    expect(pointsOf(history(() => 1).slice(0, 6))).toEqual({});
  });

  it('an INACTIVO registry key costs 100', () => {
    expect(pointsOf(clean, { estadoClave: 'INACTIVO' })).toEqual({ INACTIVE_KEY: -100 });
  });

  it('no BCRA records and no cheques → 560 with the single reason "sin historial crediticio"', () => {
    const result = creditScore(input({ periods: [] }));
    expect(result).toMatchObject({ score: 560, band: 'BUENO' });
    expect(result.reasons).toEqual([
      { code: 'NO_CREDIT_HISTORY', label: 'Sin historial crediticio', points: -440, params: {} },
    ]);
  });

  it('a deceased person has no score', () => {
    expect(creditScore(input({ periods: clean, deceased: true }))).toMatchObject({
      score: null,
      band: null,
      reasons: [],
    });
  });

  it('clamps at 1', () => {
    const periods = history(() => 6, { situacionJuridica: true, procesoJud: true });
    expect(creditScore(input({ periods, cheques: [unpaid('2026-10-01')] })).score).toBe(1);
  });
});

describe('score bands at their edges', () => {
  it.each([
    [1, 'MALO'],
    [300, 'MALO'],
    [301, 'REGULAR'],
    [550, 'REGULAR'],
    [551, 'BUENO'],
    [750, 'BUENO'],
    [751, 'MUY_BUENO'],
    [890, 'MUY_BUENO'],
    [891, 'EXCELENTE'],
    [1000, 'EXCELENTE'],
  ])('%i is %s', (score, band) => expect(scoreBandOf(score).code).toBe(band));

  it('covers 1..1000 without gaps', () => {
    expect(SCORE_BANDS[0]!.min).toBe(1);
    expect(SCORE_BANDS.at(-1)!.max).toBe(1000);
    for (let i = 1; i < SCORE_BANDS.length; i++) expect(SCORE_BANDS[i]!.min).toBe(SCORE_BANDS[i - 1]!.max + 1);
  });
});
