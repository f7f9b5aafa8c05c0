import { z } from 'zod';
import { PERMISSIONS, ROLES } from '@tirr/domain';

/** One visited route (spec §3 'routesVisited entry'). */
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

/** Appearance and layout settings (spec §3 'Settings'); the shell issue fills the details. */
export const userSettings = z.record(z.string().max(100), z.unknown());
export type UserSettings = z.infer<typeof userSettings>;

/** A user's stored info (spec §3 'Session user'). */
export const userInfo = z.object({
  settings: userSettings.optional(),
  shortcuts: z.array(z.string().max(300)).max(100).optional(),
  routesVisited: z.array(routeVisit).max(500).optional(),
  reports: z.array(recentReport).max(100).optional(),
  firstTimeTutorial: z.boolean().optional(),
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
  /** Provider prefix of the subject (spec §3 'origin of login'), e.g. 'tirr' or 'auth0'. */
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
});
export type Me = z.infer<typeof me>;
