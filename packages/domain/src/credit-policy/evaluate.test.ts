import { describe, expect, it } from 'vitest';
import { evaluatePolicy } from './evaluate';
import type { PolicyFacts } from './facts';
import { cleanFacts, policyOf, rule, situacionesWith, TODAY } from './fixtures';
import type { Condition, MissingFact } from './policy';

const decide = (condition: Condition, facts: PolicyFacts) =>
  evaluatePolicy(policyOf(rule(condition)), facts, { today: TODAY });

interface Row {
  name: string;
  condition: Condition;
  facts: Partial<PolicyFacts>;
  match: boolean;
  params?: Record<string, string | number>;
  missing?: MissingFact;
}

const noBalanceScore = { closingDate: '2025-12-31', score: null, patrimonioNeto: -5, ventas: 0 };
const cheque = (rejectedAt: string, amount = 1000) => ({ rejectedAt, amount });

// prettier-ignore
const LEAVES: Row[] = [
  { name: 'score below: 599 < 600', condition: { kind: 'SCORE', op: 'BELOW', value: 600 }, facts: { score: 599 }, match: true, params: { op: 'BELOW', value: 600, score: 599 } },
  { name: 'score below: 600 is not below 600', condition: { kind: 'SCORE', op: 'BELOW', value: 600 }, facts: { score: 600 }, match: false },
  { name: 'score above: 801 > 800', condition: { kind: 'SCORE', op: 'ABOVE', value: 800 }, facts: { score: 801 }, match: true },
  { name: 'score above: 800 is not above 800', condition: { kind: 'SCORE', op: 'ABOVE', value: 800 }, facts: { score: 800 }, match: false },
  { name: 'score: no score → missing', condition: { kind: 'SCORE', op: 'BELOW', value: 600 }, facts: { score: null, band: null }, match: false, missing: 'SCORE' },
  { name: 'band in the list', condition: { kind: 'BAND', bands: ['MALO', 'REGULAR'] }, facts: { score: 400, band: 'REGULAR' }, match: true, params: { band: 'REGULAR', bands: 'MALO,REGULAR' } },
  { name: 'band not in the list', condition: { kind: 'BAND', bands: ['MALO'] }, facts: { score: 600, band: 'BUENO' }, match: false },
  { name: 'band Sin historial', condition: { kind: 'BAND', bands: ['SIN_HISTORIAL'] }, facts: { score: 560, band: 'SIN_HISTORIAL' }, match: true },
  { name: 'band: no band → missing', condition: { kind: 'BAND', bands: ['MALO'] }, facts: { score: null, band: null }, match: false, missing: 'SCORE' },
  { name: 'thin file', condition: { kind: 'THIN_FILE' }, facts: { score: 560, band: 'SIN_HISTORIAL' }, match: true, params: { band: 'SIN_HISTORIAL' } },
  { name: 'thin file: a band of a range is not', condition: { kind: 'THIN_FILE' }, facts: { score: 560, band: 'BUENO' }, match: false },
  { name: 'no score', condition: { kind: 'NO_SCORE' }, facts: { score: null, band: null }, match: true, params: {} },
  { name: 'no score: a score', condition: { kind: 'NO_SCORE' }, facts: {}, match: false },
  { name: 'situación now 3 ≥ 3', condition: { kind: 'SITUACION_NOW', atLeast: 3 }, facts: { situacionNow: 3 }, match: true, params: { atLeast: 3, situacion: 3 } },
  { name: 'situación now 2 < 3', condition: { kind: 'SITUACION_NOW', atLeast: 3 }, facts: { situacionNow: 2 }, match: false },
  { name: 'situación now 6 (técnica) ≥ 5', condition: { kind: 'SITUACION_NOW', atLeast: 5 }, facts: { situacionNow: 6 }, match: true },
  { name: 'worst in 12 months: situación 3 eleven periods ago', condition: { kind: 'WORST_SITUACION', months: 12, atLeast: 3 }, facts: { situacionByAge: situacionesWith({ 11: 3 }) }, match: true, params: { months: 12, atLeast: 3, situacion: 3, age: 11, period: '10/2025' } },
  { name: 'worst in 12 months: twelve periods ago is outside', condition: { kind: 'WORST_SITUACION', months: 12, atLeast: 3 }, facts: { situacionByAge: situacionesWith({ 12: 5 }) }, match: false },
  { name: 'worst in 24 months: the most recent of the worst', condition: { kind: 'WORST_SITUACION', months: 24, atLeast: 4 }, facts: { situacionByAge: situacionesWith({ 3: 4, 12: 5, 20: 5 }) }, match: true, params: { months: 24, atLeast: 4, situacion: 5, age: 12, period: '09/2025' } },
  { name: 'worst in 1 month is the latest period', condition: { kind: 'WORST_SITUACION', months: 1, atLeast: 2 }, facts: { situacionByAge: situacionesWith({ 1: 4 }) }, match: false },
  { name: 'cheques: exactly 12 months back counts', condition: { kind: 'REJECTED_CHEQUES', months: 12, minCount: 1 }, facts: { unpaidCheques: [cheque('2025-11-26', 2500.5)] }, match: true, params: { months: 12, minCount: 1, count: 1, amount: 2500.5, since: '2025-11-26' } },
  { name: 'cheques: a day older does not', condition: { kind: 'REJECTED_CHEQUES', months: 12, minCount: 1 }, facts: { unpaidCheques: [cheque('2025-11-25')] }, match: false },
  { name: 'cheques: after today does not', condition: { kind: 'REJECTED_CHEQUES', months: 12, minCount: 1 }, facts: { unpaidCheques: [cheque('2026-11-27')] }, match: false },
  { name: 'cheques: fewer than minCount', condition: { kind: 'REJECTED_CHEQUES', months: 6, minCount: 2 }, facts: { unpaidCheques: [cheque('2026-10-01'), cheque('2026-04-01')] }, match: false },
  { name: 'cheques: amount added exactly (0,70 + 0,10 ≥ 0,80)', condition: { kind: 'REJECTED_CHEQUES', months: 3, minCount: 2, minAmount: 0.8 }, facts: { unpaidCheques: [cheque('2026-10-01', 0.7), cheque('2026-11-01', 0.1)] }, match: true, params: { months: 3, minCount: 2, count: 2, amount: 0.8, since: '2026-08-26', minAmount: 0.8 } },
  { name: 'cheques: amount a cent short', condition: { kind: 'REJECTED_CHEQUES', months: 3, minCount: 1, minAmount: 0.81 }, facts: { unpaidCheques: [cheque('2026-10-01', 0.7), cheque('2026-11-01', 0.1)] }, match: false },
  { name: 'flag among the chosen', condition: { kind: 'FLAG', flags: ['procesoJud'] }, facts: { flags: ['procesoJud', 'refinanciaciones'] }, match: true, params: { flags: 'procesoJud' } },
  { name: 'flag not among the chosen', condition: { kind: 'FLAG', flags: ['procesoJud', 'situacionJuridica'] }, facts: { flags: ['refinanciaciones'] }, match: false },
  { name: 'entities 5 > 4', condition: { kind: 'ENTITIES', moreThan: 4 }, facts: { entities: 5 }, match: true, params: { moreThan: 4, entities: 5 } },
  { name: 'entities 4 is not > 4', condition: { kind: 'ENTITIES', moreThan: 4 }, facts: { entities: 4 }, match: false },
  { name: 'total debt a cent above', condition: { kind: 'TOTAL_DEBT', above: 1_000_000 }, facts: { totalDebt: 1_000_000.01 }, match: true, params: { above: 1_000_000, totalDebt: 1_000_000.01 } },
  { name: 'total debt equal is not above', condition: { kind: 'TOTAL_DEBT', above: 1_000_000 }, facts: { totalDebt: 1_000_000 }, match: false },
  { name: 'key INACTIVO', condition: { kind: 'INACTIVE_KEY' }, facts: { estadoClave: 'INACTIVO' }, match: true },
  { name: 'key unknown is not INACTIVO', condition: { kind: 'INACTIVE_KEY' }, facts: { estadoClave: null }, match: false },
  { name: 'person type', condition: { kind: 'PERSON_TYPE', personType: 'FISICA' }, facts: { personType: 'FISICA' }, match: true, params: { personType: 'FISICA' } },
  { name: 'another person type', condition: { kind: 'PERSON_TYPE', personType: 'FISICA' }, facts: {}, match: false },
  { name: 'no balance', condition: { kind: 'NO_BALANCE' }, facts: { balance: null }, match: true },
  { name: 'no balance: one', condition: { kind: 'NO_BALANCE' }, facts: {}, match: false },
  { name: 'balance score 300 < 301', condition: { kind: 'BALANCE_SCORE', op: 'BELOW', value: 301 }, facts: { balance: { ...cleanFacts().balance!, score: 300 } }, match: true, params: { op: 'BELOW', value: 301, balanceScore: 300, closingDate: '2025-12-31' } },
  { name: 'balance score 301 is not < 301', condition: { kind: 'BALANCE_SCORE', op: 'BELOW', value: 301 }, facts: { balance: { ...cleanFacts().balance!, score: 301 } }, match: false },
  { name: 'balance score above', condition: { kind: 'BALANCE_SCORE', op: 'ABOVE', value: 800 }, facts: {}, match: true },
  { name: 'balance score: no balance → missing', condition: { kind: 'BALANCE_SCORE', op: 'BELOW', value: 301 }, facts: { balance: null }, match: false, missing: 'BALANCE' },
  { name: 'balance score: a balance without score → missing', condition: { kind: 'BALANCE_SCORE', op: 'BELOW', value: 301 }, facts: { balance: noBalanceScore }, match: false, missing: 'BALANCE_SCORE' },
  { name: 'balance older than 18 months', condition: { kind: 'BALANCE_AGE', months: 18 }, facts: { balance: { ...cleanFacts().balance!, closingDate: '2025-05-25' } }, match: true, params: { months: 18, closingDate: '2025-05-25', since: '2025-05-26' } },
  { name: 'balance exactly 18 months old is not older', condition: { kind: 'BALANCE_AGE', months: 18 }, facts: { balance: { ...cleanFacts().balance!, closingDate: '2025-05-26' } }, match: false },
  { name: 'balance age: no balance → missing', condition: { kind: 'BALANCE_AGE', months: 18 }, facts: { balance: null }, match: false, missing: 'BALANCE' },
];

describe('evaluatePolicy — each condition kind', () => {
  it.each(LEAVES)('$name', ({ condition, facts, match, params, missing }) => {
    const result = decide(condition, cleanFacts(facts));
    expect(result.decision).toBe(match ? 'RECHAZAR' : 'APROBAR');
    if (params)
      expect(result.reasons[0]?.explanation).toEqual([{ kind: (condition as { kind: string }).kind, params }]);
    expect(result.missing).toEqual(missing ? [{ fact: missing, ruleIds: ['r1'], limit: false }] : []);
  });
});

const yes: Condition = { kind: 'PERSON_TYPE', personType: 'JURIDICA' };
const also: Condition = { kind: 'ENTITIES', moreThan: 1 };
const no: Condition = { kind: 'INACTIVE_KEY' };

describe("evaluatePolicy — 'y' and 'o'", () => {
  it("'y' holds when every condition holds, and explains each", () => {
    const result = decide({ all: [yes, also] }, cleanFacts());
    expect(result.decision).toBe('RECHAZAR');
    expect(result.reasons[0]!.explanation.map((e) => e.kind)).toEqual(['PERSON_TYPE', 'ENTITIES']);
  });
  it("'y' with one condition that fails does not hold", () => {
    expect(decide({ all: [yes, no] }, cleanFacts()).decision).toBe('APROBAR');
  });
  it("'o' holds when one holds, and explains only the ones that held", () => {
    const result = decide({ any: [no, also] }, cleanFacts());
    expect(result.decision).toBe('RECHAZAR');
    expect(result.reasons[0]!.explanation.map((e) => e.kind)).toEqual(['ENTITIES']);
  });
  it("'o' with none holding does not hold", () => {
    expect(decide({ any: [no, { kind: 'NO_BALANCE' }] }, cleanFacts()).decision).toBe('APROBAR');
  });
  it('nested: a company without a balance, or with an old one', () => {
    const condition: Condition = {
      all: [yes, { any: [{ kind: 'NO_BALANCE' }, { kind: 'BALANCE_AGE', months: 18 }] }],
    };
    expect(decide(condition, cleanFacts({ balance: null })).decision).toBe('RECHAZAR');
    expect(decide(condition, cleanFacts()).decision).toBe('APROBAR');
    expect(decide(condition, cleanFacts({ personType: 'FISICA', balance: null })).decision).toBe('APROBAR');
  });
  it("an 'o' holds on the facts there are, and still lists the one that was missing", () => {
    const result = decide(
      { any: [{ kind: 'BALANCE_SCORE', op: 'BELOW', value: 500 }, also] },
      cleanFacts({ balance: null }),
    );
    expect(result.decision).toBe('RECHAZAR');
    expect(result.missing).toEqual([{ fact: 'BALANCE', ruleIds: ['r1'], limit: false }]);
  });
  it('an empty group (refused by validatePolicy) never holds', () => {
    expect(decide({ all: [] }, cleanFacts()).decision).toBe('APROBAR');
  });
});

describe('evaluatePolicy — the order of the decision', () => {
  const holds = yes;
  const fails = no;
  it('a matching Rechazar decides; every matching rule is a reason, the worst first, policy order among equals', () => {
    const policy = policyOf(
      rule(holds, 'OBSERVAR', 'o1'),
      rule(holds, 'RECHAZAR', 'x1'),
      rule(holds, 'APROBAR', 'a1'),
      rule(fails, 'RECHAZAR', 'x2'),
      rule(holds, 'RECHAZAR', 'x3'),
      rule(holds, 'OBSERVAR', 'o2'),
    );
    const result = evaluatePolicy(policy, cleanFacts(), { today: TODAY });
    expect(result.decision).toBe('RECHAZAR');
    expect(result.decidedBy).toBe('x1');
    expect(result.reasons.map((r) => r.ruleId)).toEqual(['x1', 'x3', 'o1', 'o2', 'a1']);
    expect(result.reasons[0]).toEqual({
      ruleId: 'x1',
      outcome: 'RECHAZAR',
      reason: 'Motivo de x1',
      explanation: [{ kind: 'PERSON_TYPE', params: { personType: 'JURIDICA' } }],
    });
  });
  it('without a Rechazar, any Observar decides', () => {
    const policy = policyOf(rule(holds, 'APROBAR', 'a1'), rule(fails, 'RECHAZAR', 'x1'), rule(holds, 'OBSERVAR', 'o1'));
    const result = evaluatePolicy(policy, cleanFacts(), { today: TODAY });
    expect([result.decision, result.decidedBy]).toEqual(['OBSERVAR', 'o1']);
    expect(result.reasons.map((r) => r.ruleId)).toEqual(['o1', 'a1']);
  });
  it('an Aprobar rule that matches is listed; it decides nothing Aprobar would not', () => {
    const result = evaluatePolicy(policyOf(rule(holds, 'APROBAR', 'a1')), cleanFacts(), { today: TODAY });
    expect([result.decision, result.decidedBy, result.reasons.length]).toEqual(['APROBAR', 'a1', 1]);
  });
  it('no rule matching is Aprobar with no reason', () => {
    const result = evaluatePolicy(policyOf(rule(fails, 'RECHAZAR')), cleanFacts(), { today: TODAY });
    expect(result).toEqual({ decision: 'APROBAR', decidedBy: null, reasons: [], missing: [] });
  });
  it('lists each missing fact once with every rule that needed it, in policy order', () => {
    const policy = policyOf(
      rule({ kind: 'BALANCE_AGE', months: 12 }, 'OBSERVAR', 'b1'),
      rule({ kind: 'SCORE', op: 'BELOW', value: 500 }, 'RECHAZAR', 's1'),
      rule(
        {
          all: [
            { kind: 'BALANCE_SCORE', op: 'BELOW', value: 300 },
            { kind: 'BALANCE_AGE', months: 6 },
          ],
        },
        'RECHAZAR',
        'b2',
      ),
    );
    const result = evaluatePolicy(policy, cleanFacts({ balance: null, score: null, band: null }), { today: TODAY });
    expect(result.missing).toEqual([
      { fact: 'SCORE', ruleIds: ['s1'], limit: false },
      { fact: 'BALANCE', ruleIds: ['b1', 'b2'], limit: false },
    ]);
  });
});

describe('evaluatePolicy — the limit', () => {
  const limit = { terms: [{ base: 'PATRIMONIO_NETO' as const, percent: 10 }], cap: 20_000_000 };
  it('is suggested for Aprobar and Observar', () => {
    const policy = { ...policyOf(rule(yes, 'OBSERVAR')), limit };
    const result = evaluatePolicy(policy, cleanFacts(), { today: TODAY });
    expect(result.limit).toMatchObject({ available: true, amount: 20_000_000, uncapped: 25_000_000, capped: true });
  });
  it('is not suggested for Rechazar', () => {
    const result = evaluatePolicy({ ...policyOf(rule(yes)), limit }, cleanFacts(), { today: TODAY });
    expect(result.limit).toEqual({ available: false, reason: 'RECHAZAR' });
    expect(result.missing).toEqual([]);
  });
  it('without a balance is not available, and the balance is listed as missing for the limit', () => {
    const policy = { ...policyOf(rule({ kind: 'BALANCE_AGE', months: 12 }, 'OBSERVAR', 'b1')), limit };
    const result = evaluatePolicy(policy, cleanFacts({ balance: null }), { today: TODAY });
    expect(result.decision).toBe('APROBAR');
    expect(result.limit).toEqual({ available: false, reason: 'NO_BALANCE' });
    expect(result.missing).toEqual([{ fact: 'BALANCE', ruleIds: ['b1'], limit: true }]);
  });
  it('a policy without a formula has no limit field', () => {
    expect(evaluatePolicy(policyOf(rule(no)), cleanFacts(), { today: TODAY })).not.toHaveProperty('limit');
  });
});
