import { asc, eq } from 'drizzle-orm';
import type { QuickPanelData } from '@tirr/contracts';
import type { Db } from '../../db/client';
import { quickPanelItems, users } from '../../db/schema';

export interface NewQuickPanelItem {
  kind: 'event' | 'note';
  title: string;
  detail: string;
}

export function quickPanelRepository(db: Db) {
  return {
    /** The events and notes of the user with this subject (none for an unknown subject). */
    async dataOf(sub: string): Promise<QuickPanelData> {
      const rows = await db
        .select({
          id: quickPanelItems.id,
          kind: quickPanelItems.kind,
          title: quickPanelItems.title,
          detail: quickPanelItems.detail,
        })
        .from(quickPanelItems)
        .innerJoin(users, eq(users.id, quickPanelItems.userId))
        .where(eq(users.sub, sub))
        .orderBy(asc(quickPanelItems.position), asc(quickPanelItems.id));
      const pick = (kind: 'event' | 'note') =>
        rows.filter((r) => r.kind === kind).map(({ id, title, detail }) => ({ id, title, detail }));
      return { events: pick('event'), notes: pick('note') };
    },

    /** Adds items to a user that has none yet (idempotent seeding); returns how many were added. */
    async seedIfEmpty(userId: string, items: readonly NewQuickPanelItem[]): Promise<number> {
      return db.transaction(async (tx) => {
        const existing = await tx
          .select({ id: quickPanelItems.id })
          .from(quickPanelItems)
          .where(eq(quickPanelItems.userId, userId))
          .limit(1);
        if (existing.length > 0) return 0;
        await tx.insert(quickPanelItems).values(items.map((item, position) => ({ ...item, userId, position })));
        return items.length;
      });
    },
  };
}
export type QuickPanelRepository = ReturnType<typeof quickPanelRepository>;
