import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COMMON_NAMESPACE, commonMessages } from '../shared/i18n/namespace';
import type { LazyMessages, Messages } from '../shared/routing/route-handle';
import { SHELL_NAMESPACE, shellMessages } from '../shell/i18n/namespace';
import { DEFAULT_LANGUAGE, LANGUAGES, storedLanguage } from '../shell/language/languages';
import { FEATURES } from './features';

/**
 * i18n registration (es is the source language; en has identical keys, checked by a test). One
 * namespace for shared/ ('common'), one for the shell and one per feature (its folder name).
 */
export const NAMESPACES: Record<string, { es: Messages; en: Messages | LazyMessages }> = {
  [COMMON_NAMESPACE]: commonMessages,
  [SHELL_NAMESPACE]: shellMessages,
  ...Object.fromEntries(FEATURES.map((feature) => [feature.namespace, feature.messages])),
};

/** The messages bundled with the first page (every namespace in es; those given eagerly in en). */
export function buildResources(): Resource {
  const resources: Resource = {};
  for (const { id } of LANGUAGES) {
    resources[id] = Object.fromEntries(
      Object.entries(NAMESPACES).flatMap(([ns, messages]) => {
        const bundle = messages[id];
        return typeof bundle === 'function' ? [] : [[ns, bundle]];
      }),
    );
  }
  return resources;
}

/** Loads the namespaces that are not bundled (i18next asks for them when a language is needed). */
const lazyMessages: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const bundle = NAMESPACES[namespace]?.[language as 'es' | 'en'];
    if (!bundle) return callback(new Error(`No messages for ${language}/${namespace}`), false);
    Promise.resolve(typeof bundle === 'function' ? bundle() : bundle).then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Resolves once every namespace of the current language is loaded (at once for es). */
export function i18nReady(): Promise<void> {
  return new Promise((resolve) => {
    void i18next.loadNamespaces(Object.keys(NAMESPACES), () => resolve());
  });
}

function syncDocumentLanguage(language: string) {
  document.documentElement.lang = language;
}

/**
 * Initialises the app's i18next instance: synchronously with the bundled messages; English namespaces
 * given as loaders arrive through `lazyMessages` (`i18nReady()` / `changeLanguage` wait for them).
 */
export function initI18n(language: string = storedLanguage()): I18n {
  if (!i18next.isInitialized) {
    void i18next
      .use(lazyMessages)
      .use(initReactI18next)
      .init({
        resources: buildResources(),
        partialBundledLanguages: true,
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
