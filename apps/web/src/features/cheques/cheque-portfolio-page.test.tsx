import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '../../test/render-app';
import { server } from '../../test/server';
import { fakeSession } from '../../test/session';
import {
  PORTFOLIO_ID,
  PORTFOLIO_PATH,
  portfolioApi,
  portfolioFixture,
  recordDownloads,
  runningFixture,
} from './test/portfolio-fixtures';

const SHOWN = `${PORTFOLIO_PATH}?id=${PORTFOLIO_ID}`;
const finished = (text = '5 de 5 cheques analizados') => screen.findByText(text, {}, { timeout: 15_000 });

/** The text of each of a table's body rows (its header left out). */
const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row as HTMLElement);

describe("'Cartera de cheques': analysing the pasted cheques", () => {
  it('posts each pasted row as the API reads it, follows the progress, then shows the results; the id stays in the address', async () => {
    const api = portfolioApi({ answers: [runningFixture(), portfolioFixture()] });
    const { router } = renderWithSession(fakeSession('premium'), { path: PORTFOLIO_PATH });
    const box = await screen.findByRole('textbox', { name: 'Cheques (uno por línea)' }, { timeout: 15_000 });
    fireEvent.change(box, {
      target: {
        value:
          'Banco (código);Número;CUIT librador;Monto;Fecha de pago\n' +
          '7;1001;30-50001091-2;500.000;15/04/2026\n' +
          '\n' +
          '7\t1002\t20-12345678-6\t200.000,50\t2026-04-20\tUSD\teCheq\n' +
          '11;x;30-71589634-2;1.5.0;mañana\n',
      },
    });
    expect(screen.getByText(/^3 cheques\./)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Tasa de referencia propia (TNA %)'), { target: { value: '32,5' } });
    await userEvent.click(screen.getByRole('button', { name: 'Analizar cartera' }));

    await waitFor(() => expect(api.posted).toHaveLength(1));
    expect(api.posted[0]).toEqual({
      rows: [
        { entityCode: 7, chequeNumber: 1001, drawerTaxId: '30-50001091-2', amount: 500_000, dueDate: '2026-04-15' },
        {
          entityCode: 7,
          chequeNumber: 1002,
          drawerTaxId: '20-12345678-6',
          amount: 200_000.5,
          dueDate: '2026-04-20',
          currency: 'USD',
          kind: 'echeq',
        },
        // What cannot be read goes as it was read: the API names the row and the field.
        { entityCode: 11, chequeNumber: 'x', drawerTaxId: '30-71589634-2', amount: '1.5.0', dueDate: 'mañana' },
      ],
      referenceRate: 32.5,
    });

    // Running: the progress, and no export yet.
    expect(await screen.findByText('2 de 5 cheques analizados')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '2 de 5 cheques analizados' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeDisabled();
    expect(screen.getByTestId('portfolio-row-3')).toHaveTextContent('Analizando…');
    expect(router.state.location.search).toBe(`?id=${PORTFOLIO_ID}`);

    // Polled until done.
    await finished();
    expect(screen.getByRole('status')).toHaveTextContent('Análisis terminado: 4 analizados, 1 con errores.');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  }, 60_000);
});

describe("'Cartera de cheques': the results", () => {
  it('totals the analysed cheques by verdict in the banner’s colours, with the amount, neto and expected loss', async () => {
    portfolioApi();
    renderWithSession(fakeSession('premium'), { path: SHOWN });
    await finished();
    expect(screen.getByTestId('total-count')).toHaveTextContent('Cheques analizados4');
    expect(screen.getByTestId('total-amount')).toHaveTextContent('Monto totalARS 1.000.000,00');
    expect(screen.getByTestId('total-neto')).toHaveTextContent('ARS 960.000,00');
    expect(screen.getByTestId('total-expected-loss')).toHaveTextContent('Pérdida esperadaARS 2.000,00');
    for (const [verdict, colour, text] of [
      ['APTO', 'MuiAlert-colorSuccess', 'Apto2 cheques · ARS 700.000,00'],
      ['OBSERVAR', 'MuiAlert-colorWarning', 'Observar1 cheque · ARS 200.000,00'],
      ['NO_APTO', 'MuiAlert-colorError', 'No apto1 cheque · ARS 100.000,00'],
    ] as const) {
      const total = screen.getByTestId(`verdict-total-${verdict}`);
      expect(total).toHaveClass('MuiAlert-filled', colour);
      expect(total).toHaveTextContent(text);
    }
  }, 60_000);

  it('lists the concentration by drawer, largest first, highlighting a drawer above 20 %', async () => {
    portfolioApi();
    renderWithSession(fakeSession('premium'), { path: SHOWN });
    await finished();
    const rows = bodyRows(screen.getByRole('table', { name: 'Concentración de la cartera por librador' }));
    expect(rows.map((row) => row.textContent)).toEqual([
      'EMPRESA DEMO S.A.30-50001091-22ARS 700.000,00Concentración alta70,0 %',
      'PEREZ JUAN20-12345678-61ARS 200.000,0020,0 %',
      'DISTRIBUIDORA NORTE S.R.L.30-71589634-21ARS 100.000,0010,0 %',
    ]);
    expect(rows.map((row) => row.getAttribute('data-concentrated'))).toEqual(['true', 'false', 'false']);
  }, 60_000);

  it('shows every cheque with its verdict and price, and a bad row’s errors by field', async () => {
    portfolioApi();
    renderWithSession(fakeSession('premium'), { path: SHOWN });
    await finished();
    const table = screen.getByRole('table', { name: 'Cheques de la cartera' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Fila',
      'Banco',
      'Número',
      'Librador',
      'Monto',
      'Veredicto',
      'Tasa sugerida',
      'Neto',
      'Pérdida esperada',
    ]);
    const first = screen.getByTestId('portfolio-row-1');
    expect(first).toHaveTextContent(
      '1BANCO DE GALICIA Y BUENOS AIRES S.A.1001EMPRESA DEMO S.A.30-50001091-2ARS 500.000,00Apto38,00 %ARS 480.000,00ARS 1.000,00',
    );
    expect(within(first).getByText('Apto').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(within(screen.getByTestId('portfolio-row-3')).getByText('No apto').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorError',
    );
    const bad = screen.getByTestId('portfolio-row-5');
    expect(bad).toHaveAttribute('data-status', 'invalid');
    expect(within(bad).getByRole('note').childNodes).toHaveLength(2);
    expect([...within(bad).getByRole('note').childNodes].map((line) => line.textContent)).toEqual([
      'Fila 5 — Monto: El monto debe ser un número.',
      'Fila 5 — Fecha de pago: La fecha de pago debe ser una fecha con formato AAAA-MM-DD.',
    ]);
  }, 60_000);

  it('downloads the CSV and XLSX the API writes, in the page’s language', async () => {
    const api = portfolioApi();
    const saved = recordDownloads();
    renderWithSession(fakeSession('premium'), { path: SHOWN });
    await finished();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saved.names).toEqual(['cartera-de-cheques.csv']));
    await userEvent.click(screen.getByRole('button', { name: 'Exportar XLSX' }));
    await waitFor(() => expect(saved.names).toEqual(['cartera-de-cheques.csv', 'cartera-de-cheques.xlsx']));
    expect(api.exports).toEqual([
      { query: { format: 'csv', lang: 'es' }, language: 'es', accept: 'text/csv' },
      {
        query: { format: 'xlsx', lang: 'es' },
        language: 'es',
        accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    ]);
  }, 60_000);

  it('downloads the PDF the API writes, beside the CSV and XLSX and named as they are', async () => {
    const api = portfolioApi();
    const saved = recordDownloads();
    renderWithSession(fakeSession('premium'), { path: SHOWN });
    await finished();
    const buttons = screen.getAllByRole('button', { name: /^(Exportar|Descargar)/ });
    expect(buttons.map((button) => button.textContent)).toEqual(['Exportar CSV', 'Exportar XLSX', 'Descargar PDF']);
    await userEvent.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(saved.names).toEqual(['cartera-de-cheques.pdf']));
    // The bytes as the API sent them (a fetched Blob reads itself).
    expect(await saved.blobs[0]!.text()).toMatch(/^%PDF/);
    expect(api.exports).toEqual([{ query: { format: 'pdf', lang: 'es' }, language: 'es', accept: 'application/pdf' }]);
  }, 60_000);

  it.each([
    [402, 'QUOTA_EXCEEDED', 'Alcanzaste el límite de 3 reportes por mes.'],
    [403, 'FORBIDDEN', 'La cartera es de otro usuario.'],
    [400, 'VALIDATION_ERROR', 'el formato debe ser uno de: csv, xlsx, pdf.'],
  ])(
    'says why the API refused the PDF (%i) in its words, and saves nothing',
    async (status, code, message) => {
      portfolioApi({ exported: { status, body: { code, message } } });
      const saved = recordDownloads();
      renderWithSession(fakeSession('premium'), { path: SHOWN });
      await finished();
      await userEvent.click(screen.getByRole('button', { name: 'Descargar PDF' }));
      expect(await screen.findByText(message)).toBeVisible();
      expect(saved.names).toEqual([]);
      expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeEnabled();
    },
    60_000,
  );

  it('turns each cheque into a card at 360 px, its errors included', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 360 });
    portfolioApi();
    renderWithSession(fakeSession('premium'), { path: SHOWN });
    await finished();
    expect(screen.queryByRole('table', { name: 'Cheques de la cartera' })).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Cheques de la cartera' })).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(cards[0]).toHaveTextContent('Veredicto');
    expect(cards[0]).toHaveTextContent('Apto');
    expect(cards[4]).toHaveTextContent(
      'Fila 5 — Fecha de pago: La fecha de pago debe ser una fecha con formato AAAA-MM-DD.',
    );
  }, 60_000);

  it('says so when the portfolio in the address is not found', async () => {
    const missing = '00000000-0000-4000-8000-000000000099';
    server.use(
      http.get(`*/api/v1/cheques/portfolios/${missing}`, () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'No existe la cartera.' }, { status: 404 }),
      ),
    );
    renderWithSession(fakeSession('premium'), { path: `${PORTFOLIO_PATH}?id=${missing}` });
    expect(await screen.findByText('No encontramos esta cartera de cheques.', {}, { timeout: 15_000 })).toBeVisible();
  }, 60_000);
});

describe("'Cartera de cheques' in English", () => {
  it('words the progress, totals, rows and errors in English, money the English way, the exports in English', async () => {
    await act(() => i18next.changeLanguage('en'));
    try {
      const api = portfolioApi();
      const saved = recordDownloads();
      renderWithSession(fakeSession('premium'), { path: SHOWN });
      await finished('5 of 5 cheques analysed');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cheque portfolio');
      expect(screen.getByTestId('verdict-total-APTO')).toHaveTextContent('Fit2 cheques · ARS 700,000.00');
      expect(screen.getByTestId('verdict-total-NO_APTO')).toHaveTextContent('Not fit1 cheque · ARS 100,000.00');
      expect(screen.getByTestId('portfolio-row-1')).toHaveTextContent('38.00 %');
      expect(screen.getByRole('table', { name: "The portfolio's concentration by drawer" })).toHaveTextContent(
        'High concentration70.0 %',
      );
      expect(screen.getByTestId('portfolio-row-5')).toHaveTextContent('Row 5 — Payment date:');
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved.names).toEqual(['cheque-portfolio.csv']));
      await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(saved.names).toEqual(['cheque-portfolio.csv', 'cheque-portfolio.pdf']));
      expect(api.exports.map((e) => [e.query, e.language])).toEqual([
        [{ format: 'csv', lang: 'en' }, 'en'],
        [{ format: 'pdf', lang: 'en' }, 'en'],
      ]);
    } finally {
      await act(() => i18next.changeLanguage('es'));
    }
  }, 60_000);
});
