import { describe, expect, it } from 'vitest';
import { ACADEMY_FILTER_KEY, clearAcademyFilter, readAcademyFilter, writeAcademyFilter } from './academy-filter';

describe('academy filter', () => {
  it('round-trips through sessionStorage under tirr.academy.filter', () => {
    writeAcademyFilter({ categories: ['creditos', 'finanzas'], tags: [] });
    expect(JSON.parse(window.sessionStorage.getItem(ACADEMY_FILTER_KEY) ?? 'null')).toEqual({
      categories: ['creditos', 'finanzas'],
      tags: [],
    });
    expect(readAcademyFilter()).toEqual({ categories: ['creditos', 'finanzas'], tags: [] });
    clearAcademyFilter();
    expect(readAcademyFilter()).toBeNull();
  });

  it('ignores unreadable values and keeps only strings', () => {
    window.sessionStorage.setItem(ACADEMY_FILTER_KEY, '{not json');
    expect(readAcademyFilter()).toBeNull();
    window.sessionStorage.setItem(ACADEMY_FILTER_KEY, JSON.stringify({ categories: ['a', 3], tags: 'x' }));
    expect(readAcademyFilter()).toEqual({ categories: ['a'], tags: [] });
  });
});
