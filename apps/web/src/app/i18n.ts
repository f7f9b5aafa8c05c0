import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COMMON_NAMESPACE, commonMessages } from '../shared/i18n/namespace';
import type { Messages } from '../shared/routing/route-handle';
import { SHELL_NAMESPACE, shellMessages } from '../shell/i18n/namespace';
import { DEFAULT_LANGUAGE, LANGUAGES, storedLanguage } from '../shell/language/languages';
import { FEATURES } from './features';

/**
 * i18n registration (es is the source language; en has identical keys, checked by a test). One
 * namespace for shared/ ('common'), one for the shell and one per feature (its folder name).
 */
export const NAMESPACES: Record<string, { es: Messages; en: Messages }> = {
  [COMMON_NAMESPACE]: commonMessages,
  [SHELL_NAMESPACE]: shellMessages,
  ...Object.fromEntries(FEATURES.map((feature) => [feature.namespace, feature.messages])),
};

export function buildResources(): Resource {
  const resources: Resource = {};
  for (const { id } of LANGUAGES) {
    resources[id] = Object.fromEntries(Object.entries(NAMESPACES).map(([ns, messages]) => [ns, messages[id]]));
  }
  return resources;
}

function syncDocumentLanguage(language: string) {
  document.documentElement.lang = language;
}

/** Initialises the app's i18next instance (synchronously: all messages are bundled). */
export function initI18n(language: string = storedLanguage()): I18n {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: buildResources(),
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((l) => l.id),
      ns: Object.keys(NAMESPACES),
      defaultNS: COMMON_NAMESPACE,
      interpolation: { escapeValue: false },
      initAsync: false,
      react: { useSuspense: false },
    });
    i18next.on('languageChanged', syncDocumentLanguage);
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  syncDocumentLanguage(i18next.language);
  return i18next;
}
