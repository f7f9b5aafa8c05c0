import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';
import { activity, loadReportPage, REPORT_PATH as PATH, reportApi } from './test/report-api';

/** The report page: what it asks for and in which order, its sections, tables, activity, PDF and failures. */
const TOUR_ANCHORS = [
  'general-data',
  'basic-summary',
  'max-situation',
  'total-debt',
  'rejected-checks-summary',
  'scoring',
  'debt-evolution',
  'entity-selection',
  'rejected-checks',
];

afterEach(() => vi.restoreAllMocks());
beforeAll(loadReportPage, 30_000);

describe('report page', () => {
  it('records the consult, loads the report, then registry details and last periods', async () => {
    const calls = reportApi();
    renderWithSession(fakeSession('free'), { path: PATH });
    expect(await screen.findByText('Cargando el reporte de 30-50001091-2…', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'EMPRESA DEMO S.A.' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(5));
    expect(calls.slice(0, 2)).toEqual(['create {"tax_number":"30500010912"}', 'report JURIDICA CUIT']);
    expect(calls.slice(2).sort()).toEqual(['activity', 'details', 'last-periods']);
    expect(await screen.findByText('Último período informado 12/2025', { exact: false })).toBeInTheDocument();
  });

  it("offers 'Analizar un cheque de este librador' with the drawer's CUIT", async () => {
    reportApi();
    renderWithSession(fakeSession('free'), { path: PATH });
    await screen.findByRole('heading', { level: 1, name: 'EMPRESA DEMO S.A.' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Analizar un cheque de este librador' })).toHaveAttribute(
      'href',
      '/assets/cheques/analysis?drawer=30500010912',
    );
  });

  it('shows every section with its tour anchor, money in pesos and dates DD/MM/YYYY', async () => {
    reportApi();
    const { container } = renderWithSession(fakeSession('free'), { path: PATH });
    await screen.findByRole('heading', { level: 1, name: 'EMPRESA DEMO S.A.' });
    // The sections below the first cards render right after the first paint.
    await waitFor(() => {
      for (const anchor of TOUR_ANCHORS)
        expect(container.querySelector(`[data-tour="${anchor}"]`), anchor).not.toBeNull();
    });

    const general = screen.getByRole('region', { name: 'Datos generales' });
    expect(within(general).getByText('30-50001091-2')).toBeInTheDocument();
    expect(await within(general).findByText('15/04/1990')).toBeInTheDocument();
    expect(within(general).getByText('SERVICIOS DE CONSULTORES EN INFORMÁTICA')).toBeInTheDocument();
    expect(screen.getByTestId('total-debt')).toHaveTextContent('ARS 1.001.234,56');
    // A company: the commercial portfolio's labels.
    expect(screen.getByTestId('max-situation')).toHaveTextContent('Con problemas');
    expect(within(screen.getByTestId('debts-table')).getByText('Con problemas')).toBeInTheDocument();
    expect(screen.getByTestId('cheques-summary')).toHaveTextContent('2 · ARS 465.000,00');
    expect(screen.getByTestId('cheques-summary')).toHaveTextContent('1 · ARS 350.000,00');
    expect(screen.getByTestId('debt-chart')).toBeInTheDocument();
  });

  it("shows the day of the last consult as the API dated it (in Buenos Aires), whatever the browser's zone", async () => {
    reportApi();
    server.use(
      http.get('*/api/v1/credit/:taxNumber/activity-report', () =>
        HttpResponse.json({ ...activity, consults: { ...activity.consults, lastConsultOn: '2026-11-19' } }),
      ),
    );
    renderWithSession(fakeSession('free'), { path: PATH });
    const section = await screen.findByRole('region', { name: 'Reporte de actividad' }, { timeout: 15000 });
    await within(section).findByTestId('activity-report');
    expect(within(section).getByText('19/11/2026')).toBeInTheDocument();
    expect(within(section).queryByText('18/11/2026')).toBeNull();
  });

  it('labels rejected cheques per docs/product.md §8 and pages them', async () => {
    reportApi();
    renderWithSession(fakeSession('free'), { path: PATH });
    const table = await screen.findByTestId('cheques-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('03/11/2025');
    expect(rows[0]).toHaveTextContent('Fondos insuficientes');
    expect(rows[0]).toHaveTextContent('Sin pagar');
    expect(rows[1]).toHaveTextContent('Defectos formales');
    expect(rows[1]).toHaveTextContent('Pagado el 01/10/2025');
    expect(screen.getByText('Filas por pág.')).toBeInTheDocument();
    expect(screen.getByText('1-2 de 2')).toBeInTheDocument();
  });

  it('filters the debts table by entity', async () => {
    reportApi();
    renderWithSession(fakeSession('free'), { path: PATH });
    const table = await screen.findByTestId('debts-table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('ARS 1.234,56')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Entidad' }));
    await userEvent.click(await screen.findByRole('option', { name: 'BANCO BETA S.A.' }));
    const filtered = screen.getByTestId('debts-table');
    expect(within(filtered).getAllByRole('row')).toHaveLength(2);
    expect(within(filtered).getByText('BANCO BETA S.A.')).toBeInTheDocument();
    expect(within(filtered).getByText('En situación 1 desde 30/06/2019')).toBeInTheDocument();
  });

  it('filters the rejected cheques by the selected entity too', async () => {
    reportApi();
    renderWithSession(fakeSession('free'), { path: PATH });
    expect(within(await screen.findByTestId('cheques-table')).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(screen.getByRole('combobox', { name: 'Entidad' }));
    // Banks known only from cheques are selectable as well.
    await userEvent.click(await screen.findByRole('option', { name: 'BANCO GALICIA' }));
    const rows = within(screen.getByTestId('cheques-table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('BANCO GALICIA');
    expect(screen.getByTestId('cheques-filter')).toHaveTextContent('Cheques de BANCO GALICIA');
    await userEvent.click(screen.getByRole('combobox', { name: 'Entidad' }));
    await userEvent.click(await screen.findByRole('option', { name: 'BANCO ALFA S.A.' }));
    expect(screen.queryByTestId('cheques-table')).toBeNull();
    expect(screen.getByText('Sin cheques rechazados de BANCO ALFA S.A..')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Entidad' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Todas las entidades' }));
    expect(within(screen.getByTestId('cheques-table')).getAllByRole('row')).toHaveLength(3);
  });

  it('shows the activity report: registered activities and consult counts', async () => {
    reportApi();
    renderWithSession(fakeSession('free'), { path: PATH });
    const section = await screen.findByRole('region', { name: 'Reporte de actividad' }, { timeout: 15000 });
    await within(section).findByTestId('activity-report');
    expect(within(section).getByText('PROCESAMIENTO DE DATOS')).toBeInTheDocument();
    expect(within(section).getByText('Código 620100 · Desde 11/2013')).toBeInTheDocument();
    expect(within(section).getByText('Principal')).toBeInTheDocument();
    expect(within(section).getByTestId('activity-total')).toHaveTextContent('7');
    expect(within(section).getByTestId('activity-last30')).toHaveTextContent('3');
    // The day of the last consult (Buenos Aires date), never its time (ADR 0102).
    expect(within(section).getByTestId('activity-last-on')).toHaveTextContent(/^20\/11\/2026$/);
    expect(within(section).getByTestId('activity-chart')).toBeInTheDocument();
  });

  it('downloads the PDF with the Bearer token', async () => {
    reportApi();
    document.cookie = 'tirr_at=token-123; Path=/';
    let auth: string | null = null;
    let lang: string | null = null;
    server.use(
      http.get('*/api/v1/credit/:taxNumber/report.pdf', ({ request }) => {
        auth = request.headers.get('authorization');
        lang = new URL(request.url).searchParams.get('lang');
        return new HttpResponse(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          headers: { 'Content-Type': 'application/pdf' },
        });
      }),
    );
    const createUrl = vi.fn(() => 'blob:report');
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createUrl });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    // Recorded, then checked outside the click: an assertion inside it would be swallowed.
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    renderWithSession(fakeSession('free'), { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(clicked).toEqual([{ download: 'reporte-30500010912.pdf', href: 'blob:report' }]));
    expect(auth).toBe('Bearer token-123');
    // In the reader's language (ADR 0140).
    expect(lang).toBe('es');
    expect(createUrl).toHaveBeenCalledTimes(1);
  });

  it("says why the PDF was refused, with the server's message, and stays on the report", async () => {
    reportApi();
    server.use(
      http.get('*/api/v1/credit/:taxNumber/report.pdf', () =>
        HttpResponse.json({ code: 'RATE_LIMITED', message: 'Demasiadas descargas.' }, { status: 429 }),
      ),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const { router } = renderWithSession(fakeSession('free'), { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
    expect(await screen.findByText('Demasiadas descargas.')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(PATH);
  });

  it("on failure goes back one page and shows the server's message", async () => {
    server.use(
      http.post('*/api/v1/consultProfiles/create', () =>
        HttpResponse.json(
          {
            code: 'TAX_ID_BLOCKED',
            message: 'Este CUIT no puede consultarse.',
            details: { taxNumber: '30500010912', supportEmail: 'soporte@tirr.com.ar' },
          },
          { status: 403 },
        ),
      ),
    );
    const { router } = renderWithSession(fakeSession('free'), { path: PATH });
    expect(await screen.findByText('Este CUIT no puede consultarse.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits'));
  });
});
