import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PolicyDecisionView } from '@tirr/contracts';
import { renderWithProviders, renderWithSession } from '../../test/render-app';
import { server } from '../../test/server';
import { fakeSession } from '../../test/session';
import { PolicyBanner } from './report/policy-banner';
import { loadReportPage, REPORT_PATH, reportApi } from './test/report-api';

const TAX_NUMBER = '30500010912';

function decisionFixture(overrides: Partial<PolicyDecisionView> = {}): PolicyDecisionView {
  return {
    policy: { id: '00000000-0000-4000-8000-000000000003', name: 'Política 2026', version: 3 },
    taxNumber: TAX_NUMBER,
    decision: 'APROBAR',
    decidedBy: null,
    reasons: [],
    missing: [],
    facts: {
      personType: 'JURIDICA',
      estadoClave: 'ACTIVO',
      score: 640,
      band: 'BUENO',
      latestPeriod: '12/2025',
      situacionNow: 3,
      situacionByAge: [3, 1],
      flags: [],
      entities: 2,
      totalDebt: 1_001_234.56,
      unpaidCheques: [],
      balance: { closingDate: '2025-12-31', score: 420, patrimonioNeto: 12_000_000, ventas: 60_000_000 },
    },
    today: '2026-11-26',
    decidedAt: '2026-11-26T13:00:00.000Z',
    ...overrides,
  };
}

/** POST /policy/evaluate answering `answer`; the bodies it was sent. */
function evaluateApi(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/v1/policy/evaluate', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const decides = (decision: PolicyDecisionView) => evaluateApi(() => HttpResponse.json(decision));

function renderBanner() {
  return renderWithProviders(
    <MemoryRouter>
      <PolicyBanner taxNumber={TAX_NUMBER} />
    </MemoryRouter>,
    fakeSession('premium'),
  );
}

const banner = () => screen.findByTestId('policy-banner');

describe("the report's credit policy banner", () => {
  it.each([
    ['RECHAZAR', 'Rechazar', 'colorError'],
    ['OBSERVAR', 'Observar', 'colorWarning'],
    ['APROBAR', 'Aprobar', 'colorSuccess'],
  ] as const)('%s: the decision in its colour, the policy and its version', async (decision, label, colour) => {
    const bodies = decides(decisionFixture({ decision }));
    renderBanner();
    const shown = await banner();
    expect(within(shown).getByRole('heading', { level: 2 })).toHaveTextContent(label);
    expect(shown.className).toContain(colour);
    expect(shown).toHaveTextContent('«Política 2026», versión 3');
    expect(within(shown).getByRole('link', { name: 'Editar política' })).toHaveAttribute('href', '/credits/policy');
    expect(bodies).toEqual([{ taxId: TAX_NUMBER }]);
  });

  it("lists every reason with the rule's text and its explanation, and the missing facts", async () => {
    decides(
      decisionFixture({
        decision: 'RECHAZAR',
        decidedBy: 'situacion-actual',
        reasons: [
          {
            ruleId: 'situacion-actual',
            outcome: 'RECHAZAR',
            reason: 'Situación 3 o peor en el último período informado.',
            explanation: [{ kind: 'SITUACION_NOW', params: { atLeast: 3, situacion: 3 } }],
          },
          {
            ruleId: 'deuda',
            outcome: 'OBSERVAR',
            reason: 'Mucha deuda y pocas entidades.',
            explanation: [
              { kind: 'TOTAL_DEBT', params: { above: 1_000_000, totalDebt: 1_001_234.56 } },
              { kind: 'BAND', params: { band: 'BUENO', bands: 'REGULAR,BUENO' } },
            ],
          },
        ],
        missing: [
          { fact: 'BALANCE_SCORE', ruleIds: ['balance-malo', 'balance-regular'], limit: false },
          { fact: 'SCORE', ruleIds: ['sin-historial'], limit: true },
        ],
        limit: { available: false, reason: 'RECHAZAR' },
      }),
    );
    renderBanner();
    const reasons = within(await banner()).getAllByRole('listitem');
    expect(reasons).toHaveLength(2);
    expect(reasons[0]).toHaveTextContent('Rechazar');
    expect(reasons[0]).toHaveTextContent('Situación 3 o peor en el último período informado.');
    expect(reasons[0]).toHaveTextContent('Situación actual 3 (≥ 3)');
    expect(reasons[1]).toHaveTextContent('Observar');
    expect(reasons[1]).toHaveTextContent(
      'Deuda total ARS 1.001.234,56 (más de ARS 1.000.000,00); Banda Bueno (una de: Regular, Bueno)',
    );
    const missing = screen.getByTestId('policy-missing');
    expect(missing).toHaveTextContent('Falta el score del balance: 2 reglas no se pudieron evaluar.');
    expect(missing).toHaveTextContent('Falta el score: 1 regla no se pudo evaluar, ni el límite sugerido.');
    expect(screen.getByText('Sin límite sugerido: la decisión es Rechazar.')).toBeInTheDocument();
  });

  it('shows the suggested limit with its arithmetic', async () => {
    decides(
      decisionFixture({
        limit: {
          available: true,
          amount: 1_200_000,
          steps: [{ base: 'PATRIMONIO_NETO', baseAmount: 12_000_000, percent: 10, result: 1_200_000 }],
          uncapped: 1_200_000,
          cap: 30_000_000,
          capped: false,
        },
      }),
    );
    renderBanner();
    const limit = within(await banner()).getByTestId('policy-limit');
    expect(limit).toHaveTextContent('Límite sugerido: ARS 1.200.000,00');
    expect(limit).toHaveTextContent(
      '10 % de patrimonio neto ARS 12.000.000,00 = ARS 1.200.000,00; tope ARS 30.000.000,00',
    );
  });

  it('shows two terms, the smaller one and the cap that applied', async () => {
    decides(
      decisionFixture({
        limit: {
          available: true,
          amount: 5_000_000,
          steps: [
            { base: 'PATRIMONIO_NETO', baseAmount: 250_000_000, percent: 10, result: 25_000_000 },
            {
              base: 'VENTAS_MENSUALES',
              baseAmount: 50_000_000,
              annualAmount: 600_000_000,
              percent: 12.5,
              result: 6_250_000,
            },
          ],
          uncapped: 6_250_000,
          cap: 5_000_000,
          capped: true,
        },
      }),
    );
    renderBanner();
    const limit = within(await banner()).getByTestId('policy-limit');
    expect(limit).toHaveTextContent(
      '10 % de patrimonio neto ARS 250.000.000,00 = ARS 25.000.000,00; ' +
        '12,5 % de ventas mensuales ARS 50.000.000,00 (ARS 600.000.000,00 ÷ 12) = ARS 6.250.000,00; ' +
        'el menor, ARS 6.250.000,00; tope ARS 5.000.000,00 (aplicado)',
    );
  });

  it("without a saved policy: a discreet 'Definí tu política de crédito'", async () => {
    evaluateApi(() =>
      HttpResponse.json(
        { code: 'POLICY_NOT_FOUND', message: 'Todavía no guardaste una política de crédito.' },
        { status: 404 },
      ),
    );
    renderBanner();
    const define = await screen.findByRole('link', { name: 'Definí tu política de crédito' });
    expect(define).toHaveAttribute('href', '/credits/policy');
    expect(screen.queryByTestId('policy-banner')).not.toBeInTheDocument();
  });

  it('a failure is a small notice, never an error screen', async () => {
    evaluateApi(() => HttpResponse.json({ code: 'INTERNAL', message: 'Error interno.' }, { status: 500 }));
    renderBanner();
    expect(await screen.findByTestId('policy-banner-failed')).toHaveTextContent(
      'No pudimos aplicar tu política de crédito a este informe.',
    );
  });

  it('in English', async () => {
    await act(() => i18next.changeLanguage('en'));
    decides(
      decisionFixture({
        decision: 'RECHAZAR',
        reasons: [
          {
            ruleId: 'situacion-actual',
            outcome: 'RECHAZAR',
            reason: 'Situation 3 or worse.',
            explanation: [{ kind: 'SITUACION_NOW', params: { atLeast: 3, situacion: 3 } }],
          },
        ],
      }),
    );
    renderBanner();
    const shown = await banner();
    expect(within(shown).getByRole('heading', { level: 2 })).toHaveTextContent('Reject');
    expect(shown).toHaveTextContent('“Política 2026”, version 3');
    expect(shown).toHaveTextContent('Current situation 3 (≥ 3)');
    expect(within(shown).getByRole('link', { name: 'Edit policy' })).toBeInTheDocument();
  });
});

describe('the report page', () => {
  beforeAll(loadReportPage, 30_000);

  it('shows a free user nothing of the policy, and asks nothing', async () => {
    reportApi();
    const bodies = decides(decisionFixture());
    renderWithSession(fakeSession('free'), { path: REPORT_PATH });
    // The activity report is asked for after the report is shown, when the banner would have asked.
    await screen.findByTestId('activity-report', {}, { timeout: 15_000 });
    expect(bodies).toEqual([]);
    expect(screen.queryByTestId('policy-banner')).not.toBeInTheDocument();
    expect(screen.queryByTestId('policy-define')).not.toBeInTheDocument();
  }, 60_000);

  it("shows a premium user's decision above the score", async () => {
    reportApi();
    server.use(http.get('*/api/v1/profiles/by-tax-number/:taxNumber', () => HttpResponse.json({ profile: null })));
    decides(decisionFixture({ decision: 'OBSERVAR' }));
    const { container } = renderWithSession(fakeSession('premium'), { path: REPORT_PATH });
    const shown = await screen.findByTestId('policy-banner', {}, { timeout: 15_000 });
    expect(shown).toHaveAttribute('data-decision', 'OBSERVAR');
    const score = container.querySelector('[data-tour="scoring"]');
    expect(score).not.toBeNull();
    expect(shown.compareDocumentPosition(score!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }, 60_000);
});
