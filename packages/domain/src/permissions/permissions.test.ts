import { describe, expect, it } from 'vitest';
import { can, canAssignRole, permissionsOf, REQUIREMENTS, type Requirement, type Role } from './permissions';

type Who = Role | 'guest';
// Expected answer of can() for every role × requirement (docs/product.md §6).
const table: Record<Who, Record<Requirement, boolean>> = {
  guest: { none: true, signedIn: false, free: false, premium: false, admin: false, sysadmin: false },
  free: { none: true, signedIn: true, free: true, premium: false, admin: false, sysadmin: false },
  premium: { none: true, signedIn: true, free: true, premium: true, admin: false, sysadmin: false },
  admin: { none: true, signedIn: true, free: true, premium: true, admin: true, sysadmin: false },
  sysadmin: { none: true, signedIn: true, free: true, premium: true, admin: true, sysadmin: true },
};

describe('permission hierarchy', () => {
  const cases = (Object.keys(table) as Who[]).flatMap((who) =>
    REQUIREMENTS.map((requirement) => [who, requirement, table[who][requirement]] as const),
  );
  it.each(cases)('%s against %s → %s', (who, requirement, expected) => {
    const permissions = permissionsOf(who === 'guest' ? null : who);
    expect(can(permissions, requirement)).toBe(expected);
    expect(can({ permissions }, requirement)).toBe(expected);
  });

  it.each([
    [null, []],
    ['free', ['free']],
    ['premium', ['premium', 'free']],
    ['admin', ['admin', 'premium', 'free']],
    ['sysadmin', ['sysadmin', 'admin', 'premium', 'free']],
  ] as const)('permissionsOf(%s) = %j', (role, expected) => {
    expect(permissionsOf(role)).toEqual(expected);
  });

  it('treats a missing principal as a guest', () => {
    expect(can(null, 'free')).toBe(false);
    expect(can(undefined, 'none')).toBe(true);
  });

  it.each([
    ['admin', 'premium', true],
    ['admin', 'admin', true],
    ['admin', 'sysadmin', false],
    ['sysadmin', 'sysadmin', true],
    ['premium', 'free', false],
    ['free', 'premium', false],
  ] as const)('%s may assign %s → %s', (actor, target, expected) => {
    expect(canAssignRole(actor, target)).toBe(expected);
  });
});
