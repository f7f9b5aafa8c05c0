import { addBusinessDays, addDays, daysBetween, rollForward, type HolidayCalendar, type IsoDate } from '../calendar';

/**
 * Date rules of the discount simulators (simulators.md §3). settlementDate = today + settlement lag
 * business days. With a due date: paymentDate = dueDate rolled forward over weekends and holidays, plus
 * the clearing business days, and days = paymentDate − settlementDate. With days instead: dueDate =
 * paymentDate = settlementDate + days, without re-rolling (the user chose the term).
 */
export interface DiscountDateInput {
  /** Today in Buenos Aires, 'YYYY-MM-DD'. */
  today: IsoDate;
  calendar: HolidayCalendar;
  /** Business days from today to settlement: 0 (default) or 1. */
  settlementLag?: number;
  /** Clearing business days after the rolled due date: 0 (default), 2 for a physical cheque. */
  clearingDays?: number;
  /** Takes precedence over `days` when both are given. */
  dueDate?: IsoDate | undefined;
  days?: number | undefined;
}

export interface DiscountDates {
  settlementDate: IsoDate;
  dueDate: IsoDate;
  paymentDate: IsoDate;
  days: number;
}

export function discountDates(input: DiscountDateInput): DiscountDates {
  const { today, calendar, settlementLag = 0, clearingDays = 0 } = input;
  const settlementDate = addBusinessDays(today, settlementLag, calendar);
  if (input.dueDate !== undefined) {
    const paymentDate = addBusinessDays(rollForward(input.dueDate, calendar), clearingDays, calendar);
    return { settlementDate, dueDate: input.dueDate, paymentDate, days: daysBetween(settlementDate, paymentDate) };
  }
  const days = input.days ?? 0;
  const dueDate = addDays(settlementDate, days);
  return { settlementDate, dueDate, paymentDate: dueDate, days };
}
