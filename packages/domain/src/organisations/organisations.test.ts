import { describe, expect, it } from 'vitest';
import type { Role } from '../permissions/permissions';
import {
  canManageOrganisation,
  canRemoveMember,
  canUseScope,
  memberRole,
  type OrganisationRole,
} from './organisations';

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

describe('canUseScope', () => {
  const viewer = { scopes: ['portfolio:read'] };
  const analyst = { scopes: ['reports', 'portfolio:read', 'portfolio:write', 'batch', 'cheques', 'policy'] };
  it.each<[string, { scopes: string[] } | null | undefined, string | undefined, boolean]>([
    ['outside an organisation, anything', null, 'policy', true],
    ['a user without the field (a guest, an older snapshot)', undefined, 'reports', true],
    ['what needs no scope, even a viewer', viewer, undefined, true],
    ['a viewer reads the portfolio', viewer, 'portfolio:read', true],
    ['a viewer does not change it', viewer, 'portfolio:write', false],
    ['a viewer consults no report', viewer, 'reports', false],
    ['a viewer runs no batch', viewer, 'batch', false],
    ['a viewer analyses no cheque', viewer, 'cheques', false],
    ['a viewer opens no policy', viewer, 'policy', false],
    ['an analyst changes the portfolio', analyst, 'portfolio:write', true],
    ['an analyst edits the policy', analyst, 'policy', true],
    ['a role with no scopes uses none', { scopes: [] }, 'portfolio:read', false],
  ])('%s', (_label, organisation, scope, expected) => {
    expect(canUseScope(organisation, scope)).toBe(expected);
  });
});
