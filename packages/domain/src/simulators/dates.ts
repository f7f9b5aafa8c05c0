import { addBusinessDays, addDays, daysBetween, rollForward, type HolidayCalendar, type IsoDate } from '../calendar';

/**
 * Date rules of the discount simulators (docs/domain/simulators.md §3, ADR 0041, ADR 0118). The trade date ('Fecha
 * de operación') first rolls forward to a bank business day; settlementDate = that day + settlement lag
 * business days. With a due date: paymentDate = dueDate rolled forward over weekends and bank holidays,
 * plus the clearing business days, and days = paymentDate − settlementDate. With days instead: dueDate =
 * paymentDate = settlementDate + days, without re-rolling (the user chose the term).
 */
export interface DiscountDateInput {
  /** The day the document is sold, 'YYYY-MM-DD' (today in Buenos Aires unless the user chose another). */
  tradeDate: IsoDate;
  calendar: HolidayCalendar;
  /** Business days from the trade date to settlement: 0 (default) or 1. */
  settlementLag?: number;
  /** Clearing business days after the rolled due date: 0 (default), 2 for a physical cheque. */
  clearingDays?: number;
  /** Takes precedence over `days` when both are given. */
  dueDate?: IsoDate | undefined;
  days?: number | undefined;
}

export interface DiscountDates {
  tradeDate: IsoDate;
  settlementDate: IsoDate;
  dueDate: IsoDate;
  paymentDate: IsoDate;
  days: number;
}

export function discountDates(input: DiscountDateInput): DiscountDates {
  const { tradeDate, calendar, settlementLag = 0, clearingDays = 0 } = input;
  const settlementDate = addBusinessDays(rollForward(tradeDate, calendar), settlementLag, calendar);
  if (input.dueDate !== undefined) {
    const paymentDate = addBusinessDays(rollForward(input.dueDate, calendar), clearingDays, calendar);
    return {
      tradeDate,
      settlementDate,
      dueDate: input.dueDate,
      paymentDate,
      days: daysBetween(settlementDate, paymentDate),
    };
  }
  const days = input.days ?? 0;
  const dueDate = addDays(settlementDate, days);
  return { tradeDate, settlementDate, dueDate, paymentDate: dueDate, days };
}
