import { useId, type ReactElement } from 'react';
import type { i18n as I18n } from 'i18next';
import { readStorage, writeStorage } from '../../shared/browser/storage';

/** docs/product.md §3 'Language option': id, title, flag. Titles are each language's own name. */
export interface LanguageOption {
  id: 'es' | 'en';
  title: string;
  flag: () => ReactElement;
}

export const LANGUAGE_STORAGE_KEY = 'tirr.language';
export const DEFAULT_LANGUAGE = 'es';

function ArgentinaFlag() {
  return (
    <svg viewBox="0 0 30 20" width="24" height="16" aria-hidden focusable="false" style={{ borderRadius: 2 }}>
      <rect width="30" height="20" fill="#74acdf" />
      <rect y="6.67" width="30" height="6.66" fill="#ffffff" />
      <circle cx="15" cy="10" r="2.4" fill="#f6b40e" stroke="#85340a" strokeWidth="0.4" />
    </svg>
  );
}

function UnitedKingdomFlag() {
  const id = useId();
  return (
    <svg viewBox="0 0 60 30" width="24" height="16" aria-hidden focusable="false" style={{ borderRadius: 2 }}>
      <clipPath id={`${id}s`}>
        <path d="M0,0 v30 h60 v-30 z" />
      </clipPath>
      <clipPath id={`${id}t`}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <g clipPath={`url(#${id}s)`}>
        <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
        <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
        <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${id}t)`} stroke="#C8102E" strokeWidth="4" />
        <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
        <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
      </g>
    </svg>
  );
}

export const LANGUAGES: readonly LanguageOption[] = [
  { id: 'es', title: 'Español', flag: ArgentinaFlag },
  { id: 'en', title: 'English', flag: UnitedKingdomFlag },
];

export function isSupportedLanguage(value: string | null | undefined): value is LanguageOption['id'] {
  return LANGUAGES.some((l) => l.id === value);
}

/**
 * The language this browser last used (localStorage), the one the app starts in; a signed-in user's saved
 * language then wins (shell/settings/settings-context.tsx).
 */
export function storedLanguage(): LanguageOption['id'] {
  const stored = readStorage('local', LANGUAGE_STORAGE_KEY);
  return isSupportedLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Changes the interface language and remembers it. */
export async function changeLanguage(i18n: I18n, id: LanguageOption['id']): Promise<void> {
  writeStorage('local', LANGUAGE_STORAGE_KEY, id);
  await i18n.changeLanguage(id);
}
