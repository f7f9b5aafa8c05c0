import { describe, expect, it } from 'vitest';
import type { ProfileListItem } from '@tirr/contracts';
import { EMPTY_FILTERS, filterPortfolio, groupsOf, NO_BAND, NO_GROUP, pageOf, sortPortfolio } from './portfolio-view';
import { parseCsv } from '@tirr/domain';
import { toCsv } from './portfolio-export';

const item = (over: Partial<ProfileListItem>): ProfileListItem => ({
  id: over.taxNumber ?? 'x',
  taxNumber: '27283456719',
  name: 'GOMEZ MARIA LAURA',
  personType: 'FISICA',
  group: null,
  income: null,
  behaviour: null,
  date: null,
  debt: 0,
  situacion: 1,
  score: 1000,
  band: 'EXCELENTE',
  rejectedCheques: 0,
  period: '202609',
  refreshedAt: '2026-11-21T12:00:00.000Z',
  createdAt: '2026-11-21T12:00:00.000Z',
  ultimoBalance: null,
  ...over,
});

const items = [
  item({ taxNumber: '27283456719', name: 'GOMEZ MARIA LAURA', group: 'Clientes', debt: 1500000 }),
  item({
    taxNumber: '20314567820',
    name: 'PEREYRA JUAN CARLOS',
    situacion: 3,
    score: 290,
    band: 'MALO',
    group: 'Proveedores',
    debt: 300000.5,
    behaviour: 'Paga tarde; "a veces"',
  }),
  item({ taxNumber: '30715896342', name: 'DISTRIBUIDORA NORTE S.R.L.', situacion: 2, score: null, band: null }),
  item({ taxNumber: '30712345671', name: 'CONSTRUCCIÓN DEL PLATA', situacion: 5, band: 'MALO', group: 'Clientes' }),
];
const names = (list: readonly ProfileListItem[]) => list.map((p) => p.name);

describe('portfolio view', () => {
  it.each([
    ['gomez', ['GOMEZ MARIA LAURA']],
    ['construccion', ['CONSTRUCCIÓN DEL PLATA']],
    ['20-31456782', ['PEREYRA JUAN CARLOS']],
    ['3071', ['DISTRIBUIDORA NORTE S.R.L.', 'CONSTRUCCIÓN DEL PLATA']],
    ['proveedores', ['PEREYRA JUAN CARLOS']],
    ['nadie', []],
  ])('filters by text %s', (text, expected) => {
    expect(names(filterPortfolio(items, { ...EMPTY_FILTERS, text }))).toEqual(expected);
  });

  it('filters by group, situación and band', () => {
    expect(names(filterPortfolio(items, { ...EMPTY_FILTERS, group: 'Clientes' }))).toHaveLength(2);
    expect(names(filterPortfolio(items, { ...EMPTY_FILTERS, group: NO_GROUP }))).toEqual([
      'DISTRIBUIDORA NORTE S.R.L.',
    ]);
    expect(names(filterPortfolio(items, { ...EMPTY_FILTERS, situacion: '3' }))).toEqual(['PEREYRA JUAN CARLOS']);
    expect(names(filterPortfolio(items, { ...EMPTY_FILTERS, band: 'MALO', group: 'Clientes' }))).toEqual([
      'CONSTRUCCIÓN DEL PLATA',
    ]);
    expect(names(filterPortfolio(items, { ...EMPTY_FILTERS, band: NO_BAND }))).toEqual(['DISTRIBUIDORA NORTE S.R.L.']);
    expect(groupsOf(items)).toEqual(['Clientes', 'Proveedores']);
  });

  it('sorts both ways with empty values last', () => {
    expect(names(sortPortfolio(items, 'debt', 'desc'))[0]).toBe('GOMEZ MARIA LAURA');
    expect(names(sortPortfolio(items, 'score', 'asc'))).toEqual([
      'PEREYRA JUAN CARLOS',
      'CONSTRUCCIÓN DEL PLATA',
      'GOMEZ MARIA LAURA',
      'DISTRIBUIDORA NORTE S.R.L.',
    ]);
    expect(names(sortPortfolio(items, 'score', 'desc')).at(-1)).toBe('DISTRIBUIDORA NORTE S.R.L.');
    expect(names(sortPortfolio(items, 'name', 'asc'))[0]).toBe('CONSTRUCCIÓN DEL PLATA');
  });

  it('pages with 5, 10, 25 or all', () => {
    const many = Array.from({ length: 12 }, (_, i) => i);
    expect(pageOf(many, 1, 5)).toEqual([5, 6, 7, 8, 9]);
    expect(pageOf(many, 2, 5)).toEqual([10, 11]);
    expect(pageOf(many, 0, -1)).toHaveLength(12);
  });

  it('exports CSV with ; separators, decimal commas, quoting and a BOM', () => {
    const csv = toCsv(items.slice(0, 2), {
      headers: [
        'Nombre',
        'CUIT',
        'Grupo',
        'Ingresos',
        'Comportamiento',
        'Fecha',
        'Deuda',
        'Situación',
        'Score',
        'Banda',
        'Balance',
      ],
      noSituacion: 'Sin deudas',
    });
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFFNombre;CUIT;Grupo;Ingresos;Comportamiento;Fecha;Deuda;Situación;Score;Banda;Balance');
    expect(lines[1]).toBe('GOMEZ MARIA LAURA;27-28345671-9;Clientes;;;;1500000;1 - Normal;1000;Excelente;');
    expect(lines[2]).toBe(
      'PEREYRA JUAN CARLOS;20-31456782-0;Proveedores;;"Paga tarde; ""a veces""";;300000,5;3 - Riesgo medio;290;Malo;',
    );
  });

  it('neutralizes formulas in the text the user typed (group, behaviour); amounts stay numbers', () => {
    const hostile = item({
      taxNumber: '20314567820',
      name: 'PEREYRA JUAN CARLOS',
      group: '=HYPERLINK("http://evil.example","Ver")',
      behaviour: '@SUM(1+1)',
      income: 1250000.5,
      debt: 300000.5,
    });
    const rows = parseCsv(toCsv([hostile], { headers: ['Nombre', 'CUIT', 'Grupo'], noSituacion: 'Sin deudas' }));
    expect(rows[1]).toEqual([
      'PEREYRA JUAN CARLOS',
      '20-31456782-0',
      '\'=HYPERLINK("http://evil.example","Ver")',
      '1250000,5',
      "'@SUM(1+1)",
      '',
      '300000,5',
      '1 - Normal',
      '1000',
      'Excelente',
      '',
    ]);
  });
});
