import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Me } from '@tirr/contracts';
import { renderWithSession } from '../../test/render-app';
import { fakeSession, testUser } from '../../test/session';
import { ORG_ID } from './test/organisations-api';

const ANALYST_SCOPES = ['reports', 'portfolio:read', 'portfolio:write', 'batch', 'cheques', 'policy'] as const;
/** What the role's requests would answer 403 to (docs/domain/organisations.md §4). */
const SCOPED = [
  '/credits/profiles/search',
  '/credits/policy',
  '/credits/profiles/batch',
  '/assets/cheques/analysis',
  '/assets/cheques/portfolio',
];

/** A free account in Acme (a premium owner's organisation: it acts as premium) with `role`. */
function member(role: 'analyst' | 'viewer'): Me {
  const scopes = role === 'viewer' ? ['portfolio:read' as const] : [...ANALYST_SCOPES];
  return testUser('premium', { organisation: { id: ORG_ID, name: 'Acme SA', role, scopes } });
}

async function navPaths(user: Me | null, path = '/errors/404') {
  renderWithSession(fakeSession(user ? 'premium' : null, { user }), { path });
  const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

describe('the shell inside an organisation', () => {
  it("hides from a viewer the menu items whose pages would answer 403, keeping Mis Perfiles and 'Organización'", async () => {
    const paths = await navPaths(member('viewer'));
    expect(paths).toEqual(expect.arrayContaining(['/credits/profiles', '/organisation', '/credits']));
    for (const path of SCOPED) expect(paths).not.toContain(path);
  });

  it.each([
    ['an analyst', member('analyst')],
    ['a premium user outside any organisation', testUser('premium')],
  ])('shows %s every item', async (_label, user) => {
    const paths = await navPaths(user);
    for (const path of [...SCOPED, '/credits/profiles']) expect(paths).toContain(path);
  });

  it('turns a viewer away from a page their role cannot use, as from a premium page', async () => {
    const { router } = renderWithSession(fakeSession('premium', { user: member('viewer') }), {
      path: '/credits/policy',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Política de crédito' })).not.toBeInTheDocument();
  });

  it("shows the organisation's name and the role in the user menu, with a link to its page", async () => {
    renderWithSession(fakeSession('premium', { user: member('viewer') }), { path: '/credits' });
    await userEvent.click(await screen.findByRole('button', { name: 'Menú de usuario' }));
    expect(await screen.findByTestId('user-organisation')).toHaveTextContent('Acme SA · Lector');
    expect(screen.getByRole('menuitem', { name: 'Organización' })).toHaveAttribute('href', '/organisation');
  });

  it("offers a free user outside any organisation no 'Organización'", async () => {
    renderWithSession(fakeSession('free'), { path: '/credits' });
    await userEvent.click(await screen.findByRole('button', { name: 'Menú de usuario' }));
    await screen.findByTestId('user-card');
    expect(screen.queryByTestId('user-organisation')).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Organización' })).not.toBeInTheDocument();
  });

  it.each([
    ['a member, once some seconds passed', true, 6_000, 1],
    ['a member, not again within seconds', true, 1_000, 0],
    ['nobody outside an organisation', false, 6_000, 0],
  ])('asks for the user again at the next page: %s', async (_label, inOrganisation, later, reloads) => {
    const session = fakeSession('premium', { user: inOrganisation ? member('viewer') : testUser('premium') });
    const { router } = renderWithSession(session, { path: '/assets/simulators' });
    await screen.findByRole('heading', { level: 1, name: 'Inversión y Financiamiento' });
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + later);
    try {
      await act(() => router.navigate('/assets/simulators/checks'));
      await screen.findByRole('heading', { level: 1, name: /Cheques/ });
      expect(session.reloadUser).toHaveBeenCalledTimes(reloads);
    } finally {
      clock.mockRestore();
    }
  });
});
