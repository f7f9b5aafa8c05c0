import { beforeEach, describe, expect, it } from 'vitest';
import { ACADEMY_FILTER_KEY, clearAcademyFilter, peekAcademyFilter, presetAcademyFilter } from './academy-filter';

describe('academy filter preset', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('round-trips through sessionStorage under tirr.academy.filter', () => {
    presetAcademyFilter({ categories: ['creditos', 'finanzas'] });
    expect(JSON.parse(window.sessionStorage.getItem(ACADEMY_FILTER_KEY)!)).toEqual({
      categories: ['creditos', 'finanzas'],
      tags: [],
    });
    expect(peekAcademyFilter()).toEqual({ categories: ['creditos', 'finanzas'], tags: [] });
    clearAcademyFilter();
    expect(peekAcademyFilter()).toBeUndefined();
  });

  it('ignores what is not a preset', () => {
    window.sessionStorage.setItem(ACADEMY_FILTER_KEY, '{not json');
    expect(peekAcademyFilter()).toBeUndefined();
  });
});
