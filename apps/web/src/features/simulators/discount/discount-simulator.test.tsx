import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, argentineCalendar, buenosAiresDate, rollForward } from '@tirr/domain';
import { renderWithSession } from '../../../test/render-app';
import { fakeSession } from '../../../test/session';

const today = () => buenosAiresDate(new Date());
/** Today's sale settles (T+0) on the next bank business day when today is not one. */
const settlement = () => rollForward(today(), argentineCalendar());
/** 'YYYY-MM-DD' as the field shows it: DD/MM/YYYY. */
const shown = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const result = (key: string) => screen.getByTestId(`result-${key}`);

describe('discount simulator screens', () => {
  it('a guest gets the cheque simulator with every default and ARS 21,56 total costs', async () => {
    renderWithSession(fakeSession(null), { path: '/assets/simulators/checks' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cheques' }, { timeout: 10000 })).toBeInTheDocument();
    expect(input('Monto').value).toBe('1.000');
    expect(input('Tasa (TNA)').value).toBe('20');
    expect(input('Plazo (días)').value).toBe('30');
    expect(input('Comisión').value).toBe('1,5');
    expect(input('Derecho de negociación').value).toBe('0,03');
    expect(input('Derecho de cotización').value).toBe('0,03');
    expect(input('Caja de Valores').value).toBe('0');
    expect(input('IVA').value).toBe('0');
    expect(input('Aval SGR (anual)').value).toBe('5');
    expect(input('Fecha de vencimiento').value).toBe(shown(addDays(settlement(), 30)));
    expect(result('totalCostos')).toHaveTextContent('ARS 21,56');
    expect(result('interes')).toHaveTextContent('ARS 16,17');
    expect(result('neto')).toHaveTextContent('ARS 978,44');
    expect(result('tea')).toHaveTextContent('21,94 %');
    expect(result('tem')).toHaveTextContent('1,64 %');
    expect(result('cft')).toHaveTextContent('30,37 %');
  });

  it('keeps days and due date in sync, both ways', async () => {
    const { router } = renderWithSession(fakeSession('free'), { path: '/assets/simulators/checks' });
    await screen.findByRole('heading', { level: 1, name: 'Cheques' }, { timeout: 10000 });
    fireEvent.change(input('Plazo (días)'), { target: { value: '45' } });
    expect(input('Fecha de vencimiento').value).toBe(shown(addDays(settlement(), 45)));
    expect(result('days')).toHaveTextContent('45');
    expect(router.state.location.search).toBe('?days=45');
    // A Saturday due date rolls to the next business day: days count up to the payment date.
    fireEvent.change(input('Fecha de vencimiento'), { target: { value: shown(addDays(settlement(), 10)) } });
    const days = Number(input('Plazo (días)').value);
    expect(days).toBeGreaterThanOrEqual(10);
    expect(result('days')).toHaveTextContent(String(days));
    expect(router.state.location.search).toBe(`?dueDate=${addDays(settlement(), 10)}`);
  });

  it('takes the due date as DD/MM/YYYY typed digit by digit, and names an impossible date', async () => {
    const { router } = renderWithSession(fakeSession(null), { path: '/assets/simulators/checks' });
    await screen.findByRole('heading', { level: 1, name: 'Cheques' }, { timeout: 10000 });
    const due = addDays(settlement(), 20);
    const digits = `${due.slice(8, 10)}${due.slice(5, 7)}${due.slice(0, 4)}`;
    fireEvent.change(input('Fecha de vencimiento'), { target: { value: digits.slice(0, 3) } });
    expect(input('Fecha de vencimiento').value).toBe(`${digits.slice(0, 2)}/${digits.slice(2, 3)}`);
    expect(screen.getByText('Ingresá una fecha válida (DD/MM/AAAA).')).toBeInTheDocument();
    fireEvent.change(input('Fecha de vencimiento'), { target: { value: digits } });
    expect(input('Fecha de vencimiento').value).toBe(shown(due));
    expect(Number(input('Plazo (días)').value)).toBeGreaterThanOrEqual(20);
    expect(router.state.location.search).toBe(`?dueDate=${due}`);
    fireEvent.change(input('Fecha de vencimiento'), { target: { value: '31/02/2027' } });
    expect(screen.getByText('Ingresá una fecha válida (DD/MM/AAAA).')).toBeInTheDocument();
    expect(screen.getByTestId('discount-results-invalid')).toBeInTheDocument();
    // Changing the days replaces the typed text with the synced due date.
    fireEvent.change(input('Plazo (días)'), { target: { value: '30' } });
    expect(input('Fecha de vencimiento').value).toBe(shown(addDays(settlement(), 30)));
  });

  it('recomputes on every keystroke, shows Spanish field errors and restores the defaults', async () => {
    const { router } = renderWithSession(fakeSession(null), { path: '/assets/simulators/checks' });
    await screen.findByRole('heading', { level: 1, name: 'Cheques' }, { timeout: 10000 });
    fireEvent.change(input('Monto'), { target: { value: '2000' } });
    expect(result('totalCostos')).toHaveTextContent('ARS 43,13');
    fireEvent.change(input('Monto'), { target: { value: '0' } });
    expect(screen.getByText('Debe ser mayor que cero.')).toBeInTheDocument();
    expect(screen.getByTestId('discount-results-invalid')).toBeInTheDocument();
    fireEvent.change(input('Monto'), { target: { value: '1000' } });
    fireEvent.change(input('Tasa (TNA)'), { target: { value: '-1' } });
    expect(screen.getByText('La tasa debe ser mayor que 0.')).toBeInTheDocument();
    fireEvent.change(input('Aval SGR (anual)'), { target: { value: '-1' } });
    expect(screen.getByText('No puede ser negativo.')).toBeInTheDocument();
    fireEvent.change(input('Aval SGR (anual)'), { target: { value: '36400' } });
    expect(screen.getByText('No puede superar el 100 %.')).toBeInTheDocument();
    fireEvent.change(input('Plazo (días)'), { target: { value: '0' } });
    expect(screen.getByText('El plazo debe ser de al menos 1 día.')).toBeInTheDocument();
    fireEvent.change(input('Comisión'), { target: { value: 'abc' } });
    expect(screen.getByText(/^Comisión: 'a' no va en un número\./)).toBeInTheDocument();
    fireEvent.change(input('Comisión'), { target: { value: '' } });
    expect(screen.getByText('Ingresá un número.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Restablecer' }));
    expect(input('Monto').value).toBe('1.000');
    expect(input('Tasa (TNA)').value).toBe('20');
    expect(input('Plazo (días)').value).toBe('30');
    expect(input('Comisión').value).toBe('1,5');
    expect(result('totalCostos')).toHaveTextContent('ARS 21,56');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("reads amounts the Argentine way: '150.000' is ARS 150.000,00, '1,5' in Comisión is 1,5 %", async () => {
    const { router } = renderWithSession(fakeSession(null), { path: '/assets/simulators/checks' });
    await screen.findByRole('heading', { level: 1, name: 'Cheques' }, { timeout: 10000 });
    await userEvent.clear(input('Monto'));
    await userEvent.type(input('Monto'), '150.000');
    expect(result('amount')).toHaveTextContent('Valor nominal' + 'ARS 150.000,00');
    expect(screen.getByTestId('parsed-amount')).toHaveTextContent('= ARS 150.000,00');
    // The interest of 150.000 at 20 % for 30 days, not of 150.
    expect(result('interes')).toHaveTextContent('ARS 2.425,88');
    expect(router.state.location.search).toBe('?amount=150.000');
    for (const [typed, shown] of [
      ['1.000.000', 'ARS 1.000.000,00'],
      ['25.000,00', 'ARS 25.000,00'],
      ['25.000,50', 'ARS 25.000,50'],
    ] as const) {
      fireEvent.change(input('Monto'), { target: { value: typed } });
      expect(result('amount')).toHaveTextContent(shown);
    }
    await userEvent.clear(input('Comisión'));
    await userEvent.type(input('Comisión'), '1,5');
    expect(screen.getByTestId('parsed-comision')).toHaveTextContent('= 1,5 %');
    fireEvent.change(input('Comisión'), { target: { value: '1.5' } });
    expect(screen.getByTestId('parsed-comision')).toHaveTextContent('= 1,5 %');
    expect(result('comision')).toHaveTextContent('ARS 30,82');
    // A dot in a money field only groups thousands: '1.5' is refused, naming the field.
    fireEvent.change(input('Monto'), { target: { value: '1.5' } });
    expect(screen.getByText(/^Monto: el punto separa los miles de a tres dígitos/)).toBeInTheDocument();
    expect(screen.getByTestId('discount-results-invalid')).toBeInTheDocument();
    // Typing key by key re-renders the whole simulator: slow on a loaded machine.
  }, 60_000);

  it('a shared link restores its inputs (currency, profile, comma decimals)', async () => {
    renderWithSession(fakeSession(null), {
      path: '/assets/simulators/pagares?amount=250000&rate=36,5&currency=USD&profile=mav&days=90',
    });
    await screen.findByRole('heading', { level: 1, name: 'Pagarés' }, { timeout: 10000 });
    expect(input('Monto').value).toBe('250000');
    expect(input('Tasa (TNA)').value).toBe('36,5');
    expect(input('Plazo (días)').value).toBe('90');
    expect(result('amount')).toHaveTextContent('USD 250.000,00');
    expect(screen.getByRole('button', { name: 'USD' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Perfil de costos', { exact: true })).toHaveTextContent('MAV');
  });

  it('pagarés and facturas start from their own defaults', async () => {
    renderWithSession(fakeSession(null), { path: '/assets/simulators/pagares' });
    await screen.findByRole('heading', { level: 1, name: 'Pagarés' }, { timeout: 10000 });
    expect(input('Monto').value).toBe('100.000');
    expect(input('Plazo (días)').value).toBe('180');
    expect(result('totalCostos')).toHaveTextContent('ARS 12.212,62');
  });

  it('facturas: 146.885 at 30 days', async () => {
    renderWithSession(fakeSession(null), { path: '/assets/simulators/facturas' });
    await screen.findByRole('heading', { level: 1, name: 'Facturas' }, { timeout: 10000 });
    expect(result('totalCostos')).toHaveTextContent('ARS 3.167,47');
    expect(within(result('neto')).getByText('ARS 143.717,53')).toBeInTheDocument();
  });

  it('an unknown document type is not found', async () => {
    renderWithSession(fakeSession(null), { path: '/assets/simulators/bonos' });
    expect(await screen.findByTestId('not-found', {}, { timeout: 10000 })).toBeInTheDocument();
  });
});

describe('the trade date (Fecha de operación)', () => {
  afterEach(() => vi.useRealTimers());

  it('defaults to today, and a Saturday sale settles on the next bank business day', async () => {
    // Friday 20/11/2026, 12:00 in Buenos Aires; Monday 23/11 is Soberanía Nacional.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T15:00:00Z') });
    const { router } = renderWithSession(fakeSession(null), { path: '/assets/simulators/checks' });
    await screen.findByRole('heading', { level: 1, name: 'Cheques' }, { timeout: 10000 });
    expect(input('Fecha de operación').value).toBe('20/11/2026');
    expect(result('tradeDate')).toHaveTextContent('20/11/2026');
    expect(result('settlementDate')).toHaveTextContent('20/11/2026');

    fireEvent.change(input('Fecha de operación'), { target: { value: '21112026' } });
    expect(input('Fecha de operación').value).toBe('21/11/2026');
    expect(result('tradeDate')).toHaveTextContent('21/11/2026');
    expect(result('settlementDate')).toHaveTextContent('24/11/2026');
    expect(input('Fecha de vencimiento').value).toBe('24/12/2026');
    expect(result('totalCostos')).toHaveTextContent('ARS 21,56');
    expect(router.state.location.search).toBe('?tradeDate=2026-11-21');

    fireEvent.change(input('Fecha de operación'), { target: { value: '21112028' } });
    expect(
      screen.getByText('La fecha de operación no puede ser posterior al 20/11/2028 (dentro de 2 años).'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('discount-results-invalid')).toBeInTheDocument();
  });

  it("'Verificar el cheque' opens 'Analizar cheque' with the cheque's amount, currency and dates (cheques only)", async () => {
    renderWithSession(fakeSession(null), {
      path: '/assets/simulators/checks?tradeDate=2026-10-07&dueDate=2026-11-06&amount=1.500.000,50&currency=USD',
    });
    const link = await screen.findByRole('link', { name: 'Verificar el cheque' }, { timeout: 10000 });
    expect(link).toHaveAttribute(
      'href',
      '/assets/cheques/analysis?amount=1500000.5&currency=USD&dueDate=2026-11-06&tradeDate=2026-10-07',
    );
    renderWithSession(fakeSession(null), { path: '/assets/simulators/pagares' });
    await screen.findByRole('heading', { level: 1, name: 'Pagarés' }, { timeout: 10000 });
    expect(screen.getAllByRole('link', { name: 'Verificar el cheque' })).toHaveLength(1);
  });

  it('a shared link with a past trade date prices that day: due Friday 06/11/2026 pays Monday 09/11', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T15:00:00Z') });
    renderWithSession(fakeSession(null), {
      path: '/assets/simulators/checks?tradeDate=2026-10-07&dueDate=2026-11-06',
    });
    await screen.findByRole('heading', { level: 1, name: 'Cheques' }, { timeout: 10000 });
    expect(input('Fecha de operación').value).toBe('07/10/2026');
    expect(result('paymentDate')).toHaveTextContent('09/11/2026');
    expect(input('Plazo (días)').value).toBe('33');
  });
});
