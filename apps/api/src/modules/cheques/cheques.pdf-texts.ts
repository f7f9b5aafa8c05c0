/**
 * The texts of the cheque PDFs in the reader's language (docs/domain/cheque-analysis.md §7): Spanish is the source,
 * English has the same keys (docs/domain/texts.md). What the screen also shows is worded as the screen words it: the
 * web's templates ('{{count}}', '_one'/'_other'), filled here as i18next fills them on screen.
 */
import type { ChequeAnalysis } from '@tirr/contracts';
import type { ChequeVerdictCode } from '@tirr/domain';
import type { Language } from '../../lib/language';
import { CHEQUE_PDF_TEXTS_EN } from './cheques.pdf-texts.en';
import { CHEQUE_PDF_TEXTS_ES, type ChequePdfTexts } from './cheques.pdf-texts.es';

export type { ChequePdfTexts };

export const CHEQUE_PDF_TEXTS: Record<Language, ChequePdfTexts> = { es: CHEQUE_PDF_TEXTS_ES, en: CHEQUE_PDF_TEXTS_EN };

/** The verdict's colour: green, amber, red — the screen's banner, dark enough to read on white. */
export const VERDICT_COLORS: Record<ChequeVerdictCode, string> = {
  APTO: '#2e7d32',
  OBSERVAR: '#e65100',
  NO_APTO: '#c62828',
};

/** A template with its '{{name}}' placeholders filled. */
export function fill(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

/** The '_one' or '_other' form of `key` in `group` for `count`, filled with it (i18next's plurals). */
export function plural(
  group: Readonly<Record<string, unknown>>,
  key: string,
  language: Language,
  values: Readonly<Record<string, string | number>> & { count: number },
): string {
  const form = new Intl.PluralRules(language).select(values.count) === 'one' ? 'one' : 'other';
  const text = group[`${key}_${form}`];
  return fill(typeof text === 'string' ? text : key, values);
}

type Reason = ChequeAnalysis['verdictReasons'][number];
type PersonType = ChequeAnalysis['drawer']['personType'];
type Flag = keyof ChequePdfTexts['screen']['flags'];
type Situacion = keyof ChequePdfTexts['screen']['situacion']['FISICA'];
type Band = keyof ChequePdfTexts['screen']['bands'];

/** A situación's label for people or for companies ('Sin deudas informadas' for 0). */
export const situacionLabel = (texts: ChequePdfTexts, personType: PersonType, situacion: number) =>
  texts.screen.situacion[personType][String(situacion) as Situacion] ?? String(situacion);

/** A BCRA flag's label (its code when it has none). */
export const flagLabel = (texts: ChequePdfTexts, flag: string) => texts.screen.flags[flag as Flag] ?? flag;

/** A band's label (its code when it has none). */
export const bandLabel = (texts: ChequePdfTexts, band: string) => texts.screen.bands[band as Band] ?? band;

/** A verdict reason in words, with its params, as the screen's banner says it (docs/domain/cheque-analysis.md §1). */
export function reasonText(texts: ChequePdfTexts, language: Language, reason: Reason, personType: PersonType): string {
  const reasons: Readonly<Record<string, string>> = texts.screen.verdict.reasons;
  const { params } = reason;
  switch (reason.code) {
    case 'SITUACION_NOW':
    case 'SITUACION_2': {
      const situacion = Number(params.situacion);
      return fill(reasons[reason.code]!, { situacion, label: situacionLabel(texts, personType, situacion) });
    }
    case 'UNPAID_CHEQUES_12M':
      return plural(reasons, reason.code, language, { count: Number(params.count) });
    case 'THIN_FILE':
      return fill(reasons.THIN_FILE!, { band: bandLabel(texts, String(params.band)) });
    case 'FLAGS': {
      const flags = String(params.flags ?? '')
        .split(',')
        .filter(Boolean)
        .map((flag) => flagLabel(texts, flag));
      return plural(reasons, 'FLAGS', language, {
        count: Number(params.count ?? flags.length),
        flags: flags.join(', '),
      });
    }
    default:
      return reasons[reason.code] ?? reason.code;
  }
}
