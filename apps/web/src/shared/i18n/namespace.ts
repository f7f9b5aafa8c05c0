import es from './es.json';
import en from './en.json';
import discountEs from '../discount/i18n/es.json';
import discountEn from '../discount/i18n/en.json';
import jobsEs from '../jobs/i18n/es.json';
import jobsEn from '../jobs/i18n/en.json';
import policyEs from '../policy/i18n/es.json';
import policyEn from '../policy/i18n/en.json';
import profileSearchEs from '../profile-search/i18n/es.json';
import profileSearchEn from '../profile-search/i18n/en.json';
import reportAccessEs from '../report-access/i18n/es.json';
import reportAccessEn from '../report-access/i18n/en.json';

/**
 * The i18n namespace of shared/ (messages used by the API client and the shared screens). Shared
 * components with their own message files are merged in under their own key (e.g. `profileSearch`,
 * `reportAccess`, `discount`, `jobs`, `policy`).
 */
export const COMMON_NAMESPACE = 'common';
export const commonMessages = {
  es: {
    ...es,
    discount: discountEs,
    jobs: jobsEs,
    policy: policyEs,
    profileSearch: profileSearchEs,
    reportAccess: reportAccessEs,
  },
  en: {
    ...en,
    discount: discountEn,
    jobs: jobsEn,
    policy: policyEn,
    profileSearch: profileSearchEn,
    reportAccess: reportAccessEn,
  },
};
