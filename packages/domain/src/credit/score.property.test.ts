/**
 * Scorecard v2 is monotone (ADR 0113): on generated histories, no worsening move raises the score. The
 * moves: raise the situación of a record (k ≥ 1 → k+1, any age, any entity); add a rejected cheque within
 * 24 months; turn a paid cheque unpaid; set any flag in the latest period; add an entity to a latest
 * period that has a record; make the registry key INACTIVO.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditScore, SCORE_WINDOW, type ScoreCheque, type ScoreEntity, type ScoreInput } from './score';
import { addMonthsToPeriod } from './situacion';

const LATEST = '202610';
const TODAY = '2026-11-21';
const RUNS = 10_000;
/** 10,000 runs take a few seconds; a loaded machine may need more than the default 5 s. */
const TIMEOUT = { timeout: 120_000 };

const FLAGS = [
  'situacionJuridica',
  'procesoJud',
  'refinanciaciones',
  'recategorizacionOblig',
  'irrecDisposicionTecnica',
] as const;

/** A date `months` (0..23) months and a few days before TODAY: always within the 24-month window. */
const dateWithin = (months: number, day: number) => {
  const p = addMonthsToPeriod('202611', -months);
  return `${p.slice(0, 4)}-${p.slice(4)}-${String(day).padStart(2, '0')}`;
};

const entity = fc.record(
  {
    situacion: fc.integer({ min: 0, max: 6 }),
    situacionJuridica: fc.boolean(),
    procesoJud: fc.boolean(),
    refinanciaciones: fc.boolean(),
    recategorizacionOblig: fc.boolean(),
    irrecDisposicionTecnica: fc.boolean(),
  },
  { requiredKeys: ['situacion'] },
);

/** Ages 0..23, mostly with a few entities, sometimes none; plus an occasional period outside the window. */
const periods = fc.array(
  fc.record({ age: fc.integer({ min: 0, max: SCORE_WINDOW + 2 }), entities: fc.array(entity, { maxLength: 8 }) }),
  { maxLength: 30 },
);

/** Cheques rejected 0..35 months ago, paid or not. */
const cheque = fc.record({
  months: fc.integer({ min: 0, max: 35 }),
  day: fc.integer({ min: 1, max: 20 }),
  paid: fc.boolean(),
});

const subject = fc.record({
  periods,
  cheques: fc.array(cheque, { maxLength: 8 }),
  estadoClave: fc.constantFrom<ScoreInput['estadoClave']>('ACTIVO', 'INACTIVO', null),
  personType: fc.constantFrom('FISICA' as const, 'JURIDICA' as const),
});
type Subject = typeof subject extends fc.Arbitrary<infer T> ? T : never;

const toInput = (s: Subject): ScoreInput => ({
  latestPeriod: LATEST,
  periods: s.periods.map((p) => ({ period: addMonthsToPeriod(LATEST, -p.age), entities: p.entities })),
  cheques: s.cheques.map((c): ScoreCheque => ({
    rejectedAt: dateWithin(c.months, c.day),
    paidAt: c.paid ? '2026-11-01' : null,
  })),
  estadoClave: s.estadoClave,
  deceased: false,
  personType: s.personType,
  today: TODAY,
});

/** Worst situación at age 0 across the generated periods (the flag counts as 6). */
const latestWorst = (s: Subject) =>
  Math.max(
    0,
    ...s.periods
      .filter((p) => p.age === 0)
      .flatMap((p) => p.entities.map((e) => (e.irrecDisposicionTecnica ? 6 : e.situacion))),
  );

type Move = (s: Subject, pick: number) => Subject | undefined;
const clone = (s: Subject): Subject => JSON.parse(JSON.stringify(s)) as Subject;

const MOVES: Record<string, Move> = {
  'raise a record k → k+1': (s, pick) => {
    const records = s.periods.flatMap((p, i) =>
      p.entities.map((e, j) => ({ i, j, e })).filter(({ e }) => e.situacion >= 1 && e.situacion <= 5),
    );
    if (records.length === 0) return undefined;
    const { i, j } = records[pick % records.length]!;
    const next = clone(s);
    next.periods[i]!.entities[j]!.situacion += 1;
    return next;
  },
  'add a cheque within 24 months': (s, pick) => {
    const next = clone(s);
    next.cheques.push({ months: pick % 24, day: 1 + (pick % 20), paid: pick % 2 === 0 });
    return next;
  },
  'turn a paid cheque unpaid': (s, pick) => {
    const paid = s.cheques.map((c, i) => ({ c, i })).filter(({ c }) => c.paid);
    if (paid.length === 0) return undefined;
    const next = clone(s);
    next.cheques[paid[pick % paid.length]!.i]!.paid = false;
    return next;
  },
  'set a flag in the latest period': (s, pick) => {
    const latest = s.periods.flatMap((p, i) => (p.age === 0 ? p.entities.map((_, j) => ({ i, j })) : []));
    if (latest.length === 0) return undefined;
    const { i, j } = latest[pick % latest.length]!;
    const next = clone(s);
    next.periods[i]!.entities[j]![FLAGS[pick % FLAGS.length]!] = true;
    return next;
  },
  'add an entity to a latest period with a record': (s, pick) => {
    if (latestWorst(s) < 1) return undefined;
    const next = clone(s);
    const at = next.periods.find((p) => p.age === 0)!;
    const added: ScoreEntity = { situacion: pick % 7 };
    at.entities.push(added);
    return next;
  },
  'make the key INACTIVO': (s) => (s.estadoClave === 'INACTIVO' ? undefined : { ...clone(s), estadoClave: 'INACTIVO' }),
};

describe('scorecard v2 — monotonicity on generated histories', () => {
  it(`no worsening move raises the score (${RUNS} runs)`, TIMEOUT, () => {
    fc.assert(
      fc.property(subject, fc.constantFrom(...Object.keys(MOVES)), fc.nat(), (s, move, pick) => {
        const after = MOVES[move]!(s, pick);
        fc.pre(after !== undefined);
        const before = creditScore(toInput(s)).score!;
        const worse = creditScore(toInput(after!)).score!;
        return worse <= before;
      }),
      { numRuns: RUNS },
    );
  });

  it(`the reasons' points add up to the score before clamping (${RUNS} runs)`, TIMEOUT, () => {
    fc.assert(
      fc.property(subject, (s) => {
        const result = creditScore(toInput(s));
        const total = 1000 + result.reasons.reduce((sum, r) => sum + r.points, 0);
        return (
          Number.isInteger(total) &&
          result.score === Math.max(1, Math.min(1000, total)) &&
          result.reasons.every((r) => r.points <= 0 && !Object.is(r.points, -0))
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('the generator reaches every move (the property is not vacuous)', TIMEOUT, () => {
    const samples = fc.sample(subject, { numRuns: 500, seed: 17 });
    for (const [name, move] of Object.entries(MOVES)) {
      expect(samples.filter((s) => move(s, 3) !== undefined).length, name).toBeGreaterThan(50);
    }
  });
});
