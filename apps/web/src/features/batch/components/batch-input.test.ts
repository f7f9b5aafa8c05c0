import { describe, expect, it } from 'vitest';
import { cuitColumn, rowsOf } from './batch-input';

describe('rowsOf', () => {
  it('splits a pasted list by lines, commas and semicolons and drops blanks', () => {
    expect(rowsOf('30-71589634-2\n\n 23283456714 ;20314567820,\r\n')).toEqual([
      '30-71589634-2',
      '23283456714',
      '20314567820',
    ]);
  });
});

describe('cuitColumn', () => {
  it('takes the column titled CUIT and skips its header', () => {
    expect(
      cuitColumn([
        ['Nombre', 'CUIT'],
        ['ACME', '30-71589634-2'],
        ['Gómez', 23283456714],
        ['Vacío', null],
      ]),
    ).toEqual(['30-71589634-2', '23283456714']);
  });

  it('takes the first column when none is titled', () => {
    expect(cuitColumn([['30715896342'], ['23283456714']])).toEqual(['30715896342', '23283456714']);
  });
});
