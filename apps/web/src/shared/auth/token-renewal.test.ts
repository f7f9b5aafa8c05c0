import { describe, expect, it } from 'vitest';
import type { User, UserManager } from 'oidc-client-ts';
import { renewTokens } from './token-renewal';

/** A provider client whose stored user is `stored`; signinSilent stores a new one after a tick. */
function fakeManager(stored: Partial<User> | null) {
  const calls = { signinSilent: 0 };
  const state = { stored };
  const manager = {
    getUser: async () => state.stored as User | null,
    signinSilent: async () => {
      calls.signinSilent += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      state.stored = { access_token: `renewed-${calls.signinSilent}`, expired: false, expires_in: 600 };
      return state.stored as User;
    },
  } as unknown as UserManager;
  return { manager, calls, state };
}

const user = (token: string, expiresIn: number): Partial<User> => ({
  access_token: token,
  expired: expiresIn <= 0,
  expires_in: expiresIn,
});

describe('renewing the tokens', () => {
  it('renews a token about to expire', async () => {
    const { manager, calls } = fakeManager(user('old', 30));
    expect((await renewTokens(manager))?.access_token).toBe('renewed-1');
    expect(calls.signinSilent).toBe(1);
  });

  it('uses tokens another tab has just renewed instead of renewing again (a refresh token used twice ends the session)', async () => {
    const { manager, calls } = fakeManager(user('old', 30));
    const [first, second] = await Promise.all([renewTokens(manager), renewTokens(manager)]);
    expect(calls.signinSilent).toBe(1);
    expect(first?.access_token).toBe('renewed-1');
    expect(second?.access_token).toBe('renewed-1');
  });

  it('renews a fresh-looking token when it is the one the API refused', async () => {
    const { manager, calls } = fakeManager(user('refused', 500));
    expect((await renewTokens(manager, 'refused'))?.access_token).toBe('renewed-1');
    expect(calls.signinSilent).toBe(1);
    expect((await renewTokens(manager, 'refused'))?.access_token).toBe('renewed-1');
    expect(calls.signinSilent).toBe(1);
  });
});
