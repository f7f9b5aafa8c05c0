/**
 * Blocked CUITs (/system/blacklist): the one query and the one refusal every area uses — reports,
 * activity reports and adding a profile answer the same 403 TAX_ID_BLOCKED (admins are never refused).
 */
import { eq } from 'drizzle-orm';
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

export const taxIdBlockedError = (taxNumber: string, supportEmail: string) =>
  new AppError(403, CREDIT_ERROR_CODES.taxIdBlocked, 'La consulta de este CUIT/CUIL no está disponible.', {
    taxNumber,
    supportEmail,
  });
