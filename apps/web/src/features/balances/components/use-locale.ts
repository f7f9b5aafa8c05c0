import { useTranslation } from 'react-i18next';
import type { Locale } from '@tirr/domain';

/** The formatting locale of the current language ('es' unless English is chosen). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language?.startsWith('en') ? 'en' : 'es';
}
