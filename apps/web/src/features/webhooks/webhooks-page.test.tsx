import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithSession } from '../../test/render-app';
import { fakeSession, testUser } from '../../test/session';
import { deliveryFixture, SECRET, webhookFixture, webhooksApi, WEBHOOKS_PATH } from './test/webhooks-api';

beforeAll(() => import('./webhooks-page'), 30_000);

async function openPage(user = testUser('premium')) {
  const view = renderWithSession(fakeSession('premium', { user }), { path: WEBHOOKS_PATH });
  await screen.findByRole('heading', { level: 1, name: 'Webhooks' }, { timeout: 15_000 });
  return view;
}

const urlField = () => screen.getByRole('textbox', { name: /^Dirección \(URL\)/ });
const submit = () => screen.getByRole('button', { name: 'Registrar webhook' });
const row = (url: string) =>
  waitFor(() => {
    const found = screen.getAllByTestId('webhook-row').find((r) => r.dataset.url === url);
    if (!found) throw new Error(`no row '${url}'`);
    return found;
  });

describe("'Webhooks'", () => {
  it('registers an https address with its events, shows the signing secret once, and lists it', async () => {
    const user = userEvent.setup();
    const sent = webhooksApi();
    await openPage();
    expect(await screen.findByText(/Todavía no registraste webhooks/)).toBeInTheDocument();

    await user.type(urlField(), 'https://example.test/hook');
    await user.click(screen.getByRole('checkbox', { name: 'Cambios de decisión' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cambios de monitoreo' }));
    await user.click(submit());

    const dialog = await screen.findByRole('dialog', { name: 'Webhook registrado' });
    // In the contract's order, whatever order they were ticked in.
    expect(sent.creates).toEqual([
      { url: 'https://example.test/hook', events: ['monitoring.changed', 'decision.changed'] },
    ]);
    expect(within(dialog).getByTestId('shown-once-value')).toHaveTextContent(SECRET);
    expect(dialog).toHaveTextContent('no lo vamos a mostrar de nuevo');
    expect(dialog).toHaveTextContent('Tirr-Signature (clave k7)');
    expect(within(dialog).getByRole('link', { name: 'Cómo verificar la firma' })).toHaveAttribute(
      'href',
      '#verificar-firma',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copiar secreto' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await user.click(within(dialog).getByRole('button', { name: 'Ya lo guardé' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const listed = await row('https://example.test/hook');
    expect(listed).toHaveTextContent('Cambios de monitoreo, Cambios de decisión');
    expect(listed).toHaveTextContent('Activo');
    expect(listed).toHaveTextContent('26/11/2026');
    expect(document.body).not.toHaveTextContent(SECRET);
    expect(screen.getByRole('heading', { name: 'Cómo verificar los envíos' })).toBeInTheDocument();
  }, 60_000);

  it('says under each field what is wrong (no address, not https, no event), and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = webhooksApi();
    await openPage();
    await user.click(submit());
    expect(await screen.findByText('Escribí la dirección del webhook.')).toBeInTheDocument();
    expect(screen.getByText('Elegí al menos un evento.')).toBeInTheDocument();
    await user.type(urlField(), 'http://example.test/hook');
    await user.click(screen.getByRole('checkbox', { name: 'Consulta masiva terminada' }));
    await user.click(submit());
    expect(await screen.findByText('Escribí una dirección completa que empiece con https://.')).toBeInTheDocument();
    expect(screen.queryByText('Elegí al menos un evento.')).not.toBeInTheDocument();
    expect(sent.creates).toEqual([]);
  }, 60_000);

  it("says the API's refusal past the limit in a toast, and keeps what was typed", async () => {
    const user = userEvent.setup();
    const message = 'Tu cuenta ya tiene 10 webhooks: eliminá uno para registrar otro.';
    webhooksApi({ create: () => HttpResponse.json({ code: 'CONFLICT', message }, { status: 409 }) });
    await openPage();
    await user.type(urlField(), 'https://example.test/hook');
    await user.click(screen.getByRole('checkbox', { name: 'Cartera de cheques terminada' }));
    await user.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(urlField()).toHaveValue('https://example.test/hook');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 60_000);

  it('deletes an endpoint only after the confirmation', async () => {
    const user = userEvent.setup();
    const hook = webhookFixture();
    const sent = webhooksApi({ webhooks: [hook] });
    await openPage();
    const listed = await row(hook.url);
    await user.click(within(listed).getByRole('button', { name: `Eliminar ${hook.url}` }));
    let dialog = await screen.findByRole('dialog', { name: '¿Eliminar el webhook?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.deletes).toEqual([]);

    await user.click(within(listed).getByRole('button', { name: `Eliminar ${hook.url}` }));
    dialog = await screen.findByRole('dialog', { name: '¿Eliminar el webhook?' });
    expect(dialog).toHaveTextContent(`Dejamos de enviar eventos a ${hook.url}.`);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(`Eliminaste el webhook ${hook.url}.`)).toBeInTheDocument();
    expect(sent.deletes).toEqual([hook.id]);
    expect(await screen.findByText(/Todavía no registraste webhooks/)).toBeInTheDocument();
  }, 60_000);

  it("shows a paused endpoint as Pausado since when, and 'Reanudar' makes it active", async () => {
    const user = userEvent.setup();
    const failing = webhookFixture({
      id: '5d4c3b2a-1f0e-4d9c-8b7a-695847362514',
      url: 'https://crm.example.com/hook',
      status: 'failing',
      failingSince: '2026-11-25T12:00:00.000Z',
    });
    const paused = webhookFixture({ status: 'paused', pausedAt: '2026-11-26T11:30:00.000Z' });
    const sent = webhooksApi({ webhooks: [paused, failing] });
    await openPage();
    const pausedRow = await row(paused.url);
    expect(pausedRow).toHaveTextContent('Pausado');
    expect(pausedRow).toHaveTextContent('Desde 26/11/2026 08:30');
    const failingRow = await row(failing.url);
    expect(failingRow).toHaveTextContent('Con fallas');
    expect(within(failingRow).queryByRole('button', { name: /Reanudar/ })).not.toBeInTheDocument();

    await user.click(within(pausedRow).getByRole('button', { name: `Reanudar ${paused.url}` }));
    expect(await screen.findByText(`Reanudamos los envíos a ${paused.url}.`)).toBeInTheDocument();
    expect(sent.resumes).toEqual([paused.id]);
    await waitFor(async () => expect(await row(paused.url)).toHaveAttribute('data-status', 'active'));
    expect(within(await row(paused.url)).queryByRole('button', { name: /Reanudar/ })).not.toBeInTheDocument();
  }, 60_000);

  it("lists an endpoint's deliveries, resends one through its own route, and refreshes", async () => {
    const user = userEvent.setup();
    const hook = webhookFixture();
    const failed = deliveryFixture();
    const done = deliveryFixture({
      id: '2f3e4d5c-6b7a-4891-a0b1-c2d3e4f5a6b7',
      eventType: 'batch.completed',
      status: 'succeeded',
      attempts: 1,
      responseCode: 200,
      durationMs: 84,
      lastError: null,
      createdAt: '2026-11-24T10:00:00.000Z',
      lastAttemptAt: '2026-11-24T10:00:01.000Z',
    });
    const sent = webhooksApi({ webhooks: [hook], deliveries: [failed, done] });
    await openPage();
    await user.click(within(await row(hook.url)).getByRole('button', { name: `Envíos a ${hook.url}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Envíos' });
    const table = await within(dialog).findByRole('table', { name: 'Envíos' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Evento', 'Estado', 'Intentos', 'Código de respuesta', 'Duración', 'Fecha', 'Acciones']);
    const [first, second] = within(dialog).getAllByTestId('delivery-row');
    expect(first).toHaveTextContent('Cambios de decisión');
    expect(first).toHaveTextContent('Falló');
    expect(first).toHaveTextContent('La dirección respondió 503.');
    expect(first).toHaveTextContent('503');
    expect(first).toHaveTextContent('1.250 ms');
    expect(first).toHaveTextContent('25/11/2026 15:05');
    expect(second).toHaveTextContent('Consulta masiva terminada');
    expect(second).toHaveTextContent('Entregado');
    expect(second).toHaveTextContent('84 ms');

    await user.click(within(first!).getByRole('button', { name: 'Reenviar el envío del 25/11/2026 15:00' }));
    expect(await screen.findByText('Lo volvemos a enviar en unos segundos.')).toBeInTheDocument();
    expect(sent.resends).toEqual([`${hook.id}/${failed.id}`]);
    // The list is asked again after a resend and on 'Actualizar'.
    await waitFor(() => expect(sent.deliveryReads).toBe(2));
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(sent.deliveryReads).toBe(3));
  }, 60_000);

  it('inside an organisation, a member who is not its owner reads why instead of the form', async () => {
    webhooksApi();
    await openPage(
      testUser('premium', {
        organisation: {
          id: '4b0e8d52-1f3a-4c6b-9d7e-2a5c8e1f0b3d',
          name: 'Acme SA',
          role: 'viewer',
          scopes: ['portfolio:read'],
        },
      }),
    );
    expect(screen.getByTestId('owner-only')).toHaveTextContent('pedíselo a quien administra «Acme SA»');
    expect(screen.queryByRole('button', { name: 'Registrar webhook' })).not.toBeInTheDocument();
    // The empty list points to no form.
    expect(await screen.findByText('No tenés webhooks.')).toBeInTheDocument();
    expect(screen.queryByText(/Registrá uno arriba/)).not.toBeInTheDocument();
  }, 60_000);
});
