import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SystemOrganisation } from '@tirr/contracts';
import { renderWithSession } from '../../test/render-app';
import { server } from '../../test/server';
import { fakeSession } from '../../test/session';

const acme: SystemOrganisation = {
  id: '4b0e8d52-1f3a-4c6b-9d7e-2a5c8e1f0b3d',
  name: 'Acme SA',
  ownerEmail: 'dueña@acme.com',
  createdAt: '2026-11-20T13:00:00.000Z',
  members: [
    {
      userId: '11111111-1111-4111-8111-111111111111',
      email: 'dueña@acme.com',
      name: 'Ana Dueña',
      role: 'owner',
      joinedAt: '2026-11-20T13:00:00.000Z',
      consultsThisMonth: 12,
    },
    {
      userId: '22222222-2222-4222-8222-222222222222',
      email: 'lucia@acme.com',
      name: 'Lucía Pérez',
      role: 'viewer',
      joinedAt: '2026-11-22T18:00:00.000Z',
      consultsThisMonth: 3,
    },
  ],
  pendingInvitations: 2,
  consultsThisMonth: 15,
};

function open(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  server.use(http.get('*/api/v1/system/organisations', () => HttpResponse.json({ items: [acme] })));
  renderWithSession(fakeSession('sysadmin'), { path: '/system/organisations' });
}

describe('/system/organisations', () => {
  it.each([1024, 360])(
    'at %i px lists each organisation (owner, members, open invitations, consults) and opens its members',
    async (width) => {
      open(width);
      const row = await screen.findByTestId('system-organisation', {}, { timeout: 15_000 });
      expect(screen.getByRole('heading', { level: 1, name: 'Organizaciones' })).toBeInTheDocument();
      for (const text of ['Acme SA', 'dueña@acme.com', '2', '15', '20/11/2026']) expect(row).toHaveTextContent(text);
      if (width < 600) {
        expect(row).toHaveTextContent('Invitaciones abiertas');
        expect(row.tagName).toBe('LI');
      }
      expect(screen.queryByTestId('system-member-row')).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Ver los miembros de Acme SA' }));
      const members = await screen.findAllByTestId('system-member-row');
      expect(members).toHaveLength(2);
      const lucia = members.find((m) => m.dataset.email === 'lucia@acme.com')!;
      for (const text of ['Lucía Pérez', 'Lector', '22/11/2026', '3']) expect(lucia).toHaveTextContent(text);
      expect(within(members[0]!).getByText('Propietario')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Ocultar los miembros de Acme SA' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    },
    60_000,
  );

  it('says when there are none, and is in the System menu', async () => {
    server.use(http.get('*/api/v1/system/organisations', () => HttpResponse.json({ items: [] })));
    renderWithSession(fakeSession('sysadmin'), { path: '/system/organisations' });
    expect(await screen.findByText('Todavía no hay organizaciones.', {}, { timeout: 15_000 })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByRole('link', { name: 'Organizaciones' })).toHaveAttribute('href', '/system/organisations');
  }, 60_000);

  it('shows a bar while loading, not an empty box', async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/v1/system/organisations', async () => {
        await held;
        return HttpResponse.json({ items: [] });
      }),
    );
    renderWithSession(fakeSession('sysadmin'), { path: '/system/organisations' });
    expect(await screen.findByRole('progressbar', { name: 'Cargando' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('Todavía no hay organizaciones.')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText('Todavía no hay organizaciones.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  }, 60_000);

  it('turns an admin away', async () => {
    const { router } = renderWithSession(fakeSession('admin'), { path: '/system/organisations' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Organizaciones' })).not.toBeInTheDocument();
  });
});
