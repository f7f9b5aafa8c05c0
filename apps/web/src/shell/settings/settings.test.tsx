import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession } from '../../test/render-app';
import { fakeSession, testUser } from '../../test/session';
import { GUEST_SETTINGS_KEY } from './settings-context';

describe('settings', () => {
  it("saves a signed-in user's theme with the user info", async () => {
    const session = fakeSession('free');
    renderWithSession(session, { path: '/credits' });
    await userEvent.click(await screen.findByRole('button', { name: 'Configuración' }));
    const panel = await screen.findByRole('dialog', { name: 'Apariencia y diseño' });
    await userEvent.click(within(panel).getByRole('radio', { name: 'Océano profundo' }));
    expect(session.updateInfo).toHaveBeenCalledWith({
      settings: expect.objectContaining({
        theme: { main: 'deepOcean', toolbar: 'deepOcean', navbar: 'deepOceanDark', footer: 'deepOceanDark' },
      }),
    });
    expect(window.localStorage.getItem(GUEST_SETTINGS_KEY)).toBeNull();
  });

  it("keeps a guest's changes in this browser only ('Cambiar apariencia')", async () => {
    const session = fakeSession(null);
    renderWithSession(session, { path: '/errors/404' });
    await userEvent.click(await screen.findByRole('button', { name: 'Menú de usuario' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cambiar apariencia' }));
    const panel = await screen.findByRole('dialog', { name: 'Apariencia y diseño' });
    await userEvent.click(within(panel).getByRole('radio', { name: 'Encuadrado (1280 px)' }));
    expect(session.updateInfo).not.toHaveBeenCalled();
    expect(JSON.parse(window.localStorage.getItem(GUEST_SETTINGS_KEY)!).layout.mode).toBe('boxed');
    expect(screen.getByTestId('shell-frame')).toHaveAttribute('data-mode', 'boxed');
  });

  it("applies the user's saved settings over the defaults, ignoring invalid ones", async () => {
    const user = testUser('free', {
      info: { settings: { layout: { mode: 'boxed', navbar: { folded: true } }, menuVariant: 'classic' } },
    });
    renderWithSession(fakeSession('free', { user }), { path: '/credits' });
    expect(await screen.findByTestId('shell-frame')).toHaveAttribute('data-mode', 'boxed');
    expect(screen.getByTestId('navbar')).toHaveAttribute('data-folded', 'true');
    // The original section titles instead of 'Mercado de Créditos'.
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByText('Riesgo Crediticio')).toBeInTheDocument();
    expect(within(nav).queryByText('Mercado de Créditos')).not.toBeInTheDocument();
  });

  it('ignores a corrupt guest value in storage', async () => {
    window.localStorage.setItem(GUEST_SETTINGS_KEY, '{"layout": {"mode": "huge"}}');
    renderWithSession(fakeSession(null), { path: '/errors/404' });
    expect(await screen.findByTestId('shell-frame')).toHaveAttribute('data-mode', 'fullwidth');
  });
});
