import { describe, expect, it } from 'vitest';
import type { ProfileListItem } from '@tirr/contracts';
import { EMPTY_FILTERS, filterPortfolio, groupsOf, NO_BAND, NO_GROUP, pageOf, sortPortfolio } from './portfolio-view';
import { parseCsv } from '@tirr/domain';
import { toCsv, type ExportLabels } from './portfolio-export';
import es from '../i18n/es.json';

const item = (over: Partial<ProfileListItem>): ProfileListItem => ({
  id: over.taxNumber ?? 'x',
  taxNumber: '23283456714',
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
  item({ taxNumber: '23283456714', name: 'GOMEZ MARIA LAURA', group: 'Clientes', debt: 1500000 }),
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
  item({
    taxNumber: '30715896342',
    name: 'DISTRIBUIDORA NORTE S.R.L.',
    personType: 'JURIDICA',
    situacion: 2,
    score: null,
    band: null,
  }),
  item({
    taxNumber: '30712345671',
    name: 'CONSTRUCCIÓN DEL PLATA',
    personType: 'JURIDICA',
    situacion: 5,
    band: 'MALO',
    group: 'Clientes',
  }),
];
/** An unknown debtor (scorecard v2: 'Sin historial'). */
const unknown = item({
  taxNumber: '27401239877',
  name: 'SOSA LUCIA BELEN',
  situacion: 0,
  score: 560,
  band: 'SIN_HISTORIAL',
});
const names = (list: readonly ProfileListItem[]) => list.map((p) => p.name);

/** The labels the page passes (its Spanish texts). */
const labels: Omit<ExportLabels, 'headers'> = {
  noSituacion: es.portfolio.filters.noDebts,
  situacion: (s, personType) => es.portfolio.situacion[personType][String(s) as '1'],
  band: (band) => es.portfolio.bands[band],
};

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
    expect(names(filterPortfolio([...items, unknown], { ...EMPTY_FILTERS, band: 'SIN_HISTORIAL' }))).toEqual([
      'SOSA LUCIA BELEN',
    ]);
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
    const csv = toCsv([...items, unknown], {
      ...labels,
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
    });
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFFNombre;CUIT;Grupo;Ingresos;Comportamiento;Fecha;Deuda;Situación;Score;Banda;Balance');
    expect(lines[1]).toBe('GOMEZ MARIA LAURA;23-28345671-4;Clientes;;;;1500000;1 - Normal;1000;Excelente;');
    expect(lines[2]).toBe(
      'PEREYRA JUAN CARLOS;20-31456782-0;Proveedores;;"Paga tarde; ""a veces""";;300000,5;3 - Riesgo medio;290;Malo;',
    );
    // Companies: the commercial portfolio's labels; an unknown debtor: 'Sin historial'.
    expect(lines[3]).toBe('DISTRIBUIDORA NORTE S.R.L.;30-71589634-2;;;;;0;2 - Con seguimiento especial;;;');
    expect(lines[5]).toBe('SOSA LUCIA BELEN;27-40123987-7;;;;;0;Sin deudas;560;Sin historial;');
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
    const rows = parseCsv(toCsv([hostile], { headers: ['Nombre', 'CUIT', 'Grupo'], ...labels }));
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
