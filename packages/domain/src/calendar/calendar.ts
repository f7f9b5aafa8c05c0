import { ARGENTINE_HOLIDAYS, type Holiday } from './holidays-ar';

/**
 * Calendar dates as 'YYYY-MM-DD' strings and business-day arithmetic over an injected holiday
 * calendar. Pure: no clock, no time zone (a date is a day number since 1970-01-01 in UTC).
 */
export type IsoDate = string;

/** Which dates (besides Saturdays and Sundays) are not business days. */
export interface HolidayCalendar {
  isHoliday(date: IsoDate): boolean;
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Day number (days since 1970-01-01) of a valid 'YYYY-MM-DD', or NaN. */
export function dayNumber(date: IsoDate): number {
  const match = ISO_DATE.exec(date);
  if (!match) return Number.NaN;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  const time = Date.UTC(y, m - 1, d);
  const check = new Date(time);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return Number.NaN;
  return time / DAY_MS;
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && Number.isFinite(dayNumber(value));
}

/** 'YYYY-MM-DD' of a day number. */
export function fromDayNumber(day: number): IsoDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** The same day `years` later (or earlier); 29 February becomes 28 February in a common year. */
export function addYears(date: IsoDate, years: number): IsoDate {
  const year = Number(date.slice(0, 4)) + years;
  const candidate = `${String(year).padStart(4, '0')}${date.slice(4)}`;
  return isIsoDate(candidate) ? candidate : `${String(year).padStart(4, '0')}-02-28`;
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: IsoDate): number {
  // 1970-01-01 was a Thursday (4).
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

export function isWeekend(date: IsoDate): boolean {
  const dow = dayOfWeek(date);
  return dow === 0 || dow === 6;
}

export function isBusinessDay(date: IsoDate, calendar: HolidayCalendar): boolean {
  return !isWeekend(date) && !calendar.isHoliday(date);
}

/** The date itself when it is a business day, else the next business day. */
export function rollForward(date: IsoDate, calendar: HolidayCalendar): IsoDate {
  let current = date;
  while (!isBusinessDay(current, calendar)) current = addDays(current, 1);
  return current;
}

/** `date` plus `count` business days (count 0 → the date itself, business day or not). */
export function addBusinessDays(date: IsoDate, count: number, calendar: HolidayCalendar): IsoDate {
  let current = date;
  for (let left = count; left > 0;) {
    current = addDays(current, 1);
    if (isBusinessDay(current, calendar)) left -= 1;
  }
  return current;
}

/** A calendar from a list of holiday dates (tests pass their own). */
export function holidayCalendar(dates: Iterable<IsoDate>): HolidayCalendar {
  const set = new Set(dates);
  return { isHoliday: (date) => set.has(date) };
}

/** Argentine national holidays, bridge days and Jueves Santo (see holidays-ar.ts), plus `extra`. */
export function argentineCalendar(extra: readonly Holiday[] = []): HolidayCalendar & { holidays: readonly Holiday[] } {
  const holidays = [...ARGENTINE_HOLIDAYS, ...extra];
  const byDate = new Map(holidays.map((holiday) => [holiday.date, holiday]));
  return { holidays, isHoliday: (date) => byDate.has(date) };
}
