import { describe, expect, it } from 'vitest';
import {
  ARGENTINE_HOLIDAYS,
  addBusinessDays,
  addDays,
  argentineCalendar,
  dayOfWeek,
  daysBetween,
  holidayCalendar,
  isBusinessDay,
  isIsoDate,
  rollForward,
} from './index';

const ar = argentineCalendar();

describe('calendar dates', () => {
  it('adds days across months, leap years and years', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-02', '2026-05-26')).toBe(85);
    expect(daysBetween('2026-05-26', '2026-03-02')).toBe(-85);
  });

  it('knows the day of the week', () => {
    expect(dayOfWeek('2026-05-23')).toBe(6);
    expect(dayOfWeek('2026-05-24')).toBe(0);
    expect(dayOfWeek('2026-05-25')).toBe(1);
    expect(dayOfWeek('1969-12-31')).toBe(3);
  });

  it.each(['2026-02-30', '2026-13-01', '26-01-01', '2026-1-1', '', 'hoy'])('rejects %j as a date', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});

describe('Argentine calendar', () => {
  it('lists every holiday once, each on a weekday name that matches the law', () => {
    const dates = ARGENTINE_HOLIDAYS.map((holiday) => holiday.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates.every(isIsoDate)).toBe(true);
    // Trasladables land on a Monday, or stay on a weekend date (Ley 27.399 art. 6), save the 2025 decree.
    for (const holiday of ARGENTINE_HOLIDAYS.filter((item) => item.kind === 'trasladable')) {
      if (holiday.date.startsWith('2025-10') || holiday.date.startsWith('2025-11')) continue;
      expect([0, 1, 6]).toContain(dayOfWeek(holiday.date));
    }
  });

  it.each([
    ['2026-01-01', true],
    ['2026-02-16', true],
    ['2026-02-17', true],
    ['2026-03-23', true],
    ['2026-03-24', true],
    ['2026-04-03', true],
    ['2026-05-25', true],
    ['2026-06-15', true],
    ['2026-06-17', false], // Güemes moved to Monday 15
    ['2026-07-10', true],
    ['2026-08-17', true],
    ['2026-10-12', true],
    ['2026-11-20', false], // Soberanía moved to Monday 23
    ['2026-11-23', true],
    ['2026-12-07', true],
    ['2026-12-08', true],
    ['2026-12-25', true],
    ['2027-02-08', true],
    ['2027-03-25', true],
    ['2027-03-26', true],
    ['2027-05-25', true],
    ['2027-06-21', true],
    ['2027-08-16', true],
    ['2027-10-11', true],
    ['2027-12-08', true],
    ['2026-05-26', false],
  ])('%s is a holiday: %s', (date, holiday) => {
    expect(ar.isHoliday(date)).toBe(holiday);
  });

  it('business days skip weekends and holidays', () => {
    expect(isBusinessDay('2026-05-22', ar)).toBe(true);
    expect(isBusinessDay('2026-05-23', ar)).toBe(false);
    expect(isBusinessDay('2026-05-25', ar)).toBe(false);
    expect(rollForward('2026-05-23', ar)).toBe('2026-05-26');
    expect(rollForward('2026-05-26', ar)).toBe('2026-05-26');
    expect(addBusinessDays('2026-05-22', 1, ar)).toBe('2026-05-26');
    expect(addBusinessDays('2026-05-22', 0, ar)).toBe('2026-05-22');
    expect(addBusinessDays('2026-12-31', 1, ar)).toBe('2027-01-04');
  });

  it('accepts extra holidays and custom calendars', () => {
    const withExtra = argentineCalendar([{ date: '2026-05-26', name: 'Asueto', kind: 'puente' }]);
    expect(rollForward('2026-05-23', withExtra)).toBe('2026-05-27');
    expect(rollForward('2026-05-23', holidayCalendar([]))).toBe('2026-05-25');
  });
});

describe('the 2026 national holidays (Ley 27.399, Decreto 614/2025: bridge days 23/03, 10/07, 07/12)', () => {
  it('lists exactly the days banks and markets close in 2026', () => {
    const days2026 = ARGENTINE_HOLIDAYS.filter((h) => h.date.startsWith('2026-')).map((h) => h.date);
    expect(days2026).toEqual([
      '2026-01-01',
      '2026-02-16',
      '2026-02-17',
      '2026-03-23',
      '2026-03-24',
      '2026-04-02', // Malvinas, also Jueves Santo
      '2026-04-03',
      '2026-05-01',
      '2026-05-25',
      '2026-06-15', // Güemes (Wednesday 17) moved to the previous Monday
      '2026-06-20',
      '2026-07-09',
      '2026-07-10',
      '2026-08-17',
      '2026-10-12',
      '2026-11-23', // Soberanía Nacional (Friday 20) moved to the next Monday
      '2026-12-07',
      '2026-12-08',
      '2026-12-25',
    ]);
  });
});
