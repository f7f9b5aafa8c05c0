import { describe, expect, it } from 'vitest';
import type { Role } from '../permissions/permissions';
import { canManageOrganisation, canRemoveMember, memberRole, type OrganisationRole } from './organisations';

describe('memberRole', () => {
  it.each<[Role, Role, Role]>([
    ['free', 'premium', 'premium'],
    ['free', 'admin', 'premium'],
    ['free', 'sysadmin', 'premium'],
    ['free', 'free', 'free'],
    ['premium', 'free', 'premium'],
    ['admin', 'free', 'admin'],
    ['admin', 'premium', 'admin'],
    ['sysadmin', 'premium', 'sysadmin'],
  ])('a %s member of a %s owner acts as %s', (own, owner, expected) => {
    expect(memberRole(own, owner)).toBe(expected);
  });
});

describe('managing and removing', () => {
  it.each<[OrganisationRole | null, boolean]>([
    ['owner', true],
    ['analyst', false],
    ['viewer', false],
    [null, false],
  ])('%s manages the organisation: %s', (role, expected) => {
    expect(canManageOrganisation(role)).toBe(expected);
  });

  const owner = { userId: 'o', role: 'owner' as const };
  const ana = { userId: 'a', role: 'analyst' as const };
  const vic = { userId: 'v', role: 'viewer' as const };
  it.each([
    ['the owner removes an analyst', owner, ana, true],
    ['the owner removes a viewer', owner, vic, true],
    ['the owner cannot remove themselves', owner, owner, false],
    ['an analyst leaves', ana, ana, true],
    ['a viewer leaves', vic, vic, true],
    ['an analyst cannot remove a viewer', ana, vic, false],
    ['a viewer cannot remove an analyst', vic, ana, false],
    ['an analyst cannot remove the owner', ana, owner, false],
  ])('%s', (_label, actor, target, expected) => {
    expect(canRemoveMember(actor, target)).toBe(expected);
  });
});
