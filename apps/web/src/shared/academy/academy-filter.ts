import { readStorage, writeStorage } from '../browser/storage';

/**
 * The academy's course filter, set by the cards that lead there ('Cursos…' on /credits and on the
 * simulators landing, spec §2) and read by the academy's course list. Kept in sessionStorage under one
 * key so features never import each other (ADR 0030).
 */
export const ACADEMY_FILTER_KEY = 'tirr.academy.filter';

export interface AcademyFilter {
  /** Course category values, e.g. 'creditos', 'finanzas'. */
  categories: string[];
  tags: string[];
}

export function writeAcademyFilter(filter: AcademyFilter): void {
  writeStorage('session', ACADEMY_FILTER_KEY, JSON.stringify(filter));
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The stored filter, or `null` when none (or unreadable) is stored. */
export function readAcademyFilter(): AcademyFilter | null {
  const raw = readStorage('session', ACADEMY_FILTER_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown> | null;
    if (typeof parsed !== 'object' || parsed === null) return null;
    return { categories: strings(parsed.categories), tags: strings(parsed.tags) };
  } catch {
    return null;
  }
}

export function clearAcademyFilter(): void {
  writeStorage('session', ACADEMY_FILTER_KEY, null);
}
