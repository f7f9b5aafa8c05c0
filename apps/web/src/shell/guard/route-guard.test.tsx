import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { User, UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_STORAGE_KEY } from '../../shared/routing/redirect-store';
import { renderFullApp, renderWithSession } from '../../test/render-app';
import { server, testAuthConfig } from '../../test/server';
import { fakeSession, testUser } from '../../test/session';
import { decide } from './route-guard';

afterEach(() => vi.restoreAllMocks());

/** The user oidc-client-ts hands back after the provider's redirect, carrying the sign-in's `state`. */
function signedInUser(state: unknown) {
  const now = Math.floor(Date.now() / 1000);
  return new User({
    access_token: 'access-back',
    token_type: 'Bearer',
    scope: 'openid profile email',
    expires_at: now + 600,
    profile: { sub: 'tirr|free', iss: testAuthConfig.domain, aud: testAuthConfig.clientId, exp: now + 600, iat: now },
    userState: state,
  });
}

describe('decide', () => {
  it('sends guests to login and signed-in users to the stored redirect', () => {
    expect(decide('none', [])).toEqual({ allow: true });
    expect(decide('free', [])).toEqual({ allow: false, target: 'login' });
    expect(decide('premium', ['free'])).toEqual({ allow: false, target: 'redirect' });
    expect(decide('premium', ['premium', 'free'])).toEqual({ allow: true });
    expect(decide('signedIn', ['free'])).toEqual({ allow: true });
  });
});

describe('route guard', () => {
  it('sends a guest to /login, remembering the attempted path, and signs in back to it', async () => {
    const session = fakeSession(null);
    const { router } = renderWithSession(session, { path: '/credits/profiles/search?q=1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The login page consumes the remembered path and passes it to the provider redirect as `state`.
    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith({ returnTo: '/credits/profiles/search?q=1' }));
    expect(window.sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBeNull();
  });

  it('remembers the attempted path for a guest and, after signing in, comes back to it', async () => {
    // The real session and pages; only the provider's two redirects are stood in for (oidc-client-ts
    // carries the `state` of the sign-in request to the user the callback gets).
    const signinRedirect = vi.spyOn(UserManager.prototype, 'signinRedirect').mockResolvedValue(undefined);
    const attempted = '/academy/courses?tag=ahorro';
    const guest = renderFullApp({ path: attempted });
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(signinRedirect).toHaveBeenCalledTimes(1));
    const state = signinRedirect.mock.calls[0]![0]!.state;
    expect(state).toBe(attempted);
    guest.unmount();

    vi.spyOn(UserManager.prototype, 'signinRedirectCallback').mockResolvedValue(signedInUser(state));
    server.use(
      http.post('*/api/v1/users/me', () => HttpResponse.json(testUser('free'))),
      http.get('*/api/v1/content/courses', () => HttpResponse.json([])),
      http.get('*/api/v1/content/course-categories', () => HttpResponse.json([])),
      http.get('*/api/v1/content/course-tags', () => HttpResponse.json([])),
      http.get('*/api/v1/courses', () => HttpResponse.json([])),
    );
    const back = renderFullApp({ path: '/callback?code=c&state=s' });
    await waitFor(() =>
      expect(`${back.router.state.location.pathname}${back.router.state.location.search}`).toBe(attempted),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Cursos' })).toBeInTheDocument();
  });

  it('sends a free user away from a premium route to the stored redirect (consumed)', async () => {
    window.sessionStorage.setItem(REDIRECT_STORAGE_KEY, '/assets/simulators/checks');
    const { router } = renderWithSession(fakeSession('free'), { path: '/credits/profiles' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/assets/simulators/checks'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cheques' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBeNull();
  });

  it("sends a free user away from a premium route to '/' when nothing is stored", async () => {
    const { router } = renderWithSession(fakeSession('free'), { path: '/credits/profiles/batch' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
  });

  it('lets a premium user into the portfolio', async () => {
    const { router } = renderWithSession(fakeSession('premium'), { path: '/credits/profiles' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis Perfiles' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/credits/profiles');
  });

  it('keeps admins out of the sysadmin-only errors page but lets sysadmins in', async () => {
    const admin = renderWithSession(fakeSession('admin'), { path: '/system/errors' });
    await waitFor(() => expect(admin.router.state.location.pathname).toBe('/'));
    admin.unmount();
    renderWithSession(fakeSession('sysadmin'), { path: '/system' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Errores' })).toBeInTheDocument();
  });

  it('redirects /academy to /academy/courses', async () => {
    const { router } = renderWithSession(fakeSession('free'), { path: '/academy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cursos' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/academy/courses');
  });

  it('sends a first-time user to /welcome', async () => {
    const session = fakeSession('free', { firstAccessPending: true, user: testUser('free', { first_access: true }) });
    const { router } = renderWithSession(session, { path: '/credits' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(await screen.findByRole('button', { name: /Riesgo Crediticio/ })).toBeInTheDocument();
  });

  it('shows the not-found page with a link home for an unknown path', async () => {
    renderWithSession(fakeSession('free'), { path: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('renders /callback without navbar, toolbar or footer', async () => {
    const session = fakeSession(null, { completeSignIn: () => new Promise(() => undefined) });
    renderWithSession(session, { path: '/callback?code=x&state=y' });
    expect(await screen.findByText('Iniciando sesión...')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows the shell landmarks on a normal page', async () => {
    renderWithSession(fakeSession('free'), { path: '/credits' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Riesgo Crediticio' })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Idioma' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Menú de usuario' })).toBeInTheDocument();
    // The menu's items render right after the first paint (ADR 0099).
    expect(await screen.findByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
