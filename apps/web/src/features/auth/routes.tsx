import type { FeatureDefinition } from '../../shared/routing/route-handle';
import { defineHandle } from '../../shared/routing/route-handle';
import { PATHS } from '../../shared/routing/paths';
import es from './i18n/es.json';

const signInPage = () => import('./login-page').then((m) => ({ Component: m.LoginPage }));

/** Sign-in flow (docs/product.md §4, docs/architecture.md §4). Every route here is open to anyone ('none'). */
export const authFeature: FeatureDefinition = {
  namespace: 'auth',
  messages: { es, en: () => import('./i18n/en.json').then((m) => m.default) },
  routes: [
    {
      path: PATHS.login,
      handle: defineHandle({ titleKey: 'auth:login.title', permission: 'none' }),
      lazy: signInPage,
    },
    {
      path: PATHS.loginV2,
      handle: defineHandle({ titleKey: 'auth:login.title', permission: 'none' }),
      lazy: signInPage,
    },
    {
      path: PATHS.register,
      handle: defineHandle({ titleKey: 'auth:register.title', permission: 'none' }),
      lazy: () => import('./register-page').then((m) => ({ Component: m.RegisterPage })),
    },
    {
      path: PATHS.callback,
      handle: defineHandle({
        titleKey: 'auth:callback.title',
        permission: 'none',
        layout: { navbar: false, toolbar: false, footer: false },
      }),
      lazy: () => import('./callback-page').then((m) => ({ Component: m.CallbackPage })),
    },
    {
      path: PATHS.logout,
      handle: defineHandle({ titleKey: 'auth:logout.title', permission: 'none' }),
      lazy: () => import('./logout-page').then((m) => ({ Component: m.LogoutPage })),
    },
  ],
};
