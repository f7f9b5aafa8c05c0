import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithSession } from '../../test/render-app';
import { fakeSession, testUser } from '../../test/session';
import {
  ANALYST_ID,
  invitation,
  ORG_ID,
  ORGANISATION_PATH,
  organisationFixture,
  organisationsApi,
} from './test/organisations-api';

beforeAll(() => import('./organisation-page'), 30_000);

async function openPage(session = fakeSession('premium')) {
  const view = renderWithSession(session, { path: ORGANISATION_PATH });
  await screen.findByRole('heading', { level: 1, name: 'Organización' }, { timeout: 15_000 });
  return { ...view, session };
}

const memberRow = (email: string) =>
  waitFor(() => {
    const found = screen.getAllByTestId('member-row').find((r) => r.dataset.email === email);
    if (!found) throw new Error(`no member ${email}`);
    return found;
  });

describe("'Organización'", () => {
  it('a premium user without one creates it, told that their portfolio, policy, batches and cheque portfolios become its', async () => {
    const user = userEvent.setup();
    const sent = organisationsApi();
    const { session } = await openPage();
    const create = await screen.findByRole('form', { name: 'Crear una organización' });
    expect(create).toHaveTextContent(
      /cartera de Mis Perfiles de tu cuenta, tu política de crédito, tus consultas masivas y tus carteras de cheques pasan a ser de la organización/,
    );

    await user.click(within(create).getByRole('button', { name: 'Crear organización' }));
    expect(await screen.findByText('Escribí el nombre de la organización.')).toBeInTheDocument();
    expect(sent.creates).toEqual([]);

    await user.type(within(create).getByRole('textbox', { name: /^Nombre de la organización/ }), '  Acme SA ');
    await user.click(within(create).getByRole('button', { name: 'Crear organización' }));
    expect(await screen.findByText('Creaste la organización «Acme SA».')).toBeInTheDocument();
    expect(sent.creates).toEqual(['Acme SA']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Acme SA' })).toBeInTheDocument();
    expect(screen.getByTestId('organisation-role')).toHaveTextContent('Tu rol: Propietario');
    // The session follows: the user menu will show the organisation.
    await waitFor(() => expect(session.reloadUser).toHaveBeenCalledTimes(1));
  }, 60_000);

  it('a free user without one is told organisations are premium, and sees no form', async () => {
    organisationsApi();
    await openPage(fakeSession('free'));
    expect(await screen.findByTestId('organisation-premium-only')).toHaveTextContent(
      'Las organizaciones son para cuentas premium',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("the owner invites: problems under the fields, the API's refusal under the email, nothing sent while invalid", async () => {
    const user = userEvent.setup();
    const sent = organisationsApi({
      organisation: organisationFixture({ invitations: [invitation({ status: 'expired', email: 'old@example.com' })] }),
      invite: () =>
        HttpResponse.json(
          { code: 'CONFLICT', message: 'Esa persona ya es miembro de la organización.' },
          { status: 409 },
        ),
    });
    await openPage();
    const invite = await screen.findByRole('form', { name: 'Invitar a una persona' });
    const expired = await screen.findByTestId('invitation-row');
    expect(expired).toHaveTextContent('Vencida');
    expect(within(expired).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(invite).getByRole('button', { name: 'Invitar' }));
    expect(await within(invite).findByText('Escribí el correo de la persona.')).toBeInTheDocument();
    expect(within(invite).getByText('Elegí analista o lector.')).toBeInTheDocument();

    const email = within(invite).getByRole('textbox', { name: /^Correo electrónico/ });
    await user.type(email, 'lucia@');
    await user.click(within(invite).getByRole('combobox', { name: 'Rol' }));
    await user.click(await screen.findByRole('option', { name: 'Lector' }));
    await user.click(within(invite).getByRole('button', { name: 'Invitar' }));
    expect(await within(invite).findByText('El correo electrónico no es válido.')).toBeInTheDocument();
    expect(within(invite).queryByText('Elegí analista o lector.')).not.toBeInTheDocument();
    expect(sent.invites).toEqual([]);

    await user.type(email, 'example.com');
    await user.click(within(invite).getByRole('button', { name: 'Invitar' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Esa persona ya es miembro de la organización.'));
    expect(sent.invites).toEqual([{ email: 'lucia@example.com', role: 'viewer' }]);
  }, 60_000);

  it('the owner sends an invitation, sees it pending with its dates, and revokes it after confirming', async () => {
    const user = userEvent.setup();
    const sent = organisationsApi({ organisation: organisationFixture() });
    await openPage();
    const invite = await screen.findByRole('form', { name: 'Invitar a una persona' });
    expect(await screen.findByText('Todavía no invitaste a nadie.')).toBeInTheDocument();
    await user.type(within(invite).getByRole('textbox', { name: /^Correo electrónico/ }), 'Pablo@Example.com');
    await user.click(within(invite).getByRole('combobox', { name: 'Rol' }));
    await user.click(await screen.findByRole('option', { name: 'Analista' }));
    await user.click(within(invite).getByRole('button', { name: 'Invitar' }));
    expect(await screen.findByText('Enviamos la invitación a pablo@example.com.')).toBeInTheDocument();
    expect(sent.invites).toEqual([{ email: 'pablo@example.com', role: 'analyst' }]);

    const row = await screen.findByTestId('invitation-row');
    expect(row).toHaveTextContent('Analista');
    expect(row).toHaveTextContent('Pendiente');
    expect(row).toHaveTextContent('24/11/2026 10:30');
    expect(row).toHaveTextContent('01/12/2026 10:30');
    await user.click(within(row).getByRole('button', { name: 'Revocar la invitación a pablo@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Revocar la invitación a pablo@example.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revocar' }));
    expect(await screen.findByText('Revocaste la invitación a pablo@example.com.')).toBeInTheDocument();
    expect(sent.revokes).toEqual(['44444444-4444-4444-8444-444444444444']);
    await waitFor(() => expect(screen.getByTestId('invitation-row')).toHaveAttribute('data-status', 'revoked'));
    expect(screen.getByTestId('invitation-row')).toHaveTextContent('Revocada');
    expect(within(screen.getByTestId('invitation-row')).queryByRole('button')).not.toBeInTheDocument();
  }, 60_000);

  it('lists the members with role and since, and the owner removes one only after confirming', async () => {
    const user = userEvent.setup();
    const sent = organisationsApi({ organisation: organisationFixture() });
    await openPage();
    const owner = await memberRow('premium@tirr.test');
    expect(owner).toHaveTextContent('Ana premium (vos)');
    expect(owner).toHaveTextContent('Propietario');
    expect(owner).toHaveTextContent('20/11/2026');
    expect(within(owner).queryByRole('button')).not.toBeInTheDocument();
    const lucia = await memberRow('lucia@example.com');
    expect(lucia).toHaveTextContent('Lucía Pérez');
    expect(lucia).toHaveTextContent('Analista');
    expect(lucia).toHaveTextContent('21/11/2026');
    expect(screen.queryByRole('button', { name: 'Salir de la organización' })).not.toBeInTheDocument();

    await user.click(within(lucia).getByRole('button', { name: 'Quitar a Lucía Pérez de la organización' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Quitar a Lucía Pérez de la organización?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.removes).toEqual([]);

    await user.click(within(lucia).getByRole('button', { name: 'Quitar a Lucía Pérez de la organización' }));
    dialog = await screen.findByRole('dialog', { name: '¿Quitar a Lucía Pérez de la organización?' });
    await user.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('Quitaste a Lucía Pérez de la organización.')).toBeInTheDocument();
    expect(sent.removes).toEqual([ANALYST_ID]);
    await waitFor(() => expect(screen.getAllByTestId('member-row')).toHaveLength(1));
  }, 60_000);

  it('a member sees no invitations nor remove buttons, leaves after confirming, and the session is reloaded', async () => {
    const user = userEvent.setup();
    const organisation = organisationFixture({ role: 'analyst' });
    const sent = organisationsApi({ organisation });
    const session = fakeSession('premium', {
      user: testUser('premium', {
        email: 'lucia@example.com',
        organisation: { id: ORG_ID, name: 'Acme SA', role: 'analyst', scopes: organisation.scopes },
      }),
    });
    await openPage(session);
    expect(await screen.findByTestId('organisation-role')).toHaveTextContent('Tu rol: Analista');
    expect(await memberRow('lucia@example.com')).toHaveTextContent('Lucía Pérez (vos)');
    expect(screen.queryByRole('form', { name: 'Invitar a una persona' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invitaciones' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Quitar a/ })).not.toBeInTheDocument();
    // The roles, one line each.
    expect(screen.getByText(/^Ve Mis Perfiles \(perfiles, scores, decisiones y exportaciones\)/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salir de la organización' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir de «Acme SA»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Salir' }));
    expect(await screen.findByText('Saliste de la organización «Acme SA».')).toBeInTheDocument();
    expect(sent.removes).toEqual([ANALYST_ID]);
    await waitFor(() => expect(session.reloadUser).toHaveBeenCalled());
    expect(await screen.findByRole('form', { name: 'Crear una organización' })).toBeInTheDocument();
  }, 60_000);
});
