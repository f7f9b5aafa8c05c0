import { describe, expect, it } from 'vitest';
import { argentineCalendar, holidayCalendar } from '../calendar';
import {
  cashAvailableOn,
  fciReturn,
  fciWindow,
  performanceOf,
  plazoFijoPath,
  rebase,
  redemptionDates,
  simulateFci,
  valueAsOf,
} from './fci';

describe('E6 and E7 FCI test vectors (docs/domain/simulators.md §6): annualised over the days the values span', () => {
  const start = { date: '2026-10-21', value: 1523.456789 };
  const cases = [
    // E6: values exactly 30 days apart.
    ['E6', { date: '2026-11-20', value: 1562.345678 }, 30, 31.0575, 35.8903],
    // E7: the same values 28 days apart (a window whose start falls on a weekend uses Friday's value).
    ['E7', { date: '2026-11-18', value: 1562.345678 }, 28, 33.2759, 38.8999],
  ] as const;
  it.each(cases)('%s: performance, result, tna and tea', (_, end, days, tna, tea) => {
    const span = fciReturn(start, end)!;
    expect(span.days).toBe(days);
    expect(span.performance).toBeCloseTo(0.0255267424, 10);
    const r = simulateFci({ amount: 100000, ...span });
    expect(r.result).toBeCloseTo(102552.674239, 5);
    expect(Math.abs(r.tna - tna)).toBeLessThanOrEqual(0.00005);
    expect(Math.abs(r.tea - tea)).toBeLessThanOrEqual(0.00005);
    expect(r.resultNeto).toBeCloseTo(r.result, 9);
  });
  it('E6: resultNeto with a 0.5 % exit fee', () => {
    const r = simulateFci({ amount: 100000, days: 30, performance: 0.0255267424, exitFee: 0.5 });
    expect(r.resultNeto).toBeCloseTo(102039.910868, 5);
    expect(r.gainNeto).toBeCloseTo(2039.910868, 5);
  });
  it('entry and exit fees both reduce the net result', () => {
    const r = simulateFci({ amount: 1000, days: 30, performance: 0.1, entryFee: 1, exitFee: 1 });
    expect(r.resultNeto).toBeCloseTo(1000 * 0.99 * 1.1 * 0.99, 9);
  });
  it.each([
    [null, { date: '2026-11-20', value: 2 }],
    [{ date: '2026-11-20', value: 1 }, null],
    [
      { date: '2026-11-20', value: 1 },
      { date: '2026-11-20', value: 1 },
    ],
    [
      { date: '2026-11-20', value: 0 },
      { date: '2026-11-27', value: 1 },
    ],
  ])('fciReturn is null for %j → %j (no values, or no days between them)', (a, b) => {
    expect(fciReturn(a, b)).toBeNull();
  });
});

describe('performanceOf', () => {
  it.each([
    [undefined, 10],
    [10, undefined],
    [0, 10],
    [10, -1],
  ])('is null for %s → %s', (a, b) => expect(performanceOf(a, b)).toBeNull());
});

describe('valueAsOf', () => {
  // Friday 2026-11-20 is the last value before the weekend; Monday 23 is a holiday (Soberanía Nacional).
  const values = [
    { date: '2026-11-18', value: 1 },
    { date: '2026-11-19', value: 2 },
    { date: '2026-11-20', value: 3 },
    { date: '2026-11-24', value: 4 },
  ];
  it.each([
    ['2026-11-17', undefined],
    ['2026-11-18', 1],
    ['2026-11-21', 3],
    ['2026-11-22', 3],
    ['2026-11-23', 3],
    ['2026-11-24', 4],
    ['2027-01-01', 4],
  ])('on %s is %s', (date, expected) => expect(valueAsOf(values, date)?.value).toBe(expected));
});

describe('redemptionDates: cash at T+n bank business days (docs/domain/simulators.md §6)', () => {
  const calendar = argentineCalendar();
  // [asked on, settlement days, processed on, available on]
  it.each([
    // A bank day: T+0 pays that same day, T+1 the next bank day, T+2 the one after.
    ['2026-11-18', 0, '2026-11-18', '2026-11-18'], // Wednesday
    ['2026-11-18', 1, '2026-11-18', '2026-11-19'],
    ['2026-11-18', 2, '2026-11-18', '2026-11-20'],
    // Friday: T+1 skips the weekend and Monday 23/11 (Soberanía Nacional, moved to the Monday).
    ['2026-11-20', 0, '2026-11-20', '2026-11-20'],
    ['2026-11-20', 1, '2026-11-20', '2026-11-24'],
    ['2026-11-20', 3, '2026-11-20', '2026-11-26'],
    // Asked on a Saturday, a Sunday or that holiday: processed on the next bank day, T+0 pays then.
    ['2026-11-21', 0, '2026-11-24', '2026-11-24'],
    ['2026-11-22', 0, '2026-11-24', '2026-11-24'],
    ['2026-11-23', 0, '2026-11-24', '2026-11-24'],
    ['2026-11-23', 1, '2026-11-24', '2026-11-25'],
    // The day after the holiday is an ordinary bank day.
    ['2026-11-24', 0, '2026-11-24', '2026-11-24'],
    ['2026-11-24', 1, '2026-11-24', '2026-11-25'],
    // Día del Bancario (Friday 06/11): banks do not clear, although it is no national holiday.
    ['2026-11-05', 1, '2026-11-05', '2026-11-09'],
    ['2026-11-06', 0, '2026-11-09', '2026-11-09'],
    // Carnaval (Monday and Tuesday) and Semana Santa (Thursday 02/04, Friday 03/04).
    ['2026-02-13', 1, '2026-02-13', '2026-02-18'],
    ['2026-04-01', 1, '2026-04-01', '2026-04-06'],
    ['2026-04-02', 0, '2026-04-06', '2026-04-06'],
    // The bridge day 07/12 and the Inmaculada Concepción 08/12; Christmas and New Year.
    ['2026-12-04', 1, '2026-12-04', '2026-12-09'],
    ['2026-12-24', 1, '2026-12-24', '2026-12-28'],
    ['2026-12-31', 1, '2026-12-31', '2027-01-04'],
    ['2027-01-01', 0, '2027-01-04', '2027-01-04'],
  ] as const)('asked on %s at T+%i: processed on %s, available on %s', (date, days, processedOn, availableOn) => {
    expect(redemptionDates(date, days, calendar)).toEqual({ processedOn, availableOn });
    expect(cashAvailableOn(date, days, calendar)).toBe(availableOn);
  });

  it('counts with the calendar it is given (a day a test calendar closes)', () => {
    const closed = holidayCalendar(['2026-11-18']);
    expect(redemptionDates('2026-11-18', 0, closed)).toEqual({ processedOn: '2026-11-19', availableOn: '2026-11-19' });
    expect(redemptionDates('2026-11-17', 1, closed)).toEqual({ processedOn: '2026-11-17', availableOn: '2026-11-19' });
  });
});

describe('dates', () => {
  const calendar = holidayCalendar(['2026-11-23']);
  it('makes the cash available T+n business days after the end, over a weekend and a holiday', () => {
    expect(cashAvailableOn('2026-11-20', 0, calendar)).toBe('2026-11-20');
    expect(cashAvailableOn('2026-11-20', 1, calendar)).toBe('2026-11-24');
    expect(cashAvailableOn('2026-11-21', 0, calendar)).toBe('2026-11-24');
    expect(cashAvailableOn('2026-11-20', 2, calendar)).toBe('2026-11-25');
  });
  it('builds the window from today − duration', () => {
    expect(fciWindow('2026-03-01', 30)).toEqual({ from: '2026-01-30', to: '2026-03-01' });
  });
});

describe('chart series', () => {
  it('rebases to 100 with the as-of rule', () => {
    const v = [
      { date: '2026-01-02', value: 50 },
      { date: '2026-01-05', value: 55 },
    ];
    const r = rebase(v, ['2026-01-02', '2026-01-03', '2026-01-05']);
    expect(r.map((x) => Number(x!.toFixed(9)))).toEqual([100, 100, 110]);
    expect(rebase(v, ['2026-01-01', '2026-01-05'])).toEqual([null, null]);
  });
  it('a plazo fijo pays simple interest for 30 days, then renews capital and interest', () => {
    const none = holidayCalendar([]);
    // 36.5 % TNA = 0.1 % a day. Term 1: 02/03 → 01/04 (Wednesday), 3 %; term 2 at 73 % = 0.2 % a day.
    const rates = [
      { date: '2026-03-02', value: 36.5 },
      { date: '2026-03-20', value: 73 },
    ];
    const path = plazoFijoPath(rates, ['2026-03-02', '2026-03-12', '2026-04-01', '2026-04-11', '2026-05-01'], none);
    expect(path[0]).toBe(100);
    // Inside the term: interest accrued so far, at the rate of the term's first day (a later rate does not apply).
    expect(path[1]).toBeCloseTo(101, 9);
    expect(path[2]).toBeCloseTo(103, 9);
    expect(path[3]).toBeCloseTo(103 * 1.02, 9);
    expect(path[4]).toBeCloseTo(103 * 1.06, 9);
  });
  it('a term that would end on a non-business day ends on the next one, with interest for the extra days', () => {
    // 02/03/2026 + 30 = Wednesday 01/04; 2 April (Malvinas) and 3 April (Viernes Santo) are holidays, so a
    // term started on 03/03 would end on Thursday 02/04 → Monday 06/04 (34 days).
    const path = plazoFijoPath(
      [{ date: '2026-03-01', value: 36.5 }],
      ['2026-03-03', '2026-04-02', '2026-04-06', '2026-04-07'],
      argentineCalendar(),
    );
    expect(path[1]).toBeCloseTo(103, 9);
    expect(path[2]).toBeCloseTo(103.4, 9);
    expect(path[3]).toBeCloseTo(103.4 * 1.001, 9);
  });
  it('is null without a rate on or before the first date', () => {
    expect(
      plazoFijoPath([{ date: '2026-03-05', value: 30 }], ['2026-03-02', '2026-03-06'], holidayCalendar([])),
    ).toEqual([null, null]);
  });
});
