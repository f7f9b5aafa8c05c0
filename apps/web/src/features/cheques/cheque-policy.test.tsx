import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ChequePortfolioRow } from '@tirr/contracts';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';
import { analyse } from './test/analysis-page';
import { chequeAnalysisFixture, policyDecisionFixture } from './test/fixtures';
import { PORTFOLIO_ID, PORTFOLIO_PATH, portfolioApi, portfolioFixture, ROWS } from './test/portfolio-fixtures';

const banner = () => screen.findByTestId('verdict-banner', {}, { timeout: 15_000 });
const decided = chequeAnalysisFixture({ policyDecision: policyDecisionFixture() });

describe("'Analizar cheque': the decision under the user's credit policy", () => {
  it('is its own section beside the verdict, which stays the cheque’s: reasons in words, a link to the policy', async () => {
    await analyse({ answer: decided });
    expect(await banner()).toHaveAttribute('data-verdict', 'APTO');
    const section = screen.getByRole('region', { name: 'Tu política de crédito: Rechazar' });
    expect(screen.getByTestId('cheque-policy')).toHaveAttribute('data-decision', 'RECHAZAR');
    expect(section).toHaveTextContent('«Conservadora», versión 3');
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'RechazarCheques rechazados sin pagar en los últimos 12 meses.' +
        '1 cheque rechazado sin pagar desde el 02/03/2025 por ARS 350.000,00 (mínimo 1)',
      'ObservarSituación 2 en los últimos 12 meses.' +
        'Situación 2 en 08/2025, dentro de los últimos 12 meses informados (≥ 2)',
    ]);
    expect(within(section).getByRole('link', { name: 'Ver tu política de crédito' })).toHaveAttribute(
      'href',
      '/credits/policy',
    );
    // After the verdict, before whether it is reported.
    const order = ['verdict-banner', 'cheque-policy', 'reported-answer'].map((id) => screen.getByTestId(id));
    expect(order[0]!.compareDocumentPosition(order[1]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(order[1]!.compareDocumentPosition(order[2]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }, 60_000);

  it('says so when no rule matched (Aprobar)', async () => {
    const approved = policyDecisionFixture({ decision: 'APROBAR', decidedBy: null, reasons: [] });
    await analyse({ answer: chequeAnalysisFixture({ policyDecision: approved }) });
    await banner();
    const section = screen.getByRole('region', { name: 'Tu política de crédito: Aprobar' });
    expect(section).toHaveTextContent('Ninguna regla de tu política se cumple.');
  }, 60_000);

  it('is not there without a saved policy', async () => {
    await analyse();
    await banner();
    expect(screen.queryByTestId('cheque-policy')).toBeNull();
    expect(screen.queryByText(/Tu política de crédito/)).toBeNull();
  }, 60_000);

  it('in English, with the policy’s English words', async () => {
    await analyse({ answer: decided });
    await banner();
    await act(() => i18next.changeLanguage('en'));
    try {
      const section = screen.getByRole('region', { name: 'Your credit policy: Reject' });
      expect(section).toHaveTextContent('“Conservadora”, version 3');
      expect(section).toHaveTextContent('1 unpaid rejected cheque since 03/02/2025 for ARS 350,000.00 (at least 1)');
      expect(within(section).getByRole('link', { name: 'See your credit policy' })).toBeInTheDocument();
    } finally {
      await act(() => i18next.changeLanguage('es'));
    }
  }, 60_000);
});

/** The fixture's rows, each analysed row decided: A Aprobar, B Observar, C Rechazar. */
const DECIDED_ROWS: ChequePortfolioRow[] = ROWS.map((row) => {
  if (!row.result) return row;
  const outcome = ({ APTO: 'APROBAR', OBSERVAR: 'OBSERVAR', NO_APTO: 'RECHAZAR' } as const)[row.result.verdict];
  return { ...row, result: { ...row.result, decision: outcome, policyVersion: 2 } };
});
const SHOWN = `${PORTFOLIO_PATH}?id=${PORTFOLIO_ID}`;
const finished = () => screen.findByText('5 de 5 cheques analizados', {}, { timeout: 15_000 });

describe("'Cartera de cheques': each row's 'Decisión'", () => {
  it('shows a Decisión column with each analysed row’s outcome, none for a refused row', async () => {
    portfolioApi({ answers: [portfolioFixture({ rows: DECIDED_ROWS })] });
    renderWithSession(fakeSession('premium'), { path: SHOWN });
    await finished();
    const table = screen.getByRole('table', { name: 'Cheques de la cartera' });
    expect(within(table).getByRole('columnheader', { name: 'Decisión' })).toBeInTheDocument();
    const outcome = (row: number) => screen.getByTestId(`portfolio-row-${row}`).querySelector('[data-outcome]');
    expect([1, 2, 3, 4].map((row) => outcome(row)?.getAttribute('data-outcome'))).toEqual([
      'APROBAR',
      'OBSERVAR',
      'RECHAZAR',
      'APROBAR',
    ]);
    expect(outcome(1)).toHaveTextContent('Aprobar');
    expect(outcome(5)).toBeNull();
  }, 60_000);

  it('has no Decisión column when no row has one, and puts it on each card at 360 px when they do', async () => {
    portfolioApi();
    const first = renderWithSession(fakeSession('premium'), { path: SHOWN });
    await finished();
    expect(screen.queryByRole('columnheader', { name: 'Decisión' })).toBeNull();
    first.unmount();

    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 360 });
    portfolioApi({ answers: [portfolioFixture({ rows: DECIDED_ROWS })] });
    renderWithSession(fakeSession('premium'), { path: SHOWN });
    await finished();
    const cards = within(screen.getByRole('list', { name: 'Cheques de la cartera' })).getAllByRole('listitem');
    expect(cards[2]).toHaveTextContent('Decisión');
    expect(cards[2]).toHaveTextContent('Rechazar');
  }, 60_000);
});
