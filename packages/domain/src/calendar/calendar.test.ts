import { describe, expect, it } from 'vitest';
import {
  ARGENTINE_HOLIDAYS,
  CALENDAR_YEARS,
  calendarCovers,
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
    const withExtra = argentineCalendar([{ date: '2026-05-26', name: 'Asueto', kind: 'puente', source: 'prueba' }]);
    expect(rollForward('2026-05-23', withExtra)).toBe('2026-05-27');
    expect(rollForward('2026-05-23', holidayCalendar([]))).toBe('2026-05-25');
  });
});

/** Each year's list, pinned: a change to the embedded calendar must change this table on purpose (ADR 0118). */
const YEARS: Record<number, string[]> = {
  2024: [
    '2024-01-01',
    '2024-02-12',
    '2024-02-13',
    '2024-03-24',
    '2024-03-28',
    '2024-03-29',
    '2024-04-01',
    '2024-04-02',
    '2024-05-01',
    '2024-05-25',
    '2024-06-17',
    '2024-06-20',
    '2024-06-21',
    '2024-07-09',
    '2024-08-17',
    '2024-10-11',
    '2024-10-12',
    '2024-11-06',
    '2024-11-18',
    '2024-12-08',
    '2024-12-24',
    '2024-12-25',
    '2024-12-31',
  ],
  2025: [
    '2025-01-01',
    '2025-03-03',
    '2025-03-04',
    '2025-03-24',
    '2025-04-02',
    '2025-04-17',
    '2025-04-18',
    '2025-05-01',
    '2025-05-02',
    '2025-05-25',
    '2025-06-16',
    '2025-06-20',
    '2025-07-09',
    '2025-08-15',
    '2025-08-17',
    '2025-10-10',
    '2025-11-06',
    '2025-11-21',
    '2025-11-24',
    '2025-12-08',
    '2025-12-24',
    '2025-12-25',
    '2025-12-31',
  ],
  // Resolución JGM 164/2025: bridge days 23/03, 10/07, 07/12; Güemes (Wednesday 17) → Monday 15/06,
  // Soberanía (Friday 20) → Monday 23/11; 02/04 is Malvinas and Jueves Santo; 06/11 Día del Bancario.
  2026: [
    '2026-01-01',
    '2026-02-16',
    '2026-02-17',
    '2026-03-23',
    '2026-03-24',
    '2026-04-02',
    '2026-04-03',
    '2026-05-01',
    '2026-05-25',
    '2026-06-15',
    '2026-06-20',
    '2026-07-09',
    '2026-07-10',
    '2026-08-17',
    '2026-10-12',
    '2026-11-06',
    '2026-11-23',
    '2026-12-07',
    '2026-12-08',
    '2026-12-25',
  ],
  2027: [
    '2027-01-01',
    '2027-02-08',
    '2027-02-09',
    '2027-03-24',
    '2027-03-25',
    '2027-03-26',
    '2027-04-02',
    '2027-05-01',
    '2027-05-25',
    '2027-06-20',
    '2027-06-21',
    '2027-07-09',
    '2027-08-16',
    '2027-10-11',
    '2027-11-06',
    '2027-11-20',
    '2027-12-08',
    '2027-12-25',
  ],
};

describe('the embedded bank calendar, year by year', () => {
  it.each(Object.entries(YEARS))('%s lists exactly the days banks do not open or clear', (year, dates) => {
    const listed = ARGENTINE_HOLIDAYS.filter((h) => h.date.startsWith(`${year}-`)).map((h) => h.date);
    expect(listed).toEqual(dates);
  });

  it('covers exactly the pinned years and says what each one still lacks', () => {
    expect(Object.keys(CALENDAR_YEARS).map(Number)).toEqual(Object.keys(YEARS).map(Number));
    expect(CALENDAR_YEARS[2024]!.pending).toBeNull();
    expect(CALENDAR_YEARS[2025]!.pending).toBeNull();
    expect(CALENDAR_YEARS[2026]!.pending).toMatch(/24 y el 31 de diciembre/);
    expect(CALENDAR_YEARS[2027]!.pending).toMatch(/fines turísticos no están fijados/);
    expect(calendarCovers('2027-12-31')).toBe(true);
    expect(calendarCovers('2023-12-29')).toBe(false);
    expect(calendarCovers('2028-01-03')).toBe(false);
  });

  it('cites a source for every date', () => {
    for (const holiday of ARGENTINE_HOLIDAYS) {
      expect(holiday.source, holiday.date).toMatch(
        /^(Ley 27\.399|Decreto \d+\/\d{4}|Resolución JGM \d+\/\d{4}|CCT 18\/75|BCRA, )/,
      );
    }
    const sourceOf = (date: string) => ARGENTINE_HOLIDAYS.find((h) => h.date === date)!.source;
    for (const bridge of ['2026-03-23', '2026-07-10', '2026-12-07'])
      expect(sourceOf(bridge)).toMatch(/Resolución JGM 164\/2025/);
    for (const bridge of ['2025-05-02', '2025-08-15', '2025-11-21'])
      expect(sourceOf(bridge)).toMatch(/Decreto 1027\/2024/);
    for (const bridge of ['2024-04-01', '2024-06-21', '2024-10-11'])
      expect(sourceOf(bridge)).toMatch(/Decreto 106\/2023/);
    expect(sourceOf('2024-12-24')).toMatch(/"P" 51155/);
    expect(sourceOf('2026-11-06')).toMatch(/CCT 18\/75/);
  });

  it.each([
    // Friday 6 November 2026, Día del Bancario: a cheque due that day is paid on Monday 9.
    ['2026-11-06', '2026-11-09'],
    ['2025-11-06', '2025-11-07'],
    ['2024-11-06', '2024-11-07'],
    // 24 and 31 December, when the BCRA declared them.
    ['2024-12-24', '2024-12-26'],
    ['2024-12-31', '2025-01-02'],
    ['2025-12-24', '2025-12-26'],
    ['2025-12-31', '2026-01-02'],
    // Not declared (yet) for 2026: banks open.
    ['2026-12-24', '2026-12-24'],
    ['2026-12-31', '2026-12-31'],
  ])('a bank payment due %s is made on %s', (due, paid) => {
    expect(rollForward(due, ar)).toBe(paid);
  });
});
