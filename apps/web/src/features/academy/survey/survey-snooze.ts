import { snoozeUntil } from '@tirr/domain';
import { readStorage, writeStorage } from '../../../shared/browser/storage';

/** localStorage key of the survey's snooze expiry (epoch ms), per user. */
export const SURVEY_SNOOZE_KEY = 'tirr.survey.snoozeUntil';

const keyOf = (sub: string) => `${SURVEY_SNOOZE_KEY}:${sub}`;

export function snoozedUntil(sub: string): number | null {
  const raw = readStorage('local', keyOf(sub));
  return raw === null ? null : Number(raw);
}

/** 'No volver a mostrar': the survey stays away for 12 hours (docs/product.md §4, §9). */
export function snooze(sub: string, now: number): void {
  writeStorage('local', keyOf(sub), String(snoozeUntil(now)));
}
