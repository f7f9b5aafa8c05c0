import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Fund, FundManager, FundShare, ShareHistoric, SharePerformance } from '@tirr/contracts';
import { renderWithProviders } from '../../test/render-app';
import { server } from '../../test/server';
import { fakeSession } from '../../test/session';
import { ManagerStep } from './components/manager-step';
import { ResultStep } from './components/result-step';
import { INITIAL_STATE } from './wizard-state';

const share = (currency: 'ARS' | 'USD'): FundShare => ({
  id: 5071,
  idFundShare: 5071,
  display: 'Clase A',
  currency,
  aum: 1e9,
  valor: 1562.345678,
  last_update: '2026-11-20',
  inversion_min: 1000,
  comision_ingreso: 0,
  comision_rescate: 0.5,
  comision_transf: 0,
  gastos_ord: 0,
  hon_admin_dep: 0.15,
  hon_admin_ger: 1.9,
  honorarios_exito: false,
});
const fund = (currency: 'ARS' | 'USD'): Fund => ({
  id_fondo: 507,
  id_gerenciadora: 12,
  gerenciadora: 'Santander Asset Management',
  name: 'Super Renta Pesos',
  nombre: 'Super Renta Pesos',
  codigo_cafci: null,
  codigo_cnv: null,
  type: 'fixed_income',
  currency,
  dias_liquidacion: 1,
  benchmark: null,
  horizonte: null,
  inicio: null,
  is_active: true,
  shares: [share(currency)],
  fundShares: [share(currency)],
});

// E7 of docs/domain/simulators.md §6: the window asked starts on Sunday 25/10; the values used are 28 days apart.
const performance: SharePerformance = {
  idFundShare: 5071,
  from: '2026-10-25',
  to: '2026-11-22',
  start: { date: '2026-10-23', value: 1523.456789 },
  end: { date: '2026-11-20', value: 1562.345678 },
  performance: 1562.345678 / 1523.456789 - 1,
  days: 28,
  // Asked on Sunday 22/11, processed on Tuesday 24 (Monday 23 is a holiday), paid T+1.
  processedOn: '2026-11-24',
  availableOn: '2026-11-25',
  diasLiquidacion: 1,
};
const values = [
  { date: '2026-10-23', value: 1523.456789, patrimonio: null },
  { date: '2026-11-20', value: 1562.345678, patrimonio: 1e9 },
];
const historic = (benchmarks: ShareHistoric['benchmarks'], currency: 'ARS' | 'USD' = 'ARS'): ShareHistoric => ({
  idFundShare: 5071,
  currency,
  from: '2026-10-25',
  to: '2026-11-22',
  values,
  benchmarks,
});
const pesoBenchmarks = (rate: 'deposits30' | 'badlar'): ShareHistoric['benchmarks'] => ({
  cer: [
    { date: '2026-10-23', value: 700 },
    { date: '2026-11-20', value: 714 },
  ],
  plazoFijo: { rate, points: [{ date: '2026-10-23', value: 30 }] },
});

function renderResult(currency: 'ARS' | 'USD', answer: ShareHistoric) {
  server.use(
    http.get('*/api/v1/funds/shares/5071/performance', () => HttpResponse.json(performance)),
    http.get('*/api/v1/funds/shares/5071/historic', () => HttpResponse.json(answer)),
    http.post('*/api/v1/funds/simulation', () => HttpResponse.json({ accepted: true }, { status: 202 })),
  );
  renderWithProviders(
    <ResultStep
      state={{ ...INITIAL_STATE, activeStep: 5, objective: 'fixed', bank: 12, monto: '100000' }}
      fund={fund(currency)}
      share={share(currency)}
      from="2026-10-25"
      to="2026-11-22"
      onOtherFund={() => undefined}
    />,
    fakeSession(null),
  );
}

const figure = (key: string) => screen.getByTestId(`fci-figure-${key}`);

describe('FCI result', () => {
  it('annualises over the 28 days the two values span (E7) and shows both dates', async () => {
    renderResult('ARS', historic(pesoBenchmarks('deposits30')));
    expect(await screen.findByTestId('fci-figure-tna')).toHaveTextContent('33,28 %');
    expect(figure('tea')).toHaveTextContent('38,90 %');
    expect(figure('result')).toHaveTextContent('ARS 102.552,67');
    expect(figure('resultNeto')).toHaveTextContent('ARS 102.039,91');
    expect(figure('period')).toHaveTextContent('23/10/2026 → 20/11/2026 (28 días)');
    // The availability date follows the fund's term, from the bank day the redemption is processed.
    expect(figure('available')).toHaveTextContent(
      'Dinero disponible el25/11/2026T+1: un día hábil bancario después del rescate.' +
        'El 22/11/2026 no es día hábil bancario: el rescate se procesa el 24/11/2026.',
    );
    const chart = await screen.findByTestId('fci-chart');
    expect(within(chart).getByText('Evolución desde el 23/10/2026 (base 100)')).toBeInTheDocument();
    for (const legend of ['Cuotaparte', 'Inflación (CER)', 'Plazo fijo a 30 días'])
      expect(within(chart).getByText(legend)).toBeInTheDocument();
    expect(within(chart).getByTestId('fci-chart-note')).toHaveTextContent(
      /^Plazo fijo: a la tasa de depósitos a 30 días publicada por el BCRA, renovado cada 30 días/,
    );
  });

  it('labels the line BADLAR (depósitos mayoristas) when no retail rate covers the window', async () => {
    renderResult('ARS', historic(pesoBenchmarks('badlar')));
    const note = await screen.findByTestId('fci-chart-note');
    expect(note).toHaveTextContent(/la línea usa BADLAR \(depósitos de más de \$1 millón\)/);
    expect(within(screen.getByTestId('fci-chart')).getByText('BADLAR (depósitos mayoristas)')).toBeInTheDocument();
  });

  it('never compares a USD class with peso benchmarks', async () => {
    renderResult('USD', historic(null, 'USD'));
    expect(await screen.findByTestId('fci-figure-result')).toHaveTextContent('USD 102.552,67');
    const note = await screen.findByTestId('fci-chart-note');
    expect(note).toHaveTextContent(
      'La cuotaparte está en dólares: no se compara con la inflación ni con un plazo fijo en pesos.',
    );
    expect(screen.queryByText('Inflación (CER)')).not.toBeInTheDocument();
    expect(screen.queryByText('Plazo fijo a 30 días')).not.toBeInTheDocument();
  });
});

describe('FCI manager step', () => {
  const manager = (id: number, display: string, isBank: boolean, fondos: number): FundManager => ({
    id_gerenciadora: id,
    display,
    razon_social: display,
    codigo_cafci: String(id),
    codigo_cnv: null,
    cuit: null,
    is_active: true,
    is_bank: isBank,
    logo: null,
    telefono: null,
    web: null,
    fondos,
  });

  it('shows each manager with its real number of funds', async () => {
    server.use(
      http.get('*/api/v1/funds/managers', () =>
        HttpResponse.json([manager(12, 'Santander Asset Management', true, 5), manager(45, 'Schroders', false, 1)]),
      ),
    );
    renderWithProviders(<ManagerStep onChange={() => undefined} />, fakeSession(null));
    const santander = await screen.findByRole('radio', { name: /Santander Asset Management/ });
    expect(santander).toHaveTextContent('5 fondos');
    expect(screen.getByRole('radio', { name: /Schroders/ })).toHaveTextContent('1 fondo');
  });
});
