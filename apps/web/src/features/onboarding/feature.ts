import type { FeatureDefinition } from '../../shared/routing/route-handle';
import es from './i18n/es.json';
import en from './i18n/en.json';

/** First-visit onboarding: no routes of its own, only its i18n namespace; the survey mounts in app/. */
export const onboardingFeature: FeatureDefinition = { namespace: 'onboarding', messages: { es, en }, routes: [] };

export { SurveyHost } from './survey-host';
