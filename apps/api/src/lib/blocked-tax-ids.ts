/**
 * Blocked CUITs (/system/blacklist): the one query, the one SQL condition and the one refusal every area
 * uses (ADR 0104). A blocked tax id is 'no disponible' to everyone but admins on every read path: stored
 * rows stay (admins see them) but are not returned, refreshed or exported.
 */
import { eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CREDIT_ERROR_CODES } from '@tirr/contracts';
import type { Db } from '../db/client';
import { blockedCuits } from '../db/schema';
import { AppError } from './errors';

export async function isTaxIdBlocked(db: Db, taxNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ t: blockedCuits.taxNumber })
    .from(blockedCuits)
    .where(eq(blockedCuits.taxNumber, taxNumber))
    .limit(1);
  return !!row;
}

/**
 * A column as `"table"."column"`: inside the sub-select on `blocked_cuits` an unqualified `tax_number`
 * would be blocked_cuits' own (drizzle leaves the table out in some positions).
 */
const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** SQL: whether the tax id in `column` is blocked (a boolean column of a select). */
export const blockedSql = (column: AnyPgColumn) =>
  sql<boolean>`exists (select 1 from ${blockedCuits} where ${blockedCuits.taxNumber} = ${qualified(column)})`;

/**
 * SQL: the rows whose tax id (`column`) may be shown — every row for admins (`includeBlocked`), else an
 * anti-join on `blocked_cuits`. `and()` leaves out the undefined of admins.
 */
export const visibleTaxIds = (includeBlocked: boolean, column: AnyPgColumn): SQL | undefined =>
  includeBlocked
    ? undefined
    : sql`not exists (select 1 from ${blockedCuits} where ${blockedCuits.taxNumber} = ${qualified(column)})`;

/** The refusal of a blocked tax id, and what a stored row about it says to non-admins. */
export const TAX_ID_BLOCKED_MESSAGE = 'La consulta de este CUIT/CUIL no está disponible.';

export const taxIdBlockedError = (taxNumber: string, supportEmail: string) =>
  new AppError(403, CREDIT_ERROR_CODES.taxIdBlocked, TAX_ID_BLOCKED_MESSAGE, {
    taxNumber,
    supportEmail,
  });
