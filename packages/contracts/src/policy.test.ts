import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CONSERVADORA,
  evaluatePolicy,
  MODERADA,
  policyFacts,
  type PolicyBalanceInput,
  type PolicyFacts,
  type PolicyReportInput,
} from '@tirr/domain';
import type { ScoredBalance } from './balances';
import type { CreditReport } from './credit';
import { creditPolicy, policyBody, policyDecision, policyTemplates, policyVersion } from './policy';

// The report and the balances the API holds are what the domain's facts are built from (a type error otherwise).
const _report: (r: CreditReport) => PolicyReportInput = (r) => r;
const _balance: (b: ScoredBalance) => PolicyBalanceInput = (b) => b;
void [_report, _balance];

const rule = (condition: unknown, id = 'r1') => ({ id, outcome: 'RECHAZAR', reason: 'Motivo.', condition });
const issues = (body: unknown) =>
  policyBody.safeParse(body).error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

describe('policyBody', () => {
  it('a template with a name parses into the name and the policy', () => {
    const body = { name: '  Mi política ', ...JSON.parse(JSON.stringify(MODERADA.policy)) };
    expect(policyBody.parse(body)).toEqual({ name: 'Mi política', policy: MODERADA.policy });
  });

  it('without a limit, the policy has none', () => {
    expect(policyBody.parse({ name: 'P', rules: [rule({ kind: 'THIN_FILE' })] }).policy).toEqual({
      rules: [rule({ kind: 'THIN_FILE' })],
    });
  });

  it('answers every bad field at once, under its path, naming the rule and the field in Spanish', () => {
    const body = {
      name: '',
      rules: [
        rule({ kind: 'THIN_FILE' }),
        rule(
          {
            all: [
              { kind: 'WORST_SITUACION', months: 36, atLeast: 3 },
              { kind: 'SCORE', op: 'BELOW' },
            ],
          },
          'r2',
        ),
        rule({ kind: 'THIN_FILE' }),
      ],
      limit: { terms: [{ base: 'PATRIMONIO_NETO', percent: 150 }] },
      owner: 'x',
    };
    expect(issues(body)).toEqual([
      { path: 'name', message: 'El nombre de la política es obligatorio.' },
      { path: '', message: 'No es un campo de la política (name, rules, limit).' },
      {
        path: 'rules.1.condition.all.0.months',
        message: 'La regla 2, condition.all.0.months: debe ser un número entero de 1 a 24.',
      },
      {
        path: 'rules.1.condition.all.1.value',
        message: 'La regla 2, condition.all.1.value: debe ser un número entero de 1 a 1000.',
      },
      { path: 'rules.2.id', message: 'La regla 3, id: repite el id de la regla 1.' },
      {
        path: 'limit.terms.0.percent',
        message:
          'El límite, terms.0.percent: debe ser un porcentaje mayor que 0 y de hasta 100, con hasta dos decimales.',
      },
    ]);
  });

  it('a name that is not text and rules that are not a list are both refused', () => {
    expect(issues({ name: 5, rules: 'todas' })).toEqual([
      { path: 'name', message: 'El nombre de la política es obligatorio.' },
      { path: 'rules', message: 'La lista de reglas: debe ser una lista de 1 a 50 reglas.' },
    ]);
  });

  it('rules that are code are refused, never run', () => {
    expect(issues({ name: 'P', rules: [rule('facts.score < 300')] })).toEqual([
      {
        path: 'rules.0.condition',
        message: 'La regla 1, condition: debe ser un objeto con kind (una condición) o con all o any (un grupo y/o).',
      },
    ]);
  });

  it('describes itself as JSON Schema (the API documents its routes from it)', () => {
    expect(z.toJSONSchema(policyBody, { io: 'input' })).toMatchObject({ required: ['name', 'rules'] });
  });
});

describe('the policy as the API answers it', () => {
  it('reads the templates, and accepts what validatePolicy accepts', () => {
    expect(policyTemplates.parse({ items: [CONSERVADORA, MODERADA] }).items.length).toBe(2);
    expect(creditPolicy.parse(CONSERVADORA.policy)).toEqual(CONSERVADORA.policy);
  });

  it('refuses an unknown kind and a fourth nested group', () => {
    const deep = { all: [{ any: [{ all: [{ any: [{ kind: 'THIN_FILE' }] }] }] }] };
    expect(creditPolicy.safeParse({ rules: [rule({ kind: 'EVAL' })] }).success).toBe(false);
    expect(creditPolicy.safeParse({ rules: [rule(deep)] }).success).toBe(false);
  });

  it('a version and a decision built by the domain fit their schemas', () => {
    const id = '8a6f0c2e-5b1d-4c3a-9e7f-2d4b6a8c0e1f';
    const version = {
      id,
      name: 'Conservadora',
      version: 3,
      createdAt: '2026-11-26T12:00:00-03:00',
      policy: CONSERVADORA.policy,
    };
    expect(policyVersion.parse(version)).toEqual(version);

    const facts: PolicyFacts = policyFacts(
      {
        identity: { personType: 'JURIDICA', estadoClave: 'ACTIVO' },
        period: '09/2026',
        debts: [
          {
            situacion: 2,
            flags: {
              situacionJuridica: false,
              procesoJud: true,
              refinanciaciones: false,
              irrecDisposicionTecnica: false,
            },
          },
        ],
        periods: [{ periodKey: '202603', worstSituacion: 3 }],
        cheques: [{ rejectedAt: '2026-10-01', paidAt: null, amount: 15_000 }],
        totals: { totalDebt: 2_000_000, entities: 1 },
        maxSituacion: { current: 2 },
        score: { score: 420, band: 'REGULAR' },
      },
      [{ date: '2025-12-31', score: 640, parameters: { ventas: 120_000_000, patrimonioNeto: 30_000_000 } }],
    );
    for (const template of [CONSERVADORA, MODERADA]) {
      const decision = evaluatePolicy(template.policy, facts, { today: '2026-11-26' });
      const view = {
        policy: { id, name: template.name, version: 1 },
        taxNumber: '30712345671',
        ...decision,
        facts,
        today: '2026-11-26',
        decidedAt: '2026-11-26T12:00:00-03:00',
      };
      expect(policyDecision.parse(view)).toEqual(view);
    }
  });
});
