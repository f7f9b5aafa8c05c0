import { describe, expect, it } from 'vitest';
import { profileExportQuery, profileListQuery } from '@tirr/contracts';
import { EMPTY_FILTERS, filterQuery, hasFilters, NO_BAND, NO_GROUP, pageQuery } from './portfolio-view';

const byName = { key: 'name', direction: 'asc' } as const;

describe('the table state as the server query (ADR 0135)', () => {
  it('leaves unset filters out and counts pages from 1', () => {
    expect(pageQuery(EMPTY_FILTERS, byName, 0, 10)).toEqual({ sort: 'name', order: 'asc', page: 1, pageSize: 10 });
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
  });

  it.each([
    [{ text: '  gomez ' }, { q: 'gomez' }],
    [{ text: '   ' }, {}],
    [{ group: 'Clientes' }, { group: 'Clientes' }],
    [{ group: NO_GROUP }, { group: '' }],
    [{ situacion: '0' }, { situacion: 0 }],
    [{ band: 'SIN_HISTORIAL' }, { band: 'SIN_HISTORIAL' }],
    [{ band: NO_BAND }, { band: 'NONE' }],
    [{ balance: 'without' }, { balance: 'without' }],
    [{ decision: 'OBSERVAR' }, { decision: 'OBSERVAR' }],
  ])('%o is sent as %o', (filters, expected) => {
    const query = filterQuery({ ...EMPTY_FILTERS, ...filters }, { key: 'score', direction: 'desc' });
    expect(query).toEqual({ sort: 'score', order: 'desc', ...expected });
    // What the page sends is what the API's contract accepts, for the list and for the export.
    expect(profileListQuery.safeParse({ ...query, page: 3, pageSize: 25 }).success).toBe(true);
    expect(profileExportQuery.safeParse({ ...query, format: 'xlsx', lang: 'en' }).success).toBe(true);
  });
});
