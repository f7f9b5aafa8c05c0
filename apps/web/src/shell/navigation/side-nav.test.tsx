import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Role } from '@tirr/domain';
import { FEATURES } from '../../app/features';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';
import { collectNavItems, buildNav } from './nav-model';

async function navLabels(role: Role | null, path = '/errors/404') {
  renderWithSession(fakeSession(role), { path });
  const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('nav model', () => {
  const items = collectNavItems(FEATURES.flatMap((f) => f.routes));

  it('collects the nav entries with their full paths', () => {
    const paths = items.map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/credits',
        '/credits/profiles/search',
        '/credits/profiles',
        '/assets/simulators/fci',
      ]),
    );
    expect(items.find((i) => i.path === '/assets/simulators/pagares')?.entry.badge).toBe('new');
  });

  it('hides the system section from premium users and shows it to admins', () => {
    expect(buildNav(items, ['premium', 'free']).map((g) => g.section)).not.toContain('system');
    const system = buildNav(items, ['admin', 'premium', 'free']).find((g) => g.section === 'system');
    expect(system?.items.map((i) => i.path)).toEqual([
      '/system/users',
      '/system/blacklist',
      '/system/reportes',
      '/system/supuestos-cheques',
    ]);
  });
});

describe('side navigation', () => {
  it('shows guests only the open items (search, simulators)', async () => {
    const labels = await navLabels(null);
    expect(labels).toEqual(
      expect.arrayContaining(['Buscar perfil', 'Simuladores', 'Cheques', 'Fondos Comunes de Inversión']),
    );
    expect(labels.join('|')).not.toMatch(/Inicio|Mis Perfiles|Usuarios|Errores|Cursos/);
  });

  it('hides premium and admin items from a free user', async () => {
    const labels = await navLabels('free');
    expect(labels).toEqual(expect.arrayContaining(['Inicio', 'Riesgo Crediticio', 'Buscar perfil', 'Cursos']));
    expect(labels).not.toContain('Mis Perfiles');
    expect(labels).not.toContain('Consulta masiva');
    expect(labels).not.toContain('Usuarios');
    expect(screen.queryByText('Sistema')).not.toBeInTheDocument();
  });

  it('shows the portfolio to premium users but not the system section', async () => {
    const labels = await navLabels('premium');
    expect(labels).toEqual(expect.arrayContaining(['Mis Perfiles', 'Consulta masiva']));
    expect(labels).not.toContain('Usuarios');
  });

  it("shows admins the system section without the sysadmin's 'Errores'", async () => {
    const labels = await navLabels('admin');
    expect(labels).toEqual(expect.arrayContaining(['Usuarios', 'Bloqueo de cuits', 'Reportes']));
    expect(labels).not.toContain('Errores');
    expect(labels).not.toContain('Correos');
    expect(screen.getByText('Sistema')).toBeInTheDocument();
  });

  it("shows sysadmins 'Errores' and the outbox ('Correos')", async () => {
    expect(await navLabels('sysadmin')).toEqual(expect.arrayContaining(['Errores', 'Correos']));
  });

  it("marks the 'Nuevo' badge and the current page", async () => {
    renderWithSession(fakeSession('free'), { path: '/assets/simulators/pagares' });
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current).toHaveAttribute('href', '/assets/simulators/pagares');
    expect(within(current).getByText('Nuevo')).toBeInTheDocument();
  });

  it('opens as a drawer from the menu button on small screens', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 360 });
    renderWithSession(fakeSession('free'), { path: '/credits' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Riesgo Crediticio' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Cursos' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cursos' })).toBeInTheDocument();
  });
});

describe('menu search', () => {
  async function searchFor(text: string, label: string) {
    renderWithSession(fakeSession('free'), { path: '/errors/404' });
    await userEvent.click(await screen.findByRole('button', { name: label }));
    await userEvent.type(await screen.findByRole('combobox', { name: label }), text);
  }

  it("says 'Sin resultados' in Spanish (docs/domain/texts.md)", async () => {
    await searchFor('zzz', 'Buscar en el menú');
    expect(await screen.findByText('Sin resultados', { exact: true })).toBeInTheDocument();
    expect(screen.queryByText('No results..')).toBeNull();
  });

  it("says the spec's 'No results..' verbatim in English", async () => {
    await act(() => i18next.changeLanguage('en'));
    try {
      await searchFor('zzz', 'Search the menu');
      expect(await screen.findByText('No results..', { exact: true })).toBeInTheDocument();
    } finally {
      await act(() => i18next.changeLanguage('es'));
    }
  });
});
