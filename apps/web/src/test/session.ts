import { vi } from 'vitest';
import { permissionsOf, type Role } from '@tirr/domain';
import type { Me } from '@tirr/contracts';
import type { Session } from '../shared/auth/session';
import { testAuthConfig } from './server';

export function testUser(role: Role, overrides: Partial<Me> = {}): Me {
  return {
    sub: `tirr|${role}`,
    origin: 'tirr',
    role,
    permissions: permissionsOf(role),
    first_access: false,
    name: `Ana ${role}`,
    picture: null,
    email: `${role}@tirr.test`,
    email_verified: true,
    display_role: role,
    info: {},
    ...overrides,
  };
}

/** A ready session for screen tests: a guest (`null`) or a user of `role`; actions are spies. */
export function fakeSession(role: Role | null, overrides: Partial<Session> = {}): Session {
  const user = role ? testUser(role) : null;
  return {
    status: 'ready',
    error: null,
    config: testAuthConfig,
    user,
    permissions: user?.permissions ?? [],
    signingOut: false,
    firstAccessPending: false,
    signIn: vi.fn(() => Promise.resolve()),
    completeSignIn: vi.fn(() => Promise.resolve('/')),
    signOut: vi.fn(() => Promise.resolve()),
    updateInfo: vi.fn(() => Promise.resolve()),
    acknowledgeFirstAccess: vi.fn(),
    reloadUser: vi.fn(() => Promise.resolve()),
    retry: vi.fn(),
    ...overrides,
  };
}
