import { describe, expect, it } from 'vitest';
import { initialValues, valuesFromSheet } from './balance-form-state';

describe('valuesFromSheet', () => {
  it('fills the form from the template rows (labels or field names, numbers or expressions)', () => {
    const { values, count } = valuesFromSheet(
      [
        ['Campo', 'Valor'],
        ['Período', '2025'],
        ['Fecha de cierre', '31/12/2025'],
        ['Ventas', 1234567.89],
        ['Activos corrientes', '1.000.000 + 250.000,50'],
        ['pasivosNoCorrientes', '300.000'],
        ['Otra cosa', '5'],
        ['Resultado neto', null],
      ],
      initialValues(),
    );
    expect(count).toBe(5);
    expect(values.period).toBe('2025');
    expect(values.date).toBe('2025-12-31');
    expect(values.amounts).toMatchObject({
      ventas: '1.234.567,89',
      activosCorrientes: '1.000.000 + 250.000,50',
      pasivosNoCorrientes: '300.000',
      resultadoNeto: '',
    });
  });

  it('reads nothing from an unrelated sheet', () => {
    expect(valuesFromSheet([['a', 'b']], initialValues()).count).toBe(0);
  });
});
