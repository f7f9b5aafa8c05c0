import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ScoreReason } from '@tirr/contracts';
import { PDF_TEXTS, pdfLanguage, type PdfLanguage } from './pdf-texts';

/** The web's credit texts: the labels the screen shows (apps/web/src/features/credit/i18n). */
const screen = (language: PdfLanguage) =>
  JSON.parse(
    readFileSync(new URL(`../../../../web/src/features/credit/i18n/${language}.json`, import.meta.url), 'utf8'),
  ) as { report: Record<string, Record<string, unknown>> };

describe('report PDF texts (ADR 0140)', () => {
  it.each(['es', 'en'] as const)('%s: the labels the screen also shows are the screen’s', (language) => {
    const { report } = screen(language);
    const pdf = PDF_TEXTS[language];
    expect(pdf.title).toBe(report.title);
    expect(pdf.demoData).toBe(report.demoData);
    const general = report.general!;
    expect(pdf.general).toMatchObject({
      title: general.title,
      name: general.name,
      taxNumber: general.taxNumber,
      personType: general.personType,
      types: general.types,
      keyStatus: general.keyStatus,
      keyStatuses: general.keyStatuses,
      birthDate: general.birthDate,
      period: report.summary!.period,
      noPeriod: report.summary!.noPeriod,
    });
    expect(pdf.score.title).toBe(report.score!.title);
    expect(pdf.score.none).toBe(report.score!.none);
    expect(pdf.score.noReasons).toBe(report.score!.noReasons);
    expect(pdf.score.bands).toEqual(report.score!.bands);
    const byCode = (labels: unknown) => Object.values(labels as Record<string, string>);
    expect([...pdf.situacion.FISICA]).toEqual([report.situacion![0], ...byCode(report.situacion).slice(1)]);
    expect([...pdf.situacion.JURIDICA]).toEqual(byCode(report.situacionCompany));
    expect(pdf.debts.title).toBe(report.entities!.tableLabel);
    expect(pdf.debts.empty).toBe(report.entities!.noDebts);
    expect([...pdf.debts.headers]).toEqual(
      (['entity', 'situacion', 'amount', 'daysPastDue'] as const).map((k) => report.entities![k]),
    );
    expect(pdf.evolution).toMatchObject({
      title: report.evolution!.title,
      empty: report.evolution!.empty,
      unit: report.evolution!.unit,
    });
    const cheques = report.cheques!;
    expect(pdf.cheques).toMatchObject({ title: cheques.title, empty: cheques.empty, unpaid: cheques.unpaid });
    expect(pdf.cheques.reasons).toEqual(cheques.reasons);
    expect([...pdf.cheques.headers]).toEqual(
      (['number', 'entity', 'rejectedAt', 'reason', 'amount', 'status'] as const).map((k) => cheques[k]),
    );
    expect(pdf.cheques.paid('01/10/2025')).toBe(String(cheques.paid).replace('{{date}}', '01/10/2025'));
    expect(pdf.grid.title).toBe((report.grid as Record<string, string>).title);
  });

  it.each<[PdfLanguage, number, string]>([
    ['es', -1, '-1 punto'],
    ['es', 0, '0 puntos'],
    ['es', -60, '-60 puntos'],
    ['en', -1, '-1 point'],
    ['en', -60, '-60 points'],
  ])('%s: %d points', (language, points, text) => {
    expect(PDF_TEXTS[language].score.points(points)).toBe(text);
  });

  it.each<[PdfLanguage, number, string]>([
    ['es', 1, 'En pesos, período 09/2026, 1 entidad'],
    ['es', 2, 'En pesos, período 09/2026, 2 entidades'],
    ['en', 1, 'In pesos, period 09/2026, 1 entity'],
    ['en', 2, 'In pesos, period 09/2026, 2 entities'],
  ])('%s: the total debt with %d entities', (language, count, text) => {
    expect(PDF_TEXTS[language].summary.totalDebtHint('09/2026', count)).toBe(text);
  });

  it('English words the reasons from their params, as the screen does; Spanish keeps the API’s label', () => {
    const reason = (code: ScoreReason['code'], params: ScoreReason['params']): ScoreReason => ({
      code,
      label: 'etiqueta',
      points: -10,
      params,
    });
    expect(PDF_TEXTS.en.score.reason(reason('HISTORY', { situacion: 3, age: 1 }))).toBe('Situation 3 1 period ago');
    expect(PDF_TEXTS.en.score.reason(reason('HISTORY', { situacion: 3, age: 4 }))).toBe('Situation 3 4 periods ago');
    expect(PDF_TEXTS.en.score.reason(reason('CHEQUES_UNPAID', { count: 1 }))).toBe(
      '1 unpaid rejected cheque in the last 24 months',
    );
    expect(PDF_TEXTS.en.score.reason(reason('MANY_ENTITIES', { count: 5 }))).toBe('Debts with 5 entities');
    expect(PDF_TEXTS.es.score.reason(reason('MANY_ENTITIES', { count: 5 }))).toBe('etiqueta');
  });

  it.each<[PdfLanguage | undefined, string | undefined, PdfLanguage]>([
    [undefined, undefined, 'es'],
    [undefined, 'en-US,en;q=0.9', 'en'],
    [undefined, 'es-AR,en;q=0.8', 'es'],
    [undefined, 'fr;q=1,en;q=0.4,es;q=0.3', 'en'],
    [undefined, 'en;q=0.2,es;q=0.9', 'es'],
    [undefined, 'en;q=0,de', 'es'],
    ['es', 'en', 'es'],
    ['en', 'es', 'en'],
  ])('lang %s with Accept-Language %s → %s', (lang, accept, expected) => {
    expect(pdfLanguage(lang, accept)).toBe(expected);
  });
});
