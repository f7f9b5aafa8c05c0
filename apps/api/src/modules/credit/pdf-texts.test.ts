import { describe, expect, it } from 'vitest';
import { generatedLine, reasonLine, totalDebtLine } from './pdf-texts';

describe('report PDF sentences', () => {
  it.each([
    [-1, '• Deuda refinanciada: -1 punto'],
    [1, '• Deuda refinanciada: 1 punto'],
    [0, '• Deuda refinanciada: 0 puntos'],
    [-60, '• Deuda refinanciada: -60 puntos'],
  ])('a reason of %d points', (points, line) => {
    expect(reasonLine('Deuda refinanciada', points)).toBe(line);
  });

  it.each([
    [1, 'Deuda total: ARS 1.234,56 en 1 entidad'],
    [2, 'Deuda total: ARS 1.234,56 en 2 entidades'],
    [0, 'Deuda total: ARS 1.234,56 en 0 entidades'],
  ])('total debt with %d entities', (entities, line) => {
    expect(totalDebtLine(1234.56, entities)).toBe(line);
  });

  it.each([
    ['2026-11-21T01:30:00.000Z', 'Generado el 20/11/2026'],
    ['2026-11-21T03:00:00.000Z', 'Generado el 21/11/2026'],
  ])('generated at %s shows the Buenos Aires day', (instant, start) => {
    expect(generatedLine(instant).startsWith(`${start} · `)).toBe(true);
  });
});
