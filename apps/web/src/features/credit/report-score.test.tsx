import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';
import { creditReportFixture } from './test/fixtures';
import { loadReportPage, REPORT_PATH as PATH, reportApi } from './test/report-api';

/** The report page's score and its wording: reasons and bands, situación labels, singular and plural, English. */
beforeAll(loadReportPage, 30_000);

describe('report page: the score and its wording', () => {
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
});
