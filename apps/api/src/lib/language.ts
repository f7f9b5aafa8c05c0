/**
 * The language of a request (ADR 0139, ADR 0142): the web's one API client sends the interface's language as
 * `Accept-Language` on every request, so error messages, stored texts served back (batch rows,
 * monitoring events), exported files and the academy's content come in the user's language. Spanish is the source and the
 * default (docs/domain/texts.md); only English is translated.
 */
import type { FastifyRequest } from 'fastify';
import { ENGLISH_TEXTS, ENGLISH_PATTERNS } from './texts-en';

export type Language = 'es' | 'en';

/**
 * The preferred language of an `Accept-Language` value among the two the product speaks: the tag with
 * the highest weight whose primary subtag is 'es' or 'en' ('en-GB,en;q=0.9' → en, 'fr,en;q=0.5' → en,
 * 'de' or nothing → es). A weight of 0 means 'not this one'.
 */
export function languageOf(header: string | readonly string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { language: Language; weight: number } | null = null;
  for (const part of String(value).split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary !== 'es' && primary !== 'en') continue;
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find((w) => w !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (!(weight > 0)) continue;
    if (!best || weight > best.weight) best = { language: primary, weight };
  }
  return best?.language ?? 'es';
}

/** The language a request asked for (its `Accept-Language`). */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  return languageOf(request.headers['accept-language']);
}

/** The language of a file: the one the caller named (`lang`, for a caller without headers), else the request's. */
export function fileLanguage(asked: Language | undefined, request: Pick<FastifyRequest, 'headers'>): Language {
  return asked ?? requestLanguage(request);
}

/**
 * One of the API's Spanish texts in `language`: itself in Spanish; in English its translation, found
 * whole or by the shape of a text with values in it ('CUIT repetido (fila 3).' → 'Duplicate CUIT (row
 * 3).'), whose parts are translated in turn. A text without a translation stays Spanish.
 */
export function localize(text: string, language: Language): string {
  if (language === 'es') return text;
  return translate(text);
}

function translate(text: string): string {
  const whole = ENGLISH_TEXTS.get(text);
  if (whole !== undefined) return whole;
  for (const [pattern, render] of ENGLISH_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return render(match.slice(1), translate);
  }
  // A text of several sentences (a monitoring event's reasons and period): each on its own.
  const sentences = text.split(/(?<=\.) (?=[A-ZÁÉÍÓÚ])/);
  return sentences.length > 1 ? sentences.map(translate).join(' ') : text;
}

/** A quick-panel event (a monitoring alert or a demo event) in `language`. */
export function localizeEvent<T extends { title: string; detail: string }>(event: T, language: Language): T {
  return language === 'es' ? event : { ...event, title: translate(event.title), detail: translate(event.detail) };
}

/** An error envelope's message and the messages of its details, in `language`. */
export function localizeEnvelope<T extends { message: string; details?: unknown }>(body: T, language: Language): T {
  if (language === 'es') return body;
  const details = Array.isArray(body.details)
    ? body.details.map((d: unknown) =>
        typeof d === 'object' && d !== null && typeof (d as { message?: unknown }).message === 'string'
          ? { ...d, message: translate((d as { message: string }).message) }
          : d,
      )
    : body.details;
  return { ...body, message: translate(body.message), ...(details !== undefined ? { details } : {}) };
}
