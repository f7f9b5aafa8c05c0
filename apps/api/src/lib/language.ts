/**
 * The language of an answer (ADR 0142): the web app sends `Accept-Language: es|en` on every request; any other
 * client may send a full header ('en-US,en;q=0.9,es;q=0.8'). Spanish is the source language and the answer when
 * the header is missing or names neither.
 */
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

/** The supported language the header prefers most (highest q, then first named); Spanish otherwise. */
export function languageOf(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { language: Language; q: number } | undefined;
  for (const part of value.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    const language = LANGUAGES.find((l) => l === primary);
    if (!language) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
