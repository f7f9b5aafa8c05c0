import { describe, expect, it } from 'vitest';
import { csvDocument, csvField, neutralizeFormula, parseCsv, type SheetCell } from './cells';

describe('neutralizeFormula (OWASP formula injection)', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['=HYPERLINK("http://evil.example","Ver")', '\'=HYPERLINK("http://evil.example","Ver")'],
    ['+54 11 4444-5555', "'+54 11 4444-5555"],
    ['-2+3', "'-2+3"],
    ['-1.234,50', "'-1.234,50"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('prefixes %j', (text, neutralized) => {
    expect(neutralizeFormula(text)).toBe(neutralized);
  });

  it.each(['GOMEZ MARIA LAURA', '20-31456782-0', '1 - Normal', "'=ya neutralizado", '', ' =espacio primero', 'a=b'])(
    'leaves %j as it is',
    (text) => {
      expect(neutralizeFormula(text)).toBe(text);
    },
  );
});

describe('csvField and csvDocument', () => {
  it.each<[SheetCell, string, boolean]>([
    [-1500.5, '-1500.5', false],
    [-1500.5, '-1500,5', true],
    [0, '0', false],
    [null, '', false],
    ['=1+1', "'=1+1", false],
    ['-SIN DATOS', "'-SIN DATOS", false],
    ['x;=1+1', '"x;=1+1"', false],
    ['x,=1+1', '"x,=1+1"', false],
    ['Paga tarde; "a veces"', '"Paga tarde; ""a veces"""', false],
    ['dos\nlíneas', '"dos\nlíneas"', false],
  ])('writes %j as %j (decimal comma: %s)', (cell, field, decimalComma) => {
    expect(csvField(cell, { decimalComma })).toBe(field);
  });

  it('reads back what it writes: text cells neutralized, numbers untouched', () => {
    const rows: SheetCell[][] = [
      ['Nombre', 'Deuda', 'Nota'],
      ['=cmd|" /C calc"!A0', -250.75, '@SUM(1+1)*cmd'],
      ['ACME "SA"; sucursal', 1234, '\t-tab'],
    ];
    const csv = csvDocument(rows, { decimalComma: true });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(csv)).toEqual([
      ['Nombre', 'Deuda', 'Nota'],
      ['\'=cmd|" /C calc"!A0', '-250,75', "'@SUM(1+1)*cmd"],
      ['ACME "SA"; sucursal', '1234', "'\t-tab"],
    ]);
  });
});
