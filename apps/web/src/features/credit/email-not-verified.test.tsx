import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { renderWithSession } from '../../test/render-app';
import { fakeSession, testUser } from '../../test/session';
import { creditReportFixture } from './test/fixtures';

const PATH = '/credits/profiles/30500010912';
const notVerified = () =>
  HttpResponse.json(
    {
      code: 'EMAIL_NOT_VERIFIED',
      message:
        'Confirmá tu correo electrónico para ver reportes de crédito: abrí el enlace que te enviamos o pedí uno nuevo.',
    },
    { status: 403 },
  );
const unverified = () =>
  fakeSession('free', { user: testUser('free', { email: 'lucia@example.com', email_verified: false }) });

// The report chunk (with the charts) is lazy: load it once so the first test does not pay for it.
beforeAll(async () => {
  await import('./report-page');
}, 30_000);

describe('unconfirmed email', () => {
  it('shows the notice with the resend button instead of an error, and the report once confirmed', async () => {
    let confirmed = false;
    const resends: unknown[] = [];
    server.use(
      http.post('*/api/v1/consultProfiles/create', () =>
        confirmed
          ? HttpResponse.json({
              taxNumber: '30500010912',
              alreadyConsulted: false,
              queryLimit: { limit: 3, used: 1, remaining: 2, resetsAt: '2026-12-01T03:00:00.000Z' },
            })
          : notVerified(),
      ),
      http.get('*/api/v1/credit/:taxNumber/report', () => HttpResponse.json(creditReportFixture())),
      http.post('*/api/v1/users/me/verification-email', async ({ request }) => {
        resends.push(await request.json());
        return HttpResponse.json({ sent: true, email: 'lucia@example.com' });
      }),
    );
    const { router } = renderWithSession(unverified(), { path: PATH });
    const panel = await screen.findByTestId('email-not-verified', {}, { timeout: 5000 });
    expect(within(panel).getByRole('heading', { name: 'Confirmá tu correo electrónico' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Abrí el enlace que te enviamos a lucia@example.com (vence en 24 horas).');
    // No toast and no navigation back, as for other failures.
    expect(router.state.location.pathname).toBe(PATH);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Reenviar email de confirmación' }));
    expect(
      await within(panel).findByText('Te enviamos un nuevo enlace a lucia@example.com. Vence en 24 horas.'),
    ).toBeInTheDocument();
    expect(resends).toEqual([{ language: 'es' }]);

    confirmed = true;
    await userEvent.click(within(panel).getByRole('button', { name: 'Ya lo confirmé' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'EMPRESA DEMO S.A.' })).toBeInTheDocument();
  });

  it('says when to ask again if a link was sent a moment ago', async () => {
    server.use(
      http.post('*/api/v1/consultProfiles/create', notVerified),
      http.post('*/api/v1/users/me/verification-email', () =>
        HttpResponse.json(
          { code: 'VERIFICATION_COOLDOWN', message: 'Ya te enviamos un enlace.', details: { retryAfterSeconds: 42 } },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );
    renderWithSession(unverified(), { path: PATH });
    const panel = await screen.findByTestId('email-not-verified', {}, { timeout: 5000 });
    await userEvent.click(within(panel).getByRole('button', { name: 'Reenviar email de confirmación' }));
    expect(
      await within(panel).findByText('Ya te enviamos un enlace hace un momento. Podés pedir otro en 42 segundos.'),
    ).toBeInTheDocument();
  });

  it("tells an unconfirmed user on 'Buscar perfil' before the search; a confirmed one sees no notice", async () => {
    server.use(http.get('*/api/v1/credit/history', () => HttpResponse.json({ items: [] })));
    const first = renderWithSession(unverified(), { path: '/credits/profiles/search' });
    expect(await screen.findByTestId('email-not-verified', {}, { timeout: 5000 })).toHaveTextContent(
      'lucia@example.com',
    );
    first.unmount();
    renderWithSession(fakeSession('free'), { path: '/credits/profiles/search' });
    await screen.findByRole('textbox', { name: 'DNI o CUIL/CUIT' });
    await waitFor(() => expect(screen.queryByTestId('email-not-verified')).not.toBeInTheDocument());
  });
});
