import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithSession } from '../../test/render-app';
import { fakeSession, testUser } from '../../test/session';
import { API_KEYS_PATH, apiKeysApi, keyFixture, NEW_KEY } from './test/api-keys-api';

beforeAll(() => import('./api-keys-page'), 30_000);

/** An analyst of Acme SA: inside an organisation only its owner creates keys (docs/domain/organisations.md §4). */
const analyst = testUser('premium', {
  organisation: {
    id: '4b0e8d52-1f3a-4c6b-9d7e-2a5c8e1f0b3d',
    name: 'Acme SA',
    role: 'analyst',
    scopes: ['reports', 'portfolio:read', 'portfolio:write', 'batch', 'cheques', 'policy'],
  },
});

async function openPage(role: 'premium' | 'free' = 'premium', user = testUser(role)) {
  const view = renderWithSession(fakeSession(role, { user }), { path: API_KEYS_PATH });
  await screen.findByRole('heading', { level: 1, name: 'Claves de API' }, { timeout: 15_000 });
  return view;
}

const form = () => screen.getByRole('form', { name: 'Nueva clave' });
const field = (name: RegExp) => within(form()).getByRole('textbox', { name });
const row = (name: string) =>
  waitFor(() => {
    const found = screen.getAllByTestId('api-key-row').find((r) => r.dataset.name === name);
    if (!found) throw new Error(`no row '${name}'`);
    return found;
  });

describe("'Claves de API'", () => {
  it('creates a key with its scopes, last day and limit, shows the whole key once, and lists it by its prefix', async () => {
    const user = userEvent.setup();
    const sent = apiKeysApi();
    await openPage();
    expect(await screen.findByText(/Todavía no creaste claves/)).toBeInTheDocument();

    await user.type(field(/^Nombre/), 'ERP');
    await user.click(screen.getByRole('checkbox', { name: 'Reportes de crédito' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cartera: lectura' }));
    await user.type(field(/^Vence el/), '31122099');
    await user.type(field(/^Consultas por minuto/), '12a0');
    await user.click(screen.getByRole('button', { name: 'Crear clave' }));

    const dialog = await screen.findByRole('dialog', { name: 'Tu clave «ERP»' });
    expect(sent.creates).toEqual([
      {
        name: 'ERP',
        scopes: ['reports', 'portfolio:read'],
        expiresAt: '2099-12-31T23:59:59-03:00',
        requestsPerMinute: 120,
      },
    ]);
    expect(within(dialog).getByTestId('shown-once-value')).toHaveTextContent(NEW_KEY);
    expect(dialog).toHaveTextContent('no la vamos a mostrar de nuevo');
    await user.click(within(dialog).getByRole('button', { name: 'Copiar clave' }));
    expect(await navigator.clipboard.readText()).toBe(NEW_KEY);
    expect(await screen.findByText('Copiaste la clave.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ya la guardé' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Listed by its prefix only: the whole key is nowhere on the page any more.
    const listed = await row('ERP');
    expect(listed).toHaveTextContent('tirr_abcd1234…');
    expect(listed).toHaveTextContent('Reportes de crédito, Cartera: lectura');
    expect(listed).toHaveTextContent('31/12/2099');
    expect(listed).toHaveTextContent('Sin uso');
    expect(listed).toHaveTextContent('Activa');
    expect(document.body).not.toHaveTextContent(NEW_KEY);
    // The form is empty for the next key.
    expect(field(/^Nombre/)).toHaveValue('');
  }, 60_000);

  it('says under each field what is wrong, and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = apiKeysApi();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Crear clave' }));
    expect(await screen.findByText('Poné un nombre a la clave.')).toBeInTheDocument();
    expect(screen.getByText('Elegí al menos un permiso.')).toBeInTheDocument();

    await user.type(field(/^Nombre/), 'ERP');
    await user.click(screen.getByRole('checkbox', { name: 'Cheques' }));
    await user.type(field(/^Vence el/), '01012020');
    await user.type(field(/^Consultas por minuto/), '0');
    await user.click(screen.getByRole('button', { name: 'Crear clave' }));
    expect(await screen.findByText('Elegí hoy o un día futuro.')).toBeInTheDocument();
    expect(screen.getByText('El límite por minuto debe ser al menos 1.')).toBeInTheDocument();
    expect(screen.queryByText('Poné un nombre a la clave.')).not.toBeInTheDocument();
    expect(sent.creates).toEqual([]);
  }, 60_000);

  it("shows the API's 400 under the field it names", async () => {
    const user = userEvent.setup();
    const message = 'La fecha de vencimiento debe ser futura.';
    apiKeysApi({
      create: () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_ERROR',
            message: `Datos inválidos — expiresAt: ${message}`,
            details: [{ field: 'expiresAt', message }],
          },
          { status: 400 },
        ),
    });
    await openPage();
    await user.type(field(/^Nombre/), 'ERP');
    await user.click(screen.getByRole('checkbox', { name: 'Política de crédito' }));
    await user.click(screen.getByRole('button', { name: 'Crear clave' }));
    const date = field(/^Vence el/);
    await waitFor(() => expect(date).toHaveAccessibleDescription(message));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 60_000);

  it('revokes a key only after the confirmation, and the row says Revocada', async () => {
    const user = userEvent.setup();
    const key = keyFixture({
      lastUsedAt: '2026-11-25T18:05:00.000Z',
      expiresAt: '2027-06-30T02:59:59.000Z',
      consultsThisMonth: 1234,
    });
    const sent = apiKeysApi({ keys: [key] });
    await openPage();
    const listed = await row('ERP');
    expect(listed).toHaveTextContent('25/11/2026 15:05');
    // This month's consults made with the key, the Argentine way.
    expect(listed).toHaveTextContent('1.234');
    expect(listed).toHaveTextContent('29/06/2027');

    await user.click(within(listed).getByRole('button', { name: 'Revocar la clave ERP' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Revocar la clave «ERP»?' });
    expect(dialog).toHaveTextContent('dejan de tener acceso en el momento');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.revokes).toEqual([]);

    await user.click(within(listed).getByRole('button', { name: 'Revocar la clave ERP' }));
    dialog = await screen.findByRole('dialog', { name: '¿Revocar la clave «ERP»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revocar' }));
    expect(await screen.findByText('Revocaste la clave «ERP».')).toBeInTheDocument();
    expect(sent.revokes).toEqual([key.id]);
    await waitFor(async () => expect(await row('ERP')).toHaveAttribute('data-status', 'revoked'));
    const revoked = await row('ERP');
    expect(revoked).toHaveTextContent('Revocada');
    expect(within(revoked).queryByRole('button', { name: /Revocar/ })).not.toBeInTheDocument();
  }, 60_000);

  it('turns a free user away, as every premium page does', async () => {
    const { router } = renderWithSession(fakeSession('free'), { path: API_KEYS_PATH });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Claves de API' })).not.toBeInTheDocument();
  });

  it('inside an organisation, a member who is not its owner reads why instead of the form, and still revokes an older key', async () => {
    const user = userEvent.setup();
    const key = keyFixture();
    const sent = apiKeysApi({ keys: [key] });
    await openPage('premium', analyst);
    expect(screen.getByTestId('owner-only')).toHaveTextContent('pedíselas a quien administra «Acme SA»');
    expect(screen.queryByRole('form', { name: 'Nueva clave' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear clave' })).not.toBeInTheDocument();

    const listed = await row('ERP');
    await user.click(within(listed).getByRole('button', { name: 'Revocar la clave ERP' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Revocar la clave «ERP»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revocar' }));
    expect(await screen.findByText('Revocaste la clave «ERP».')).toBeInTheDocument();
    expect(sent.revokes).toEqual([key.id]);
    expect(sent.creates).toEqual([]);
  }, 60_000);
});
