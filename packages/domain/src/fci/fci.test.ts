import { describe, expect, it } from 'vitest';
import { holidayCalendar } from '../calendar/calendar';
import { cashAvailableOn, fciWindow, performanceOf, plazoFijoPath, rebase, simulateFci, valueAsOf } from './fci';

describe('E6 FCI test vector (simulators.md §6)', () => {
  const performance = performanceOf(1523.456789, 1562.345678)!;
  it('performance, result, tna and tea', () => {
    expect(performance).toBeCloseTo(0.0255267424, 10);
    const r = simulateFci({ amount: 100000, duration: 30, performance });
    expect(r.result).toBeCloseTo(102552.674239, 5);
    expect(r.tna).toBeCloseTo(31.0575, 4);
    expect(r.tea).toBeCloseTo(35.8903, 4);
    expect(r.resultNeto).toBeCloseTo(r.result, 9);
  });
  it('resultNeto with a 0.5 % exit fee', () => {
    const r = simulateFci({ amount: 100000, duration: 30, performance, exitFee: 0.5 });
    expect(r.resultNeto).toBeCloseTo(102039.910868, 5);
    expect(r.gainNeto).toBeCloseTo(2039.910868, 5);
  });
  it('entry and exit fees both reduce the net result', () => {
    const r = simulateFci({ amount: 1000, duration: 30, performance: 0.1, entryFee: 1, exitFee: 1 });
    expect(r.resultNeto).toBeCloseTo(1000 * 0.99 * 1.1 * 0.99, 9);
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
  it('accrues a plazo fijo at BADLAR per calendar day', () => {
    const path = plazoFijoPath([{ date: '2026-01-01', value: 36.5 }], ['2026-01-01', '2026-01-02', '2026-01-04']);
    expect(path[0]).toBe(100);
    expect(path[1]).toBeCloseTo(100.1, 9);
    expect(path[2]).toBeCloseTo(100.1 * 1.002, 9);
  });
});
