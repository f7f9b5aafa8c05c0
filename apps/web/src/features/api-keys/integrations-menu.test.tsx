import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@tirr/domain';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';

/** The side menu's 'Integraciones' section (its title and its items' names), as `role` sees it. */
async function integrations(role: Role) {
  renderWithSession(fakeSession(role), { path: '/errors/404' });
  const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
  const section = within(nav).queryByRole('list', { name: 'Integraciones' });
  return section
    ? within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
    : null;
}

describe("the 'Integraciones' menu section", () => {
  it("holds 'Primeros pasos con la API', 'Claves de API' and 'Webhooks' for premium users", async () => {
    expect(await integrations('premium')).toEqual([
      '/integrations/api',
      '/integrations/api-keys',
      '/integrations/webhooks',
    ]);
  });

  it('is not shown to free users', async () => {
    expect(await integrations('free')).toBeNull();
  });

  it('is found by the menu search, the section title included', async () => {
    renderWithSession(fakeSession('premium'), { path: '/errors/404' });
    await userEvent.click(await screen.findByRole('button', { name: 'Buscar en el menú' }));
    await userEvent.type(await screen.findByRole('combobox', { name: 'Buscar en el menú' }), 'integraciones');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Primeros pasos con la API'),
      expect.stringContaining('Claves de API'),
      expect.stringContaining('Webhooks'),
    ]);
  });
});
