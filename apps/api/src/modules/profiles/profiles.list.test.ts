import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from 'read-excel-file/node';
import {
  PROFILE_SORT_KEYS,
  profileFacets,
  profileList,
  profileListItem,
  profileLookup,
  type ProfileListItem,
  type ProfileSortKey,
} from '@tirr/contracts';
import { parseCsv, SCORE_BANDS } from '@tirr/domain';
import { blockedCuits } from '../../db/schema';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';
import { seededProfile, seedPortfolio, userIdByEmail } from '../../test/portfolio-seed';
import { EXPORT_TEXTS } from './profiles.export';
import { EXPORT_PAGE } from './profiles.service';

// More than two keyset pages of the export (EXPORT_PAGE rows each).
const COUNT = 1100;
const seeded = Array.from({ length: COUNT }, (_, i) => seededProfile(i));
const ADMIN_FROM = 50_000;

let t: TestApp;
let premium: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  premium = bearer((await signIn(t.app, 'premium@tirr.demo')).accessToken);
  admin = bearer((await signIn(t.app, 'admin@tirr.demo')).accessToken);
  await seedPortfolio(t.database.db, await userIdByEmail(t.database.db, 'premium@tirr.demo'), COUNT);
  // Another user's portfolio: the same names (row 0's name too), other tax ids.
  await seedPortfolio(t.database.db, await userIdByEmail(t.database.db, 'admin@tirr.demo'), 30, { from: ADMIN_FROM });
}, 60_000);
afterAll(async () => t?.close());

const get = (url: string, headers = premium) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const list = async (query: string, headers = premium) => {
  const response = await get(`/profiles?${query}`, headers);
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return profileList.parse(response.json());
};
/** Every page of a query, 100 at a time. */
async function all(query: string, headers = premium): Promise<ProfileListItem[]> {
  const items: ProfileListItem[] = [];
  for (let page = 1; ; page++) {
    const answer = await list(`${query}&pageSize=100&page=${page}`, headers);
    items.push(...answer.items);
    if (answer.items.length < 100) return items;
  }
}

const BAND_RANK = new Map<string, number>([
  ['SIN_HISTORIAL', 0],
  ...SCORE_BANDS.map((b, i) => [b.code, i + 1] as const),
]);
const keyOf = (p: ProfileListItem, sort: ProfileSortKey): string | number | null => {
  switch (sort) {
    case 'lastBalance':
      return p.ultimoBalance?.date ?? null;
    case 'band':
      return p.band === null ? null : BAND_RANK.get(p.band)!;
    case 'updated':
      return p.refreshedAt;
    case 'created':
      return p.createdAt;
    default:
      return p[sort];
  }
};

describe('GET /profiles: paged, sorted and filtered on the server', () => {
  it('answers a page of 50 by default with the total, and pages that neither overlap nor miss a row', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: COUNT, page: 1, pageSize: 50 });
    expect(first.items).toHaveLength(50);
    const last = await list('page=12&pageSize=100');
    expect(last.items).toHaveLength(0);
    expect(last.total).toBe(COUNT);
    const everything = await all('sort=name');
    expect(everything).toHaveLength(COUNT);
    expect(new Set(everything.map((p) => p.id)).size).toBe(COUNT);
  });

  it('keeps each item as it was, with the last balance', async () => {
    const { items } = await list('balance=with&pageSize=1');
    expect(items[0]!.ultimoBalance).toMatchObject({ period: '2025' });
    expect(Object.keys(items[0]!).sort()).toEqual(Object.keys(profileListItem.shape).sort());
  });

  it.each(PROFILE_SORT_KEYS)('sorts by %s both ways, empty values last, ties by id', async (sort) => {
    // 275 rows (three pages) of one group.
    const asc = await all(`group=Bancos&sort=${sort}&order=asc`);
    const desc = await all(`group=Bancos&sort=${sort}&order=desc`);
    expect(asc).toHaveLength(seeded.filter((p) => p.group === 'Bancos').length);
    for (const [items, sign] of [
      [asc, 1],
      [desc, -1],
    ] as const) {
      const keys = items.map((p) => keyOf(p, sort));
      const firstEmpty = keys.findIndex((k) => k === null);
      if (firstEmpty >= 0) expect(keys.slice(firstEmpty).every((k) => k === null)).toBe(true);
      const filled = items.filter((p) => keyOf(p, sort) !== null);
      for (let i = 1; i < filled.length; i++) {
        const [a, b] = [keyOf(filled[i - 1]!, sort)!, keyOf(filled[i]!, sort)!];
        if (typeof a === 'number' || /^\d{4}-\d\d-\d\d/.test(String(a))) {
          const order = typeof a === 'number' ? a - Number(b) : String(a).localeCompare(String(b));
          expect(sign * order, `${sort} ${a} ${b}`).toBeLessThanOrEqual(0);
          if (order === 0) expect(sign * filled[i - 1]!.id.localeCompare(filled[i]!.id)).toBeLessThan(0);
        }
      }
    }
    // Whatever the collation, descending is ascending reversed (the empty values staying last).
    const filledIds = (items: ProfileListItem[]) => items.filter((p) => keyOf(p, sort) !== null).map((p) => p.id);
    expect(filledIds(desc)).toEqual(filledIds(asc).reverse());
  });

  it.each([
    ['situacion=1', (p: (typeof seeded)[number]) => p.situacion === 1],
    ['situacion=0', (p: (typeof seeded)[number]) => p.situacion === 0],
    ['group=Proveedores', (p: (typeof seeded)[number]) => p.group === 'Proveedores'],
    ['group=', (p: (typeof seeded)[number]) => p.group === null],
    ['band=EXCELENTE', (p: (typeof seeded)[number]) => p.band === 'EXCELENTE'],
    ['band=NONE', (p: (typeof seeded)[number]) => p.band === null],
    ['balance=with', (p: (typeof seeded)[number]) => p.hasBalance],
    ['balance=without', (p: (typeof seeded)[number]) => !p.hasBalance],
    ['q=gomez', (p: (typeof seeded)[number]) => p.name.startsWith('GÓMEZ')],
    ['q=EMPRESA%2000012', (p: (typeof seeded)[number]) => p.name.startsWith('EMPRESA 00012')],
    ['q=60%20d%C3%ADas', (p: (typeof seeded)[number]) => p.behaviour !== null],
    [
      `q=${seeded[7]!.taxNumber.slice(0, 2)}-${seeded[7]!.taxNumber.slice(2, 10)}`,
      (p: (typeof seeded)[number]) => p.taxNumber.includes(seeded[7]!.taxNumber.slice(0, 10)),
    ],
    [
      'situacion=2&group=Clientes&balance=without',
      (p: (typeof seeded)[number]) => p.situacion === 2 && p.group === 'Clientes' && !p.hasBalance,
    ],
  ])('filters by %s', async (query, matches) => {
    const expected = seeded.filter(matches).map((p) => p.taxNumber);
    expect(expected.length).toBeGreaterThan(0);
    const answer = await list(`${query}&pageSize=100`);
    expect(answer.total).toBe(expected.length);
    const items = await all(query);
    expect(items.map((p) => p.taxNumber).sort()).toEqual(expected.sort());
  });

  it("never shows another user's profiles, whatever the filter", async () => {
    const theirs = seededProfile(ADMIN_FROM).taxNumber;
    expect((await list(`q=${theirs}`)).total).toBe(0);
    expect((await list(`q=${encodeURIComponent(seededProfile(ADMIN_FROM).name)}`)).total).toBe(0);
    expect((await list('', admin)).total).toBe(30);
    expect((await get(`/profiles/by-tax-number/${theirs}`)).json()).toEqual({ profile: null });
  });

  it('refuses bad parameters with a 400 naming the field, in Spanish', async () => {
    for (const [query, field, text] of [
      ['page=0', 'page', 'la página'],
      ['page=abc', 'page', 'la página'],
      ['pageSize=101', 'pageSize', 'de 1 a 100'],
      ['pageSize=0', 'pageSize', 'de 1 a 100'],
      ['sort=color', 'sort', 'el orden'],
      ['order=up', 'order', 'el sentido'],
      ['situacion=7', 'situacion', 'la situación'],
      ['band=ROJO', 'band', 'la banda'],
      ['balance=maybe', 'balance', 'el balance'],
      [`q=${'x'.repeat(101)}`, 'q', 'la búsqueda'],
    ]) {
      const response = await get(`/profiles?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().details[0].field, query).toBe(field);
      expect(response.json().message, query).toContain(text);
    }
    for (const [query, field] of [
      ['format=pdf', 'format'],
      ['', 'format'],
      ['format=csv&lang=fr', 'lang'],
      ['format=csv&sort=color', 'sort'],
    ]) {
      const response = await get(`/profiles/export?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().details[0].field, query).toBe(field);
    }
    const lookup = await get('/profiles/by-tax-number/20123');
    expect(lookup.statusCode).toBe(400);
    expect(lookup.json().message).toContain('taxNumber');
  });

  it('answers the filter choices and a lookup by tax id', async () => {
    expect(profileFacets.parse((await get('/profiles/facets')).json())).toEqual({
      groups: ['Bancos', 'Clientes', 'Proveedores'],
      personTypes: expect.arrayContaining(['FISICA', 'JURIDICA']),
    });
    const found = profileLookup.parse((await get(`/profiles/by-tax-number/${seeded[5]!.taxNumber}`)).json());
    expect(found.profile).toMatchObject({ taxNumber: seeded[5]!.taxNumber, name: seeded[5]!.name });
  });
});

describe('GET /profiles/export: every row, streamed', () => {
  const headerCount = EXPORT_TEXTS.es.headers.length;

  it('has one header per cell of a row (the band had none: 10 headers, 11 cells)', () => {
    expect(headerCount).toBe(11);
  });

  it('writes a CSV whose every row has as many cells as the header, all rows beyond one keyset page', async () => {
    expect(COUNT).toBeGreaterThan(2 * EXPORT_PAGE);
    const response = await get('/profiles/export?format=csv&sort=score&order=desc');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="mis-perfiles.csv"');
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual([...EXPORT_TEXTS.es.headers]);
    expect(rows[0]).toContain('Banda');
    expect(rows).toHaveLength(COUNT + 1);
    expect(rows.every((row) => row.length === headerCount)).toBe(true);
    const cuits = new Set(rows.slice(1).map((row) => row[1]!.replace(/-/g, '')));
    expect(cuits).toEqual(new Set(seeded.map((p) => p.taxNumber)));
    // In the list's order: the first rows are the best scores.
    const firstPage = (await list('sort=score&order=desc&pageSize=3')).items.map((p) => p.name);
    expect(rows.slice(1, 4).map((row) => row[0])).toEqual(firstPage);
  });

  it('writes an XLSX with the same filters, one header cell per column, in English when asked', async () => {
    const response = await get('/profiles/export?format=xlsx&situacion=1&lang=en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="my-profiles.xlsx"');
    const rows = await readSheet(response.rawPayload);
    const expected = seeded.filter((p) => p.situacion === 1).length;
    expect(expected).toBeGreaterThan(EXPORT_PAGE);
    expect(rows).toHaveLength(expected + 1);
    expect(rows[0]).toHaveLength(headerCount);
    expect(rows[0]![9]).toBe('Band');
    expect(rows.every((row) => row.length === headerCount)).toBe(true);
    const sample = rows.find((row) => row[1] === '30-10000000-' + seeded[0]!.taxNumber.slice(-1))!;
    expect(sample).toBeDefined();
    expect(typeof sample[6]).toBe('number');
  });

  it('leaves blocked tax ids out for non-admins and keeps them for admins', async () => {
    const blocked = seeded[3]!.taxNumber;
    const adminsBlocked = seededProfile(ADMIN_FROM + 1).taxNumber;
    await t.database.db.insert(blockedCuits).values([
      { taxNumber: blocked, reason: 'test' },
      { taxNumber: adminsBlocked, reason: 'test' },
    ]);
    t.app.events.emit('blocked-ids-changed', { taxNumber: blocked });
    try {
      expect((await list('')).total).toBe(COUNT - 1);
      const csv = parseCsv((await get('/profiles/export?format=csv')).body);
      expect(csv).toHaveLength(COUNT);
      expect(csv.some((row) => row[1]!.replace(/-/g, '') === blocked)).toBe(false);
      expect((await get(`/profiles/by-tax-number/${blocked}`)).json()).toEqual({ profile: null });
      expect((await list('', admin)).total).toBe(30);
      const adminCsv = parseCsv((await get('/profiles/export?format=csv', admin)).body);
      expect(adminCsv.some((row) => row[1]!.replace(/-/g, '') === adminsBlocked)).toBe(true);
    } finally {
      await t.database.db.delete(blockedCuits);
      t.app.events.emit('blocked-ids-changed', {});
    }
    expect((await list('')).total).toBe(COUNT);
  });
});
