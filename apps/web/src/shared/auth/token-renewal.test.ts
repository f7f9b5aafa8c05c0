import { describe, expect, it } from 'vitest';
import type { User, UserManager } from 'oidc-client-ts';
import { renewTokens } from './token-renewal';

/**
 * A provider client whose stored user is `stored`; signinSilent stores a new one once `renewed` settles
 * (at once by default), so a test can hold a renewal in flight while another one asks.
 */
function fakeManager(stored: Partial<User> | null, renewed: Promise<unknown> = Promise.resolve()) {
  const calls = { signinSilent: 0 };
  const state = { stored };
  let started = () => {};
  const renewalStarted = new Promise<void>((resolve) => (started = resolve));
  const manager = {
    getUser: async () => state.stored as User | null,
    signinSilent: async () => {
      calls.signinSilent += 1;
      started();
      await renewed;
      state.stored = { access_token: `renewed-${calls.signinSilent}`, expired: false, expires_in: 600 };
      return state.stored as User;
    },
  } as unknown as UserManager;
  return { manager, calls, state, renewalStarted };
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
    let finishRenewal = () => {};
    const renewed = new Promise<void>((resolve) => (finishRenewal = resolve));
    const { manager, calls, renewalStarted } = fakeManager(user('old', 30), renewed);
    const both = Promise.all([renewTokens(manager), renewTokens(manager)]);
    // The second tab asks while the first one's renewal is still in flight.
    await renewalStarted;
    finishRenewal();
    const [first, second] = await both;
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
