import { describe, expect, it } from 'vitest';
import {
  addMonthsToPeriod,
  chequeReasonOf,
  monthsBetween,
  parsePeriodKey,
  periodLabel,
  periodWindow,
  situacionLabel,
  situacionShortLabel,
  thousandsToPesos,
  toSituacion,
  worstSituacion,
} from './situacion';

describe('situación labels by person type (docs/domain/score.md §3)', () => {
  it.each([
    [1, 'Normal (hasta 31 días de atraso)', 'Normal'],
    [2, 'Riesgo bajo (más de 31 hasta 90 días de atraso)', 'Riesgo bajo'],
    [3, 'Riesgo medio (más de 90 hasta 180 días de atraso)', 'Riesgo medio'],
    [4, 'Riesgo alto (más de 180 días hasta un año de atraso)', 'Riesgo alto'],
    [5, 'Irrecuperable (más de un año de atraso)', 'Irrecuperable'],
    [6, 'Irrecuperable por disposición técnica', 'Irrecuperable por disposición técnica'],
    [0, 'En situación normal', 'En situación normal'],
    [null, 'En situación normal', 'En situación normal'],
    [9, 'En situación normal', 'En situación normal'],
  ])('people (consumer portfolio): %s', (code, long, short) => {
    expect(situacionLabel(code, 'FISICA')).toBe(long);
    expect(situacionShortLabel(code, 'FISICA')).toBe(short);
  });

  it.each([
    [1, 'En situación normal'],
    [2, 'Con seguimiento especial'],
    [3, 'Con problemas'],
    [4, 'Con alto riesgo de insolvencia'],
    [5, 'Irrecuperable'],
    [6, 'Irrecuperable por disposición técnica'],
    [0, 'En situación normal'],
    [null, 'En situación normal'],
    [9, 'En situación normal'],
  ])('companies (commercial portfolio): %s → %s', (code, label) => {
    expect(situacionLabel(code, 'JURIDICA')).toBe(label);
    expect(situacionShortLabel(code, 'JURIDICA')).toBe(label);
  });

  it('worst ignores 0 and toSituacion refuses junk', () => {
    expect(worstSituacion([0, 1, 3, 2])).toBe(3);
    expect(worstSituacion([0])).toBe(0);
    expect(toSituacion(2.5)).toBe(0);
    expect(toSituacion(null)).toBe(0);
    expect(toSituacion(5)).toBe(5);
  });
});

describe('rejected-cheque reasons (docs/product.md §8)', () => {
  it.each([
    ['SIN FONDOS', 'FONDOS_INSUFICIENTES'],
    ['sin fondos', 'FONDOS_INSUFICIENTES'],
    ['NSF', 'FONDOS_INSUFICIENTES'],
    ['DEFECTOS FORMALES', 'DEFECTOS_FORMALES'],
    ['FIRMA INSUFICIENTE', 'DEFECTOS_FORMALES'],
  ])('%s → %s', (causal, reason) => expect(chequeReasonOf(causal)).toBe(reason));
});

describe('periods', () => {
  it.each([
    ['202608', '202608'],
    ['2024-12', '202412'],
    ['08/2026', '202608'],
    [202608, '202608'],
    ['202613', undefined],
    ['2026', undefined],
    ['', undefined],
  ])('parsePeriodKey(%s) = %s', (value, key) => expect(parsePeriodKey(value)).toBe(key));

  it('labels, arithmetic and windows', () => {
    expect(periodLabel('202608')).toBe('08/2026');
    expect(monthsBetween('202511', '202610')).toBe(11);
    expect(addMonthsToPeriod('202601', -1)).toBe('202512');
    expect(addMonthsToPeriod('202612', 1)).toBe('202701');
    expect(periodWindow('202602', 3)).toEqual(['202602', '202601', '202512']);
  });

  it('BCRA thousands become pesos', () => {
    expect(thousandsToPesos(1250)).toBe(1_250_000);
    expect(thousandsToPesos(86.4)).toBe(86_400);
    expect(thousandsToPesos(0.0015)).toBe(1.5);
  });
});
