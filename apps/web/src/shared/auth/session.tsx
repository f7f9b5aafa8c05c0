import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User, UserManager } from 'oidc-client-ts';
import type { Permission } from '@tirr/domain';
import type { AuthConfig, Me, UpdateUserInfoBody, UpsertMeBody } from '@tirr/contracts';
import { api } from '../api/client';
import { contractSchema, loadContracts } from '../api/contract-schema';
import { isApiError } from '../api/api-error';
import { isSafeRedirect } from '../routing/redirect-store';
import { clearAccessToken, readAccessToken, saveAccessToken, setAccessTokenRenewal } from './access-token';
import { clearSessionSnapshot, readSessionSnapshot, saveSessionSnapshot } from './session-snapshot';
import { renewTokens } from './token-renewal';
import { authorizeParams, createUserManager, loadOidc } from './user-manager';

/**
 * The session (docs/product.md §4, docs/architecture.md §4): the provider configuration from GET /auth, the signed-in user
 * from POST /users/me (guests: none, permissions []) and the sign-in/out actions. Lives in shared/ so the
 * shell (guard, user menu) and features (auth pages, welcome) can both use it.
 */
export interface SignInOptions {
  /** Where to go after signing in (kept in the OIDC `state`). Default '/'. */
  returnTo?: string;
  /** Open the provider's registration screen instead of the sign-in screen. */
  register?: boolean;
}

export interface Session {
  status: 'loading' | 'ready' | 'error';
  error: unknown;
  config: AuthConfig | null;
  user: Me | null;
  permissions: readonly Permission[];
  /** True while logging out (the provider redirect is under way). */
  signingOut: boolean;
  /** The user just signed in for the first time and has not seen /welcome yet. */
  firstAccessPending: boolean;
  signIn(options?: SignInOptions): Promise<void>;
  /** Finishes the provider redirect (on /callback); resolves to the path to go to. */
  completeSignIn(): Promise<string>;
  signOut(): Promise<void>;
  /** Stores part of the user's info (POST /users/me/info); failures are only logged (docs/product.md §7). */
  updateInfo(info: UpdateUserInfoBody): Promise<void>;
  acknowledgeFirstAccess(): void;
  /**
   * Asks POST /users/me again and shows the answer (e.g. after joining or leaving an organisation, which changes the
   * user's role, permissions and `organisation`; docs/domain/organisations.md §5). Failures are only logged.
   */
  reloadUser(): Promise<void>;
  retry(): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

interface State {
  status: Session['status'];
  error: unknown;
  config: AuthConfig | null;
  user: Me | null;
  signingOut: boolean;
  firstAccessPending: boolean;
}

const initialState: State = {
  status: 'loading',
  error: null,
  config: null,
  user: null,
  signingOut: false,
  firstAccessPending: false,
};

/**
 * The first state: a returning user whose token is still in the cookie starts from the stored snapshot
 * (ready at once, confirmed by the bootstrap); everyone else waits for the bootstrap (the splash).
 */
function startState(): State {
  const snapshot = readSessionSnapshot();
  return snapshot ? { ...initialState, status: 'ready', user: snapshot.user, config: snapshot.config } : initialState;
}

/** The same value as shown (compared as JSON): keeping the shown object spares the app a re-render. */
function sameJson<T>(shown: T | null, confirmed: T | null): boolean {
  return shown !== null && confirmed !== null && JSON.stringify(shown) === JSON.stringify(confirmed);
}

let firstPagePainted: () => void = () => undefined;
const pagePainted = new Promise<void>((resolve) => {
  firstPagePainted = resolve;
});

/**
 * Called by the shell once the first page has painted. While a snapshot is shown, the session is
 * confirmed only after that, so the provider client and the schema library load behind the first paint
 * instead of ahead of it (at most SNAPSHOT_CHECK_DELAY_MS later without the call).
 */
export function markFirstPagePainted(): void {
  firstPagePainted();
}

const SNAPSHOT_CHECK_DELAY_MS = 1000;

function afterFirstPage(): Promise<void> {
  return Promise.race([pagePainted, new Promise<void>((resolve) => setTimeout(resolve, SNAPSHOT_CHECK_DELAY_MS))]);
}

/** The id-token/userinfo claims POST /users/me accepts; invalid or missing ones are left out. */
export async function upsertBodyFromProfile(profile: Record<string, unknown>): Promise<UpsertMeBody> {
  const { upsertMeBody } = await loadContracts('users');
  const body: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(upsertMeBody.shape)) {
    const parsed = schema.safeParse(profile[key]);
    if (parsed.success && parsed.data !== undefined) body[key] = parsed.data;
  }
  return body as UpsertMeBody;
}

function rememberToken(user: User): void {
  if (user.expired) clearAccessToken();
  else saveAccessToken(user.access_token, user.expires_at ? new Date(user.expires_at * 1000) : undefined);
}

async function fetchMe(user: User): Promise<Me> {
  rememberToken(user);
  return api.post('/users/me', await upsertBodyFromProfile(user.profile as Record<string, unknown>), {
    schema: contractSchema('users', (c) => c.me),
    globalErrors: false,
  });
}

interface Bootstrap {
  config: AuthConfig;
  manager: UserManager;
  user: Me | null;
}

async function bootstrap(language: string): Promise<Bootstrap> {
  const oidc = loadOidc();
  const config = await api.get('/auth', { schema: contractSchema('auth', (c) => c.authConfig), globalErrors: false });
  await oidc;
  const manager = await createUserManager(config, language);
  let oidcUser = await manager.getUser();
  if (oidcUser?.expired) {
    oidcUser = oidcUser.refresh_token ? await renewTokens(manager).catch(() => null) : null;
    if (!oidcUser) await manager.removeUser();
  }
  if (!oidcUser) {
    clearAccessToken();
    return { config, manager, user: null };
  }
  try {
    return { config, manager, user: await fetchMe(oidcUser) };
  } catch (error) {
    // A token the API no longer accepts (expired, revoked, other issuer): continue as a guest.
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      await manager.removeUser();
      clearAccessToken();
      return { config, manager, user: null };
    }
    throw error;
  }
}

/** `signinRedirectCallback` may run once per URL (StrictMode runs effects twice). */
const callbacks = new Map<string, Promise<{ user: User; me: Me }>>();

export interface SessionProviderProps {
  children: ReactNode;
  /** Shown until the session is known (the splash). */
  fallback: ReactNode;
  /** Shown when the configuration or user cannot be loaded. */
  renderError: (error: unknown, retry: () => void) => ReactNode;
}

export function SessionProvider({ children, fallback, renderError }: SessionProviderProps) {
  const { i18n } = useTranslation();
  const [state, setState] = useState<State>(startState);
  const startedFromSnapshot = useRef(state.status === 'ready');
  const [attempt, setAttempt] = useState(0);
  const [manager, setManager] = useState<UserManager | null>(null);
  const loading = useRef<{ attempt: number; promise: Promise<Bootstrap> } | null>(null);
  // The language only seeds the provider's screens; changing it later must not re-apply the start-up
  // result (that would put back the user as loaded at start-up, undoing later changes to its info).
  const startLanguage = useRef(i18n.language);
  // Info the user changed while the start-up user was still being confirmed (a returning user works on the
  // snapshot meanwhile): the confirmed user was read before those changes, so they are applied on top of it.
  const unconfirmedInfo = useRef<{ attempt: number; info: UpdateUserInfoBody } | null>(null);
  const confirmedAttempt = useRef<number | null>(null);

  useEffect(() => {
    let active = true;
    if (loading.current?.attempt !== attempt) {
      const language = startLanguage.current;
      const promise =
        attempt === 0 && startedFromSnapshot.current
          ? afterFirstPage().then(() => bootstrap(language))
          : bootstrap(language);
      loading.current = { attempt, promise };
    }
    loading.current.promise.then(
      ({ config, manager: userManager, user }) => {
        if (!active) return;
        setManager(userManager);
        const changed = unconfirmedInfo.current?.attempt === attempt ? unconfirmedInfo.current.info : null;
        unconfirmedInfo.current = null;
        confirmedAttempt.current = attempt;
        const confirmed = user && changed ? { ...user, info: { ...user.info, ...changed } } : user;
        // Replaces the snapshot (if one was shown) with the confirmed user, or with a guest.
        setState((s) => ({
          ...initialState,
          status: 'ready',
          config: sameJson(s.config, config) ? s.config : config,
          user: sameJson(s.user, confirmed) ? s.user : confirmed,
          firstAccessPending: user?.first_access ?? false,
          signingOut: s.signingOut,
        }));
      },
      (error: unknown) => {
        if (active) setState({ ...initialState, status: 'error', error });
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  // The snapshot follows the user (loaded, changed, signed out) once the bootstrap has confirmed it.
  const currentUser = useRef<{ user: Me | null; config: AuthConfig | null }>({ user: null, config: null });
  useEffect(() => {
    currentUser.current = { user: state.user, config: state.config };
    if (!manager || state.status !== 'ready') return;
    if (state.user) saveSessionSnapshot(state.user, state.config);
    else clearSessionSnapshot();
  }, [manager, state.status, state.user, state.config]);

  // Keep the cookie in step with the token: renewed (userLoaded), dropped (unloaded, expired).
  useEffect(() => {
    if (!manager) return;
    const onLoaded = (user: User) => {
      rememberToken(user);
      const { user: shown, config } = currentUser.current;
      if (shown) saveSessionSnapshot(shown, config);
    };
    const onGone = () => clearAccessToken();
    // Access tokens live ten minutes (ADR 0110): renewed a minute before they expire.
    const onExpiring = () => {
      renewTokens(manager).then(
        (renewed) => renewed && rememberToken(renewed),
        (error: unknown) => console.warn('Token renewal failed', error),
      );
    };
    manager.events.addUserLoaded(onLoaded);
    manager.events.addUserUnloaded(onGone);
    manager.events.addAccessTokenExpired(onGone);
    manager.events.addAccessTokenExpiring(onExpiring);
    return () => {
      manager.events.removeAccessTokenExpiring(onExpiring);
      manager.events.removeUserLoaded(onLoaded);
      manager.events.removeUserUnloaded(onGone);
      manager.events.removeAccessTokenExpired(onGone);
    };
  }, [manager]);

  // While someone is signed in, an access token the API refuses is renewed with the refresh token (the
  // API client asks on a 401; access tokens live ten minutes, ADR 0110).
  const signedIn = state.user !== null;
  useEffect(() => {
    if (!manager || !signedIn) return;
    setAccessTokenRenewal(async () => {
      const renewed = await renewTokens(manager, readAccessToken());
      if (!renewed || renewed.expired) return null;
      rememberToken(renewed);
      return renewed.access_token;
    });
    return () => setAccessTokenRenewal(null);
  }, [manager, signedIn]);

  /** The provider client; while a snapshot is shown it comes with the bootstrap. */
  const requireBootstrap = useCallback(async (): Promise<{ config: AuthConfig; manager: UserManager }> => {
    const pending = loading.current?.promise;
    if (!pending) throw new Error('The session is not ready');
    return pending;
  }, []);

  const signIn = useCallback(
    async ({ returnTo = '/', register = false }: SignInOptions = {}) => {
      const { manager: userManager, config } = await requireBootstrap();
      const extraQueryParams: Record<string, string> = authorizeParams(config, i18n.language);
      // The built-in provider reads `screen`; Auth0-style providers read `screen_hint`.
      if (register) Object.assign(extraQueryParams, { screen: 'signup', screen_hint: 'signup' });
      await userManager.signinRedirect({ state: isSafeRedirect(returnTo) ? returnTo : '/', extraQueryParams });
    },
    [requireBootstrap, i18n],
  );

  const completeSignIn = useCallback(async () => {
    const { manager: userManager } = await requireBootstrap();
    const url = window.location.href;
    let pending = callbacks.get(url);
    if (!pending) {
      pending = userManager.signinRedirectCallback(url).then(async (user) => ({ user, me: await fetchMe(user) }));
      callbacks.set(url, pending);
    }
    const { user, me } = await pending;
    setState((s) => ({ ...s, user: me, signingOut: false, firstAccessPending: me.first_access }));
    return typeof user.state === 'string' && isSafeRedirect(user.state) ? user.state : '/';
  }, [requireBootstrap]);

  const signOut = useCallback(async () => {
    setState((s) => ({ ...s, signingOut: true }));
    const { manager: userManager } = await requireBootstrap();
    const oidcUser = await userManager.getUser().catch(() => null);
    setAccessTokenRenewal(null);
    // The API ends the session: the grant's refresh token is revoked and its access tokens refused at once
    // (ADR 0110); the provider's end-session below ends its own session (and the grant, if still there).
    await api.get('/users/me/logout', { globalErrors: false }).catch(() => undefined);
    clearAccessToken();
    setState((s) => ({ ...s, user: null, firstAccessPending: false }));
    try {
      await userManager.signoutRedirect(oidcUser?.id_token ? { id_token_hint: oidcUser.id_token } : {});
    } catch (error) {
      console.warn('Provider logout failed', error);
      await userManager.removeUser().catch(() => undefined);
      setState((s) => ({ ...s, signingOut: false }));
    }
  }, [requireBootstrap]);

  const updateInfo = useCallback(async (info: UpdateUserInfoBody) => {
    const body = (await loadContracts('users')).updateUserInfoBody.parse(info);
    const pending = loading.current;
    if (pending && confirmedAttempt.current !== pending.attempt) {
      const before = unconfirmedInfo.current?.attempt === pending.attempt ? unconfirmedInfo.current.info : {};
      unconfirmedInfo.current = { attempt: pending.attempt, info: { ...before, ...body } };
    }
    setState((s) => (s.user ? { ...s, user: { ...s.user, info: { ...s.user.info, ...body } } } : s));
    try {
      await api.post('/users/me/info', body, { globalErrors: false });
    } catch (error) {
      console.warn('Could not store the user info', error);
    }
  }, []);

  const acknowledgeFirstAccess = useCallback(() => {
    setState((s) => (s.firstAccessPending ? { ...s, firstAccessPending: false } : s));
  }, []);

  const reloadUser = useCallback(async () => {
    try {
      const { manager: userManager } = await requireBootstrap();
      const oidcUser = await userManager.getUser();
      if (!oidcUser) return;
      const me = await fetchMe(oidcUser);
      setState((s) => (s.user ? { ...s, user: sameJson(s.user, me) ? s.user : me } : s));
    } catch (error) {
      console.warn('Could not reload the user', error);
    }
  }, [requireBootstrap]);

  const retry = useCallback(() => {
    setState(initialState);
    setAttempt((n) => n + 1);
  }, []);

  const value = useMemo<Session>(
    () => ({
      ...state,
      permissions: state.user?.permissions ?? [],
      signIn,
      completeSignIn,
      signOut,
      updateInfo,
      acknowledgeFirstAccess,
      reloadUser,
      retry,
    }),
    [state, signIn, completeSignIn, signOut, updateInfo, acknowledgeFirstAccess, reloadUser, retry],
  );

  if (state.status === 'loading') return <>{fallback}</>;
  if (state.status === 'error') return <>{renderError(state.error, retry)}</>;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
