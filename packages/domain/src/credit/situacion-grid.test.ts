import { describe, expect, it } from 'vitest';
import { SITUACION_COLORS, situacionGrid } from './situacion-grid';
import { periodLabel, periodWindow } from './situacion';

/** docs/domain/score.md §5: the 24-month grid of a report. */
const KEYS = periodWindow('202609', 24).reverse();
const PERIODS = KEYS.map((periodKey) => ({ periodKey, period: periodLabel(periodKey) }));

/** One entity's history from a string of 24 digits, oldest first ('0' = not reported); amount = 1000 × month. */
function entity(name: string, situaciones: string) {
  return {
    entity: name,
    entries: [...situaciones]
      .map((s, i) => ({ periodKey: KEYS[i]!, situacion: Number(s), monto: 1000 * (i + 1) }))
      .filter((e) => e.situacion > 0),
  };
}

const digits = (cells: { situacion: number }[]) => cells.map((c) => c.situacion).join('');
const entered = (cells: { entered: boolean; period: string }[]) => cells.filter((c) => c.entered).map((c) => c.period);

describe('situacionGrid', () => {
  it.each<[string, string, string[], { situacion: number; period: string; orEarlier: boolean } | null]>([
    ['always normal', '111111111111111111111111', [], { situacion: 1, period: '10/2024', orEarlier: true }],
    [
      'deteriorating 1 → 2 → 3',
      '111111111111111122222333',
      ['02/2026', '07/2026'],
      { situacion: 3, period: '07/2026', orEarlier: false },
    ],
    [
      'back to normal',
      '111133331111111111111111',
      ['02/2025', '06/2025'],
      { situacion: 1, period: '06/2025', orEarlier: false },
    ],
    [
      'new debt mid-window',
      '000000000000111111111111',
      ['10/2025'],
      { situacion: 1, period: '10/2025', orEarlier: false },
    ],
    ['paid off: nothing in the latest month', '222222222222222222000000', [], null],
    [
      'a gap, then the same situación again',
      '111110011111111111111111',
      ['05/2025'],
      { situacion: 1, period: '05/2025', orEarlier: false },
    ],
    [
      'only the latest month',
      '000000000000000000000005',
      ['09/2026'],
      { situacion: 5, period: '09/2026', orEarlier: false },
    ],
  ])('%s', (_, situaciones, starts, since) => {
    const grid = situacionGrid(PERIODS, [entity('BANCO', situaciones)]);
    const [row] = grid.rows;
    expect(grid.months).toHaveLength(24);
    expect(digits(row!.cells)).toBe(situaciones);
    expect(entered(row!.cells)).toEqual(starts);
    expect(
      row!.since && { situacion: row!.since.situacion, period: row!.since.period, orEarlier: row!.since.orEarlier },
    ).toEqual(since);
  });

  it('carries each month’s amount, and null (not 0) where the entity did not report', () => {
    const [row] = situacionGrid(PERIODS, [entity('BANCO', '011111111111111111111111')]).rows;
    expect(row!.cells[0]).toEqual({
      periodKey: '202410',
      period: '10/2024',
      situacion: 0,
      amount: null,
      entered: false,
    });
    expect(row!.cells[1]).toEqual({
      periodKey: '202411',
      period: '11/2024',
      situacion: 1,
      amount: 2000,
      entered: true,
    });
    expect(row!.cells[23]!.amount).toBe(24000);
  });

  it('the subject’s since follows the worst situación of each month across entities', () => {
    const grid = situacionGrid(PERIODS, [
      entity('ALFA', '111111111111111111111111'),
      entity('BETA', '000000000000000002222222'),
    ]);
    expect(grid.rows.map((r) => r.since?.period)).toEqual(['10/2024', '03/2026']);
    expect(grid.since).toEqual({ periodKey: '202603', period: '03/2026', situacion: 2, orEarlier: false });
  });

  it('two entries of one entity in one month are one cell: the worst situación, the amounts added', () => {
    const grid = situacionGrid(PERIODS, [
      {
        entity: 'BANCO',
        entries: [
          { periodKey: '202609', situacion: 1, monto: 100.1 },
          { periodKey: '202609', situacion: 3, monto: 200.2 },
          { periodKey: '202301', situacion: 5, monto: 1 },
        ],
      },
    ]);
    const cells = grid.rows[0]!.cells;
    expect(cells.at(-1)).toMatchObject({ situacion: 3, amount: 300.3 });
    // Outside the window: left out.
    expect(cells.filter((c) => c.amount !== null)).toHaveLength(1);
  });

  it('a report without history has the months and no rows nor since', () => {
    expect(situacionGrid(PERIODS, [])).toEqual({ months: PERIODS, rows: [], since: null });
    expect(situacionGrid([], [])).toEqual({ months: [], rows: [], since: null });
  });

  it('colours: green for 1 to dark red for 6, grey when not reported, each with readable text', () => {
    expect(SITUACION_COLORS[1].background).toBe('#2e7d32');
    expect(SITUACION_COLORS[5].background).toBe('#8e0000');
    expect(new Set(Object.values(SITUACION_COLORS).map((c) => c.background)).size).toBe(7);
  });
});
