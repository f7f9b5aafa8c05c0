/**
 * What may never reach the logs or the stored error log (ADR 0111): tax ids and DNIs however they are
 * written, SQL parameters of failed queries, and text PostgreSQL cannot store.
 */

/** Separators people type inside a tax id: dots, dashes, spaces (the search strips them all). */
const SEP = '[-.\\s]';
/** CUIT/CUIL: 2 + 8 + 1 digits, the 8 optionally grouped 2.3.3 (`20-31.456.782-0`, `20 31456782 0`). */
const CUIT = `\\d{2}${SEP}?(?:\\d{8}|\\d{2}${SEP}?\\d{3}${SEP}?\\d{3})${SEP}?\\d`;
/** 7 to 11 digits each followed by a separator (`2.0.3.1.4.5.6.7.8.2.0`). */
const DIGIT_BY_DIGIT = `\\d(?:${SEP}\\d){6,10}`;
/** DNI: 7 or 8 digits, optionally grouped (`31.456.782`, `7 654 321`). */
const DNI = `\\d{1,2}${SEP}?\\d{3}${SEP}?\\d{3}`;
/**
 * Not part of a longer number: no digit (or separator and digit) right before or after. This keeps
 * dates (`2026-01-01`), times, large amounts (`1.234.567.890`) and version numbers unmasked.
 */
const BEFORE = '(?<!\\d|\\d[-.])';
const AFTER = '(?!\\d|[-.]\\d)';

const TAX_ID_IN_TEXT = new RegExp(`${BEFORE}(?:${CUIT}|${DIGIT_BY_DIGIT}|${DNI})${AFTER}`, 'g');
/** In paths any run of 7–11 plain digits is an id too (paths hold no amounts). */
const TAX_ID_IN_PATH = new RegExp(`${BEFORE}(?:${CUIT}|${DIGIT_BY_DIGIT}|${DNI}|\\d{7,11})${AFTER}`, 'g');

/** Replaces every tax id or DNI of a free text (dotted, dashed, spaced or plain) with `[id]`. */
export function maskTaxIds(text: string): string {
  return text.replace(TAX_ID_IN_TEXT, '[id]');
}

/** The same for a URL path: percent-escapes are decoded first (`31%20456%20782` is a DNI). */
export function maskTaxIdsInPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: mask what is there.
  }
  return decoded.replace(TAX_ID_IN_PATH, '[id]');
}

/** Strips what could identify a person (tax ids, DNIs, emails) from a text that is stored or logged. */
export function redactText(text: string): string {
  return maskTaxIds(text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]'));
}

/**
 * Drizzle's failed-query errors carry every parameter in their message (`Failed query: …\nparams: …`):
 * names, tax ids, whatever the request held. The parameters go; the SQL (placeholders only) stays.
 */
const SQL_PARAMS = /(Failed query: [\s\S]*?\n)params: [\s\S]*?(?=\n\s+at |$)/g;
const OMITTED = '[omitted]';

interface ErrorLike {
  message?: unknown;
  params?: unknown;
  code?: unknown;
  severity?: unknown;
}

/**
 * A text (an error's message or stack) without the values of a failed query: drizzle's parameter
 * list, and the value a database error quotes (class 22, data exceptions: `invalid input syntax for
 * type integer: "…"`).
 */
export function withoutSqlParameters(text: string, error?: ErrorLike): string {
  let result = text;
  const message = typeof error?.message === 'string' ? error.message : '';
  if (message && Array.isArray(error?.params)) {
    result = result.split(message).join(message.replace(SQL_PARAMS, `$1params: ${OMITTED}`));
  }
  const isDataException =
    typeof error?.severity === 'string' && typeof error.code === 'string' && error.code.startsWith('22');
  const cut = message.indexOf(': ');
  if (isDataException && cut > 0) result = result.split(message).join(`${message.slice(0, cut)}: ${OMITTED}`);
  return result.replace(SQL_PARAMS, `$1params: ${OMITTED}`);
}

/** NUL (PostgreSQL text cannot hold it) or a lone UTF-16 surrogate (not representable in UTF-8). */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

export function isUnstorable(text: string): boolean {
  return UNSTORABLE.test(text);
}

/** The text with every NUL and lone surrogate replaced by U+FFFD, so it can always be saved. */
export function storableText(text: string): string {
  return text.replace(UNSTORABLE_ALL, '\uFFFD');
}
