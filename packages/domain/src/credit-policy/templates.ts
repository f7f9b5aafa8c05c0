/**
 * The two policies to start from (docs/domain/credit-policy.md §7, where each threshold's reasoning is): a user
 * copies one and edits it into their own. Data like any other policy: validatePolicy accepts both.
 */
import type { Condition, Policy, PolicyOutcome, Rule } from './policy';

/** Frozen all the way down: a template is copied (a deep copy) before it is edited. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) Object.values(value).forEach(frozen);
  return Object.freeze(value);
}

const rule = (id: string, outcome: PolicyOutcome, reason: string, condition: Condition): Rule => ({
  id,
  outcome,
  reason,
  condition,
});

/** In both: no new credit to someone more than 90 days late today; a report without a score is read by a person. */
const SITUACION_ACTUAL = rule('situacion-actual', 'RECHAZAR', 'Situación 3 o peor en el último período informado.', {
  kind: 'SITUACION_NOW',
  atLeast: 3,
});
const SIN_SCORE = rule('sin-score', 'OBSERVAR', 'El informe no tiene score.', { kind: 'NO_SCORE' });

export interface PolicyTemplate {
  code: 'CONSERVADORA' | 'MODERADA';
  /** Spanish name; the web words it by code. */
  name: string;
  policy: Policy;
}

/** Little appetite for risk: any serious arrears in a year, any unpaid cheque or legal trouble rejects. */
export const CONSERVADORA: PolicyTemplate = frozen({
  code: 'CONSERVADORA',
  name: 'Conservadora',
  policy: {
    rules: [
      SITUACION_ACTUAL,
      rule('situacion-12m', 'RECHAZAR', 'Situación 3 o peor en los últimos 12 meses.', {
        kind: 'WORST_SITUACION',
        months: 12,
        atLeast: 3,
      }),
      rule('cheques-12m', 'RECHAZAR', 'Cheques rechazados sin pagar en los últimos 12 meses.', {
        kind: 'REJECTED_CHEQUES',
        months: 12,
        minCount: 1,
      }),
      rule('juridica', 'RECHAZAR', 'Situación jurídica (concurso o quiebra) o deuda en proceso judicial.', {
        kind: 'FLAG',
        flags: ['situacionJuridica', 'procesoJud'],
      }),
      rule('banda', 'RECHAZAR', 'Score en banda Malo o Regular.', { kind: 'BAND', bands: ['MALO', 'REGULAR'] }),
      rule('clave-inactiva', 'RECHAZAR', 'Clave fiscal INACTIVA en el padrón.', { kind: 'INACTIVE_KEY' }),
      rule('balance-malo', 'RECHAZAR', 'Score del balance en banda Malo.', {
        kind: 'BALANCE_SCORE',
        op: 'BELOW',
        value: 301,
      }),
      rule('situacion-2-12m', 'OBSERVAR', 'Situación 2 en los últimos 12 meses.', {
        kind: 'WORST_SITUACION',
        months: 12,
        atLeast: 2,
      }),
      rule('sin-historial', 'OBSERVAR', 'Sin historial crediticio: nada dice cómo paga.', { kind: 'THIN_FILE' }),
      SIN_SCORE,
      rule('refinanciaciones', 'OBSERVAR', 'Deuda refinanciada en el último período.', {
        kind: 'FLAG',
        flags: ['refinanciaciones'],
      }),
      rule('entidades', 'OBSERVAR', 'Deudas en más de 4 entidades.', { kind: 'ENTITIES', moreThan: 4 }),
      rule('balance-empresa', 'OBSERVAR', 'Empresa sin balance, o con el último cerrado hace más de 18 meses.', {
        all: [
          { kind: 'PERSON_TYPE', personType: 'JURIDICA' },
          { any: [{ kind: 'NO_BALANCE' }, { kind: 'BALANCE_AGE', months: 18 }] },
        ],
      }),
      rule('balance-regular', 'OBSERVAR', 'Score del balance en banda Regular.', {
        kind: 'BALANCE_SCORE',
        op: 'BELOW',
        value: 551,
      }),
    ],
    limit: {
      terms: [
        { base: 'PATRIMONIO_NETO', percent: 10 },
        { base: 'VENTAS_MENSUALES', percent: 25 },
      ],
      cap: 30_000_000,
    },
  },
});

/** Room for a past stumble: rejects what is serious now or recent and repeated, observes the rest. */
export const MODERADA: PolicyTemplate = frozen({
  code: 'MODERADA',
  name: 'Moderada',
  policy: {
    rules: [
      SITUACION_ACTUAL,
      rule('situacion-12m', 'RECHAZAR', 'Situación 4 o peor en los últimos 12 meses.', {
        kind: 'WORST_SITUACION',
        months: 12,
        atLeast: 4,
      }),
      rule('cheques-12m', 'RECHAZAR', 'Dos o más cheques rechazados sin pagar en los últimos 12 meses.', {
        kind: 'REJECTED_CHEQUES',
        months: 12,
        minCount: 2,
      }),
      rule('juridica', 'RECHAZAR', 'Situación jurídica informada (concurso o quiebra).', {
        kind: 'FLAG',
        flags: ['situacionJuridica'],
      }),
      rule('banda-malo', 'RECHAZAR', 'Score en banda Malo.', { kind: 'BAND', bands: ['MALO'] }),
      rule('situacion-3-12m', 'OBSERVAR', 'Situación 3 en los últimos 12 meses.', {
        kind: 'WORST_SITUACION',
        months: 12,
        atLeast: 3,
      }),
      rule('cheque-12m', 'OBSERVAR', 'Un cheque rechazado sin pagar en los últimos 12 meses.', {
        kind: 'REJECTED_CHEQUES',
        months: 12,
        minCount: 1,
      }),
      rule('proceso-judicial', 'OBSERVAR', 'Deuda en proceso judicial.', { kind: 'FLAG', flags: ['procesoJud'] }),
      rule('banda-regular', 'OBSERVAR', 'Score en banda Regular.', { kind: 'BAND', bands: ['REGULAR'] }),
      rule('clave-inactiva', 'OBSERVAR', 'Clave fiscal INACTIVA en el padrón.', { kind: 'INACTIVE_KEY' }),
      SIN_SCORE,
      rule('sin-datos', 'OBSERVAR', 'Sin historial crediticio y sin balance: nada para evaluar.', {
        all: [{ kind: 'THIN_FILE' }, { kind: 'NO_BALANCE' }],
      }),
      rule('entidades', 'OBSERVAR', 'Deudas en más de 6 entidades.', { kind: 'ENTITIES', moreThan: 6 }),
      rule('balance', 'OBSERVAR', 'Score del balance en banda Malo, o balance cerrado hace más de 24 meses.', {
        any: [
          { kind: 'BALANCE_SCORE', op: 'BELOW', value: 301 },
          { kind: 'BALANCE_AGE', months: 24 },
        ],
      }),
    ],
    limit: {
      terms: [
        { base: 'PATRIMONIO_NETO', percent: 20 },
        { base: 'VENTAS_MENSUALES', percent: 50 },
      ],
      cap: 100_000_000,
    },
  },
});

export const POLICY_TEMPLATES: readonly PolicyTemplate[] = [CONSERVADORA, MODERADA];
