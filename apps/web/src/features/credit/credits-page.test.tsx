import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ACADEMY_FILTER_KEY } from '../../shared/academy/academy-filter';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';

describe('/credits', () => {
  it("shows 'Mis perfiles' only to premium users", async () => {
    renderWithSession(fakeSession('premium'), { path: '/credits' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Mis perfiles' })).toBeInTheDocument();
  });

  it("a free user sees 'Nueva búsqueda' and the courses, and the search opens", async () => {
    const { router } = renderWithSession(fakeSession('free'), { path: '/credits' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Riesgo Crediticio' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Mis perfiles' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('heading', { level: 2, name: 'Nueva búsqueda' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits/profiles/search'));
  });

  it('the courses card sets the academy filter to creditos and finanzas and opens the academy', async () => {
    // The academy consumes (and clears) the preset on arrival, so the write itself is observed.
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const { router } = renderWithSession(fakeSession('free'), { path: '/credits' });
    await userEvent.click(await screen.findByRole('heading', { level: 2, name: 'Cursos sobre créditos y finanzas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/academy/courses'));
    const written = setItem.mock.calls.find(([key]) => key === ACADEMY_FILTER_KEY);
    setItem.mockRestore();
    expect(JSON.parse(written?.[1] ?? 'null')).toEqual({ categories: ['creditos', 'finanzas'], tags: [] });
  });
});
