import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { verdictReason, type ChequeAnalysis } from '@tirr/contracts';
import { CONDITION_KINDS } from '@tirr/domain';
import type { Language } from '../../lib/language';
import { explanationText } from './cheques.pdf-policy';
import { CHEQUE_PDF_TEXTS, reasonText } from './cheques.pdf-texts';
import { PORTFOLIO_EXPORT_TEXTS } from './portfolios.export';

/**
 * A web i18n file: the cheques' (apps/web/src/features/cheques/i18n), the discount results' (shared/discount) or the
 * credit policy's (shared/policy).
 */
const webTexts = (folder: string, language: Language) =>
  JSON.parse(
    readFileSync(new URL(`../../../../web/src/${folder}/i18n/${language}.json`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>;

/** Every string of a nested object, by its dotted path. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[path, value]];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
}
const at = (tree: unknown, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);

type Reason = ChequeAnalysis['verdictReasons'][number];
const reason = (code: Reason['code'], params: Reason['params'] = {}): Reason => ({ code, outcome: 'OBSERVAR', params });

describe('cheque PDF texts (docs/domain/cheque-analysis.md §7)', () => {
  it.each(['es', 'en'] as const)('%s: what the screen also shows is the screen’s text, key for key', (language) => {
    const texts = CHEQUE_PDF_TEXTS[language];
    const cheques = webTexts('features/cheques', language);
    const discount = webTexts('shared/discount', language);
    const screen = leaves(texts.screen);
    expect(screen.length).toBeGreaterThan(100);
    for (const [path, text] of screen) expect(text, path).toBe(at(cheques, path));
    for (const [path, text] of leaves(texts.discount)) expect(text, path).toBe(at(discount, path));
    const policy = webTexts('shared/policy', language);
    for (const [path, text] of leaves(texts.policy)) expect(text, path).toBe(at(policy, path));
    expect(texts.screen.bands).toEqual(at(policy, 'bands'));
    // The price's note is the screen's, without its pointer to the form.
    expect(String(at(cheques, 'pricing.assumptions')).startsWith(texts.assumptions)).toBe(true);
    // The CSV's words where the portfolio PDF reuses them.
    const file = PORTFOLIO_EXPORT_TEXTS[language];
    expect(file.sheet).toBe(at(cheques, 'portfolio.title'));
    for (const verdict of ['APTO', 'OBSERVAR', 'NO_APTO'] as const)
      expect(file.verdict[verdict]).toBe(texts.screen.verdict[verdict]);
    expect(file.decision).toEqual(texts.policy.outcomes);
    expect(file.headers).toContain(at(cheques, 'portfolio.rows.decision'));
  });

  it.each(['es', 'en'] as const)('%s: every policy condition kind has its wording, filled', (language) => {
    const params = {
      op: 'BELOW',
      value: 301,
      score: 280,
      balanceScore: 280,
      band: 'MALO',
      bands: 'MALO,REGULAR',
      situacion: 3,
      atLeast: 3,
      months: 12,
      period: '09/2026',
      count: 2,
      since: '2025-11-26',
      amount: 1500.5,
      minCount: 1,
      flags: 'procesoJud',
      entities: 5,
      moreThan: 4,
      totalDebt: 2000,
      above: 1000,
      closingDate: '2024-12-31',
      personType: 'JURIDICA',
    };
    for (const kind of CONDITION_KINDS) {
      const text = explanationText(CHEQUE_PDF_TEXTS[language], language, { kind, params });
      expect(text, kind).not.toMatch(/\{\{|undefined/);
      expect(text, kind).not.toBe(kind);
    }
  });

  it.each<[Language, string]>([
    [
      'es',
      '2 cheques rechazados sin pagar desde el 26/11/2025 por ARS 1.500,50 (mínimo 1); importe mínimo ARS 1.000,00',
    ],
    ['en', '2 unpaid rejected cheques since 11/26/2025 for ARS 1,500.50 (at least 1); minimum amount ARS 1,000.00'],
  ])('%s: a policy explanation is worded as the screen words it', (language, text) => {
    const evidence = {
      kind: 'REJECTED_CHEQUES' as const,
      params: { months: 12, minCount: 1, count: 2, amount: 1500.5, since: '2025-11-26', minAmount: 1000 },
    };
    expect(explanationText(CHEQUE_PDF_TEXTS[language], language, evidence)).toBe(text);
  });

  it('Spanish and English have the same keys', () => {
    const keys = (language: Language) => leaves(CHEQUE_PDF_TEXTS[language]).map(([path]) => path);
    expect(keys('en')).toEqual(keys('es'));
  });

  it.each(['es', 'en'] as const)('%s: every verdict reason code has its wording', (language) => {
    for (const code of verdictReason.shape.code.options) {
      const text = reasonText(CHEQUE_PDF_TEXTS[language], language, reason(code, { count: 2 }), 'FISICA');
      expect(text, code).not.toContain('{{');
      expect(text, code).not.toBe(code);
    }
  });

  it.each<[Language, Reason['code'], Reason['params'], string]>([
    ['es', 'SITUACION_NOW', { situacion: 3 }, 'El librador está hoy en situación 3: Con problemas.'],
    ['en', 'SITUACION_2', { situacion: 2 }, 'The drawer is in situation 2 today: Under special monitoring.'],
    [
      'es',
      'UNPAID_CHEQUES_12M',
      { count: 1 },
      'El librador tiene 1 cheque rechazado sin pagar en los últimos 12 meses.',
    ],
    [
      'es',
      'UNPAID_CHEQUES_12M',
      { count: 3 },
      'El librador tiene 3 cheques rechazados sin pagar en los últimos 12 meses.',
    ],
    ['en', 'UNPAID_CHEQUES_12M', { count: 1 }, 'The drawer has 1 rejected cheque unpaid in the last 12 months.'],
    [
      'es',
      'THIN_FILE',
      { band: 'SIN_HISTORIAL' },
      'El librador no tiene historial crediticio (banda Sin historial): no hay con qué medir cómo paga.',
    ],
    [
      'es',
      'FLAGS',
      { count: 2, flags: 'situacionJuridica,procesoJud' },
      'El BCRA informa 2 observaciones del librador en el último período: Situación jurídica, Proceso judicial.',
    ],
    [
      'en',
      'FLAGS',
      { count: 1, flags: 'refinanciaciones' },
      'The BCRA reports one remark about the drawer in the latest period: Refinanced.',
    ],
  ])('%s: %s %o worded with its params', (language, code, params, text) => {
    expect(reasonText(CHEQUE_PDF_TEXTS[language], language, reason(code, params), 'JURIDICA')).toBe(text);
  });
});
