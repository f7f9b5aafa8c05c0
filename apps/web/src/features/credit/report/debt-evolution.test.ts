import { describe, expect, it } from 'vitest';
import { creditReportFixture } from '../test/fixtures';
import { entityColors, seriesByEntity } from './debt-evolution';

const PALETTE = ['#111111', '#222222', '#333333'];

/** A report whose history names these entities, in this order. */
function reportOf(entities: string[]) {
  const base = creditReportFixture();
  const entries = base.history[0]!.entries;
  return creditReportFixture({ history: entities.map((entity) => ({ entity, entries })) });
}

describe('entityColors: one colour per entity, whatever the chart shows', () => {
  const report = reportOf(['BANCO ALFA S.A.', 'BANCO BETA S.A.', 'BANCO GAMMA S.A.', 'BANCO DELTA S.A.']);

  it.each([
    ['BANCO ALFA S.A.', '#111111'],
    ['BANCO BETA S.A.', '#222222'],
    ['BANCO GAMMA S.A.', '#333333'],
    // More entities than colours: the palette starts again.
    ['BANCO DELTA S.A.', '#111111'],
  ])('%s is %s', (entity, color) => {
    expect(entityColors(report, PALETTE).get(entity)).toBe(color);
  });

  it.each([null, 'BANCO ALFA S.A.', 'BANCO GAMMA S.A.', 'BANCO DELTA S.A.'])(
    'filtered by %s, every series drawn keeps the colour it has among all',
    (entity) => {
      const colors = entityColors(report, PALETTE);
      const all = new Map(seriesByEntity(report, null).map((s) => [s.entity, colors.get(s.entity)]));
      const shown = seriesByEntity(report, entity);
      expect(shown.length).toBe(entity === null ? 4 : 1);
      for (const s of shown) expect(colors.get(s.entity)).toBe(all.get(s.entity));
      // The one entity shown alone is not given the first colour just because it is first now.
      if (entity === 'BANCO GAMMA S.A.') expect(colors.get(shown[0]!.entity)).toBe('#333333');
    },
  );

  it('an entity that appears twice in the history keeps its first colour', () => {
    const colors = entityColors(reportOf(['BANCO ALFA S.A.', 'BANCO BETA S.A.', 'BANCO ALFA S.A.']), PALETTE);
    expect([...colors]).toEqual([
      ['BANCO ALFA S.A.', '#111111'],
      ['BANCO BETA S.A.', '#222222'],
    ]);
  });
});
