/**
 * The portfolio's list in SQL (ADR 0135): the caller's profiles filtered, sorted and paged in the
 * database, with each row's newest balance. Pages of the screen use an offset; the export reads keyset
 * pages, so a file of any size is never held in memory.
 */
import { and, desc, eq, getTableColumns, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { NO_BAND_FILTER, type ProfileFilterQuery, type ProfileSortKey } from '@tirr/contracts';
import { SCORE_BANDS } from '@tirr/domain';
import type { Db } from '../../db/client';
import { visibleTaxIds } from '../../lib/blocked-tax-ids';
import { profileBalances, profiles } from '../../db/schema';

type ProfileRow = typeof profiles.$inferSelect;

export type ListFilters = Omit<ProfileFilterQuery, 'sort' | 'order'>;
export interface ListOrder {
  sort: ProfileSortKey;
  order: 'asc' | 'desc';
}

/** A listed row: the profile and its newest balance's summary (nulls when it has none). */
export interface ListedRow extends ProfileRow {
  lastBalanceId: string | null;
  lastBalancePeriod: string | null;
  lastBalanceDate: string | null;
}

/** Where a keyset page starts: after the row whose sort key (as text) and id these are. */
export interface Keyset {
  key: string | null;
  id: string;
}

/** The newest balance of a profile, to sort by: one index lookup per row (profile_balances_profile_idx). */
const lastBalance = (db: Db) =>
  db
    .select({ date: profileBalances.date })
    .from(profileBalances)
    .where(eq(profileBalances.profileId, profiles.id))
    .orderBy(sql`${profileBalances.date} desc`, sql`${profileBalances.createdAt} desc`)
    .limit(1)
    .as('last_balance');

/** Band by rank (an unknown debtor below Malo: it is not a good one), not by its code's spelling. */
const bandRank = sql`case ${profiles.band} ${sql.join(
  [sql`when 'SIN_HISTORIAL' then 0`, ...SCORE_BANDS.map((b, i) => sql`when ${b.code} then ${sql.raw(String(i + 1))}`)],
  sql` `,
)} end`;

/**
 * Each sort key's expression, its SQL type (a keyset value travels as text and is cast back) and whether
 * it may be empty. Empty values go last either way; a column that is never empty keeps the default
 * nulls order, so one index (user_id, column, id) serves both directions.
 */
const SORTS: Record<ProfileSortKey, { expr: SQL; type: string; nullable?: true }> = {
  name: { expr: sql`${profiles.name}`, type: 'text' },
  taxNumber: { expr: sql`${profiles.taxNumber}`, type: 'text' },
  group: { expr: sql`${profiles.group}`, type: 'text', nullable: true },
  income: { expr: sql`${profiles.income}`, type: 'numeric', nullable: true },
  behaviour: { expr: sql`${profiles.behaviour}`, type: 'text', nullable: true },
  date: { expr: sql`${profiles.date}`, type: 'date', nullable: true },
  debt: { expr: sql`${profiles.debt}`, type: 'numeric' },
  situacion: { expr: sql`${profiles.situacion}`, type: 'integer' },
  score: { expr: sql`${profiles.score}`, type: 'integer', nullable: true },
  band: { expr: bandRank, type: 'integer', nullable: true },
  lastBalance: { expr: sql`"last_balance"."date"`, type: 'date', nullable: true },
  updated: { expr: sql`${profiles.refreshedAt}`, type: 'timestamptz' },
  created: { expr: sql`${profiles.createdAt}`, type: 'timestamptz' },
};

/** Letters as they are compared by `q`: lower case, without accents (names come in capitals, some with them). */
const FOLD_FROM = 'áéíóúüñàèìòùâêîôûäëïö';
const FOLD_TO = 'aeiouunaeiouaeiouaeio';
const fold = (value: SQL | string) => sql`translate(lower(${value}), ${FOLD_FROM}, ${FOLD_TO})`;
const foldText = (text: string) => [...text.toLowerCase()].map((c) => FOLD_TO[FOLD_FROM.indexOf(c)] ?? c).join('');
/** `%text%` for LIKE with its wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function textFilter(q: string): SQL | undefined {
  const pattern = contains(foldText(q));
  const byText = or(
    sql`${fold(sql`${profiles.name}`)} like ${pattern}`,
    sql`${fold(sql`coalesce(${profiles.group}, '')`)} like ${pattern}`,
    sql`${fold(sql`coalesce(${profiles.behaviour}, '')`)} like ${pattern}`,
  );
  const digits = q.replace(/\D/g, '');
  // A CUIT typed with or without dashes or spaces.
  if (digits && /^[\d\s-]+$/.test(q)) return or(byText, ilike(profiles.taxNumber, contains(digits)));
  return byText;
}

const hasBalance = sql`exists (select 1 from ${profileBalances} where ${profileBalances.profileId} = ${profiles.id})`;

/** The caller's rows that pass the filters; blocked tax ids only for admins (ADR 0104). */
export function whereOf(userId: string, includeBlocked: boolean, filters: ListFilters): SQL {
  const { q, group, situacion, band, balance, decision } = filters;
  return and(
    eq(profiles.userId, userId),
    visibleTaxIds(includeBlocked, profiles.taxNumber),
    q ? textFilter(q) : undefined,
    group === undefined ? undefined : group === '' ? isNull(profiles.group) : eq(profiles.group, group),
    situacion === undefined ? undefined : eq(profiles.situacion, situacion),
    band === undefined ? undefined : band === NO_BAND_FILTER ? isNull(profiles.band) : eq(profiles.band, band),
    balance === undefined ? undefined : balance === 'with' ? hasBalance : sql`not ${hasBalance}`,
    // Like the band's, a filter over the user's rows read in the order's index (no index of its own, ADR 0135).
    decision === undefined ? undefined : eq(profiles.policyDecision, decision),
  )!;
}

/** `expr asc|desc [nulls last], id asc|desc`: empty values last either way, ties by id (a stable order). */
function orderBy({ sort, order }: ListOrder): SQL[] {
  const direction = sql.raw(order);
  const { expr, nullable } = SORTS[sort];
  // The nullable columns' indexes hold both in 'nulls last' order (the id too, though it is never null).
  const last = sql.raw(nullable ? ' nulls last' : '');
  return [sql`${expr} ${direction}${last}`, sql`${profiles.id} ${direction}${last}`];
}

/** Rows after `after` in the order (nulls last): the keyset condition. */
function afterKey({ sort, order }: ListOrder, after: Keyset): SQL {
  const { expr, type } = SORTS[sort];
  const id = sql`${profiles.id} ${sql.raw(order === 'asc' ? '>' : '<')} ${after.id}`;
  if (after.key === null) return sql`(${expr} is null and ${id})`;
  const value = sql`cast(${after.key} as ${sql.raw(type)})`;
  const beyond = sql.raw(order === 'asc' ? '>' : '<');
  return sql`(${expr} ${beyond} ${value} or (${expr} = ${value} and ${id}) or ${expr} is null)`;
}

export function listQueries(db: Db) {
  /**
   * The rows in the order, with the sort key as text. The newest balance is joined here only to sort by
   * it: otherwise it is read for the page's rows alone (`withLastBalances`), not for every row a
   * top-N sort looks at.
   */
  const select = (order: ListOrder, where: SQL) => {
    const balance = lastBalance(db);
    const columns = {
      ...getTableColumns(profiles),
      sortKey: sql<string | null>`cast(${SORTS[order.sort].expr} as text)`,
    };
    const query =
      order.sort === 'lastBalance'
        ? db
            .select(columns)
            .from(profiles)
            .leftJoinLateral(balance, sql`true`)
        : db.select(columns).from(profiles);
    return query.where(where).orderBy(...orderBy(order));
  };

  /** The rows with their newest balance's summary, in one statement for all of them. */
  async function withLastBalances(rows: (ProfileRow & { sortKey: string | null })[]): Promise<ListedRow[]> {
    const ids = rows.map((r) => r.id);
    const balances = ids.length
      ? await db
          .selectDistinctOn([profileBalances.profileId], {
            profileId: profileBalances.profileId,
            id: profileBalances.id,
            period: profileBalances.period,
            date: profileBalances.date,
          })
          .from(profileBalances)
          .where(inArray(profileBalances.profileId, ids))
          .orderBy(profileBalances.profileId, desc(profileBalances.date), desc(profileBalances.createdAt))
      : [];
    const last = new Map(balances.map((b) => [b.profileId, b]));
    return rows.map(({ sortKey: _key, ...row }) => {
      const b = last.get(row.id);
      return {
        ...row,
        lastBalanceId: b?.id ?? null,
        lastBalancePeriod: b?.period ?? null,
        lastBalanceDate: b?.date ?? null,
      };
    });
  }

  return {
    /** One page (1-based) of the rows that pass the filters. */
    async page(where: SQL, order: ListOrder, page: number, pageSize: number): Promise<ListedRow[]> {
      return withLastBalances(
        await select(order, where)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
      );
    },

    async count(where: SQL): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(profiles)
        .where(where);
      return row?.n ?? 0;
    },

    /** Up to `size` rows after `after` (from the first without it), with the keyset of the last one. */
    async keysetPage(
      where: SQL,
      order: ListOrder,
      size: number,
      after: Keyset | undefined,
    ): Promise<{ rows: ListedRow[]; next: Keyset | undefined }> {
      const rows = await select(order, after ? and(where, afterKey(order, after))! : where).limit(size);
      const last = rows.at(-1);
      return {
        rows: await withLastBalances(rows),
        next: last && rows.length === size ? { key: last.sortKey, id: last.id } : undefined,
      };
    },
  };
}
export type ListQueries = ReturnType<typeof listQueries>;
