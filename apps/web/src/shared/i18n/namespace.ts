import es from './es.json';
import en from './en.json';
import profileSearchEs from '../profile-search/i18n/es.json';
import profileSearchEn from '../profile-search/i18n/en.json';

/**
 * The i18n namespace of shared/ (messages used by the API client and the shared screens). Shared
 * components with their own message files are merged in under their own key (e.g. `profileSearch`).
 */
export const COMMON_NAMESPACE = 'common';
export const commonMessages = {
  es: { ...es, profileSearch: profileSearchEs },
  en: { ...en, profileSearch: profileSearchEn },
};
