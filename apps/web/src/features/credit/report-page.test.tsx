import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreditReport } from '@tirr/contracts';
import { server } from '../../test/server';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';
import { creditReportFixture } from './test/fixtures';

const PATH = '/credits/profiles/30500010912';
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

const details = {
  cuit: '30500010912',
  metadata: { fechaHora: null, servidor: null, source: 'offline' },
  persona: {
    nombre: null,
    apellido: null,
    razonSocial: 'EMPRESA DEMO S.A.',
    displayName: 'EMPRESA DEMO S.A.',
    tipoPersona: 'JURIDICA',
    tipoClave: 'CUIT',
    estadoClave: 'ACTIVO',
    tipoDocumento: null,
    numeroDocumento: null,
    domicilio: [
      {
        tipoDomicilio: 'FISCAL',
        direccion: 'AV. CORRIENTES 1234',
        localidad: 'CABA',
        codigoPostal: '1043',
        provincia: 'CIUDAD AUTONOMA BUENOS AIRES',
      },
    ],
    actividad: { id: 620100, descripcion: 'SERVICIOS DE CONSULTORES EN INFORMÁTICA', periodo: null },
    formaJuridica: 'SOCIEDAD ANONIMA',
    fechaNacimiento: null,
    fechaFallecimiento: null,
    fechaContratoSocial: '1990-04-15',
    mesCierre: 12,
  },
};

const activity = {
  taxNumber: '30500010912',
  activities: [
    { id: 620100, descripcion: 'SERVICIOS DE CONSULTORES EN INFORMÁTICA', periodo: '11/2013', principal: true },
    { id: 631110, descripcion: 'PROCESAMIENTO DE DATOS', periodo: null, principal: false },
  ],
  consults: {
    total: 7,
    last30Days: 3,
    lastConsultOn: '2026-11-20',
    byMonth: Array.from({ length: 12 }, (_, i) => ({
      period: `${String(i + 1).padStart(2, '0')}/2026`,
      count: i === 11 ? 3 : i === 10 ? 4 : 0,
    })),
  },
};

/** The API of a report request; records the order of calls. */
function reportApi(report: CreditReport = creditReportFixture()) {
  const calls: string[] = [];
  server.use(
    http.post('*/api/v1/consultProfiles/create', async ({ request }) => {
      calls.push(`create ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({
        taxNumber: report.taxNumber,
        alreadyConsulted: false,
        queryLimit: { limit: 3, used: 1, remaining: 2, resetsAt: '2026-12-01T03:00:00.000Z' },
      });
    }),
    http.get('*/api/v1/credit/:taxNumber/report', ({ request }) => {
      const url = new URL(request.url);
      calls.push(`report ${url.searchParams.get('person_type')} ${url.searchParams.get('id_type')}`);
      return HttpResponse.json(report);
    }),
    http.get('*/api/v1/identity/:taxNumber/details', () => {
      calls.push('details');
      return HttpResponse.json(details);
    }),
    http.get('*/api/v1/credit/last-periods', () => {
      calls.push('last-periods');
      return HttpResponse.json({ lastPeriod: '12/2025', periods: ['12/2025', '11/2025'] });
    }),
    http.get('*/api/v1/credit/:taxNumber/activity-report', () => {
      calls.push('activity');
      return HttpResponse.json(activity);
    }),
  );
  return calls;
}

afterEach(() => vi.restoreAllMocks());

// The report chunk (with the charts) is lazy: load it once so the first test does not pay for it.
beforeAll(async () => {
  await import('./report-page');
}, 30_000);

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

  it('explains the score: gauge, band and every reason with its points', async () => {
    reportApi();
    renderWithSession(fakeSession('free'), { path: PATH });
    const scoring = await screen.findByRole('region', { name: 'Scoring' }, { timeout: 5000 });
    expect(await within(scoring).findByRole('meter')).toHaveAttribute('aria-valuenow', '220');
    expect(within(scoring).getByTestId('score-value')).toHaveTextContent('220');
    expect(within(scoring).getByTestId('score-band')).toHaveTextContent('Malo');
    const reasons = within(within(scoring).getByTestId('score-reasons')).getAllByRole('listitem');
    expect(reasons.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Situación actual 3 \(Con problemas\).*-600$/),
      expect.stringMatching(/^Deuda refinanciada.*-60$/),
      expect.stringMatching(/^1 cheque rechazado sin pagar en los últimos 24 meses.*-120$/),
    ]);
    expect(within(scoring).getByTestId('scorecard')).toHaveTextContent('Scorecard v2');
  });

  it("a person gets the consumer portfolio's situación labels", async () => {
    const base = creditReportFixture();
    reportApi(
      creditReportFixture({
        identity: { ...base.identity, personType: 'FISICA', name: 'GOMEZ MARIA LAURA' },
      }),
    );
    renderWithSession(fakeSession('free'), { path: PATH });
    await screen.findByRole('heading', { level: 1, name: 'GOMEZ MARIA LAURA' });
    expect(await screen.findByTestId('max-situation')).toHaveTextContent(
      'Riesgo medio (más de 90 hasta 180 días de atraso)',
    );
    expect(within(await screen.findByTestId('debts-table')).getByText('Riesgo medio')).toBeInTheDocument();
  });

  it('an unknown debtor: the grey band "Sin historial", not the band of its number', async () => {
    const base = creditReportFixture();
    reportApi(
      creditReportFixture({
        debts: [],
        history: [],
        periods: [],
        cheques: [],
        maxSituacion: {
          current: 0,
          currentLabel: 'En situación normal',
          last24Months: 0,
          last24MonthsLabel: 'En situación normal',
        },
        totals: { ...base.totals, totalDebt: 0, entities: 0, chequesCount: 0, chequesAmount: 0 },
        score: {
          score: 560,
          band: 'SIN_HISTORIAL',
          bandLabel: 'Sin historial',
          reasons: [{ code: 'NO_CREDIT_HISTORY', label: 'Sin historial crediticio', points: -440, params: {} }],
          version: 'v2',
        },
      }),
    );
    renderWithSession(fakeSession('free'), { path: PATH });
    const scoring = await screen.findByRole('region', { name: 'Scoring' }, { timeout: 5000 });
    expect(await within(scoring).findByRole('meter')).toHaveAttribute(
      'aria-label',
      'Puntaje 560 de 1000: Sin historial',
    );
    const band = within(scoring).getByTestId('score-band');
    expect(band).toHaveTextContent('Sin historial');
    expect(band).toHaveStyle({ color: 'rgb(117, 117, 117)' });
    expect(within(scoring).getByText(/un deudor desconocido no es un buen deudor/)).toBeInTheDocument();
    expect(within(scoring).getByTestId('gauge-needle')).toHaveAttribute('stroke', '#757575');
    expect(screen.getByRole('region', { name: 'Resumen básico' })).toHaveTextContent('560 · Sin historial');
  });

  it('the trend is a 0-point reason, shown neither as a penalty nor as a bonus', async () => {
    const base = creditReportFixture();
    reportApi(
      creditReportFixture({
        score: {
          ...base.score,
          reasons: [
            ...base.score.reasons,
            {
              code: 'RECENT_DETERIORATION',
              label: 'Empeoró en los últimos 6 meses',
              points: 0,
              params: { from: 1, to: 3 },
            },
          ],
        },
      }),
    );
    renderWithSession(fakeSession('free'), { path: PATH });
    const scoring = await screen.findByRole('region', { name: 'Scoring' }, { timeout: 5000 });
    const reasons = within(within(scoring).getByTestId('score-reasons')).getAllByRole('listitem');
    expect(reasons.at(-1)!.textContent).toMatch(/^Empeoró en los últimos 6 meses.*0$/);
    expect(within(reasons.at(-1)!).getByLabelText('0 puntos')).not.toHaveStyle({ color: 'rgb(46, 125, 50)' });
  });

  it("says 'punto' and 'entidad' for one and 'puntos' and 'entidades' for more", async () => {
    reportApi();
    const { unmount } = renderWithSession(fakeSession('free'), { path: PATH });
    const scoring = await screen.findByRole('region', { name: 'Scoring' }, { timeout: 5000 });
    expect(within(scoring).getByText('Resultado: 220 puntos.')).toBeInTheDocument();
    expect(within(scoring).getByLabelText('-600 puntos')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Deuda total' })).toHaveTextContent('2 entidades');
    unmount();

    const fixture = creditReportFixture();
    const one = creditReportFixture({
      totals: { ...fixture.totals, entities: 1 },
      score: {
        ...fixture.score,
        score: 1,
        reasons: [{ code: 'REFINANCED', label: 'Deuda refinanciada', points: -1, params: {} }],
      },
    });
    reportApi(one);
    renderWithSession(fakeSession('free'), { path: PATH });
    const single = await screen.findByRole('region', { name: 'Scoring' }, { timeout: 5000 });
    expect(within(single).getByText('Resultado: 1 punto.')).toBeInTheDocument();
    expect(within(single).getByLabelText('-1 punto')).toBeInTheDocument();
    const debt = screen.getByRole('region', { name: 'Deuda total' });
    expect(debt).toHaveTextContent(`En pesos, período ${one.period}, 1 entidad`);
    expect(debt).not.toHaveTextContent('entidad(es)');
  });

  it('in English: one point, one entity, one unpaid cheque', async () => {
    await act(() => i18next.changeLanguage('en'));
    try {
      const fixture = creditReportFixture();
      reportApi(
        creditReportFixture({
          totals: { ...fixture.totals, entities: 1 },
          score: {
            ...fixture.score,
            score: 1,
            reasons: [
              ...fixture.score.reasons,
              { code: 'HISTORY', label: 'Situación 2 hace 1 período', points: -1, params: { situacion: 2, age: 1 } },
            ],
          },
        }),
      );
      renderWithSession(fakeSession('free'), { path: PATH });
      const scoring = await screen.findByRole('region', { name: 'Scoring' }, { timeout: 5000 });
      expect(within(scoring).getByText('Result: 1 point.')).toBeInTheDocument();
      expect(within(scoring).getByText('1 unpaid rejected cheque in the last 24 months')).toBeInTheDocument();
      expect(within(scoring).getByText('Situation 2 1 period ago')).toBeInTheDocument();
      expect(within(scoring).getByLabelText('-120 points')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Total debt' })).toHaveTextContent(/, 1 entity$/);
    } finally {
      await act(() => i18next.changeLanguage('es'));
    }
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
    server.use(
      http.get('*/api/v1/credit/:taxNumber/report.pdf', ({ request }) => {
        auth = request.headers.get('authorization');
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
