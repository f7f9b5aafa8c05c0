/**
 * Roles and hierarchical permissions (docs/product.md §6).
 *
 * Permissions are lists: a sysadmin holds sysadmin, admin, premium and free; an admin holds admin,
 * premium and free; a premium user holds premium and free; every signed-in user holds free. Guests
 * hold none. A requirement is met when the user's list contains it.
 */
export const ROLES = ['free', 'premium', 'admin', 'sysadmin'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = ['free', 'premium', 'admin', 'sysadmin'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * What a route or action requires.
 * - `none`: anyone, guests included.
 * - `signedIn` / `free`: any signed-in user (free is added to every user).
 * - `premium`, `admin`, `sysadmin`: that level or above.
 */
export type Requirement = 'none' | 'signedIn' | Permission;
export const REQUIREMENTS: readonly Requirement[] = ['none', 'signedIn', ...PERMISSIONS];

const INCLUDED_BY: Record<Permission, readonly Role[]> = {
  sysadmin: ['sysadmin'],
  admin: ['admin', 'sysadmin'],
  premium: ['premium', 'admin', 'sysadmin'],
  free: ['free', 'premium', 'admin', 'sysadmin'],
};

/** The permission list of a role; `null` (a guest) has none. Ordered from highest to lowest. */
export function permissionsOf(role: Role | null | undefined): Permission[] {
  if (!role) return [];
  return [...PERMISSIONS].reverse().filter((permission) => INCLUDED_BY[permission].includes(role));
}

export interface Principal {
  readonly permissions: readonly Permission[];
}

/** The one access check used by the web guard, the navigation filter and the API. */
export function can(
  principal: Principal | readonly Permission[] | null | undefined,
  requirement: Requirement,
): boolean {
  if (requirement === 'none') return true;
  const permissions = principal == null ? [] : 'permissions' in principal ? principal.permissions : principal;
  if (requirement === 'signedIn') return permissions.includes('free');
  return permissions.includes(requirement);
}

/** A role's label for people, as a key the interface translates. */
export function displayRoleKey(role: Role | null | undefined): string {
  return role ? `roles.${role}` : 'roles.guest';
}

/** Whether `actor` may assign `target` to someone: only a sysadmin grants sysadmin; admins the rest. */
export function canAssignRole(actor: Role, target: Role): boolean {
  if (target === 'sysadmin') return actor === 'sysadmin';
  return actor === 'admin' || actor === 'sysadmin';
}
