import { useTranslation } from 'react-i18next';
import type { Locale } from '@tirr/domain';

/** The formatting locale of a language ('es' unless English is chosen; docs/domain/formatting.md §1). */
export function localeOf(language: string | undefined): Locale {
  return language?.startsWith('en') ? 'en' : 'es';
}

/** The formatting locale of the current language. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return localeOf(i18n.language);
}
