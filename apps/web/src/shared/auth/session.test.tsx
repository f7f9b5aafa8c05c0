import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { User } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import type { Me } from '@tirr/contracts';
import { renderFullApp } from '../../test/render-app';
import { server, testAuthConfig } from '../../test/server';
import { testUser } from '../../test/session';
import { ACCESS_TOKEN_COOKIE, readAccessToken, saveAccessToken } from './access-token';
import { upsertBodyFromProfile } from './session';
import { SESSION_SNAPSHOT_KEY, readSessionSnapshot, saveSessionSnapshot } from './session-snapshot';

/** Puts a signed-in OIDC user where oidc-client-ts keeps it (localStorage). */
function storeOidcUser(accessToken = 'access-abc') {
  const user = new User({
    access_token: accessToken,
    id_token: 'id-token',
    token_type: 'Bearer',
    scope: 'openid profile email',
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    profile: {
      sub: 'tirr|7',
      iss: testAuthConfig.domain,
      aud: testAuthConfig.clientId,
      exp: Math.floor(Date.now() / 1000) + 3600,
      iat: Math.floor(Date.now() / 1000),
      name: 'Ana Pérez',
      email: 'ana@tirr.test',
      email_verified: true,
      picture: 'not a url',
    },
  });
  window.localStorage.setItem(`oidc.user:${testAuthConfig.domain}:${testAuthConfig.clientId}`, user.toStorageString());
}

/** A returning user: its token and a snapshot of `saved`; POST /users/me answers `confirmed` once released. */
function returningUser(saved: Me, confirmed: Me): () => void {
  storeOidcUser('access-abc');
  saveAccessToken('access-abc');
  saveSessionSnapshot(saved, testAuthConfig);
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  server.use(
    http.post('*/api/v1/users/me', async () => {
      await answered;
      return HttpResponse.json(confirmed);
    }),
  );
  return () => answer();
}

describe('session', () => {
  it('keeps only valid profile claims for POST /users/me', async () => {
    await expect(
      upsertBodyFromProfile({ sub: 'x', name: 'Ana', email: 'nope', picture: 'https://a.test/p.png', foo: 1 }),
    ).resolves.toEqual({
      name: 'Ana',
      picture: 'https://a.test/p.png',
    });
  });

  it('shows the splash, then a guest shell', async () => {
    renderFullApp({ path: '/errors/404' });
    expect(screen.getByTestId('splash')).toHaveTextContent('Cargando...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Menú de usuario' }));
    expect(await screen.findByRole('menuitem', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByTestId('demo-data-chip')).toBeInTheDocument();
  });

  it('loads the signed-in user: token cookie, Bearer POST /users/me with the profile, user menu', async () => {
    storeOidcUser('access-abc');
    let seen: { auth: string | null; body: unknown } | null = null;
    let calls = 0;
    server.use(
      http.post('*/api/v1/users/me', async ({ request }) => {
        calls += 1;
        seen = { auth: request.headers.get('authorization'), body: await request.json() };
        return HttpResponse.json(testUser('premium', { name: 'Ana Pérez', email: 'ana@tirr.test' }));
      }),
    );
    renderFullApp({ path: '/credits/profiles' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis Perfiles' })).toBeInTheDocument();
    expect(seen).toEqual({
      auth: 'Bearer access-abc',
      body: { name: 'Ana Pérez', email: 'ana@tirr.test', email_verified: true },
    });
    expect(calls).toBe(1);
    expect(readAccessToken()).toBe('access-abc');
    expect(document.cookie).toContain(`${ACCESS_TOKEN_COOKIE}=access-abc`);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Menú de usuario' })).toHaveTextContent('Ana Pérez');
  });

  it('sends a first-time user to /welcome; a card stores firstTimeTutorial and navigates', async () => {
    storeOidcUser();
    let info: unknown = null;
    server.use(
      http.post('*/api/v1/users/me', () => HttpResponse.json(testUser('free', { first_access: true }))),
      http.post('*/api/v1/users/me/info', async ({ request }) => {
        info = await request.json();
        return HttpResponse.json({});
      }),
    );
    const { router } = renderFullApp({ path: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    await userEvent.click(await screen.findByRole('button', { name: /Riesgo Crediticio/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits'));
    expect(info).toEqual({ firstTimeTutorial: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Riesgo Crediticio' })).toBeInTheDocument();
  });

  it('continues as a guest when the API rejects the stored token', async () => {
    storeOidcUser('stale');
    server.use(http.post('*/api/v1/users/me', () => new HttpResponse(null, { status: 401 })));
    renderFullApp({ path: '/errors/404' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Su sesión ha expirado' })).not.toBeInTheDocument();
    expect(readAccessToken()).toBeNull();
  });

  it('offers a retry when the configuration cannot be loaded', async () => {
    server.use(http.get('*/api/v1/auth', () => new HttpResponse(null, { status: 503 }), { once: true }));
    renderFullApp({ path: '/errors/404' });
    expect(await screen.findByRole('heading', { name: 'No pudimos iniciar Tirr' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('keeps the snapshot bound to the token it was stored with', () => {
    saveAccessToken('access-abc');
    saveSessionSnapshot(testUser('free', { first_access: true }), testAuthConfig);
    expect(readSessionSnapshot()).toMatchObject({
      user: { role: 'free', first_access: false },
      config: testAuthConfig,
    });
    saveAccessToken('access-other');
    expect(readSessionSnapshot()).toBeNull();
    window.localStorage.setItem(SESSION_SNAPSHOT_KEY, '{"token":1}');
    expect(readSessionSnapshot()).toBeNull();
  });

  it('shows a returning user the page from the snapshot, then the user POST /users/me confirms', async () => {
    const answer = returningUser(
      testUser('premium', { name: 'Ana Guardada' }),
      testUser('premium', { name: 'Ana Pérez' }),
    );
    renderFullApp({ path: '/credits/profiles' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis Perfiles' })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Menú de usuario' })).toHaveTextContent('Ana Guardada');
    expect(within(banner).getByTestId('demo-data-chip')).toBeInTheDocument();
    answer();
    await waitFor(() =>
      expect(within(banner).getByRole('button', { name: 'Menú de usuario' })).toHaveTextContent('Ana Pérez'),
    );
    expect(readSessionSnapshot()).toMatchObject({ user: { name: 'Ana Pérez' } });
  });

  it('keeps a change made on the snapshot when the start-up user, read before it, arrives', async () => {
    const answer = returningUser(testUser('premium'), testUser('premium'));
    renderFullApp({ path: '/credits/profiles' });
    await userEvent.click(await screen.findByRole('button', { name: 'Configuración' }));
    const panel = await screen.findByRole('dialog', { name: 'Apariencia y diseño' });
    await userEvent.click(within(panel).getByRole('radio', { name: 'Encuadrado (1280 px)' }));
    expect(screen.getByTestId('shell-frame')).toHaveAttribute('data-mode', 'boxed');
    answer();
    await waitFor(() => expect(readSessionSnapshot()?.user.info.settings).toMatchObject({ layout: { mode: 'boxed' } }));
    expect(screen.getByTestId('shell-frame')).toHaveAttribute('data-mode', 'boxed');
  });

  it('drops the snapshot and continues as a guest when the API rejects the token', async () => {
    storeOidcUser('stale');
    saveAccessToken('stale');
    saveSessionSnapshot(testUser('free'), testAuthConfig);
    server.use(http.post('*/api/v1/users/me', () => new HttpResponse(null, { status: 401 })));
    const { router } = renderFullApp({ path: '/credits/profiles' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(SESSION_SNAPSHOT_KEY)).toBeNull();
    expect(readAccessToken()).toBeNull();
  });
});
