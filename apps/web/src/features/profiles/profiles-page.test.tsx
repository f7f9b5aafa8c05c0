import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';
import { asked, PATH, portfolioServer, profile } from './test/portfolio-server';

describe('/credits/profiles', () => {
  it('pages 10 by default with the spec labels, filters by text and by group', { timeout: 60_000 }, async () => {
    server.use(...portfolioServer(Array.from({ length: 12 }, (_, i) => profile(i + 1))));
    renderWithSession(fakeSession('premium'), { path: PATH });
    expect(await screen.findByText('1-10 de 12')).toBeInTheDocument();
    expect(screen.getByText('Filas por pág.')).toBeInTheDocument();
    expect(screen.getByText('PERSONA 01')).toBeInTheDocument();
    expect(screen.queryByText('PERSONA 11')).not.toBeInTheDocument();
    expect(screen.getByText('20-00000010-9')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Buscar por nombre, CUIT, grupo…'));
    await userEvent.paste('persona 11');
    expect(await screen.findByText('1-1 de 1')).toBeInTheDocument();
    expect(screen.getByText('PERSONA 11')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Grupo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Proveedores' }));
    expect(await screen.findByText('1-6 de 6')).toBeInTheDocument();
  });

  it('asks the server for each page, order and page size, and shows its total', { timeout: 60_000 }, async () => {
    server.use(...portfolioServer(Array.from({ length: 12 }, (_, i) => profile(i + 1))));
    renderWithSession(fakeSession('premium'), { path: PATH });
    expect(await screen.findByText('12 perfiles')).toBeInTheDocument();
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ sort: 'name', order: 'asc', page: '1', pageSize: '10' });

    await userEvent.click(screen.getByRole('button', { name: /siguiente|next/i }));
    expect(await screen.findByText('11-12 de 12')).toBeInTheDocument();
    expect(screen.getByText('PERSONA 12')).toBeInTheDocument();
    expect(asked.at(-1)!.get('page')).toBe('2');

    await userEvent.click(screen.getByRole('button', { name: 'Nombre' }));
    expect(await screen.findByText('1-10 de 12')).toBeInTheDocument();
    expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({ sort: 'name', order: 'desc', page: '1' });
    expect(screen.getAllByRole('link', { name: /Ver reporte de/ })[0]).toHaveAccessibleName(
      'Ver reporte de PERSONA 12',
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Filas por pág.' }));
    await userEvent.click(await screen.findByRole('option', { name: '100' }));
    expect(await screen.findByText('1-12 de 12')).toBeInTheDocument();
    expect(asked.at(-1)!.get('pageSize')).toBe('100');
  });

  it('downloads the export the server writes, with the filters and order of the table', async () => {
    let exported: Record<string, string> | undefined;
    let language: string | null = null;
    server.use(
      ...portfolioServer([profile(1), profile(2)]),
      http.get('*/api/v1/profiles/export', ({ request }) => {
        exported = Object.fromEntries(new URL(request.url).searchParams);
        language = request.headers.get('accept-language');
        return new HttpResponse(new Blob(['PK']), { headers: { 'Content-Type': 'application/octet-stream' } });
      }),
    );
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:export') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    // Recorded, then checked outside the click: an assertion inside it would be swallowed.
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderWithSession(fakeSession('premium'), { path: PATH });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Grupo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Clientes' }));
    expect(await screen.findByText('1-1 de 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar XLSX' }));
    await waitFor(() => expect(clicked).toEqual(['mis-perfiles.xlsx']));
    expect(exported).toEqual({ sort: 'name', order: 'asc', group: 'Clientes', format: 'xlsx' });
    // The file's language is the interface's, sent with the request (ADR 0139).
    expect(language).toBe('es');
  });

  it('shows an unknown debtor as "Sin historial" and names situaciones by person type', async () => {
    server.use(
      ...portfolioServer([
        profile(1, { name: 'SOSA LUCIA BELEN', situacion: 0, score: 560, band: 'SIN_HISTORIAL' }),
        profile(2, { name: 'PEREYRA JUAN CARLOS', situacion: 3, score: 340, band: 'REGULAR' }),
        profile(4, { name: 'DISTRIBUIDORA NORTE S.R.L.', personType: 'JURIDICA', situacion: 2, band: 'MALO' }),
      ]),
    );
    renderWithSession(fakeSession('premium'), { path: PATH });
    const unknown = (await screen.findByText('560 · Sin historial')).closest('.MuiChip-root');
    expect(unknown).toHaveStyle({ backgroundColor: 'rgb(117, 117, 117)' });
    expect(screen.getByText('3 · Riesgo medio')).toBeInTheDocument();
    expect(screen.getByText('2 · Con seguimiento especial')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Situación' }));
    expect(
      await screen.findByRole('option', { name: '2 · Riesgo bajo / Con seguimiento especial' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox', { name: 'Score' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sin historial' }));
    expect(await screen.findByText('1-1 de 1')).toBeInTheDocument();
    expect(screen.getByText('SOSA LUCIA BELEN')).toBeInTheDocument();
  });

  it('shows the empty state to a new premium user', async () => {
    server.use(...portfolioServer([]));
    renderWithSession(fakeSession('premium'), { path: PATH });
    expect(await screen.findByText('Todavía no agregaste perfiles')).toBeInTheDocument();
  });

  it("shows 'Hubo un problema al obtener el portfolio' when the list fails", async () => {
    server.use(
      // Before the fake list: the first handler that matches answers.
      http.get('*/api/v1/profiles', () => HttpResponse.json({ code: 'X', message: 'x' }, { status: 400 })),
      ...portfolioServer([]),
    );
    renderWithSession(fakeSession('premium'), { path: PATH });
    expect((await screen.findAllByText('Hubo un problema al obtener el portfolio')).length).toBeGreaterThan(0);
  });

  it('edits a profile: a bad income is a field error; a good one is sent and noticed', async () => {
    const target = profile(3);
    let sent: unknown;
    server.use(...portfolioServer([target], { onPatch: (body) => (sent = body) }));
    renderWithSession(fakeSession('premium'), { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar PERSONA 03' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar PERSONA 03' });
    const income = within(dialog).getByLabelText('Ingresos (ARS)');
    await userEvent.type(income, '12.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      within(dialog).getByText(
        'Ingresos (ARS): el punto separa los miles de a tres dígitos (150.000); para los decimales usá la coma (1,5).',
      ),
    ).toBeInTheDocument();
    await userEvent.clear(income);
    await userEvent.type(income, '-3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El ingreso no puede ser negativo.')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await userEvent.clear(income);
    await userEvent.type(income, '1.250.000,50');
    expect(within(dialog).getByTestId('parsed-edit-profile-income')).toHaveTextContent('= ARS 1.250.000,50');
    const group = within(dialog).getByLabelText('Grupo');
    await userEvent.clear(group);
    await userEvent.type(group, 'Bancos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toEqual({ group: 'Bancos', income: 1250000.5, behaviour: null, date: null }));
    expect(
      await screen.findByText('Actualizaste la información del cuit 20-00000003-6 correctamente.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('ARS 1.250.000,50')).toBeInTheDocument();
    // Typing character by character in a dialog is slow on a loaded machine.
  }, 60_000);

  it("a profile blocked after the list loaded: editing it says 'no disponible' and the row leaves the list", async () => {
    const blocked = profile(4);
    server.use(...portfolioServer([profile(1), blocked], { blocked: blocked.id }));
    renderWithSession(fakeSession('premium'), { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar PERSONA 04' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar PERSONA 04' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La consulta de este CUIT/CUIL no está disponible.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('PERSONA 04')).not.toBeInTheDocument());
    expect(screen.getByText('PERSONA 01')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
