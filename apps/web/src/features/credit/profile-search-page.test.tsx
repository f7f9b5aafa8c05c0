import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';
import { identity, recent } from './test/fixtures';

const SEARCH = '/credits/profiles/search';
const unavailable = () => HttpResponse.json({ code: 'UNAVAILABLE', message: 'No disponible' }, { status: 404 });
const failure = () => HttpResponse.json({ code: 'UNAVAILABLE', message: 'AFIP caído' }, { status: 503 });

function history(items = [recent()]) {
  return http.get('*/api/v1/credit/history', () => HttpResponse.json({ items }));
}

/** Pastes a whole value (typing a CUIT digit by digit would look up its first 7 and 8 digits as a DNI). */
async function paste(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(value);
}

async function openSearch() {
  const view = renderWithSession(fakeSession('free'), { path: SEARCH });
  const input = await screen.findByRole('textbox', { name: 'DNI o CUIL/CUIT' });
  return { ...view, input, status: () => screen.getByTestId('tax-id-search').dataset.status };
}

describe("'Buscar perfil'", () => {
  it('shows the prompt, the back arrow and the recent reports', async () => {
    server.use(history([recent(), recent({ taxNumber: '30500010912', name: 'EMPRESA DEMO S.A.', type: 'legal' })]));
    await openSearch();
    expect(screen.getByText('Ingresá DNI o CUIL/CUIT')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
    const recents = await screen.findByRole('region', { name: 'Recientes' });
    const cards = await within(recents).findAllByRole('link');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAttribute('href', '/credits/profiles/27301234568');
    expect(cards[0]).toHaveTextContent('GOMEZ MARIA LAURA');
    expect(cards[0]).toHaveTextContent('27-30123456-8');
    expect(cards[0]).toHaveTextContent('20/11/2026');
    expect(cards[1]).toHaveTextContent('Persona jurídica');
  });

  it("says 'No dispone de reportes recientes' when there are none", async () => {
    server.use(history([]));
    await openSearch();
    expect(await screen.findByText('No dispone de reportes recientes')).toBeInTheDocument();
  });

  it('masks a CUIT, finds it and opens its report', async () => {
    server.use(
      history([]),
      http.get('*/api/v1/identity/taxId/:cuit', async ({ params }) => {
        await delay(50);
        return params.cuit === '30500010912' ? HttpResponse.json(identity()) : unavailable();
      }),
      http.post('*/api/v1/consultProfiles/create', () => new Promise<Response>(() => undefined)),
    );
    const { input, router, status } = await openSearch();
    await paste(input, '30500010912');
    expect(input).toHaveValue('30-50001091-2');
    expect(await screen.findByTestId('search-progress')).toBeInTheDocument();
    expect(await screen.findByTestId('search-found')).toBeInTheDocument();
    expect(status()).toBe('found');
    await userEvent.click(screen.getByRole('button', { name: 'Reporte de EMPRESA DEMO S.A.' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits/profiles/30500010912'));
  });

  it('shows the red cross for a wrong check digit without asking the API', async () => {
    const asked: string[] = [];
    server.use(
      history([]),
      http.get('*/api/v1/identity/*', ({ request }) => {
        asked.push(request.url);
        return unavailable();
      }),
    );
    const { input, status } = await openSearch();
    await paste(input, '30-50001091-3');
    expect(input).toHaveValue('30-50001091-3');
    expect(await screen.findByTestId('search-invalid')).toBeInTheDocument();
    expect(status()).toBe('invalid');
    expect(screen.getByText('El CUIT/CUIL ingresado no es válido: revisá el dígito verificador')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reporte de/ })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('refuses an unknown prefix without asking the API, with the message of the rules', async () => {
    const asked: string[] = [];
    server.use(
      history([]),
      http.get('*/api/v1/identity/*', ({ request }) => {
        asked.push(request.url);
        return unavailable();
      }),
    );
    const { input, status } = await openSearch();
    await paste(input, '00000000000');
    expect(await screen.findByTestId('search-invalid')).toBeInTheDocument();
    expect(status()).toBe('invalid');
    expect(screen.getByText('Prefijo de CUIT/CUIL desconocido.')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('looks a DNI up from 7 digits and resolves it to its CUIL', async () => {
    const asked: string[] = [];
    server.use(
      history([]),
      http.get('*/api/v1/identity/id/:dni', ({ params }) => {
        asked.push(String(params.dni));
        return HttpResponse.json(identity({ name: 'PEREZ JUAN', taxId: '20123456786', personType: 'FISICA' }));
      }),
    );
    const { input, router } = await openSearch();
    await userEvent.type(input, '123456');
    expect(screen.getByTestId('tax-id-search').dataset.status).toBe('idle');
    await userEvent.type(input, '7');
    await userEvent.click(await screen.findByRole('button', { name: 'Reporte de PEREZ JUAN' }));
    expect(asked).toEqual(['1234567']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits/profiles/20123456786'));
  });

  it('a DNI with two CUILs links the other one to its report', async () => {
    server.use(
      history([]),
      http.get('*/api/v1/identity/id/:dni', () =>
        HttpResponse.json(
          identity({ name: 'GOMEZ ANA', taxId: '23256781239', personType: 'FISICA', otherTaxIds: ['24256781235'] }),
        ),
      ),
    );
    const { input, router } = await openSearch();
    await paste(input, '25678123');
    const others = await screen.findByTestId('other-tax-ids');
    expect(others).toHaveTextContent('Otros CUIT/CUIL con el mismo DNI: 24-25678123-5');
    await userEvent.click(within(others).getByRole('link', { name: '24-25678123-5' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits/profiles/24256781235'));
  });

  it("a DNI not found or under 18 shows 'DNI no disponible…'", async () => {
    server.use(history([]), http.get('*/api/v1/identity/id/:dni', unavailable));
    const { input } = await openSearch();
    await userEvent.type(input, '45123456');
    expect(
      await screen.findByText('DNI no disponible, intente nuevamente ingresando el CUIT o CUIL de la persona'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('search-invalid')).toBeInTheDocument();
  });

  it("a failed DNI lookup shows 'Error al buscar DNI…' and the AFIP toast", async () => {
    server.use(history([]), http.get('*/api/v1/identity/id/:dni', failure));
    const { input } = await openSearch();
    await userEvent.type(input, '1234567');
    expect(
      await screen.findByText('Error al buscar DNI, intente nuevamente ingresando el CUIT o CUIL de la persona'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No se puede obtener información de AFIP en estos momentos')).toBeInTheDocument();
  });

  it("CUIT messages: 'CUIT no disponible' and 'Error al buscar CUIT'", async () => {
    server.use(
      history([]),
      http.get('*/api/v1/identity/taxId/:cuit', ({ params }) =>
        params.cuit === '30546689979' ? unavailable() : failure(),
      ),
    );
    const { input } = await openSearch();
    await paste(input, '30546689979');
    expect(await screen.findByText('CUIT no disponible')).toBeInTheDocument();
    await paste(input, '33693450239');
    expect(await screen.findByText('Error al buscar CUIT')).toBeInTheDocument();
  });

  it("a blocked CUIT/CUIL or DNI (403 TAX_ID_BLOCKED) reads 'no disponible', like one not found", async () => {
    const blocked = (asked: string) =>
      HttpResponse.json(
        {
          code: 'TAX_ID_BLOCKED',
          message: 'La consulta de este CUIT/CUIL no está disponible.',
          details: { taxNumber: asked, supportEmail: 'soporte@tirr.com.ar' },
        },
        { status: 403 },
      );
    server.use(
      history([]),
      http.get('*/api/v1/identity/taxId/:cuit', ({ params }) => blocked(String(params.cuit))),
      http.get('*/api/v1/identity/id/:dni', ({ params }) => blocked(String(params.dni))),
    );
    const { input } = await openSearch();
    await paste(input, '30546689979');
    expect(await screen.findByText('CUIT no disponible')).toBeInTheDocument();
    expect(screen.getByTestId('search-invalid')).toBeInTheDocument();
    await paste(input, '25678123');
    expect(
      await screen.findByText('DNI no disponible, intente nuevamente ingresando el CUIT o CUIL de la persona'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Error al buscar/)).not.toBeInTheDocument();
  });

  it('each keystroke cancels the previous request', async () => {
    const aborted: string[] = [];
    server.use(
      history([]),
      http.get('*/api/v1/identity/id/:dni', async ({ params, request }) => {
        const dni = String(params.dni);
        // The 7-digit lookup answers only once it has been cancelled: too late to be shown.
        if (dni === '1234567')
          await new Promise((resolve) => request.signal.addEventListener('abort', resolve, { once: true }));
        if (request.signal.aborted) aborted.push(dni);
        return HttpResponse.json(identity({ name: `PERSONA ${dni}`, personType: 'FISICA' }));
      }),
    );
    const { input, status } = await openSearch();
    await userEvent.type(input, '1234567');
    await userEvent.type(input, '8');
    expect(await screen.findByRole('button', { name: 'Reporte de PERSONA 12345678' })).toBeInTheDocument();
    await waitFor(() => expect(aborted).toEqual(['1234567']));
    expect(status()).toBe('found');
    expect(screen.queryByRole('button', { name: 'Reporte de PERSONA 1234567' })).not.toBeInTheDocument();
  });
});
