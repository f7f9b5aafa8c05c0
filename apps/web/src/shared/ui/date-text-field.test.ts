import { describe, expect, it } from 'vitest';
import { displayToIso, isoToDisplay, maskDate } from './date-text-field';

describe('DD/MM/YYYY date text', () => {
  it.each([
    ['', ''],
    ['3', '3'],
    ['31', '31'],
    ['311', '31/1'],
    ['3112', '31/12'],
    ['31122', '31/12/2'],
    ['31122025', '31/12/2025'],
    ['311220259', '31/12/2025'],
    ['31/12/2025', '31/12/2025'],
    ['2025-12-31', '20/25/1231'],
    ['ab31c', '31'],
  ])('masks %j as %j', (typed, shown) => expect(maskDate(typed)).toBe(shown));

  it.each([
    ['31/12/2025', '2025-12-31'],
    ['29/02/2028', '2028-02-29'],
    ['29/02/2026', undefined],
    ['31/04/2026', undefined],
    ['31/12/25', undefined],
    ['', undefined],
  ])('reads %j as %j', (text, iso) => expect(displayToIso(text)).toBe(iso));

  it.each([
    ['2025-12-31', '31/12/2025'],
    ['31/1', '31/1'],
    ['', ''],
  ])('shows %j as %j', (value, text) => expect(isoToDisplay(value)).toBe(text));
});
