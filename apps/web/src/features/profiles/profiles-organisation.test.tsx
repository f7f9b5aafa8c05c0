import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '@tirr/contracts';
import { server } from '../../test/server';
import { renderWithSession } from '../../test/render-app';
import { fakeSession, testUser } from '../../test/session';
import { portfolioServer, profile } from './test/portfolio-server';

beforeAll(() => import('./profiles-page'), 30_000);

/**
 * A free account in a premium owner's organisation (it acts as premium) with `role`: a viewer only reads the
 * portfolio (docs/domain/organisations.md §4).
 */
function member(role: 'analyst' | 'viewer'): Me {
  const scopes =
    role === 'viewer'
      ? ['portfolio:read' as const]
      : (['reports', 'portfolio:read', 'portfolio:write', 'batch', 'cheques', 'policy'] as const);
  return testUser('premium', {
    organisation: { id: '4b0e8d52-1f3a-4c6b-9d7e-2a5c8e1f0b3d', name: 'Acme SA', role, scopes: [...scopes] },
  });
}

describe('Mis Perfiles inside an organisation', () => {
  it.each([360, 1024])(
    'at %i px a viewer reads the portfolio without add, balance, edit or remove, and no report links',
    async (width) => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
      server.use(...portfolioServer([profile(1), profile(2)]));
      renderWithSession(fakeSession('premium', { user: member('viewer') }), { path: '/credits/profiles' });
      const row = await screen.findByTestId(`profile-row-${profile(1).taxNumber}`, {}, { timeout: 15_000 });
      expect(row).toHaveTextContent('PERSONA 01');
      expect(within(row).getByRole('link', { name: /^Score de balance de/ })).toBeInTheDocument();
      expect(within(row).queryByRole('link', { name: /Ver reporte|Cargar balance/ })).not.toBeInTheDocument();
      expect(within(row).queryByRole('button')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Agregar perfil' })).not.toBeInTheDocument();
      // Reading stays: the export.
      expect(screen.getByRole('button', { name: /CSV/ })).toBeEnabled();
    },
    60_000,
  );

  it('an analyst gets every button', async () => {
    server.use(...portfolioServer([profile(1)]));
    renderWithSession(fakeSession('premium', { user: member('analyst') }), { path: '/credits/profiles' });
    const row = await screen.findByTestId(`profile-row-${profile(1).taxNumber}`, {}, { timeout: 15_000 });
    expect(within(row).getByRole('link', { name: 'Ver reporte de PERSONA 01' })).toBeInTheDocument();
    expect(within(row).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Agregar perfil' })).toBeInTheDocument();
  }, 60_000);
});
