import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '../../test/render-app';
import { server, testAuthConfig } from '../../test/server';
import { fakeSession } from '../../test/session';

const ID = 'a'.repeat(32);

describe('the offline checkout page', () => {
  it('plays Mercado Pago while payments are offline', async () => {
    server.use(
      http.get(`*/api/v1/payments/offline/checkout/${ID}`, () =>
        HttpResponse.json({
          id: ID,
          reason: 'Tirr Premium: reportes ilimitados',
          amountArs: 4550,
          payerEmail: 'free@tirr.test',
          status: 'pending',
          backUrl: 'http://localhost:3000/credits',
        }),
      ),
    );
    renderWithSession(fakeSession('free'), { path: `/pagos/checkout/${ID}` });
    expect(await screen.findByRole('button', { name: 'Aprobar pago' })).toBeInTheDocument();
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
