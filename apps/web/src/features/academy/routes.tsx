import { Navigate } from 'react-router';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import type { FeatureDefinition } from '../../shared/routing/route-handle';
import { defineHandle } from '../../shared/routing/route-handle';
import { PATHS } from '../../shared/routing/paths';
import es from './i18n/es.json';

/**
 * Financial education (the academy): we require a signed-in user ('free'), as for the rest of the
 * product (docs/product.md §2). The first-visit survey '¡Queremos conocerte!' belongs here too (its API
 * lives in the academy module, GET /ai and POST /ai); the app mounts `SurveyHost` once, outside the routes.
 */
export const academyFeature: FeatureDefinition = {
  namespace: 'academy',
  messages: { es, en: () => import('./i18n/en.json').then((m) => m.default) },
  routes: [
    {
      path: PATHS.academy,
      handle: defineHandle({ titleKey: 'academy:courses.title', permission: 'free' }),
      element: <Navigate to={PATHS.courses} replace />,
    },
    {
      path: PATHS.courses,
      handle: defineHandle({
        titleKey: 'academy:courses.title',
        permission: 'free',
        nav: { section: 'academy', order: 0, icon: SchoolIcon, labelKey: 'academy:courses.nav' },
      }),
      lazy: () => import('./courses-page').then((m) => ({ Component: m.CoursesPage })),
    },
    {
      path: PATHS.course,
      handle: defineHandle({ titleKey: 'academy:course.title', permission: 'free' }),
      lazy: () => import('./course-page').then((m) => ({ Component: m.CoursePage })),
    },
  ],
};

export { SurveyHost } from './survey/survey-host';
