import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './spreadsheet';

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
