/**
 * The 24-month situación grid of a report (docs/domain/score.md §5): one row per entity, one cell per
 * month of the report's window, coloured by situación as the BCRA's Central de Deudores shows it (1
 * green … 5 and 6 dark red), with the amount of each month and the month each situación began. Built
 * from what the report already carries: its periods (the window, oldest first) and each entity's history.
 */
import { toSituacion, worstSituacion, type Situacion } from './situacion';

export interface GridMonth {
  /** 'YYYYMM'. */
  periodKey: string;
  /** 'MM/YYYY'. */
  period: string;
}

export interface GridCell extends GridMonth {
  /** 0 when the entity reported nothing that month. */
  situacion: Situacion;
  /** Pesos; null when the entity reported nothing that month. */
  amount: number | null;
  /** The first month of a new situación: the entity reported another one (or none) the month before. */
  entered: boolean;
}

/** Since when a situación holds, up to the window's latest month. */
export interface SituacionSince extends GridMonth {
  situacion: Situacion;
  /** The situación already held in the window's first month: it began then or earlier. */
  orEarlier: boolean;
}

export interface GridRow {
  entity: string;
  /** One per month of the window, oldest first. */
  cells: GridCell[];
  /** The situación of the latest month and since when; null when the entity did not report that month. */
  since: SituacionSince | null;
}

export interface SituacionGrid {
  /** The window, oldest first. */
  months: GridMonth[];
  rows: GridRow[];
  /** The subject's worst situación in the latest month and since when it is the worst; null without debts then. */
  since: SituacionSince | null;
}

interface HistoryEntry {
  periodKey: string;
  situacion: number;
  monto: number;
}

/** The run of `situaciones` (oldest first) that ends in the latest month, when that month has one. */
function sinceOf(months: readonly GridMonth[], situaciones: readonly Situacion[]): SituacionSince | null {
  const last = situaciones.length - 1;
  const situacion = situaciones[last];
  if (!situacion) return null;
  let start = last;
  while (start > 0 && situaciones[start - 1] === situacion) start -= 1;
  return { ...months[start]!, situacion, orEarlier: start === 0 };
}

/**
 * The grid of a report: `periods` is its window (oldest first), `history` its entities' entries. Two
 * entries of one entity in one month (a lender reporting twice) show as one cell: the worst situación
 * and the sum of the amounts. Entries outside the window are left out.
 */
export function situacionGrid(
  periods: readonly GridMonth[],
  history: readonly { entity: string; entries: readonly HistoryEntry[] }[],
): SituacionGrid {
  const months = periods.map(({ periodKey, period }) => ({ periodKey, period }));
  const rows = history.map(({ entity, entries }) => {
    const byMonth = new Map<string, { situacion: Situacion; amount: number }>();
    for (const entry of entries) {
      const seen = byMonth.get(entry.periodKey);
      const situacion = toSituacion(entry.situacion);
      byMonth.set(entry.periodKey, {
        situacion: worstSituacion([seen?.situacion ?? 0, situacion]),
        amount: Math.round(((seen?.amount ?? 0) + entry.monto) * 100) / 100,
      });
    }
    const cells = months.map((month, i): GridCell => {
      const found = byMonth.get(month.periodKey);
      const previous = i > 0 ? (byMonth.get(months[i - 1]!.periodKey)?.situacion ?? 0) : undefined;
      const situacion = found?.situacion ?? 0;
      return {
        ...month,
        situacion,
        amount: found ? found.amount : null,
        entered: situacion > 0 && previous !== undefined && previous !== situacion,
      };
    });
    return {
      entity,
      cells,
      since: sinceOf(
        months,
        cells.map((c) => c.situacion),
      ),
    };
  });
  const worst = months.map((_, i) => worstSituacion(rows.map((r) => r.cells[i]!.situacion)));
  return { months, rows, since: sinceOf(months, worst) };
}

/** Fill and text colours of a situación's cell (0: not reported, a pale grey). */
export interface SituacionColors {
  background: string;
  text: string;
}

const DARK_TEXT = '#212121';

/**
 * The BCRA's scale, in the score bands' colours (docs/domain/score.md §2): green (1), yellow (2), orange
 * (3), red (4) and two dark reds (5, 6); dark text where white would not read (WCAG AA).
 */
export const SITUACION_COLORS: Readonly<Record<Situacion, SituacionColors>> = {
  0: { background: '#eeeeee', text: DARK_TEXT },
  1: { background: '#2e7d32', text: '#fff' },
  2: { background: '#fbc02d', text: DARK_TEXT },
  3: { background: '#f57c00', text: DARK_TEXT },
  4: { background: '#d32f2f', text: '#fff' },
  5: { background: '#8e0000', text: '#fff' },
  6: { background: '#5d0000', text: '#fff' },
};
