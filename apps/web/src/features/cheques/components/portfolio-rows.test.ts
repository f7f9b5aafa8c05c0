import { describe, expect, it } from 'vitest';
import type { SheetCell } from '@tirr/domain';
import { readSpreadsheet } from '../../../shared/files/spreadsheet';
import { csvFile } from '../test/portfolio-fixtures';
import { chequeOf, chequesOf, isHeaderRow, pastedCells, sheetText, type PortfolioRowInput } from './portfolio-rows';

const CHEQUE: PortfolioRowInput = {
  entityCode: 7,
  chequeNumber: 12345678,
  drawerTaxId: '30-50001091-2',
  amount: 1_500_000.5,
  dueDate: '2026-04-15',
};

describe('pastedCells', () => {
  it.each<[string, string, string[][]]>([
    [
      'tabs (copied from a spreadsheet), the Argentine amount kept whole',
      '7\t12345678\t30-50001091-2\t1.500.000,50\t15/04/2026',
      [['7', '12345678', '30-50001091-2', '1.500.000,50', '15/04/2026']],
    ],
    [
      "';' when a line has no tab",
      '7;12345678;30500010912;1.500.000,50;2026-04-15;USD;eCheq',
      [['7', '12345678', '30500010912', '1.500.000,50', '2026-04-15', 'USD', 'eCheq']],
    ],
    ["',' never separates: it is the decimal mark", '7,5', [['7,5']]],
    [
      'blank lines dropped, CRLF, spaces and quotes around cells removed',
      '\r\n 7 ; "12345678" ;x\r\n\r\n\t\t\n11;1;2',
      [
        ['7', '12345678', 'x'],
        ['11', '1', '2'],
      ],
    ],
    ['an empty first cell keeps its column', '\t1\t2', [['', '1', '2']]],
  ])('%s', (_case, text, cells) => {
    expect(pastedCells(text)).toEqual(cells);
  });
});

describe('chequeOf', () => {
  it.each<[string, SheetCell[], PortfolioRowInput]>([
    [
      'a pasted row: numbers, an Argentine amount, DD/MM/YYYY',
      ['7', '12345678', '30-50001091-2', '1.500.000,50', '15/04/2026'],
      CHEQUE,
    ],
    ['YYYY-MM-DD as it is', ['7', '12345678', '30-50001091-2', '1.500.000,50', '2026-04-15'], CHEQUE],
    [
      'D/M/YYYY padded',
      ['7', '12345678', '30-50001091-2', '1.500.000,50', '5/4/2026'],
      { ...CHEQUE, dueDate: '2026-04-05' },
    ],
    ['DD-MM-YYYY', ['7', '12345678', '30-50001091-2', '1.500.000,50', '15-04-2026'], CHEQUE],
    [
      'an amount without decimals',
      ['7', '12345678', '30-50001091-2', '150.000', '15/04/2026'],
      { ...CHEQUE, amount: 150_000 },
    ],
    ['a comma decimal', ['7', '12345678', '30-50001091-2', '2500,5', '15/04/2026'], { ...CHEQUE, amount: 2500.5 }],
    ["a '$' before the amount", ['7', '12345678', '30-50001091-2', '$ 1.500.000,50', '15/04/2026'], CHEQUE],
    [
      'XLSX cells: numbers as they are, the CUIT as text',
      [7, 12345678, 30500010912, 1500000.5, '2026-04-15'],
      { ...CHEQUE, drawerTaxId: '30500010912' },
    ],
    [
      'currency and type in words, accents and case ignored',
      ['7', '12345678', '30-50001091-2', '1.500.000,50', '15/04/2026', 'Dólares', 'Físico'],
      { ...CHEQUE, currency: 'USD', kind: 'physical' },
    ],
    [
      'the codes as the API names them',
      ['7', '12345678', '30-50001091-2', '1.500.000,50', '15/04/2026', 'ars', 'eCheq'],
      { ...CHEQUE, currency: 'ARS', kind: 'echeq' },
    ],
    [
      'what cannot be read is sent as read, so the API names the field',
      ['Galicia', '12-34', '30-50001091-2', '1.5.0', 'mañana', 'euros', 'digital'],
      {
        entityCode: 'Galicia',
        chequeNumber: '12-34',
        drawerTaxId: '30-50001091-2',
        amount: '1.5.0',
        dueDate: 'mañana',
        currency: 'euros',
        kind: 'digital',
      },
    ],
    ['empty cells are left out', ['7', '', '30-50001091-2', null], { entityCode: 7, drawerTaxId: '30-50001091-2' }],
  ])('%s', (_case, cells, cheque) => {
    expect(chequeOf(cells)).toEqual(cheque);
  });
});

describe('header detection', () => {
  it.each<[string, SheetCell[], boolean]>([
    [
      'the template’s titles',
      ['Banco (código)', 'Número', 'CUIT librador', 'Monto', 'Fecha de pago', 'Moneda', 'Tipo'],
      true,
    ],
    ['English titles', ['Bank (code)', 'Number', 'Drawer CUIT', 'Amount', 'Payment date'], true],
    ['a cheque', ['7', '12345678', '30-50001091-2', '1.500.000,50', '15/04/2026'], false],
    [
      'a cheque whose bank is written as a name: its amount is a number',
      ['Banco Galicia', '1', '2', '100', 'x'],
      false,
    ],
    ['a row naming no column', ['a', 'b', 'c', 'd'], false],
  ])('%s: %s', (_case, cells, header) => {
    expect(isHeaderRow(cells)).toBe(header);
  });
});

describe('chequesOf', () => {
  /** An uploaded CSV, read as the page reads it. */
  const upload = (csv: string) => readSpreadsheet(csvFile(csv));

  it('reads a CSV with a header row (comma separated, the amount quoted)', async () => {
    const csv =
      'Banco (código),Número,CUIT librador,Monto,Fecha de pago,Moneda,Tipo\r\n' +
      '7,12345678,30-50001091-2,"1.500.000,50",15/04/2026,,\r\n' +
      '11,87654321,20-12345678-6,"250.000",2026-05-02,ARS,eCheq\r\n';
    expect(chequesOf(await upload(csv))).toEqual([
      CHEQUE,
      {
        entityCode: 11,
        chequeNumber: 87654321,
        drawerTaxId: '20-12345678-6',
        amount: 250_000,
        dueDate: '2026-05-02',
        currency: 'ARS',
        kind: 'echeq',
      },
    ]);
  });

  it("reads a ';' CSV without a header, as a Spanish Excel writes it", async () => {
    const csv = '\uFEFF7;12345678;30-50001091-2;1.500.000,50;15/04/2026\r\n';
    expect(chequesOf(await upload(csv))).toEqual([CHEQUE]);
  });

  it('reads pasted rows with their header and skips blank rows', () => {
    const text = 'Banco\tNúmero\tCUIT\tMonto\tFecha\n7\t12345678\t30-50001091-2\t1.500.000,50\t15/04/2026\n\n';
    expect(chequesOf(pastedCells(text))).toEqual([CHEQUE]);
  });
});

describe('sheetText', () => {
  it('writes an XLSX sheet as tab-separated text that reads back as the same cheques', () => {
    const sheet: SheetCell[][] = [
      ['Banco', 'Número', 'CUIT', 'Monto', 'Fecha de pago'],
      [7, 12345678, 30500010912, 1500000.5, '2026-04-15'],
      [null, null, null, null, null],
    ];
    const text = sheetText(sheet);
    expect(text).toBe('Banco\tNúmero\tCUIT\tMonto\tFecha de pago\n7\t12345678\t30500010912\t1.500.000,50\t2026-04-15');
    expect(chequesOf(pastedCells(text))).toEqual([{ ...CHEQUE, drawerTaxId: '30500010912' }]);
  });
});
