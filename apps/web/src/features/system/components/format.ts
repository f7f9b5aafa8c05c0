import { buenosAiresDate, formatDate } from '@tirr/domain';

/** 'DD/MM/YYYY HH:MM' in Buenos Aires time (UTC−3). */
export function formatDateTime(iso: string): string {
  const instant = new Date(iso);
  const shifted = new Date(instant.getTime() - 3 * 3600_000);
  const hh = String(shifted.getUTCHours()).padStart(2, '0');
  const mm = String(shifted.getUTCMinutes()).padStart(2, '0');
  return `${formatDate(buenosAiresDate(instant))} ${hh}:${mm}`;
}

/** 'DD/MM/YYYY' of an instant, in Buenos Aires. */
export const formatDay = (iso: string | null | undefined) => (iso ? formatDate(buenosAiresDate(new Date(iso))) : '—');

/** Today in Buenos Aires, 'YYYY-MM-DD'. */
export const todayBa = () => buenosAiresDate(new Date());

/** A Buenos Aires day moved by n days. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** The last day an exclusive end instant covers ('premium hasta el DD/MM/YYYY'). */
export const formatUntil = (iso: string | null | undefined) =>
  iso ? formatDate(buenosAiresDate(new Date(new Date(iso).getTime() - 1))) : '—';
