import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../language/languages';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';

describe('language switcher', () => {
  it('switches the interface to English and back, remembering the choice', async () => {
    renderWithSession(fakeSession('free'), { path: '/credits' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Riesgo Crediticio' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');

    await userEvent.click(screen.getByRole('button', { name: 'Idioma' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Credit Risk' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => expect(document.title).toBe('Credit Risk | Tirr'));

    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Riesgo Crediticio' })).toBeInTheDocument();
  });
});

describe('user menu', () => {
  it('shows a signed-in user their card and the logout item', async () => {
    renderWithSession(fakeSession('premium'), { path: '/credits' });
    await userEvent.click(await screen.findByRole('button', { name: 'Menú de usuario' }));
    expect(await screen.findByTestId('user-card')).toHaveTextContent('premium@tirr.test');
    expect(screen.getByTestId('user-card')).toHaveTextContent('Ana premium');
    expect(screen.getByRole('menuitem', { name: 'Cerrar sesión' })).toHaveAttribute('href', '/logout');
    expect(screen.queryByRole('menuitem', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
  });

  it('offers a guest sign-in and registration', async () => {
    renderWithSession(fakeSession(null), { path: '/errors/404' });
    await userEvent.click(await screen.findByRole('button', { name: 'Menú de usuario' }));
    expect(await screen.findByRole('menuitem', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('menuitem', { name: 'Registrarse' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('menuitem', { name: 'Cerrar sesión' })).not.toBeInTheDocument();
  });

  it("shows 'Datos de demostración' when the API runs on demo data", async () => {
    renderWithSession(fakeSession('free'), { path: '/credits' });
    expect(await screen.findByTestId('demo-data-chip')).toHaveTextContent('Datos de demostración');
  });

  it('hides the demo badge when the data is live', async () => {
    const session = fakeSession('free');
    renderWithSession(
      { ...session, config: session.config && { ...session.config, demoData: false } },
      { path: '/credits' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Riesgo Crediticio' })).toBeInTheDocument();
    expect(screen.queryByTestId('demo-data-chip')).not.toBeInTheDocument();
  });
});
