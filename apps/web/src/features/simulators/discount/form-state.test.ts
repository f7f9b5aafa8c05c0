import { describe, expect, it } from 'vitest';
import {
  applyChange,
  defaultFormValues,
  fromSearchParams,
  parseField,
  simulateForm,
  toSearchParams,
} from './form-state';

const TODAY = '2026-03-02';

describe('discount form state', () => {
  it.each([
    ['amount', '150.000', 150_000],
    ['amount', '1.000.000', 1_000_000],
    ['amount', '25.000,00', 25_000],
    ['amount', '25.000,50', 25_000.5],
    ['amount', '1.5', Number.NaN],
    ['comision', '1,5', 1.5],
    ['comision', ' 1.5 ', 1.5],
    ['dn', '0.03', 0.03],
    ['rate', '20', 20],
    ['rate', '', Number.NaN],
    ['rate', 'abc', Number.NaN],
    ['days', '30', 30],
  ] as const)('reads %s %j as %d (Argentine format)', (field, text, value) => {
    expect(parseField(field, text)).toBe(value);
  });

  it('shows the defaults the way the fields read them', () => {
    const values = defaultFormValues('checks', TODAY);
    expect([values.amount, values.rate, values.comision, values.dn, values.dc, values.sgr]).toEqual([
      '1.000',
      '20',
      '1,5',
      '0,03',
      '0,03',
      '5',
    ]);
    expect(defaultFormValues('facturas', TODAY).amount).toBe('146.885');
    expect(toSearchParams('checks', applyChange(values, 'amount', '1000'), TODAY).toString()).toBe('');
  });

  it('days set the due date without rolling; a due date sets the days over holidays', () => {
    const values = defaultFormValues('checks', TODAY);
    expect(values.dueDate).toBe('2026-04-01');
    const byDays = applyChange(values, 'days', '82');
    expect(byDays.dueDate).toBe('2026-05-23');
    const byDate = applyChange(byDays, 'dueDate', '2026-05-23');
    expect(byDate.days).toBe('85');
    expect(byDate.dateMode).toBe('dueDate');
    // A settlement lag recomputes the days from the same due date.
    expect(applyChange(byDate, 'settlementLag', 1).days).toBe('84');
    expect(applyChange(byDate, 'clearingDays', 2).days).toBe('87');
  });

  it('round-trips a shareable link and leaves defaults out of it', () => {
    let values = defaultFormValues('facturas', TODAY);
    expect(toSearchParams('facturas', values, TODAY).toString()).toBe('');
    values = applyChange(values, 'amount', '500000');
    values = applyChange(values, 'currency', 'USD');
    values = applyChange(values, 'profile', 'mav');
    values = applyChange(values, 'dueDate', '2026-05-23');
    values = applyChange(values, 'clearingDays', 2);
    const params = toSearchParams('facturas', values, TODAY);
    expect(params.toString()).toBe('amount=500000&dueDate=2026-05-23&currency=USD&profile=mav&clearing=2');
    expect(fromSearchParams('facturas', params, TODAY)).toEqual(values);
  });

  it('ignores malformed link values', () => {
    const values = fromSearchParams(
      'checks',
      new URLSearchParams('currency=EUR&profile=x&lag=7&clearing=-1&dueDate=2026-02-30'),
      TODAY,
    );
    expect(values).toEqual(defaultFormValues('checks', TODAY));
  });

  it('simulates what the user typed', () => {
    const outcome = simulateForm('checks', defaultFormValues('checks', TODAY), TODAY);
    expect(outcome.ok && Math.round(outcome.simulation.totalCostos * 100) / 100).toBe(21.56);
    const bad = simulateForm('checks', { ...defaultFormValues('checks', TODAY), amount: '' }, TODAY);
    expect(bad).toEqual({ ok: false, problems: { amount: 'required' } });
  });

  it('counts from the trade date: a Saturday sale settles on Monday, and the link keeps the date', () => {
    let values = defaultFormValues('checks', TODAY);
    expect(values.tradeDate).toBe(TODAY);
    values = applyChange(values, 'tradeDate', '2026-03-07');
    // Saturday 07/03 → Monday 09/03 + 30 days.
    expect(values.dueDate).toBe('2026-04-08');
    const outcome = simulateForm('checks', values, TODAY);
    expect(outcome.ok && outcome.simulation.settlementDate).toBe('2026-03-09');
    const params = toSearchParams('checks', values, TODAY);
    expect(params.toString()).toBe('tradeDate=2026-03-07');
    expect(fromSearchParams('checks', params, TODAY)).toEqual(values);
    // A due date then counts its days from the settlement of that trade date.
    expect(applyChange(values, 'dueDate', '2026-04-08').days).toBe('30');
  });

  it('a half-typed trade date leaves the dates alone and is reported as a date problem', () => {
    const values = applyChange(defaultFormValues('checks', TODAY), 'tradeDate', '07/03');
    expect(values.dueDate).toBe('2026-04-01');
    expect(simulateForm('checks', values, TODAY)).toEqual({ ok: false, problems: { tradeDate: 'date' } });
    const far = applyChange(defaultFormValues('checks', TODAY), 'tradeDate', '2028-03-03');
    expect(simulateForm('checks', far, TODAY)).toEqual({ ok: false, problems: { tradeDate: 'max' } });
  });
});
