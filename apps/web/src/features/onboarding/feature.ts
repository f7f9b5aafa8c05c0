import type { FeatureDefinition } from '../../shared/routing/route-handle';
import es from './i18n/es.json';

/** First-visit onboarding: no routes of its own, only its i18n namespace; the survey mounts in app/. */
export const onboardingFeature: FeatureDefinition = {
  namespace: 'onboarding',
  messages: { es, en: () => import('./i18n/en.json').then((m) => m.default) },
  routes: [],
};

export { SurveyHost } from './survey-host';
