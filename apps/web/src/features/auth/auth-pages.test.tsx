import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { REDIRECT_STORAGE_KEY } from '../../shared/routing/redirect-store';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';

describe('auth pages', () => {
  it('/login starts the provider redirect back to the remembered path', async () => {
    window.sessionStorage.setItem(REDIRECT_STORAGE_KEY, '/credits');
    const session = fakeSession(null);
    renderWithSession(session, { path: '/login' });
    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith({ returnTo: '/credits' }));
    expect(session.signIn).toHaveBeenCalledTimes(1);
  });

  it('/loginv2 defaults to / and never returns to an auth page', async () => {
    window.sessionStorage.setItem(REDIRECT_STORAGE_KEY, '/logout');
    const session = fakeSession(null);
    renderWithSession(session, { path: '/loginv2' });
    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith({ returnTo: '/' }));
  });

  it('/register opens the provider registration', async () => {
    const session = fakeSession(null);
    renderWithSession(session, { path: '/register' });
    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith({ register: true }));
  });

  it('/callback goes to the path the sign-in started from', async () => {
    const session = fakeSession('free', { completeSignIn: vi.fn(() => Promise.resolve('/assets/simulators')) });
    const { router } = renderWithSession(session, { path: '/callback?code=c&state=s' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/assets/simulators'));
  });

  it("/callback shows 'Oops...' and the provider's message on error", async () => {
    const session = fakeSession(null, {
      completeSignIn: vi.fn(() => Promise.reject(new Error('access_denied: el usuario canceló'))),
    });
    renderWithSession(session, { path: '/callback?error=access_denied' });
    expect(await screen.findByTestId('auth-error')).toHaveTextContent('Oops... access_denied: el usuario canceló');
    expect(screen.getByRole('link', { name: 'Intentar nuevamente' })).toHaveAttribute('href', '/login');
  });

  it('/logout signs a signed-in user out', async () => {
    const session = fakeSession('free');
    renderWithSession(session, { path: '/logout' });
    await waitFor(() => expect(session.signOut).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Cerrando sesión...')).toBeInTheDocument();
  });

  it('/logout sends a guest to /login', async () => {
    const session = fakeSession(null);
    const { router } = renderWithSession(session, { path: '/logout' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(session.signOut).not.toHaveBeenCalled();
  });
});
