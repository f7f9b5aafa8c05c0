import { describe, expect, it } from 'vitest';
import { spreadTicks } from './fci-chart';

const days = (n: number) => Array.from({ length: n }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);

describe('spreadTicks: the dates the FCI chart labels', () => {
  it.each([
    // [dates, labels wanted, the days labelled]
    [21, 3, ['01', '11', '21']],
    [21, 5, ['01', '06', '11', '16', '21']],
    [22, 8, ['01', '04', '07', '10', '13', '16', '19', '22']],
    [2, 3, ['01', '02']],
    [3, 3, ['01', '02', '03']],
    [1, 3, ['01']],
    [0, 3, []],
  ])('%i dates, %i labels: %j', (n, count, labelled) => {
    expect(spreadTicks(days(n), count).map((d) => d.slice(8))).toEqual(labelled);
  });

  it('always names the first and the last day of the window', () => {
    for (let n = 2; n <= 40; n++)
      for (const count of [3, 5, 8]) {
        const ticks = spreadTicks(days(n), count);
        expect(ticks[0]).toBe(days(n)[0]);
        expect(ticks.at(-1)).toBe(days(n).at(-1));
        expect(ticks.length).toBe(Math.min(n, count));
      }
  });
});
