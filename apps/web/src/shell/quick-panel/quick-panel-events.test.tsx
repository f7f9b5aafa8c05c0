import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { QuickPanelData } from '@tirr/contracts';
import { renderWithSession } from '../../test/render-app';
import { server } from '../../test/server';
import { fakeSession } from '../../test/session';
import { eventHref } from './event-link';

const ALERT = {
  id: 7,
  title: 'PEREYRA JUAN CARLOS · CUIT 20-31456782-0',
  detail: 'La situación empeoró de 3 (Riesgo medio) a 4 (Riesgo alto). Período 11/2026 del BCRA.',
  unread: true,
  createdAt: '2026-11-26T12:00:00.000Z',
  target: { taxNumber: '20314567820', section: 'situacion' as const },
};

describe('quick-panel events', () => {
  it.each([
    [{ taxNumber: '20314567820', section: 'situacion' as const }, '/credits/profiles/20314567820#situacion'],
    [{ taxNumber: '30715896342', section: 'cheques' as const }, '/credits/profiles/30715896342#cheques'],
    [{ taxNumber: '20178904567', section: 'score' as const }, '/credits/profiles/20178904567#score'],
    [{ taxNumber: '20178904567', section: null }, '/credits/profiles/20178904567'],
    [null, null],
  ])('an event about %j leads to %s', (target, href) => {
    expect(eventHref({ target })).toBe(href);
  });

  it('an alert links to its report section; opening it marks it read and closes the panel', async () => {
    let data: QuickPanelData = { events: [ALERT], notes: [], unreadEvents: 1 };
    const read: unknown[] = [];
    server.use(
      http.get('*/api/v1/quick-panel/data', () => HttpResponse.json(data)),
      http.post('*/api/v1/quick-panel/events/read', async ({ request }) => {
        read.push(await request.json());
        data = { events: [{ ...ALERT, unread: false }], notes: [], unreadEvents: 0 };
        return HttpResponse.json({ updated: 1 });
      }),
      // The report the link opens stays loading: this test is about the panel.
      http.post('*/api/v1/consultProfiles/create', () => new Promise<never>(() => undefined)),
    );
    const { router } = renderWithSession(fakeSession('premium'), { path: '/assets/simulators' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Panel rápido (1 evento sin leer)' }, { timeout: 30_000 }),
    );
    const panel = await screen.findByRole('dialog', { name: 'Panel rápido' });
    const link = await within(panel).findByRole('link', { name: /PEREYRA JUAN CARLOS/ });
    expect(link).toHaveAttribute('href', '/credits/profiles/20314567820#situacion');
    // Unread until opened: the panel opening alone marks nothing.
    expect(within(link).getByText('Nuevo')).toBeInTheDocument();
    expect(read).toEqual([]);

    await userEvent.click(link);
    await waitFor(() => expect(read).toEqual([{ ids: [7] }]));
    await waitFor(() =>
      expect(router.state.location).toMatchObject({ pathname: '/credits/profiles/20314567820', hash: '#situacion' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Panel rápido' })).toBeNull());
    expect(await screen.findByRole('button', { name: 'Panel rápido' })).toBeInTheDocument();
  }, 60_000);

  it.each([
    ['es', 'La decisión cambió de Aprobar a Observar (versión 3 de tu política). Período 11/2026 del BCRA.'],
    ['en', 'The decision changed from Approve to Watch (version 3 of your policy). BCRA period 11/2026.'],
  ])(
    'a decision the new period changed (worded by the API in %s) opens the report at its top',
    async (language, detail) => {
      await act(() => i18next.changeLanguage(language));
      const languages: (string | null)[] = [];
      // The API words its events in the language the request asks for (docs/domain/credit-policy.md §12).
      const alert = { ...ALERT, id: 8, detail, target: { taxNumber: '20314567820', section: null } };
      server.use(
        http.get('*/api/v1/quick-panel/data', ({ request }) => {
          languages.push(request.headers.get('accept-language'));
          return HttpResponse.json({ events: [alert], notes: [], unreadEvents: 1 } satisfies QuickPanelData);
        }),
      );
      renderWithSession(fakeSession('premium'), { path: '/assets/simulators' });
      await userEvent.click(await screen.findByRole('button', { name: /\(1/ }, { timeout: 30_000 }));
      const link = await screen.findByRole('link', { name: /PEREYRA JUAN CARLOS/ });
      expect(link).toHaveTextContent(detail);
      expect(link).toHaveAttribute('href', '/credits/profiles/20314567820');
      expect(languages.at(-1)).toBe(language);
    },
    60_000,
  );
});
