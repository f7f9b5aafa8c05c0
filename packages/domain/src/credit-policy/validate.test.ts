import { describe, expect, it } from 'vitest';
import { CONDITION_KINDS, type LeafCondition } from './policy';
import { CONSERVADORA, MODERADA } from './templates';
import { isValidPolicy, validatePolicy } from './validate';

const ok = (condition: unknown, extra: Record<string, unknown> = {}) => ({
  id: 'r1',
  outcome: 'RECHAZAR',
  reason: 'Motivo.',
  condition,
  ...extra,
});
const fields = (value: unknown) => validatePolicy(value).map((p) => p.field);

/** One valid leaf of every kind. */
const VALID_LEAVES: LeafCondition[] = [
  { kind: 'SCORE', op: 'BELOW', value: 400 },
  { kind: 'BAND', bands: ['MALO', 'SIN_HISTORIAL'] },
  { kind: 'SITUACION_NOW', atLeast: 3 },
  { kind: 'WORST_SITUACION', months: 24, atLeast: 5 },
  { kind: 'REJECTED_CHEQUES', months: 1, minCount: 1, minAmount: 0.01 },
  { kind: 'FLAG', flags: ['situacionJuridica', 'procesoJud', 'refinanciaciones'] },
  { kind: 'THIN_FILE' },
  { kind: 'NO_SCORE' },
  { kind: 'ENTITIES', moreThan: 0 },
  { kind: 'TOTAL_DEBT', above: 10_000_000_000_000 },
  { kind: 'INACTIVE_KEY' },
  { kind: 'BALANCE_SCORE', op: 'ABOVE', value: 1000 },
  { kind: 'BALANCE_AGE', months: 36 },
  { kind: 'NO_BALANCE' },
  { kind: 'PERSON_TYPE', personType: 'JURIDICA' },
];

describe('validatePolicy — valid policies', () => {
  it('a leaf of every kind is valid, and the list covers every kind', () => {
    expect(VALID_LEAVES.map((l) => l.kind).sort()).toEqual([...CONDITION_KINDS].sort());
    const policy = { rules: VALID_LEAVES.map((condition, i) => ok(condition, { id: `r${i}` })) };
    expect(validatePolicy(policy)).toEqual([]);
    expect(isValidPolicy(policy)).toBe(true);
  });
  it('the templates are valid', () => {
    expect(validatePolicy(CONSERVADORA.policy)).toEqual([]);
    expect(validatePolicy(MODERADA.policy)).toEqual([]);
  });
  it("three nested 'y'/'o' groups are allowed", () => {
    const condition = { all: [{ any: [{ all: [{ kind: 'THIN_FILE' }] }] }] };
    expect(validatePolicy({ rules: [ok(condition)] })).toEqual([]);
  });
});

describe('validatePolicy — every bad field, named by rule and path', () => {
  it('names the rule (1-based in words, 0-based in the path) and the field', () => {
    const policy = {
      rules: [
        ok({ kind: 'THIN_FILE' }),
        ok({ kind: 'THIN_FILE' }, { id: 'r2' }),
        ok({ kind: 'WORST_SITUACION', months: 30, atLeast: 3 }, { id: 'r3' }),
      ],
    };
    expect(validatePolicy(policy)).toEqual([
      {
        rule: 2,
        field: 'rules.2.condition.months',
        message: 'La regla 3, condition.months: debe ser un número entero de 1 a 24.',
      },
    ]);
  });

  it('reports every problem of a policy at once', () => {
    const policy = {
      rules: [
        { id: 'bad id!', outcome: 'DENEGAR', reason: '   ', condition: { kind: 'SCORE', op: 'MENOR', value: 0 } },
        ok({
          all: [
            { kind: 'BAND', bands: [] },
            { kind: 'FLAG', flags: ['procesoJud', 'procesoJud'] },
          ],
        }),
        ok({ any: [{ kind: 'REJECTED_CHEQUES', months: 0, minCount: 1.5, minAmount: 10.001 }] }, { id: 'r1' }),
        ok({ kind: 'EVAL', code: 'process.exit()' }, { id: 'r4', extra: true }),
        'not a rule',
      ],
      limit: {
        terms: [
          { base: 'PATRIMONIO_NETO', percent: 0 },
          { base: 'PATRIMONIO_NETO', percent: 12.345 },
        ],
        cap: -1,
      },
      code: 'x',
    };
    expect(fields(policy)).toEqual([
      'code',
      'rules.0.id',
      'rules.0.outcome',
      'rules.0.reason',
      'rules.0.condition.op',
      'rules.0.condition.value',
      'rules.1.condition.all.0.bands',
      'rules.1.condition.all.1.flags',
      'rules.2.id',
      'rules.2.condition.any.0.months',
      'rules.2.condition.any.0.minCount',
      'rules.2.condition.any.0.minAmount',
      'rules.3.extra',
      'rules.3.condition.kind',
      'rules.4',
      'limit.cap',
      'limit.terms.0.percent',
      'limit.terms.1.base',
      'limit.terms.1.percent',
    ]);
    const byField = Object.fromEntries(validatePolicy(policy).map((p) => [p.field, p]));
    expect(byField['rules.2.id']!.message).toBe('La regla 3, id: repite el id de la regla 2.');
    expect(byField['rules.4']!).toEqual({
      rule: 4,
      field: 'rules.4',
      message: 'La regla 5: debe ser un objeto con id, outcome, reason y condition.',
    });
    expect(byField['limit.terms.1.base']!).toEqual({
      rule: null,
      field: 'limit.terms.1.base',
      message: 'El límite, terms.1.base: repite la base del término 1.',
    });
    expect(byField.code!.message).toBe('La política, code: no es un campo de la política (rules, limit).');
    expect(byField['rules.0.condition.op']!.message).toBe('La regla 1, condition.op: debe ser uno de: BELOW, ABOVE.');
    expect(byField['rules.2.condition.any.0.minAmount']!.message).toBe(
      'La regla 3, condition.any.0.minAmount: debe ser un importe en pesos mayor que 0 y de hasta 10.000.000.000.000, con hasta dos decimales.',
    );
  });

  // prettier-ignore
  it.each([
    { name: 'a parameter missing', condition: { kind: 'SITUACION_NOW' }, field: 'atLeast', message: 'debe ser un número entero de 1 a 5.' },
    { name: 'a parameter of another kind', condition: { kind: 'THIN_FILE', months: 3 }, field: 'months', message: 'no es un parámetro de THIN_FILE (no lleva parámetros).' },
    { name: 'an unknown parameter', condition: { kind: 'ENTITIES', moreThan: 3, lessThan: 9 }, field: 'lessThan', message: 'no es un parámetro de ENTITIES (parámetros: moreThan).' },
    { name: 'an unknown band', condition: { kind: 'BAND', bands: ['PESIMO'] }, field: 'bands', message: 'debe ser una lista de uno o más, sin repetir, de: MALO, REGULAR, BUENO, MUY_BUENO, EXCELENTE, SIN_HISTORIAL.' },
    { name: 'a situación of 6', condition: { kind: 'SITUACION_NOW', atLeast: 6 }, field: 'atLeast', message: 'debe ser un número entero de 1 a 5.' },
    { name: 'a balance age of 37 months', condition: { kind: 'BALANCE_AGE', months: 37 }, field: 'months', message: 'debe ser un número entero de 1 a 36.' },
    { name: 'an amount as text', condition: { kind: 'TOTAL_DEBT', above: '1000' }, field: 'above', message: 'debe ser un importe en pesos mayor que 0 y de hasta 10.000.000.000.000, con hasta dos decimales.' },
    { name: 'an amount too large', condition: { kind: 'TOTAL_DEBT', above: 10_000_000_000_000.01 }, field: 'above', message: 'debe ser un importe en pesos mayor que 0 y de hasta 10.000.000.000.000, con hasta dos decimales.' },
    { name: 'an unknown person type', condition: { kind: 'PERSON_TYPE', personType: 'OTRA' }, field: 'personType', message: 'debe ser uno de: FISICA, JURIDICA.' },
    { name: 'an unknown kind', condition: { kind: 'SCORE_V3' }, field: 'kind', message: 'debe ser uno de: SCORE, BAND, SITUACION_NOW, WORST_SITUACION, REJECTED_CHEQUES, FLAG, THIN_FILE, NO_SCORE, ENTITIES, TOTAL_DEBT, INACTIVE_KEY, BALANCE_SCORE, BALANCE_AGE, NO_BALANCE, PERSON_TYPE.' },
    { name: 'kind and a group together', condition: { kind: 'THIN_FILE', all: [] }, field: '', message: 'debe tener uno solo de kind, all o any.' },
    { name: 'neither kind nor a group', condition: { months: 3 }, field: '', message: 'debe ser un objeto con kind (una condición) o con all o any (un grupo y/o).' },
    { name: 'an empty group', condition: { any: [] }, field: 'any', message: 'debe ser una lista de 1 a 10 condiciones.' },
    { name: 'a group of 11', condition: { all: Array.from({ length: 11 }, () => ({ kind: 'THIN_FILE' })) }, field: 'all', message: 'debe ser una lista de 1 a 10 condiciones.' },
    { name: 'a field beside a group', condition: { all: [{ kind: 'THIN_FILE' }], not: true }, field: 'not', message: 'no es un campo de un grupo y/o (all o any).' },
    { name: 'four nested groups', condition: { all: [{ any: [{ all: [{ any: [{ kind: 'THIN_FILE' }] }] }] }] }, field: 'all.0.any.0.all.0.any', message: 'anida más de 3 grupos y/o.' },
  ])('$name', ({ condition, field, message }) => {
    const path = field ? `condition.${field}` : 'condition';
    expect(validatePolicy({ rules: [ok(condition)] })).toEqual([
      { rule: 0, field: `rules.0.${path}`, message: `La regla 1, ${path}: ${message}` },
    ]);
  });

  // prettier-ignore
  it.each([
    { name: 'not an object', policy: [], field: '', message: 'La política: debe ser un objeto con rules y, si hace falta, limit.' },
    { name: 'no rules', policy: { rules: [] }, field: 'rules', message: 'La lista de reglas: debe ser una lista de 1 a 50 reglas.' },
    { name: 'rules not a list', policy: { rules: {} }, field: 'rules', message: 'La lista de reglas: debe ser una lista de 1 a 50 reglas.' },
    { name: '51 rules', policy: { rules: Array.from({ length: 51 }, (_, i) => ok({ kind: 'THIN_FILE' }, { id: `r${i}` })) }, field: 'rules', message: 'La lista de reglas: debe ser una lista de 1 a 50 reglas.' },
    { name: 'a limit that is not an object', policy: { rules: [ok({ kind: 'THIN_FILE' })], limit: 10 }, field: 'limit', message: 'El límite: debe ser un objeto con terms y, si hace falta, cap.' },
    { name: 'a limit without terms', policy: { rules: [ok({ kind: 'THIN_FILE' })], limit: { cap: 10 } }, field: 'limit.terms', message: 'El límite, terms: debe ser una lista de 1 a 2 términos.' },
    { name: 'a percent over 100', policy: { rules: [ok({ kind: 'THIN_FILE' })], limit: { terms: [{ base: 'PATRIMONIO_NETO', percent: 100.01 }] } }, field: 'limit.terms.0.percent', message: 'El límite, terms.0.percent: debe ser un porcentaje mayor que 0 y de hasta 100, con hasta dos decimales.' },
    { name: 'an unknown base', policy: { rules: [ok({ kind: 'THIN_FILE' })], limit: { terms: [{ base: 'ACTIVOS', percent: 5 }] } }, field: 'limit.terms.0.base', message: 'El límite, terms.0.base: debe ser uno de: PATRIMONIO_NETO, VENTAS_MENSUALES.' },
    { name: 'a term that is not an object', policy: { rules: [ok({ kind: 'THIN_FILE' })], limit: { terms: [5] } }, field: 'limit.terms.0', message: 'El límite, terms.0: debe ser un objeto con base y percent.' },
    { name: 'an unknown field of the limit', policy: { rules: [ok({ kind: 'THIN_FILE' })], limit: { terms: [{ base: 'PATRIMONIO_NETO', percent: 5 }], floor: 1 } }, field: 'limit.floor', message: 'El límite, floor: no es un campo del límite (terms, cap).' },
    { name: 'a reason too long', policy: { rules: [ok({ kind: 'THIN_FILE' }, { reason: 'x'.repeat(301) })] }, field: 'rules.0.reason', message: 'La regla 1, reason: debe ser un texto de 1 a 300 caracteres.' },
    { name: 'an id too long', policy: { rules: [ok({ kind: 'THIN_FILE' }, { id: 'x'.repeat(41) })] }, field: 'rules.0.id', message: "La regla 1, id: debe ser un texto de 1 a 40 letras sin acentos, dígitos, '-' o '_'." },
  ])('policy and limit: $name', ({ policy, field, message }) => {
    expect(validatePolicy(policy)).toEqual([{ rule: field.startsWith('rules.') ? 0 : null, field, message }]);
  });
});
