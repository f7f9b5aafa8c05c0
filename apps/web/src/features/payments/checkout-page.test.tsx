import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '../../test/render-app';
import { server, testAuthConfig } from '../../test/server';
import { fakeSession } from '../../test/session';

const ID = 'a'.repeat(32);

/** A pending offline checkout of the premium subscription. */
const pendingCheckout = http.get(`*/api/v1/payments/offline/checkout/${ID}`, () =>
  HttpResponse.json({
    id: ID,
    reason: 'Tirr Premium: reportes ilimitados',
    amountArs: 4550,
    payerEmail: 'free@tirr.test',
    status: 'pending',
    backUrl: 'http://localhost:3000/credits',
  }),
);

describe('the offline checkout page', () => {
  it('plays Mercado Pago while payments are offline', async () => {
    server.use(pendingCheckout);
    renderWithSession(fakeSession('free'), { path: `/pagos/checkout/${ID}` });
    expect(await screen.findByRole('button', { name: 'Aprobar pago' })).toBeInTheDocument();
  });

  it("'Aprobar pago' delivers the signed notifications as Mercado Pago would: its headers, no session", async () => {
    document.cookie = 'tirr_at=token-123; Path=/';
    const delivered: Array<{ url: string; auth: string | null; signature: string | null; body: unknown }> = [];
    server.use(
      pendingCheckout,
      http.post(`*/api/v1/payments/offline/checkout/${ID}/decision`, () =>
        HttpResponse.json({
          status: 'approved',
          backUrl: 'http://localhost:3000/credits',
          notifications: [
            {
              url: '/api/v1/payments/mercadopago/webhook?data.id=pre-1&type=subscription_preapproval',
              headers: { 'x-signature': 'ts=1,v1=abc', 'x-request-id': 'req-1' },
              body: { type: 'subscription_preapproval', data: { id: 'pre-1' } },
            },
          ],
        }),
      ),
      http.post('*/api/v1/payments/mercadopago/webhook', async ({ request }) => {
        const url = new URL(request.url);
        delivered.push({
          url: `${url.pathname}${url.search}`,
          auth: request.headers.get('authorization'),
          signature: request.headers.get('x-signature'),
          body: await request.json(),
        });
        return new HttpResponse(null, { status: 200 });
      }),
    );
    renderWithSession(fakeSession('free'), { path: `/pagos/checkout/${ID}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Aprobar pago' }));
    expect(await screen.findByText(/^Pago aprobado\./)).toBeInTheDocument();
    expect(delivered).toEqual([
      {
        url: '/api/v1/payments/mercadopago/webhook?data.id=pre-1&type=subscription_preapproval',
        auth: null,
        signature: 'ts=1,v1=abc',
        body: { type: 'subscription_preapproval', data: { id: 'pre-1' } },
      },
    ]);
  });

  it('does not exist with live payments: the not-found page, and nothing asked of the API', async () => {
    // No handler for the checkout: a request to it would fail the test (unhandled MSW request).
    renderWithSession(fakeSession('free', { config: { ...testAuthConfig, offlineCheckout: false } }), {
      path: `/pagos/checkout/${ID}`,
    });
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Página no encontrada');
    expect(screen.queryByRole('button', { name: 'Aprobar pago' })).not.toBeInTheDocument();
  });
});
