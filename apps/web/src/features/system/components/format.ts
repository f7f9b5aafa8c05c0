import { buenosAiresDate } from '@tirr/domain';

/** Today in Buenos Aires, 'YYYY-MM-DD'. */
export const todayBa = () => buenosAiresDate(new Date());

/** A Buenos Aires day moved by n days. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}
