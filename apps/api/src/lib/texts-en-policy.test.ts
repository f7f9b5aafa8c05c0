import { describe, expect, it } from 'vitest';
import { POLICY_PROBLEM_TEXTS, validatePolicy } from '@tirr/domain';
import { localize } from './language';
import { decisionChangedText } from './policy-decisions';

const rule = (condition: unknown, id = 'r1') => ({ id, outcome: 'RECHAZAR', reason: 'Motivo.', condition });

/** Policies that, together, make validatePolicy say every sentence of POLICY_PROBLEM_TEXTS. */
const BAD: unknown[] = [
  'todas',
  { rules: [], owner: 'x' },
  { rules: ['x'] },
  { rules: [{ id: 'a b', outcome: 'X', reason: ' ', condition: 5, extra: 1 }] },
  { rules: [rule({ kind: 'THIN_FILE' }), rule({ kind: 'THIN_FILE' })] },
  {
    rules: [
      rule({ kind: 'SCORE', all: [] }),
      rule({ all: [], foo: 1 }, 'r2'),
      rule({ all: [{ any: [{ all: [{ any: [{ kind: 'THIN_FILE' }] }] }] }] }, 'r3'),
      rule({ kind: 'NOPE' }, 'r4'),
      rule({ kind: 'THIN_FILE', x: 1 }, 'r5'),
      rule({ kind: 'SCORE', op: 'X', value: 0, x: 1 }, 'r6'),
      rule({ kind: 'TOTAL_DEBT', above: -1 }, 'r7'),
      rule({ kind: 'BAND', bands: [] }, 'r8'),
    ],
    limit: 5,
  },
  { rules: [rule({ kind: 'THIN_FILE' })], limit: { terms: [], z: 1, cap: -1 } },
  {
    rules: [rule({ kind: 'THIN_FILE' })],
    limit: { terms: [5, { base: 'PATRIMONIO_NETO', percent: 0, q: 1 }] },
  },
  {
    rules: [rule({ kind: 'THIN_FILE' })],
    limit: {
      terms: [
        { base: 'VENTAS_MENSUALES', percent: 10 },
        { base: 'VENTAS_MENSUALES', percent: 10 },
      ],
    },
  },
];

const SPANISH = /\b(debe|regla|reglas|repite|anida|parámetros?|límite|política|lista|uno de|campo|importe)\b/i;

describe("'Política de crédito': the rules' problems in English (ADR 0139)", () => {
  const messages = BAD.flatMap((policy) => validatePolicy(policy).map((p) => p.message));

  it('the bad policies above say every sentence of the domain', () => {
    const sentences = messages.map((m) => m.slice(m.indexOf(': ') + 2));
    // A sentence with values is known by what comes before its first value (each argument given as '§').
    const MARK = '§';
    for (const [key, text] of Object.entries(POLICY_PROBLEM_TEXTS)) {
      const render = text as string | ((...args: unknown[]) => string);
      const shape =
        typeof render === 'string' ? render : render(...Array.from({ length: render.length }, () => [MARK]));
      const prefix = shape.split(MARK)[0]!;
      expect(
        sentences.some((s) => s.startsWith(prefix)),
        key,
      ).toBe(true);
    }
  });

  it.each(messages.map((m) => [m]))('%s', (message) => {
    const english = localize(message, 'en');
    expect(english).not.toMatch(SPANISH);
    expect(english).not.toBe(message);
  });

  it('names the rule and the field as the Spanish does', () => {
    expect(localize('La regla 3, condition.all.0.months: debe ser un número entero de 1 a 24.', 'en')).toBe(
      'Rule 3, condition.all.0.months: must be a whole number from 1 to 24.',
    );
    expect(localize('La regla 12: debe ser un objeto con id, outcome, reason y condition.', 'en')).toBe(
      'Rule 12: must be an object with id, outcome, reason and condition.',
    );
    expect(localize('El límite, terms.1.base: repite la base del término 1.', 'en')).toBe(
      'The limit, terms.1.base: repeats the base of term 1.',
    );
    expect(localize('La política, owner: no es un campo de la política (rules, limit).', 'en')).toBe(
      'The policy, owner: is not a field of the policy (rules, limit).',
    );
  });

  it("words a monitoring alert's decision with the screens' outcomes", () => {
    expect(localize(decisionChangedText({ from: 'APROBAR', to: 'OBSERVAR', version: 3 }), 'en')).toBe(
      'The decision changed from Approve to Watch (version 3 of your policy).',
    );
    expect(decisionChangedText({ from: 'OBSERVAR', to: 'RECHAZAR', version: 12 })).toBe(
      'La decisión cambió de Observar a Rechazar (versión 12 de tu política).',
    );
    expect(
      localize(
        `${decisionChangedText({ from: 'RECHAZAR', to: 'APROBAR', version: 1 })} Período 10/2026 del BCRA.`,
        'en',
      ),
    ).toBe('The decision changed from Reject to Approve (version 1 of your policy). BCRA period 10/2026.');
  });
});
