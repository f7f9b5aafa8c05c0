import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseCsv, type Role } from '@tirr/domain';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';
import { PATH as ANALYSIS_PATH } from './test/analysis-page';
import { chequesApi, invalid } from './test/fixtures';
import { chequesOf } from './components/portfolio-rows';
import {
  blobText,
  csvFile,
  PORTFOLIO_ID,
  PORTFOLIO_PATH,
  portfolioApi,
  recordDownloads,
} from './test/portfolio-fixtures';

const CHEQUE = '7;1001;30-50001091-2;500.000;15/04/2026';

/** Opens the page as a premium user and waits for the box the cheques go in. */
async function open(api: Parameters<typeof portfolioApi>[0] = {}) {
  const calls = portfolioApi(api);
  const view = renderWithSession(fakeSession('premium'), { path: PORTFOLIO_PATH });
  const box = await screen.findByRole('textbox', { name: 'Cheques (uno por línea)' }, { timeout: 15_000 });
  return { ...calls, ...view, box };
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Analizar cartera' }));

describe("'Cartera de cheques': the input", () => {
  it('shows the columns, the formats, the limit and an example', async () => {
    await open();
    expect(
      screen.getByText(/Banco \(código\), Número, CUIT librador, Monto, Fecha de pago, Moneda \(opcional\)/),
    ).toBeVisible();
    expect(screen.getByText(/Hasta 1\.000 cheques por cartera\./)).toBeVisible();
    expect(screen.getByTestId('portfolio-example')).toHaveTextContent(
      '7;12345678;30-50001091-2;1.500.000,50;15/04/2026;ARS;Físico',
    );
  }, 60_000);

  it("downloads a CSV template that reads back as the example's cheques", async () => {
    await open();
    const saved = recordDownloads();
    await userEvent.click(screen.getByRole('button', { name: 'Descargar plantilla' }));
    await waitFor(() => expect(saved.names).toEqual(['plantilla-cartera-de-cheques.csv']));
    const text = await blobText(saved.blobs[0]!);
    expect(text.split('\r\n')[0]).toBe('Banco (código);Número;CUIT librador;Monto;Fecha de pago;Moneda;Tipo');
    expect(chequesOf(parseCsv(text))).toEqual([
      {
        entityCode: 7,
        chequeNumber: 12345678,
        drawerTaxId: '30-50001091-2',
        amount: 1_500_000.5,
        dueDate: '2026-04-15',
        currency: 'ARS',
        kind: 'physical',
      },
      {
        entityCode: 11,
        chequeNumber: 87654321,
        drawerTaxId: '20-12345678-6',
        amount: 250_000,
        dueDate: '2026-05-02',
        kind: 'echeq',
      },
    ]);
  }, 60_000);

  it('puts an uploaded CSV in the box, its header left out, and posts its cheques', async () => {
    const { box, posted } = await open();
    const csv =
      'Banco (código),Número,CUIT librador,Monto,Fecha de pago,Moneda,Tipo\r\n' +
      '7,1001,30-50001091-2,"1.500.000,50",15/04/2026,ARS,Físico\r\n' +
      '11,1002,20-12345678-6,250000,2026-05-02,,eCheq\r\n';
    await userEvent.upload(screen.getByTestId('portfolio-file-input'), csvFile(csv));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toContain('7\t1001\t30-50001091-2\t1.500.000,50'));
    expect(screen.getByText(/^2 cheques\./)).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      rows: [
        {
          entityCode: 7,
          chequeNumber: 1001,
          drawerTaxId: '30-50001091-2',
          amount: 1_500_000.5,
          dueDate: '2026-04-15',
          currency: 'ARS',
          kind: 'physical',
        },
        {
          entityCode: 11,
          chequeNumber: 1002,
          drawerTaxId: '20-12345678-6',
          amount: 250_000,
          dueDate: '2026-05-02',
          kind: 'echeq',
        },
      ],
    });
  }, 60_000);

  it.each<[string, string, string]>([
    ['nothing', '  \n', 'Cargá al menos un cheque.'],
    [
      'more than 1000 cheques',
      Array.from({ length: 1001 }, () => CHEQUE).join('\n'),
      'Como máximo 1000 cheques por cartera: cargaste 1001.',
    ],
  ])(
    'sends nothing for %s, and says why',
    async (_case, text, message) => {
      const { box, posted } = await open();
      fireEvent.change(box, { target: { value: text } });
      await submit();
      expect(await screen.findByTestId('portfolio-problem')).toHaveTextContent(message);
      expect(posted).toEqual([]);
    },
    60_000,
  );

  it('sends nothing while the reference rate cannot be read', async () => {
    const { box, posted } = await open();
    fireEvent.change(box, { target: { value: CHEQUE } });
    const rate = screen.getByLabelText('Tasa de referencia propia (TNA %)');
    fireEvent.change(rate, { target: { value: '3x' } });
    await submit();
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);
  }, 60_000);
});

describe("'Cartera de cheques': what the API refuses", () => {
  it('says the problems of the request, the reference rate’s under its field', async () => {
    const { box } = await open({
      created: invalid(
        { field: 'rows', message: 'Como máximo 1000 cheques por cartera.' },
        { field: 'referenceRate', message: 'La tasa de referencia debe ser mayor que 0.' },
      ),
    });
    fireEvent.change(box, { target: { value: CHEQUE } });
    await submit();
    expect(await screen.findByTestId('portfolio-problem')).toHaveTextContent(
      /^Como máximo 1000 cheques por cartera\.$/,
    );
    expect(screen.getByLabelText('Tasa de referencia propia (TNA %)')).toHaveAccessibleDescription(
      'La tasa de referencia debe ser mayor que 0.',
    );
  }, 60_000);

  it('asks to wait after too many requests (429)', async () => {
    const { box } = await open({ created: { status: 429, body: { code: 'RATE_LIMITED', message: 'Too many' } } });
    fireEvent.change(box, { target: { value: CHEQUE } });
    await submit();
    expect(await screen.findByTestId('portfolio-problem')).toHaveTextContent(
      'Hiciste muchas consultas seguidas. Esperá un momento y volvé a intentar.',
    );
  }, 60_000);

  it('asks for a confirmed email (403 EMAIL_NOT_VERIFIED) and sends the same cheques again once confirmed', async () => {
    const { box, posted, router } = await open({
      created: { status: 403, body: { code: 'EMAIL_NOT_VERIFIED', message: 'Confirmá tu email.' } },
    });
    fireEvent.change(box, { target: { value: CHEQUE } });
    await submit();
    const notice = await screen.findByTestId('email-not-verified');
    await userEvent.click(within(notice).getByRole('button', { name: 'Ya lo confirmé' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual(posted[0]);
    expect(router.state.location.search).not.toContain(PORTFOLIO_ID);
  }, 60_000);
});

describe("'Cartera de cheques': the advanced options, as in 'Analizar cheque'", () => {
  const ROW = {
    entityCode: 7,
    chequeNumber: 1001,
    drawerTaxId: '30-50001091-2',
    amount: 500_000,
    dueDate: '2026-04-15',
  };
  const advanced = () => userEvent.click(screen.getByRole('button', { name: 'Opciones avanzadas' }));

  it("shows everyone's values in the empty fields and, untouched, sends none of them", async () => {
    const { box, posted } = await open();
    fireEvent.change(box, { target: { value: CHEQUE } });
    await advanced();
    const bueno = screen.getByLabelText('Spread Bueno (puntos)');
    expect(bueno).toHaveValue('');
    // The administrator's 9, not the default 8.
    expect(bueno).toHaveAttribute('placeholder', '9');
    expect(bueno).toHaveAccessibleDescription('Vigente: 9');
    expect(screen.getByLabelText('PD anual Excelente (%)')).toHaveAttribute('placeholder', '0,5');
    expect(screen.getByLabelText('Pérdida si no paga, LGD (%)')).toHaveAccessibleDescription('Vigente: 60');
    await submit();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ rows: [ROW] });
  }, 60_000);

  it('sends only what was typed, for every cheque: the edited spread and PD, the own rate', async () => {
    const { box, posted } = await open();
    fireEvent.change(box, { target: { value: CHEQUE } });
    await advanced();
    fireEvent.change(screen.getByLabelText('Spread Malo (puntos)'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('PD anual Bueno (%)'), { target: { value: '4,5' } });
    fireEvent.change(screen.getByLabelText('Tasa de referencia propia (TNA %)'), { target: { value: '31' } });
    await submit();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      rows: [ROW],
      referenceRate: 31,
      assumptions: { spreads: { MALO: 25 }, annualPd: { BUENO: 4.5 } },
    });
  }, 60_000);

  it("shows the API's problem of an assumption under its field, the options opened", async () => {
    const { box } = await open({
      created: invalid({
        field: 'assumptions.spreads.MALO',
        message: 'El spread de Malo no puede superar 100 puntos.',
      }),
    });
    fireEvent.change(box, { target: { value: CHEQUE } });
    await submit();
    await waitFor(() =>
      expect(screen.getByLabelText('Spread Malo (puntos)')).toHaveAccessibleDescription(
        'El spread de Malo no puede superar 100 puntos.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Opciones avanzadas' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByTestId('portfolio-problem')).toBeNull();
  }, 60_000);
});

describe("'Cartera de cheques' in the menu and from 'Analizar cheque'", () => {
  async function capitalMenu(role: Role) {
    renderWithSession(fakeSession(role), { path: '/errors/404' });
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' }, { timeout: 15_000 });
    return within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent ?? '');
  }

  it("is right after 'Analizar cheque' for a premium user, linked to its page", async () => {
    const labels = await capitalMenu('premium');
    expect(labels[labels.findIndex((label) => label.startsWith('Analizar cheque')) + 1]).toMatch(/^Cartera de cheques/);
    expect(screen.getByRole('link', { name: /^Cartera de cheques/ })).toHaveAttribute('href', PORTFOLIO_PATH);
  }, 60_000);

  it('is not in a free user’s menu', async () => {
    const labels = await capitalMenu('free');
    expect(labels.some((label) => label.startsWith('Analizar cheque'))).toBe(true);
    expect(labels.some((label) => label.startsWith('Cartera de cheques'))).toBe(false);
  }, 60_000);

  it.each<[Role, boolean]>([
    ['premium', true],
    ['free', false],
  ])(
    "'Analizar cheque' links a %s user to it: %s",
    async (role, linked) => {
      chequesApi();
      renderWithSession(fakeSession(role), { path: ANALYSIS_PATH });
      await screen.findByRole('heading', { level: 1, name: 'Analizar cheque' }, { timeout: 15_000 });
      const link = screen.queryByRole('link', { name: 'Analizar una cartera de cheques' });
      if (linked) expect(link).toHaveAttribute('href', PORTFOLIO_PATH);
      else expect(link).toBeNull();
    },
    60_000,
  );
});
