import { describe, expect, it } from 'vitest';
import { foldText, MENU_SEARCH_LIMIT, searchMenu, type MenuSearchItem } from './menu-search';

const items: MenuSearchItem[] = [
  { id: '/', label: 'Inicio' },
  { id: '/credits', label: 'Riesgo Crediticio' },
  { id: '/credits/profiles/search', label: 'Buscar perfil' },
  { id: '/assets/simulators', label: 'Simuladores' },
  { id: '/assets/simulators/checks', label: 'Cheques' },
  { id: '/assets/simulators/pagares', label: 'Pagarés' },
  { id: '/assets/simulators/fci', label: 'Fondos Comunes de Inversión' },
  { id: '/academy/courses', label: 'Cursos', keywords: ['Educación Financiera'] },
  { id: '/education', label: 'Educación Financiera' },
  { id: '/system/users', label: 'Usuarios' },
];

const ids = (query: string, limit?: number) => searchMenu(items, query, limit).map((i) => i.id);

describe('foldText', () => {
  it.each([
    ['Educación', 'educacion'],
    ['PAGARÉS', 'pagares'],
    ['  Inversión ', 'inversion'],
    ['Ñandú', 'nandu'],
  ])('%s → %s', (input, expected) => expect(foldText(input)).toBe(expected));
});

describe('searchMenu', () => {
  it.each([
    ['educacion', ['/education', '/academy/courses']],
    ['EDUCACIÓN', ['/education', '/academy/courses']],
    ['pagares', ['/assets/simulators/pagares']],
    ['inversion', ['/assets/simulators/fci']],
    ['zzz', []],
    ['', []],
    ['   ', []],
  ])('%j → %j', (query, expected) => expect(ids(query)).toEqual(expected));

  it('ranks exact label, then prefix, then word prefix, then substring', () => {
    const list: MenuSearchItem[] = [
      { id: 'substring', label: 'Descheques' },
      { id: 'word', label: 'Simulador de cheques' },
      { id: 'prefix', label: 'Cheques diferidos' },
      { id: 'exact', label: 'Cheques' },
    ];
    expect(searchMenu(list, 'cheques').map((i) => i.id)).toEqual(['exact', 'prefix', 'word', 'substring']);
  });

  it('keeps the given order between equal ranks', () => {
    expect(ids('s').slice(0, 1)).toEqual(['/assets/simulators']);
  });

  it(`returns at most ${MENU_SEARCH_LIMIT} suggestions`, () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ id: String(i), label: `Simulador ${i}` }));
    expect(searchMenu(many, 'simulador')).toHaveLength(10);
    expect(searchMenu(many, 'simulador').map((i) => i.id)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(searchMenu(many, 'simulador', 3)).toHaveLength(3);
  });
});
