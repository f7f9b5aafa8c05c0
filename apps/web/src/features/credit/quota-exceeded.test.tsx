import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';

const quotaExceeded = () =>
  HttpResponse.json(
    {
      code: 'QUOTA_EXCEEDED',
      message: 'Alcanzaste el límite de 3 reportes por mes.',
      details: {
        limit: 3,
        used: 3,
        priceArs: 4550,
        supportEmail: 'pagos@tirr.test',
        resetsAt: '2026-12-01T03:00:00.000Z',
      },
    },
    { status: 402 },
  );

function availables(requested = false) {
  return http.get('*/api/v1/consultProfiles/getAvailables', () =>
    HttpResponse.json({
      queryLimit: { limit: 3, used: 3, remaining: 0, resetsAt: '2026-12-01T03:00:00.000Z' },
      premiumRequest: { requested, requestedAt: requested ? '2026-11-10T12:00:00.000Z' : null },
      priceArs: 4550,
      supportEmail: 'pagos@tirr.test',
    }),
  );
}

// The report chunk (with the charts) is lazy: load it once so the first test does not pay for it.
beforeAll(async () => {
  await import('./report-page');
}, 30_000);

describe('quota exhausted', () => {
  it('offers the paid subscription, the support mailbox and premium', async () => {
    let premiumRequests = 0;
    server.use(
      http.post('*/api/v1/consultProfiles/create', quotaExceeded),
      availables(),
      http.post('*/api/v1/consultProfiles/createRequestPremium', () => {
        premiumRequests += 1;
        return HttpResponse.json({ premiumRequest: { requested: true, requestedAt: '2026-11-21T10:00:00.000Z' } });
      }),
    );
    const { router } = renderWithSession(fakeSession('free'), { path: '/credits/profiles/30500010912' });
    const panel = await screen.findByTestId('quota-exceeded', {}, { timeout: 5000 });
    expect(panel).toHaveTextContent('Obtené reportes ilimitados con la suscripción paga de ARS 4.550,00 por mes.');
    expect(panel).toHaveTextContent('Se renuevan el 01/12/2026');
    expect(screen.getByRole('link', { name: 'pagos@tirr.test' })).toHaveAttribute('href', 'mailto:pagos@tirr.test');
    expect(screen.getByRole('button', { name: 'Suscribirme' })).toBeEnabled();
    // The quota screen stays: no navigation back.
    expect(router.state.location.pathname).toBe('/credits/profiles/30500010912');

    await userEvent.click(screen.getByRole('button', { name: 'Solicitar premium' }));
    expect(
      await screen.findByText('Recibimos tu solicitud de premium. Te contactaremos a la brevedad.'),
    ).toBeInTheDocument();
    expect(premiumRequests).toBe(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Solicitar premium' })).toBeDisabled());
  });

  it('says when premium was already requested', async () => {
    server.use(http.post('*/api/v1/consultProfiles/create', quotaExceeded), availables(true));
    renderWithSession(fakeSession('free'), { path: '/credits/profiles/30500010912' });
    expect(
      await screen.findByText('Ya solicitaste premium el 10/11/2026. Te contactaremos a la brevedad.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitar premium' })).toBeDisabled();
  });

  it('the subscribe button asks for the checkout and says when it is not available yet', async () => {
    let asked = 0;
    server.use(
      http.post('*/api/v1/consultProfiles/create', quotaExceeded),
      availables(),
      http.post('*/api/v1/subscriptions/checkout', () => {
        asked += 1;
        return HttpResponse.json({ code: 'NOT_FOUND', message: 'Route not found' }, { status: 404 });
      }),
    );
    renderWithSession(fakeSession('free'), { path: '/credits/profiles/30500010912' });
    await userEvent.click(await screen.findByRole('button', { name: 'Suscribirme' }));
    expect(
      await screen.findByText(
        "El pago con tarjeta todavía no está habilitado. Usá 'Solicitar premium' o escribinos a pagos@tirr.test.",
      ),
    ).toBeInTheDocument();
    expect(asked).toBe(1);
  });
});
