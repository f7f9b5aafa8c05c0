import { describe, expect, it } from 'vitest';
import { argentineCalendar, holidayCalendar } from '../calendar';
import { discountDates } from './dates';

const ar = argentineCalendar();

describe('discountDates — docs/domain/simulators.md §3 and vector E4', () => {
  it('rolls a Saturday due date over Sunday and the 25 May holiday', () => {
    const dates = discountDates({ tradeDate: '2026-03-02', dueDate: '2026-05-23', calendar: ar });
    expect(dates).toEqual({
      tradeDate: '2026-03-02',
      settlementDate: '2026-03-02',
      dueDate: '2026-05-23',
      paymentDate: '2026-05-26',
      days: 85,
    });
  });

  it('T+1 settlement moves the start one business day', () => {
    const dates = discountDates({ tradeDate: '2026-03-02', dueDate: '2026-05-23', settlementLag: 1, calendar: ar });
    expect(dates.settlementDate).toBe('2026-03-03');
    expect(dates.days).toBe(84);
  });

  it('two clearing days for a physical cheque', () => {
    const dates = discountDates({ tradeDate: '2026-03-02', dueDate: '2026-05-23', clearingDays: 2, calendar: ar });
    expect(dates.paymentDate).toBe('2026-05-28');
    expect(dates.days).toBe(87);
  });

  it.each([
    // due date → payment date, over 2026 holidays
    ['2026-02-14', '2026-02-18'], // Saturday, then Carnaval Monday and Tuesday
    ['2026-03-21', '2026-03-25'], // Saturday, bridge 23/3, Memoria 24/3
    ['2026-04-02', '2026-04-06'], // Malvinas Thursday, Viernes Santo, weekend
    ['2026-07-09', '2026-07-13'], // Independencia Thursday, bridge Friday, weekend
    ['2026-11-21', '2026-11-24'], // Saturday, Sunday, Soberanía moved to Monday 23/11
    ['2026-12-05', '2026-12-09'], // Saturday, Sunday, bridge 7/12, Inmaculada 8/12
    ['2026-12-25', '2026-12-28'], // Navidad Friday
    ['2026-06-15', '2026-06-16'], // Güemes moved to Monday 15/6
    ['2026-05-27', '2026-05-27'], // an ordinary Wednesday stays
  ])('due %s is paid on %s', (dueDate, paymentDate) => {
    expect(discountDates({ tradeDate: '2026-01-05', dueDate, calendar: ar }).paymentDate).toBe(paymentDate);
  });

  it('settlement lag skips weekends and holidays', () => {
    // Friday 3 July 2026 + 1 business day → Monday 6 July; Wednesday 8 July + 1 → Monday 13 July.
    expect(discountDates({ tradeDate: '2026-07-03', days: 10, settlementLag: 1, calendar: ar }).settlementDate).toBe(
      '2026-07-06',
    );
    expect(discountDates({ tradeDate: '2026-07-08', days: 10, settlementLag: 1, calendar: ar }).settlementDate).toBe(
      '2026-07-13',
    );
  });

  it('days given: due date = settlement + days, without re-rolling', () => {
    // 2026-03-02 + 82 days = Saturday 23 May: kept as the due and payment date.
    expect(discountDates({ tradeDate: '2026-03-02', days: 82, calendar: ar })).toEqual({
      tradeDate: '2026-03-02',
      settlementDate: '2026-03-02',
      dueDate: '2026-05-23',
      paymentDate: '2026-05-23',
      days: 82,
    });
  });

  it('uses the injected calendar, not a built-in one', () => {
    const none = holidayCalendar([]);
    expect(discountDates({ tradeDate: '2026-03-02', dueDate: '2026-05-23', calendar: none }).paymentDate).toBe(
      '2026-05-25',
    );
    const custom = holidayCalendar(['2026-05-27']);
    expect(discountDates({ tradeDate: '2026-03-02', dueDate: '2026-05-27', calendar: custom }).paymentDate).toBe(
      '2026-05-28',
    );
  });

  it('a due date takes precedence over days', () => {
    const dates = discountDates({ tradeDate: '2026-03-02', dueDate: '2026-03-12', days: 99, calendar: ar });
    expect(dates.days).toBe(10);
  });

  it.each([
    // trade date, lag → settlement date (a non-business trade date rolls forward before the lag)
    ['2026-11-21', 0, '2026-11-24'], // Saturday, Sunday, Soberanía Monday 23 → Tuesday, also at T+0
    ['2026-11-21', 1, '2026-11-25'],
    ['2026-11-20', 0, '2026-11-20'], // Friday: a business day stays
    ['2026-11-20', 1, '2026-11-24'], // Friday + 1 over the weekend and the Monday holiday
    ['2026-11-06', 0, '2026-11-09'], // Día del Bancario: no bank settles on it
    ['2026-12-05', 0, '2026-12-09'], // Saturday, Sunday, bridge 7/12, Inmaculada 8/12
  ])('trade date %s at T+%d settles on %s', (tradeDate, settlementLag, settlementDate) => {
    expect(discountDates({ tradeDate, settlementLag, days: 30, calendar: ar }).settlementDate).toBe(settlementDate);
  });

  it('prices ahead: a sale on a future Monday counts the days from that Monday', () => {
    // Priced on Friday 13/11/2026 for a sale on Monday 16/11, due Friday 11/12/2026.
    const dates = discountDates({ tradeDate: '2026-11-16', dueDate: '2026-12-11', calendar: ar });
    expect(dates).toEqual({
      tradeDate: '2026-11-16',
      settlementDate: '2026-11-16',
      dueDate: '2026-12-11',
      paymentDate: '2026-12-11',
      days: 25,
    });
  });

  it('a cheque due on Día del Bancario (Friday 06/11/2026) is paid on Monday 09/11', () => {
    const dates = discountDates({ tradeDate: '2026-10-07', dueDate: '2026-11-06', calendar: ar });
    expect(dates.paymentDate).toBe('2026-11-09');
    expect(dates.days).toBe(33);
  });
});
