import { describe, expect, it } from 'vitest';
import { evaluatePolicy, type MissingData } from './evaluate';
import type { PolicyFacts } from './facts';
import { cleanFacts, situacionesWith, TODAY } from './fixtures';
import type { PolicyOutcome } from './policy';
import { CONSERVADORA, MODERADA, POLICY_TEMPLATES } from './templates';

interface Expected {
  decision: PolicyOutcome;
  reasons: string[];
  /** The limit's amount, or why there is none. */
  limit: number | 'NO_BALANCE' | 'RECHAZAR';
  missing?: MissingData[];
}

interface Case {
  name: string;
  facts: PolicyFacts;
  conservadora: Expected;
  moderada: Expected;
}

const noBalance = (ruleIds: string[]): MissingData[] => [{ fact: 'BALANCE', ruleIds, limit: true }];
const CONSERVADORA_BALANCE_RULES = ['balance-malo', 'balance-empresa', 'balance-regular'];

/** Realistic subjects on 26/11/2026 (latest published period 09/2026), with the score v2 their history gives. */
const CASES: Case[] = [
  {
    name: 'a sound company with a recent balance (Excelente, balance score 820)',
    facts: cleanFacts(),
    conservadora: { decision: 'APROBAR', reasons: [], limit: 12_500_000 },
    moderada: { decision: 'APROBAR', reasons: [], limit: 25_000_000 },
  },
  {
    name: 'a person who was in situación 3 eight periods ago (score 820, Muy Bueno), no balance',
    facts: cleanFacts({
      personType: 'FISICA',
      score: 820,
      band: 'MUY_BUENO',
      situacionByAge: situacionesWith({ 8: 3 }),
      balance: null,
    }),
    conservadora: {
      decision: 'RECHAZAR',
      reasons: ['situacion-12m', 'situacion-2-12m'],
      limit: 'RECHAZAR',
      // Rejected: the limit does not need the balance, the rules on it still do.
      missing: [{ fact: 'BALANCE', ruleIds: CONSERVADORA_BALANCE_RULES, limit: false }],
    },
    moderada: {
      decision: 'OBSERVAR',
      reasons: ['situacion-3-12m'],
      limit: 'NO_BALANCE',
      missing: noBalance(['balance']),
    },
  },
  {
    name: "a person with no credit history ('Sin historial', 560) and no balance",
    facts: cleanFacts({
      personType: 'FISICA',
      score: 560,
      band: 'SIN_HISTORIAL',
      situacionNow: 0,
      situacionByAge: Array.from({ length: 24 }, () => 0),
      entities: 0,
      totalDebt: 0,
      balance: null,
    }),
    conservadora: {
      decision: 'OBSERVAR',
      reasons: ['sin-historial'],
      limit: 'NO_BALANCE',
      missing: noBalance(CONSERVADORA_BALANCE_RULES),
    },
    moderada: { decision: 'OBSERVAR', reasons: ['sin-datos'], limit: 'NO_BALANCE', missing: noBalance(['balance']) },
  },
  {
    name: 'a company with one unpaid rejected cheque three months ago (score 880, Muy Bueno)',
    facts: cleanFacts({
      score: 880,
      band: 'MUY_BUENO',
      unpaidCheques: [{ rejectedAt: '2026-08-20', amount: 850_000 }],
    }),
    conservadora: { decision: 'RECHAZAR', reasons: ['cheques-12m'], limit: 'RECHAZAR' },
    moderada: { decision: 'OBSERVAR', reasons: ['cheque-12m'], limit: 25_000_000 },
  },
  {
    name: 'a company without a balance (score 860, Muy Bueno)',
    facts: cleanFacts({ score: 860, band: 'MUY_BUENO', balance: null }),
    conservadora: {
      decision: 'OBSERVAR',
      reasons: ['balance-empresa'],
      limit: 'NO_BALANCE',
      missing: noBalance(CONSERVADORA_BALANCE_RULES),
    },
    moderada: { decision: 'APROBAR', reasons: [], limit: 'NO_BALANCE', missing: noBalance(['balance']) },
  },
  {
    name: 'a company in concurso, situación 2 now (score 250, Malo)',
    facts: cleanFacts({
      score: 250,
      band: 'MALO',
      situacionNow: 2,
      situacionByAge: situacionesWith({ 0: 2 }),
      flags: ['situacionJuridica'],
    }),
    conservadora: { decision: 'RECHAZAR', reasons: ['juridica', 'banda', 'situacion-2-12m'], limit: 'RECHAZAR' },
    moderada: { decision: 'RECHAZAR', reasons: ['juridica', 'banda-malo'], limit: 'RECHAZAR' },
  },
  {
    name: 'a company with an old, weak balance (closed 31/10/2024, balance score 420)',
    facts: cleanFacts({
      score: 910,
      band: 'EXCELENTE',
      balance: { closingDate: '2024-10-31', score: 420, patrimonioNeto: 80_000_000, ventas: 240_000_000 },
    }),
    conservadora: { decision: 'OBSERVAR', reasons: ['balance-empresa', 'balance-regular'], limit: 5_000_000 },
    moderada: { decision: 'OBSERVAR', reasons: ['balance'], limit: 10_000_000 },
  },
];

function check(result: ReturnType<typeof evaluatePolicy>, expected: Expected) {
  expect(result.decision).toBe(expected.decision);
  expect(result.reasons.map((r) => r.ruleId)).toEqual(expected.reasons);
  expect(result.missing).toEqual(expected.missing ?? []);
  const limit = result.limit!;
  expect(limit.available ? limit.amount : limit.reason).toEqual(expected.limit);
}

describe('the templates on realistic subjects', () => {
  it.each(CASES)('Conservadora: $name', ({ facts, conservadora }) => {
    check(evaluatePolicy(CONSERVADORA.policy, facts, { today: TODAY }), conservadora);
  });
  it.each(CASES)('Moderada: $name', ({ facts, moderada }) => {
    check(evaluatePolicy(MODERADA.policy, facts, { today: TODAY }), moderada);
  });
});

describe('the templates', () => {
  it('Conservadora is never more lenient than Moderada on these subjects', () => {
    const rank = { RECHAZAR: 0, OBSERVAR: 1, APROBAR: 2 };
    for (const { conservadora, moderada } of CASES) {
      expect(rank[conservadora.decision]).toBeLessThanOrEqual(rank[moderada.decision]);
    }
  });
  it('are frozen: a template is copied before it is edited', () => {
    expect(Object.isFrozen(CONSERVADORA.policy.rules[0]!.condition)).toBe(true);
    expect(() => {
      (MODERADA.policy.rules as unknown[]).push({});
    }).toThrow();
    const copy = JSON.parse(JSON.stringify(CONSERVADORA.policy)) as typeof CONSERVADORA.policy;
    copy.rules.pop();
    expect(copy.rules.length).toBe(CONSERVADORA.policy.rules.length - 1);
  });
  it('are listed with unique rule ids each', () => {
    expect(POLICY_TEMPLATES.map((t) => t.code)).toEqual(['CONSERVADORA', 'MODERADA']);
    for (const { policy } of POLICY_TEMPLATES) {
      expect(new Set(policy.rules.map((r) => r.id)).size).toBe(policy.rules.length);
    }
  });
});
