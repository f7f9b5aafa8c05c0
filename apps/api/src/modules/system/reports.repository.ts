import { and, count, countDistinct, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  consultCount,
  countedConsult,
  creditConsults,
  errorLogs,
  premiumRequests,
  subscriptionPayments,
  users,
} from '../../db/schema';

/** A Buenos Aires day 'YYYY-MM-DD' as the SQL of its calendar day (UTC−3, no daylight saving). */
const baDay = (column: unknown) =>
  sql<string>`to_char((${column} at time zone 'UTC') - interval '3 hours', 'YYYY-MM-DD')`;

/** SQL of /system/reportes: usage between two instants [from, to). */
export function reportsRepository(db: Db) {
  return {
    async usage(from: Date, to: Date, top: number) {
      // Consults looked at on purpose (report, PDF, batch row, profile added; ADR 0103): not the report's own
      // sections nor the monitoring refresh, which are audited too.
      const inRange = and(gte(creditConsults.createdAt, from), lt(creditConsults.createdAt, to), countedConsult);
      const day = baDay(creditConsults.createdAt);
      const perDay = await db
        .select({ day, count: consultCount })
        .from(creditConsults)
        .where(inRange)
        .groupBy(day)
        .orderBy(day);
      const topUsers = await db
        .select({ userId: users.id, email: users.email, name: users.name, count: consultCount })
        .from(creditConsults)
        .innerJoin(users, eq(users.id, creditConsults.userId))
        .where(inRange)
        .groupBy(users.id, users.email, users.name)
        .orderBy(desc(consultCount), users.email)
        .limit(top);
      const topTaxIds = await db
        .select({
          taxNumber: creditConsults.taxNumber,
          name: sql<string>`max(${creditConsults.name})`,
          count: consultCount,
        })
        .from(creditConsults)
        .where(inRange)
        .groupBy(creditConsults.taxNumber)
        .orderBy(desc(consultCount), creditConsults.taxNumber)
        .limit(top);
      const [{ newUsers } = { newUsers: 0 }] = await db
        .select({ newUsers: count() })
        .from(users)
        .where(and(gte(users.createdAt, from), lt(users.createdAt, to)));
      const [{ requests } = { requests: 0 }] = await db
        .select({ requests: count() })
        .from(premiumRequests)
        .where(and(gte(premiumRequests.requestedAt, from), lt(premiumRequests.requestedAt, to)));
      const [conversions = { payments: 0, users: 0 }] = await db
        .select({ payments: count(), users: countDistinct(subscriptionPayments.userId) })
        .from(subscriptionPayments)
        .where(
          and(
            eq(subscriptionPayments.paymentStatus, 'approved'),
            gte(subscriptionPayments.processedAt, from),
            lt(subscriptionPayments.processedAt, to),
          ),
        );
      const errors = await db
        .select({ type: errorLogs.type, count: count() })
        .from(errorLogs)
        .where(and(gte(errorLogs.createdAt, from), lt(errorLogs.createdAt, to)))
        .groupBy(errorLogs.type);
      return { perDay, topUsers, topTaxIds, newUsers, requests, conversions, errors };
    },
  };
}
export type ReportsRepository = ReturnType<typeof reportsRepository>;
