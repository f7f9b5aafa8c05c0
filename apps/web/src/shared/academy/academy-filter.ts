import { parseFilterPreset } from '@tirr/domain';
import { readStorage, writeStorage } from '../browser/storage';

/**
 * How other screens open the academy already filtered (docs/product.md §2: the credit home's courses card presets
 * creditos + finanzas; the simulators' card presets the tags capitales + finanzas). The preset lives in
 * sessionStorage under this key until the academy reads it on arrival and clears it.
 */
export const ACADEMY_FILTER_KEY = 'tirr.academy.filter';

export interface AcademyFilterPreset {
  categories: string[];
  tags: string[];
}

/** Stores a preset; navigate to /academy right after. */
export function presetAcademyFilter(preset: Partial<AcademyFilterPreset>): void {
  writeStorage(
    'session',
    ACADEMY_FILTER_KEY,
    JSON.stringify({ categories: preset.categories ?? [], tags: preset.tags ?? [] }),
  );
}

/** The stored preset, if any (without clearing it). */
export const peekAcademyFilter = (): AcademyFilterPreset | undefined =>
  parseFilterPreset(readStorage('session', ACADEMY_FILTER_KEY));

export const clearAcademyFilter = () => writeStorage('session', ACADEMY_FILTER_KEY, null);
