import { describe, expect, it } from 'vitest';
import { creditScore, historyWeight, type ScoreInput, type ScorePeriod } from './score';
import { scoreBandOf, scoreBandStyle, SCORE_BANDS, SCORE_BAND_CODES } from './score-bands';
import { addMonthsToPeriod } from './situacion';

const LATEST = '202610';
const TODAY = '2026-11-21';

/** 24 periods (ages 0..23) of one entity: `situacionAt(age)`; 0 leaves the period without a record. */
function history(
  situacionAt: (age: number) => number,
  extra: Partial<ScorePeriod['entities'][number]> = {},
): ScorePeriod[] {
  return Array.from({ length: 24 }, (_, age) => ({
    period: addMonthsToPeriod(LATEST, -age),
    entities: situacionAt(age) === 0 ? [] : [{ situacion: situacionAt(age), ...(age === 0 ? extra : {}) }],
  })).filter((p) => p.entities.length > 0);
}

const input = (overrides: Partial<ScoreInput>): ScoreInput => ({
  latestPeriod: LATEST,
  periods: [],
  cheques: [],
  estadoClave: 'ACTIVO',
  deceased: false,
  personType: 'FISICA',
  today: TODAY,
  ...overrides,
});

const unpaid = (rejectedAt: string) => ({ rejectedAt, paidAt: null });
const paid = (rejectedAt: string) => ({ rejectedAt, paidAt: '2026-05-02' });
const sum = (points: { points: number }[]) => points.reduce((s, r) => s + r.points, 0);

describe('scorecard v2 — the check cases', () => {
  it.each<[string, number, string, Partial<ScoreInput>]>([
    ['all 24 in situación 1', 1000, 'EXCELENTE', { periods: history(() => 1) }],
    ['all 24 in situación 2', 450, 'REGULAR', { periods: history(() => 2) }],
    ['situación 1 except situación 3 at age 4', 700, 'BUENO', { periods: history((a) => (a === 4 ? 3 : 1)) }],
    ['situación 1 except situación 5 at age 20', 868, 'MUY_BUENO', { periods: history((a) => (a === 20 ? 5 : 1)) }],
    [
      'all 24 in situación 4 plus two unpaid cheques (clamped)',
      1,
      'MALO',
      { periods: history(() => 4), cheques: [unpaid('2026-09-01'), unpaid('2026-03-15')] },
    ],
    ['situación 1 for ages 6..23, 3 for ages 0..5', 400, 'REGULAR', { periods: history((a) => (a < 6 ? 3 : 1)) }],
    ['no records, no cheques', 560, 'SIN_HISTORIAL', {}],
    ['no records, one unpaid cheque last month', 440, 'REGULAR', { cheques: [unpaid('2026-10-14')] }],
    ['no records, one cheque rejected 30 months ago', 560, 'SIN_HISTORIAL', { cheques: [unpaid('2024-05-14')] }],
    ['no records, key INACTIVO', 460, 'REGULAR', { estadoClave: 'INACTIVO' }],
    [
      'records only from age 8, all situación 1 (16 periods: no T)',
      1000,
      'EXCELENTE',
      { periods: history((a) => (a >= 8 ? 1 : 0)) },
    ],
  ])('%s → %i %s', (_name, score, band, overrides) => {
    const result = creditScore(input(overrides));
    expect(result.score).toBe(score);
    expect(result.band).toBe(band);
    expect(result.bandLabel).toBe(scoreBandStyle(band)!.label);
    expect(result.version).toBe('v2');
    if (score > 1) expect(1000 + sum(result.reasons)).toBe(score);
  });

  it('shows the trend as a 0-point reason', () => {
    const result = creditScore(input({ periods: history((a) => (a < 6 ? 3 : 1)) }));
    expect(result.reasons).toEqual([
      { code: 'CURRENT_SITUATION', label: 'Situación actual 3 (Riesgo medio)', points: -600, params: { situacion: 3 } },
      { code: 'RECENT_DETERIORATION', label: 'Empeoró en los últimos 6 meses', points: 0, params: { from: 1, to: 3 } },
    ]);
  });

  it('a subject without records is "Sin historial", grey, with the single reason N', () => {
    const result = creditScore(input({}));
    expect(result).toMatchObject({ score: 560, band: 'SIN_HISTORIAL', bandLabel: 'Sin historial' });
    expect(result.reasons).toEqual([
      { code: 'NO_CREDIT_HISTORY', label: 'Sin historial crediticio', points: -440, params: {} },
    ]);
    expect(scoreBandStyle('SIN_HISTORIAL')!.color).toBe('#757575');
  });

  it('the thin-file penalty survives cheques (v1 gave 780 with an unpaid cheque)', () => {
    expect(pointsOf([], { cheques: [unpaid('2026-10-14')] })).toEqual({
      NO_CREDIT_HISTORY: -440,
      CHEQUES_UNPAID: -120,
    });
  });
});

const pointsOf = (periods: ScorePeriod[], over: Partial<ScoreInput> = {}) =>
  Object.fromEntries(creditScore(input({ periods, ...over })).reasons.map((r) => [r.code, r.points]));

describe('scorecard v2 — anchoring to the latest published period', () => {
  it('a subject missing from the latest period is in situación 0 there', () => {
    // Situación 2 for ages 1..23 and nothing at age 0: C = 0, H = 450 × 0.5, no situación-1 period → T.
    const periods = history((a) => (a === 0 ? 0 : 2));
    expect(pointsOf(periods)).toEqual({ HISTORY: -225, SHORT_HISTORY: -100 });
  });

  it('the same history one published period later moves one age back', () => {
    const periods = history((a) => (a === 4 ? 3 : 1));
    const later = creditScore(input({ periods, latestPeriod: addMonthsToPeriod(LATEST, 1) }));
    // Age 0 empty, situación 3 at age 5 (× 0.5), 23 periods in situación 1.
    expect(later.reasons.map((r) => [r.code, r.points])).toEqual([['HISTORY', -300]]);
  });

  it('ignores periods outside the 24 of the window', () => {
    const periods = [...history(() => 1), { period: addMonthsToPeriod(LATEST, -24), entities: [{ situacion: 5 }] }];
    expect(creditScore(input({ periods })).score).toBe(1000);
  });

  it('flags and the number of entities count only in the latest published period', () => {
    const periods = history((a) => (a === 0 ? 0 : 1));
    periods[0] = { ...periods[0]!, entities: [{ situacion: 1, procesoJud: true }] };
    expect(pointsOf(periods)).toEqual({});
  });
});

describe('scorecard v2 — each rule', () => {
  const clean = history(() => 1);

  it.each([
    [2, -450],
    [3, -600],
    [4, -750],
    [5, -880],
    [6, -920],
  ])('current situación %i costs %i', (situacion, points) => {
    expect(pointsOf(history(() => situacion))).toMatchObject({ CURRENT_SITUATION: points });
  });

  it('irrecDisposicionTecnica counts as situación 6 whatever the situación says', () => {
    expect(pointsOf(history(() => 1, { irrecDisposicionTecnica: true }))).toEqual({
      CURRENT_SITUATION: -920,
      RECENT_DETERIORATION: 0,
    });
  });

  it.each([
    [1, 0.5],
    [6, 0.5],
    [7, 0.3],
    [12, 0.3],
    [13, 0.15],
    [23, 0.15],
    [0, 0],
    [24, 0],
  ])('history weight at age %i is %d', (age, weight) => expect(historyWeight(age)).toBe(weight));

  it('history only counts what was worse than today, and takes the maximum', () => {
    // Today 2 (450). Age 3 situación 4 → (750−450)·0.5 = 150; age 10 situación 5 → (880−450)·0.3 = 129.
    const periods = history((age) => (age === 0 ? 2 : age === 3 ? 4 : age === 10 ? 5 : 2));
    expect(pointsOf(periods)).toMatchObject({ CURRENT_SITUATION: -450, HISTORY: -150 });
  });

  it('rounds half away from zero: a history penalty of 22.5 costs 22 points', () => {
    // Today 3 (600); situación 4 at age 15 → 150 · 0.15 = 22.5 → round(1000 − 600 − 22.5 − 100) = 278.
    const result = creditScore(input({ periods: history((age) => (age === 15 ? 4 : 3)) }));
    expect(result.score).toBe(278);
    expect(1000 + sum(result.reasons)).toBe(278);
  });

  it('the trend compares with exactly 6 periods earlier and costs nothing', () => {
    expect(pointsOf(history((age) => (age < 6 ? 2 : 1)))).toMatchObject({ RECENT_DETERIORATION: 0 });
    expect(pointsOf(history((age) => (age < 7 ? 2 : 1)))).not.toHaveProperty('RECENT_DETERIORATION');
    // From no record to situación 1 is not a deterioration.
    expect(pointsOf(history((age) => (age < 6 ? 1 : 0)))).not.toHaveProperty('RECENT_DETERIORATION');
  });

  it('cheques: 120 unpaid, 30 paid, one cap of 600 for both, only the last 24 months', () => {
    const months = ['2026-10-01', '2026-09-01', '2026-08-01', '2026-07-01', '2026-06-01', '2026-05-01'];
    expect(pointsOf(clean, { cheques: months.map(unpaid) })).toEqual({ CHEQUES_UNPAID: -600 });
    expect(pointsOf(clean, { cheques: months.map(paid) })).toEqual({ CHEQUES_PAID: -180 });
    expect(pointsOf(clean, { cheques: [...months.slice(0, 4).map(unpaid), ...months.map(paid)] })).toEqual({
      CHEQUES_UNPAID: -480,
      CHEQUES_PAID: -120,
    });
    expect(pointsOf(clean, { cheques: [...months.map(unpaid), paid('2026-01-01')] })).toEqual({
      CHEQUES_UNPAID: -600,
      CHEQUES_PAID: 0,
    });
    expect(pointsOf(clean, { cheques: [unpaid('2024-11-20')] })).toEqual({});
    expect(pointsOf(clean, { cheques: [unpaid('2024-11-21')] })).toEqual({ CHEQUES_UNPAID: -120 });
  });

  it.each([
    ['situacionJuridica', 'LEGAL_SITUATION', -300],
    ['procesoJud', 'JUDICIAL_PROCESS', -200],
    ['refinanciaciones', 'REFINANCED', -60],
    ['recategorizacionOblig', 'RECATEGORIZED', -60],
  ])('flag %s in the latest period costs %s %i', (flag, code, points) => {
    expect(pointsOf(history(() => 1, { [flag]: true }))).toEqual({ [code]: points });
  });

  it('more than 6 entities in the latest period costs 40', () => {
    const many = (n: number): ScorePeriod[] =>
      history(() => 1).map((p, age) =>
        age === 0 ? { ...p, entities: Array.from({ length: n }, () => ({ situacion: 1 })) } : p,
      );
    expect(pointsOf(many(7))).toEqual({ MANY_ENTITIES: -40 });
    expect(pointsOf(many(6))).toEqual({});
  });

  it('fewer than 6 periods in situación 1 costs 100 ("Pocos meses en situación normal")', () => {
    const five = creditScore(input({ periods: history((age) => (age < 5 ? 1 : 0)) }));
    expect(five.reasons).toEqual([
      { code: 'SHORT_HISTORY', label: 'Pocos meses en situación normal', points: -100, params: { count: 5 } },
    ]);
    expect(pointsOf(history((age) => (age < 6 ? 1 : 0)))).toEqual({});
  });

  it('an INACTIVO registry key costs 100', () => {
    expect(pointsOf(clean, { estadoClave: 'INACTIVO' })).toEqual({ INACTIVE_KEY: -100 });
  });

  it('names situaciones as the commercial portfolio does for companies', () => {
    const result = creditScore(input({ periods: history((a) => (a === 3 ? 4 : 2)), personType: 'JURIDICA' }));
    expect(result.reasons.map((r) => r.label)).toEqual([
      'Situación actual 2 (Con seguimiento especial)',
      'Situación 4 (Con alto riesgo de insolvencia) hace 3 períodos',
      'Pocos meses en situación normal',
    ]);
  });

  it('a deceased person has no score', () => {
    expect(creditScore(input({ periods: clean, deceased: true }))).toMatchObject({
      score: null,
      band: null,
      bandLabel: null,
      reasons: [],
    });
  });
});

describe('score bands', () => {
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

  it.each([
    ['MALO', 'Malo'],
    ['REGULAR', 'Regular'],
    ['BUENO', 'Bueno'],
    ['MUY_BUENO', 'Muy Bueno'],
    ['EXCELENTE', 'Excelente'],
    ['SIN_HISTORIAL', 'Sin historial'],
  ])('%s is labelled %s', (code, label) => {
    expect(scoreBandStyle(code)!.label).toBe(label);
    expect(SCORE_BAND_CODES).toContain(code);
  });

  it('knows no other code', () => expect(scoreBandStyle('BUENISIMO')).toBeUndefined());
});
