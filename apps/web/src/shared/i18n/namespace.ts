import es from './es.json';
import en from './en.json';

/** The i18n namespace of shared/ (messages used by the API client and the shared screens). */
export const COMMON_NAMESPACE = 'common';
export const commonMessages = { es, en };
