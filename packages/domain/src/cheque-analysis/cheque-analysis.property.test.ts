/**
 * 'Analizar cheque' is monotone (docs/domain/cheque-analysis.md §1 and §3): on generated facts, no bad news improves
 * the verdict, and with the default assumptions no worse band is priced at a lower rate or a lower expected loss.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { argentineCalendar, addDays } from '../calendar';
import { BANDS_BY_RISK, DEFAULT_CHEQUE_ASSUMPTIONS } from './assumptions';
import { priceCheque, type ChequePricingInput } from './pricing';
import { chequeVerdict, DRAWER_FLAGS, verdictRank, type ChequeFacts } from './verdict';

const RUNS = 5_000;
const TIMEOUT = { timeout: 120_000 };

const facts = fc
  .record({
    reported: fc.constantFrom<boolean | null>(true, false, null),
    situacionNow: fc.integer({ min: 0, max: 6 }),
    extraWorst: fc.integer({ min: 0, max: 6 }),
    unpaidCheques12: fc.integer({ min: 0, max: 4 }),
    band: fc.constantFrom(...BANDS_BY_RISK, null),
    flags: fc.subarray([...DRAWER_FLAGS, 'recategorizacionOblig']),
  })
  .map(({ extraWorst, ...f }): ChequeFacts => ({
    ...f,
    worstSituacion24: Math.min(6, Math.max(f.situacionNow, extraWorst)),
  }));

type Move = (f: ChequeFacts, pick: number) => ChequeFacts | undefined;

/** Each move adds bad news; undefined when it does not apply to these facts. */
const MOVES: Record<string, Move> = {
  'the cheque turns out reported': (f) => (f.reported === true ? undefined : { ...f, reported: true }),
  'checked and clean → could not be checked': (f) => (f.reported === false ? { ...f, reported: null } : undefined),
  'the situación now rises k → k+1': (f) =>
    f.situacionNow >= 6
      ? undefined
      : { ...f, situacionNow: f.situacionNow + 1, worstSituacion24: Math.max(f.worstSituacion24, f.situacionNow + 1) },
  'the situación now jumps to any worse one': (f, pick) => {
    if (f.situacionNow >= 6) return undefined;
    const next = f.situacionNow + 1 + (pick % (6 - f.situacionNow));
    return { ...f, situacionNow: next, worstSituacion24: Math.max(f.worstSituacion24, next) };
  },
  'one more unpaid cheque': (f) => ({ ...f, unpaidCheques12: f.unpaidCheques12 + 1 }),
  'one more flag': (f, pick) => {
    const missing = DRAWER_FLAGS.filter((flag) => !f.flags.includes(flag));
    return missing.length === 0 ? undefined : { ...f, flags: [...f.flags, missing[pick % missing.length]!] };
  },
  'the worst of 24 months rises': (f) =>
    f.worstSituacion24 >= 6 ? undefined : { ...f, worstSituacion24: f.worstSituacion24 + 1 },
};

describe('chequeVerdict — monotone on generated facts', () => {
  it(`no bad news improves the verdict (${RUNS} runs)`, TIMEOUT, () => {
    fc.assert(
      fc.property(facts, fc.constantFrom(...Object.keys(MOVES)), fc.nat(), (f, move, pick) => {
        const after = MOVES[move]!(f, pick);
        fc.pre(after !== undefined);
        return verdictRank(chequeVerdict(after!).verdict) >= verdictRank(chequeVerdict(f).verdict);
      }),
      { numRuns: RUNS },
    );
  });

  it(`the verdict is the worst reason's, and Apto comes with 'CLEAN' alone (${RUNS} runs)`, TIMEOUT, () => {
    fc.assert(
      fc.property(facts, (f) => {
        const { verdict, reasons } = chequeVerdict(f);
        const worst = Math.max(...reasons.map((r) => verdictRank(r.outcome)));
        const clean = reasons.length === 1 && reasons[0]!.code === 'CLEAN';
        return verdictRank(verdict) === worst && (verdict === 'APTO') === clean;
      }),
      { numRuns: RUNS },
    );
  });

  it('the generator reaches every move and every verdict (the properties are not vacuous)', () => {
    const samples = fc.sample(facts, { numRuns: 500, seed: 21 });
    for (const [name, move] of Object.entries(MOVES)) {
      expect(samples.filter((f) => move(f, 3) !== undefined).length, name).toBeGreaterThan(50);
    }
    const verdicts = new Set(samples.map((f) => chequeVerdict(f).verdict));
    expect([...verdicts].sort()).toEqual(['APTO', 'NO_APTO', 'OBSERVAR']);
  });
});

describe('priceCheque — a worse band never costs less with the default assumptions', () => {
  const calendar = argentineCalendar();
  const TODAY = '2026-03-02';
  const cheque = fc.record({
    amount: fc.double({ min: 1, max: 1e12, noNaN: true }),
    days: fc.integer({ min: 1, max: 720 }),
    referenceRate: fc.double({ min: 0.5, max: 200, noNaN: true }),
    clearingDays: fc.constantFrom(0, 2),
    better: fc.integer({ min: 0, max: BANDS_BY_RISK.length - 1 }),
    step: fc.integer({ min: 1, max: BANDS_BY_RISK.length - 1 }),
  });

  it(
    `suggested rate, expected loss and the cost of the discount never fall as the band worsens (${RUNS} runs)`,
    TIMEOUT,
    () => {
      fc.assert(
        fc.property(cheque, (c) => {
          const worse = Math.min(BANDS_BY_RISK.length - 1, c.better + c.step);
          fc.pre(worse > c.better);
          const input: ChequePricingInput = {
            amount: c.amount,
            dueDate: addDays(TODAY, c.days),
            today: TODAY,
            calendar,
            referenceRate: c.referenceRate,
            band: BANDS_BY_RISK[c.better]!,
            assumptions: DEFAULT_CHEQUE_ASSUMPTIONS,
            clearingDays: c.clearingDays,
          };
          const a = priceCheque(input);
          const b = priceCheque({ ...input, band: BANDS_BY_RISK[worse]! });
          if (!a.ok || !b.ok) return false;
          return (
            b.suggestedRate > a.suggestedRate &&
            b.expectedLoss.amount > a.expectedLoss.amount &&
            b.expectedLoss.pd > a.expectedLoss.pd &&
            b.simulation.neto < a.simulation.neto
          );
        }),
        { numRuns: RUNS },
      );
    },
  );
});
