import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HelpCodeEntry } from '@tirr/contracts';
import { renderWithSession } from '../../test/render-app';
import { server } from '../../test/server';
import { fakeSession, testUser } from '../../test/session';
import { useTutorialRequest } from '../../shared/tour/tutorial-events';
import { HOVER_CLICK_GRACE_MS } from './help-button';

afterEach(() => vi.useRealTimers());

const entry = (code: string, extra: Partial<HelpCodeEntry> = {}): HelpCodeEntry => ({
  code,
  description: `Ayuda de ${code}`,
  courses: [{ id: 'informe-crediticio', title: 'Cómo leer un informe crediticio', target: '' }],
  blog_posts: [{ id: 'b1', title: 'Un post', target: 'https://blog.example/un-post' }],
  ...extra,
});

function helpContent(entries: HelpCodeEntry[]) {
  const calls = { count: 0 };
  server.use(
    http.get('*/api/v1/content/help-codes', () => {
      calls.count += 1;
      return HttpResponse.json(entries);
    }),
  );
  return calls;
}

describe('help panel', () => {
  it('opens on hover with the sections of the route code, toggles on click, and is fetched once', async () => {
    const calls = helpContent([entry('credit_home'), entry('assets_simulators_checks')]);
    const { router } = renderWithSession(fakeSession('free'), { path: '/credits' });
    const button = await screen.findByRole('button', { name: 'Necesitas ayuda?' });
    // The hover-then-click grace runs on a fake clock (Date only; timers stay real).
    vi.useFakeTimers({ toFake: ['Date'] });
    await userEvent.hover(button);
    const panel = await screen.findByTestId('help-panel');
    expect(panel).toHaveTextContent('Descripción');
    expect(panel).toHaveTextContent('Ayuda de credit_home');
    expect(screen.getByRole('link', { name: 'Cómo leer un informe crediticio' })).toHaveAttribute(
      'href',
      '/academy/courses/informe-crediticio',
    );
    expect(screen.getByRole('link', { name: 'Un post' })).toHaveAttribute('href', 'https://blog.example/un-post');
    // No tutorial for credit_home.
    expect(screen.queryByRole('button', { name: 'Abrir tutorial' })).not.toBeInTheDocument();

    // A click within the grace after the hover is the same gesture: the panel stays open.
    vi.advanceTimersByTime(HOVER_CLICK_GRACE_MS);
    await userEvent.click(button);
    expect(screen.getByTestId('help-panel')).toBeInTheDocument();
    // Past it, a click toggles it closed.
    vi.advanceTimersByTime(1);
    await userEvent.click(button);
    await waitFor(() => expect(screen.queryByTestId('help-panel')).not.toBeInTheDocument());
    await userEvent.click(button);
    expect(await screen.findByTestId('help-panel')).toBeInTheDocument();

    // Changing route closes it; a simulator route gets the suffixed code.
    await act(() => router.navigate('/assets/simulators/checks'));
    await waitFor(() => expect(screen.queryByTestId('help-panel')).not.toBeInTheDocument());
    await userEvent.click(await screen.findByRole('button', { name: 'Necesitas ayuda?' }));
    expect(await screen.findByTestId('help-panel')).toHaveTextContent('Ayuda de assets_simulators_checks');
    expect(calls.count).toBe(1);
  });

  it('shows no button when the code has no content', async () => {
    helpContent([entry('credit_home', { description: '', courses: [], blog_posts: [] }), entry('assets_home')]);
    const { router } = renderWithSession(fakeSession('free'), { path: '/assets' });
    // The help content has arrived (a page with content shows the button)…
    expect(await screen.findByRole('button', { name: 'Necesitas ayuda?' })).toBeInTheDocument();
    // …so a page whose entry is empty renders without it at once.
    await act(() => router.navigate('/credits'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Riesgo Crediticio' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Necesitas ayuda?' })).not.toBeInTheDocument();
  });

  it("'Abrir tutorial' closes the panel and asks the page for its tutorial", async () => {
    helpContent([entry('assets_fci_simulator')]);
    const started = vi.fn();
    renderHook(() => useTutorialRequest('assets_fci_simulator', started));
    renderWithSession(fakeSession('free'), { path: '/assets/simulators/fci' });
    // Opened by hovering: a click is a hover and then a click, which closes the panel again when the two are
    // further apart than the grace (a busy machine) — the click toggles, as the first test shows.
    await userEvent.hover(await screen.findByRole('button', { name: 'Necesitas ayuda?' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir tutorial' }));
    expect(started).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('help-panel')).not.toBeInTheDocument());
    expect(await screen.findByTestId('fci-tutorial')).toBeInTheDocument();
  });

  it('marks the button as new on a route the user had not visited', async () => {
    helpContent([entry('credit_home'), entry('assets_home')]);
    const visited = { route: '/credits', lastTime: '2026-01-01T00:00:00.000Z' };
    const user = testUser('free', { info: { routesVisited: [visited] } });
    const { router } = renderWithSession(fakeSession('free', { user }), { path: '/credits' });
    expect(await screen.findByTestId('help-button')).not.toHaveAttribute('data-new');
    await act(() => router.navigate('/assets'));
    await waitFor(() => expect(screen.getByTestId('help-button')).toHaveAttribute('data-new', 'true'));
  });
});
