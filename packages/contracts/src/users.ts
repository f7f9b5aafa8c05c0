import { z } from 'zod';
import { LAYOUT_STYLES, MENU_VARIANTS, PALETTE_IDS, PERMISSIONS, ROLES, type PaletteId } from '@tirr/domain';

/** One visited route (docs/product.md §3 'routesVisited entry'). */
export const routeVisit = z.object({
  route: z.string().min(1).max(300),
  lastTime: z.iso.datetime(),
  firstTime: z.iso.datetime().optional(),
});
export type RouteVisit = z.infer<typeof routeVisit>;

export const recentReport = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string().max(300),
  taxNumber: z.string().max(20),
  type: z.enum(['human', 'legal', 'other']),
  createdAt: z.iso.datetime(),
});
export type RecentReport = z.infer<typeof recentReport>;

const palette = z.enum(PALETTE_IDS as [PaletteId, ...PaletteId[]]);
const shown = z.object({ display: z.boolean().optional() });

/**
 * Appearance and layout settings (docs/product.md §3 'Settings'); every key optional (the web lays them over the
 * defaults with `mergeSettings`), wrong values refused with the field named.
 */
export const userSettings = z.object({
  layout: z
    .object({
      style: z.enum(LAYOUT_STYLES).optional(),
      mode: z.enum(['fullwidth', 'boxed']).optional(),
      scroll: z.enum(['body', 'content']).optional(),
      navbar: z
        .object({
          display: z.boolean().optional(),
          folded: z.boolean().optional(),
          position: z.enum(['left', 'right']).optional(),
        })
        .optional(),
      toolbar: z
        .object({ display: z.boolean().optional(), position: z.enum(['above', 'below']).optional() })
        .optional(),
      footer: shown.optional(),
      leftSidePanel: shown.optional(),
      rightSidePanel: shown.optional(),
    })
    .optional(),
  customScrollbars: z.boolean().optional(),
  animations: z.boolean().optional(),
  // 'rtl' still arrives from clients of earlier releases; the settings read it as 'ltr' (ADR 0137).
  direction: z.enum(['ltr', 'rtl']).optional(),
  theme: z
    .object({
      main: palette.optional(),
      navbar: palette.optional(),
      toolbar: palette.optional(),
      footer: palette.optional(),
    })
    .optional(),
  language: z.enum(['es', 'en']).optional(),
  menuVariant: z.enum(MENU_VARIANTS).optional(),
  quickSettings: z
    .object({
      notifications: z.boolean().optional(),
      cloudSync: z.boolean().optional(),
      retroThrusters: z.boolean().optional(),
    })
    .optional(),
});
export type UserSettings = z.infer<typeof userSettings>;

/** A user's stored info (docs/product.md §3 'Session user'). */
export const userInfo = z.object({
  settings: userSettings.optional(),
  shortcuts: z.array(z.string().max(300)).max(100).optional(),
  routesVisited: z.array(routeVisit).max(500).optional(),
  reports: z.array(recentReport).max(100).optional(),
  firstTimeTutorial: z.boolean().optional(),
  /** Guided tours the user finished or closed (ADR 0062), by tour id. */
  tours: z.array(z.string().min(1).max(60)).max(50).optional(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** POST /users/me/info — any subset of the stored info; omitted keys stay as they were. */
export const updateUserInfoBody = userInfo.strict();
export type UpdateUserInfoBody = z.infer<typeof updateUserInfoBody>;

/** POST /users/me — the identity provider's user object (OIDC standard claims), all optional. */
export const upsertMeBody = z
  .object({
    name: z.string().max(200).optional(),
    nickname: z.string().max(200).optional(),
    given_name: z.string().max(200).optional(),
    family_name: z.string().max(200).optional(),
    email: z.email().max(320).optional(),
    email_verified: z.boolean().optional(),
    picture: z.url().max(2000).optional(),
    locale: z.string().max(20).optional(),
  })
  .loose();
export type UpsertMeBody = z.infer<typeof upsertMeBody>;

export const me = z.object({
  sub: z.string(),
  /** Provider prefix of the subject (docs/product.md §3 'origin of login'), e.g. 'tirr' or 'auth0'. */
  origin: z.string(),
  role: z.enum(ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
  first_access: z.boolean(),
  name: z.string(),
  picture: z.string().nullable(),
  email: z.string().nullable(),
  email_verified: z.boolean(),
  display_role: z.string(),
  info: userInfo,
  /**
   * The user's organisation (docs/domain/organisations.md): its name, their role and what it lets them do (API
   * scopes; a viewer only reads the portfolio). `role`/`permissions` above are then the ones acted with there.
   */
  organisation: z
    .object({
      id: z.uuid(),
      name: z.string(),
      role: z.enum(['owner', 'analyst', 'viewer']),
      scopes: z.array(z.enum(['reports', 'portfolio:read', 'portfolio:write', 'batch', 'cheques', 'policy'])),
    })
    .nullable()
    .optional(),
});
export type Me = z.infer<typeof me>;
