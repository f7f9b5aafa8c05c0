import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';
import { joinPath, organisationsApi } from './test/organisations-api';

beforeAll(() => import('./join-page'), 30_000);

const TOKEN = 'aBcDeFgHiJkLmNoPqRsTuVwXyZ012345_-abcdefgh';

async function openJoin(path = joinPath(TOKEN), session = fakeSession('free')) {
  const view = renderWithSession(session, { path });
  await screen.findByRole('heading', { level: 1, name: 'Unirte a una organización' }, { timeout: 15_000 });
  return { ...view, session };
}

const refusal = (status: number, code: string) => () =>
  HttpResponse.json({ code, message: 'El texto de la API.' }, { status });

describe('/organisation/join', () => {
  it('accepts the invitation, reloads the session and opens the organisation', async () => {
    const sent = organisationsApi();
    const { router, session } = await openJoin();
    expect(screen.getByText('Aceptás con la cuenta free@tirr.test.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar invitación' }));
    expect(await screen.findByText('Te uniste a «Acme SA».')).toBeInTheDocument();
    expect(sent.accepts).toEqual([TOKEN]);
    expect(session.reloadUser).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisation'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Acme SA' })).toBeInTheDocument();
  }, 60_000);

  it.each([
    [
      404,
      'INVITATION_INVALID',
      'La invitación no existe, venció o ya se usó. Pedile a quien te invitó que te envíe una nueva.',
    ],
    [
      403,
      'INVITATION_OTHER_EMAIL',
      'Esta invitación es para otro correo. Ingresá con la cuenta de ese correo (confirmado) para aceptarla.',
    ],
    [
      409,
      'ALREADY_IN_ORGANISATION',
      'Ya formás parte de una organización. Para sumarte a otra, primero salí de la actual.',
    ],
  ])(
    'a %s %s says so in Spanish and stays on the page',
    async (status, code, text) => {
      organisationsApi({ accept: refusal(status, code) });
      const { router, session } = await openJoin();
      await userEvent.click(screen.getByRole('button', { name: 'Aceptar invitación' }));
      expect(await screen.findByTestId('join-problem')).toHaveTextContent(text);
      // Not the API's own words, and no global 'not found' toast.
      expect(screen.queryByText('El texto de la API.')).not.toBeInTheDocument();
      expect(screen.queryByText('No encontramos la dirección de la API.')).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/organisation/join');
      expect(session.reloadUser).not.toHaveBeenCalled();
      if (code === 'INVITATION_OTHER_EMAIL')
        expect(screen.getByRole('link', { name: 'Ingresar con otra cuenta' })).toHaveAttribute('href', '/logout');
      if (code === 'ALREADY_IN_ORGANISATION')
        expect(screen.getByRole('link', { name: 'Ir a mi organización' })).toHaveAttribute('href', '/organisation');
    },
    60_000,
  );

  it('a link without its code says so and offers nothing to accept', async () => {
    const sent = organisationsApi();
    await openJoin('/organisation/join');
    expect(screen.getByTestId('join-problem')).toHaveTextContent('El enlace no tiene el código de la invitación');
    expect(screen.getByRole('button', { name: 'Aceptar invitación' })).toBeDisabled();
    expect(sent.accepts).toEqual([]);
  });

  it('sends a guest to sign in, to come back to the invitation', async () => {
    const guest = fakeSession(null);
    const { router } = renderWithSession(guest, { path: joinPath(TOKEN) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The login page hands the remembered path to the provider as the place to come back to.
    await waitFor(() => expect(guest.signIn).toHaveBeenCalledWith({ returnTo: joinPath(TOKEN) }));
  });

  it('is not taken over by the first-access welcome: an invited newcomer accepts first', async () => {
    organisationsApi();
    const { router } = await openJoin(joinPath(TOKEN), fakeSession('free', { firstAccessPending: true }));
    expect(router.state.location.pathname).toBe('/organisation/join');
  });
});
