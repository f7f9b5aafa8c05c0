import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ChequeAnalysis } from '@tirr/contracts';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';
import { analyse, chooseEntity, fill, prefilled, PREFILLED } from './test/analysis-page';
import { chequeAnalysisFixture, chequesApi } from './test/fixtures';

const banner = () => screen.findByTestId('verdict-banner', {}, { timeout: 15_000 });
const base = chequeAnalysisFixture();

const observar = chequeAnalysisFixture({
  reported: { denunciado: null, fechaProcesamiento: null, detalles: [] },
  drawer: { ...base.drawer, score: 560, band: 'SIN_HISTORIAL', situacion: 2 },
  verdict: 'OBSERVAR',
  verdictReasons: [
    { code: 'REPORTED_UNCHECKED', outcome: 'OBSERVAR', params: {} },
    { code: 'SITUACION_2', outcome: 'OBSERVAR', params: { situacion: 2 } },
    { code: 'THIN_FILE', outcome: 'OBSERVAR', params: { band: 'SIN_HISTORIAL' } },
  ],
});

const noApto = chequeAnalysisFixture({
  reported: {
    denunciado: true,
    fechaProcesamiento: '2026-02-20',
    detalles: [{ sucursal: '524', numeroCuenta: '0000123456', causal: 'DENUNCIA POR ROBO' }],
  },
  drawer: {
    ...base.drawer,
    situacion: 3,
    worstSituacion24: 4,
    score: 120,
    band: 'MALO',
    unpaidCheques12: 2,
    unpaidCheques24: 3,
    flags: ['procesoJud', 'refinanciaciones'],
    notices: [{ code: 'CACHED_BCRA_DATA', message: 'La Central de Deudores…', date: '2026-02-27' }],
  },
  verdict: 'NO_APTO',
  verdictReasons: [
    { code: 'REPORTED', outcome: 'NO_APTO', params: {} },
    { code: 'SITUACION_NOW', outcome: 'NO_APTO', params: { situacion: 3 } },
    { code: 'UNPAID_CHEQUES_12M', outcome: 'NO_APTO', params: { count: 2 } },
    { code: 'FLAGS', outcome: 'OBSERVAR', params: { count: 2, flags: 'procesoJud,refinanciaciones' } },
  ],
});

describe("'Analizar cheque': the verdict", () => {
  it.each<[string, ChequeAnalysis, string, string[]]>([
    [
      'Apto',
      base,
      'MuiAlert-colorSuccess',
      [
        'No está denunciado y el librador no muestra señales de riesgo: situación normal, sin cheques rechazados sin pagar ni observaciones.',
      ],
    ],
    [
      'Observar',
      observar,
      'MuiAlert-colorWarning',
      [
        'No se pudo verificar si el cheque está denunciado: el servicio del BCRA no respondió.',
        'El librador está hoy en situación 2: Con seguimiento especial.',
        'El librador no tiene historial crediticio (banda Sin historial): no hay con qué medir cómo paga.',
      ],
    ],
    [
      'No apto',
      noApto,
      'MuiAlert-colorError',
      [
        'El cheque está denunciado en el BCRA (extraviado, robado o adulterado).',
        'El librador está hoy en situación 3: Con problemas.',
        'El librador tiene 2 cheques rechazados sin pagar en los últimos 12 meses.',
        'El BCRA informa 2 observaciones del librador en el último período: Proceso judicial, Refinanciada.',
      ],
    ],
  ])(
    '%s: the banner in its colour, each reason in words, the worst first',
    async (verdict, answer, colour, reasons) => {
      await analyse({ answer });
      const shown = await banner();
      expect(within(shown).getByRole('heading', { level: 2 })).toHaveTextContent(new RegExp(`^${verdict}$`));
      expect(shown).toHaveClass('MuiAlert-filled', colour);
      const items = within(within(shown).getByTestId('verdict-reasons')).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(
        reasons.map((text, index) =>
          answer.verdictReasons[index]!.code === 'CLEAN'
            ? text
            : `${{ APTO: 'Apto', OBSERVAR: 'Observar', NO_APTO: 'No apto' }[answer.verdictReasons[index]!.outcome]}${text}`,
        ),
      );
      expect(shown).toHaveTextContent(
        'Cheque 12345678 de BANCO DE GALICIA Y BUENOS AIRES S.A. · ARS 1.000.000,00 · pago el 01/04/2026',
      );
    },
    60_000,
  );
});

describe("'Analizar cheque': is it reported", () => {
  it.each<[string, ChequeAnalysis['reported'], string, string | null]>([
    ['Sí', noApto.reported, 'yes', 'Datos del BCRA procesados el 20/02/2026'],
    ['No', base.reported, 'no', 'Datos del BCRA procesados el 01/03/2026'],
    ['No se pudo verificar', observar.reported, 'unchecked', null],
  ])(
    '%s',
    async (answerText, reported, answer, processed) => {
      await analyse({ answer: chequeAnalysisFixture({ reported }) });
      await banner();
      const section = screen.getByRole('region', { name: '¿Está denunciado?' });
      const chip = within(section).getByTestId('reported-answer');
      expect(chip).toHaveTextContent(new RegExp(`^${answerText}$`));
      expect(chip).toHaveAttribute('data-answer', answer);
      if (processed) expect(section).toHaveTextContent(processed);
      else expect(section).not.toHaveTextContent('Datos del BCRA');
      const details = within(section).queryByTestId('reported-details');
      if (reported.detalles.length === 0) expect(details).toBeNull();
      else {
        const row = within(details!).getAllByRole('row')[1]!;
        expect(row).toHaveTextContent('524');
        expect(row).toHaveTextContent('0000123456');
        expect(row).toHaveTextContent('DENUNCIA POR ROBO');
      }
    },
    60_000,
  );
});

describe("'Analizar cheque' at 360 px", () => {
  it('keeps one column: each report is a card, not a table to scroll sideways', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 360 });
    await analyse({ answer: noApto });
    await banner();
    const section = screen.getByRole('region', { name: '¿Está denunciado?' });
    const cards = within(section).getByRole('list', { name: 'Denuncias' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(1);
    expect(cards).toHaveTextContent('DENUNCIA POR ROBO');
    expect(within(section).queryByRole('table')).toBeNull();
  }, 60_000);
});

describe("'Analizar cheque': the drawer and the price", () => {
  it("shows the drawer's report in short, linked to it", async () => {
    await analyse({ answer: noApto });
    await banner();
    const drawer = screen.getByRole('region', { name: 'El librador' });
    expect(within(drawer).getByRole('link', { name: 'EMPRESA DEMO S.A.' })).toHaveAttribute(
      'href',
      '/credits/profiles/30500010912',
    );
    expect(within(drawer).getByTestId('drawer-situacion')).toHaveTextContent('3Con problemas');
    expect(within(drawer).getByTestId('drawer-worst24')).toHaveTextContent('4Con alto riesgo de insolvencia');
    expect(within(drawer).getByTestId('drawer-score')).toHaveTextContent('120 · Malo');
    const [, unpaid, paid] = within(within(drawer).getByTestId('drawer-cheques')).getAllByRole('row');
    expect(unpaid).toHaveTextContent(/^Sin pagar23$/);
    expect(paid).toHaveTextContent(/^Pagados13$/);
    expect(within(drawer).getByTestId('drawer-flags')).toHaveTextContent('Proceso judicialRefinanciada');
    expect(within(drawer).getByTestId('drawer-reasons')).toHaveTextContent('Situación 2 hace 5 períodos-80');
    // The verdict rests on the day BCRA last answered: said, with that day.
    expect(within(drawer).getByTestId('drawer-notice-CACHED_BCRA_DATA')).toHaveTextContent(
      'La Central de Deudores del BCRA no responde: el análisis usa los datos obtenidos el 27/02/2026.',
    );
  }, 60_000);

  it("prices it on BADLAR plus the band's spread, every line of the simulation and the expected loss, as assumptions", async () => {
    await analyse();
    await banner();
    const pricing = screen.getByRole('region', { name: 'Precio sugerido' });
    expect(within(pricing).getByTestId('pricing-assumptions')).toHaveTextContent('Supuestos editables, no son hechos');
    expect(within(pricing).getByTestId('pricing-reference')).toHaveTextContent(
      'Tasa de referenciaBADLAR bancos privados al 27/02/202630,00 %',
    );
    expect(within(pricing).getByTestId('pricing-spread')).toHaveTextContent('Spread por la banda Bueno8,00 puntos');
    expect(within(pricing).getByTestId('pricing-suggested')).toHaveTextContent('38,00 %');
    // docs/domain/cheque-analysis.md §5, C1.
    expect(within(pricing).getByTestId('result-efectivo')).toHaveTextContent('ARS 969.713,07');
    expect(within(pricing).getByTestId('result-neto')).toHaveTextContent('ARS 964.321,29');
    expect(within(pricing).getByTestId('result-cft')).toHaveTextContent('55,59 %');
    for (const line of ['interes', 'comision', 'dn', 'dc', 'cc', 'sgr', 'ivaMonto', 'totalCostos', 'tem', 'tea'])
      expect(within(pricing).getByTestId(`result-${line}`)).toBeInTheDocument();
    expect(within(pricing).getByTestId('pricing-pd')).toHaveTextContent(
      'Probabilidad de incumplimiento en 30 días0,335 %',
    );
    expect(within(pricing).getByTestId('pricing-lgd')).toHaveTextContent('60,00 %');
    expect(within(pricing).getByTestId('pricing-loss')).toHaveTextContent('ARS 2.009,77');
  }, 60_000);

  it('offers no price for a reported cheque: says why under the banner, and shows the calculation only when asked', async () => {
    await analyse({ answer: noApto });
    const shown = await banner();
    const notice = screen.getByTestId('reported-no-price');
    expect(notice).toHaveTextContent(
      /^Un cheque denunciado no se descuenta: no sugerimos precio\.Ver el cálculo igualmente$/,
    );
    // Right under the No apto banner.
    expect(shown.nextElementSibling).toBe(notice);
    expect(screen.queryByRole('region', { name: 'Precio sugerido' })).toBeNull();
    expect(screen.queryByTestId('pricing-suggested')).toBeNull();

    await userEvent.click(within(notice).getByRole('button', { name: 'Ver el cálculo igualmente' }));
    const pricing = screen.getByRole('region', { name: 'Precio sugerido' });
    expect(within(pricing).getByTestId('pricing-assumptions')).toHaveTextContent('Supuestos editables, no son hechos');
    expect(within(pricing).getByTestId('pricing-suggested')).toHaveTextContent('38,00 %');
    expect(screen.queryByTestId('reported-no-price')).toBeNull();
  }, 60_000);

  it('hides the price again for the next reported cheque, and shows it at once for one not reported', async () => {
    const { posted } = await prefilled({ answer: noApto });
    await userEvent.click(screen.getByRole('button', { name: 'Analizar' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ver el cálculo igualmente' }, { timeout: 15_000 }),
    );
    expect(screen.getByRole('region', { name: 'Precio sugerido' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Analizar' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(await screen.findByTestId('reported-no-price')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Precio sugerido' })).toBeNull();

    chequesApi({ answer: observar });
    await userEvent.click(screen.getByRole('button', { name: 'Analizar' }));
    await waitFor(() => expect(screen.getByTestId('verdict-banner')).toHaveAttribute('data-verdict', 'OBSERVAR'));
    expect(screen.queryByTestId('reported-no-price')).toBeNull();
    expect(screen.getByRole('region', { name: 'Precio sugerido' })).toBeInTheDocument();
  }, 60_000);

  it('asks for a rate of their own when there is no reference rate', async () => {
    await analyse({ answer: chequeAnalysisFixture({ pricing: null }) });
    await banner();
    const pricing = screen.getByRole('region', { name: 'Precio sugerido' });
    expect(within(pricing).getByTestId('pricing-none')).toHaveTextContent(
      'No hay tasa de referencia disponible: ingresá una tasa propia.',
    );
    expect(within(pricing).queryByTestId('discount-results')).toBeNull();
  }, 60_000);
});

describe("'Analizar cheque' in English", () => {
  it('words the verdict, its reasons, labels and dates in English (MM/DD/YYYY)', async () => {
    await act(() => i18next.changeLanguage('en'));
    try {
      const posted = chequesApi({ answer: noApto });
      renderWithSession(fakeSession('premium'), { path: PREFILLED });
      await chooseEntity('Galicia', 'Bank');
      fill('Cheque number', '12345678');
      expect(screen.getByLabelText('Payment date', { exact: false })).toHaveValue('04/01/2026');
      await userEvent.click(screen.getByRole('button', { name: 'Analyse' }));
      const shown = await banner();
      expect(posted).toHaveLength(1);
      expect(within(shown).getByRole('heading', { level: 2 })).toHaveTextContent(/^Not fit$/);
      expect(shown).toHaveTextContent('The drawer is in situation 3 today: With problems.');
      expect(shown).toHaveTextContent('The drawer has 2 rejected cheques unpaid in the last 12 months.');
      expect(shown).toHaveTextContent(
        'The BCRA reports 2 remarks about the drawer in the latest period: Judicial process, Refinanced.',
      );
      expect(shown).toHaveTextContent('ARS 1,000,000.00 · payable on 04/01/2026');
      const reported = screen.getByRole('region', { name: 'Is it reported?' });
      expect(within(reported).getByTestId('reported-answer')).toHaveTextContent(/^Yes$/);
      expect(reported).toHaveTextContent('BCRA data processed on 02/20/2026');
      expect(screen.getByTestId('drawer-notice-CACHED_BCRA_DATA')).toHaveTextContent(
        "BCRA's Central de Deudores is not answering: the analysis uses the data obtained on 02/27/2026.",
      );
      expect(screen.getByTestId('reported-no-price')).toHaveTextContent(
        'A reported cheque is not discounted: no price is suggested.',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Show the calculation anyway' }));
      expect(screen.getByRole('region', { name: 'Suggested price' })).toHaveTextContent(
        'BADLAR private banks on 02/27/2026',
      );
    } finally {
      await act(() => i18next.changeLanguage('es'));
    }
  }, 60_000);
});
