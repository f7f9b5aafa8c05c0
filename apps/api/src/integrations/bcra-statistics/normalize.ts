import type { V4SeriesResponse } from './types';

/** A v4 series answer (newest first) → points ascending by date; malformed points are dropped. */
export function normalizeSeries(response: V4SeriesResponse): { date: string; value: number }[] {
  const points = response.results?.[0]?.detalle ?? [];
  return points
    .filter((p) => /^\d{4}-\d{2}-\d{2}/.test(p.fecha) && Number.isFinite(Number(p.valor)))
    .map((p) => ({ date: p.fecha.slice(0, 10), value: Number(p.valor) }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
