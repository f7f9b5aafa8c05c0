import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { QuickPanelData, QuickPanelItem } from '@tirr/contracts';
import { REPORT_SECTIONS, type ReportSection } from '@tirr/domain';
import type { Db } from '../../db/client';
import { visibleTaxIds } from '../../lib/blocked-tax-ids';
import { quickPanelItems } from '../../db/schema';

export interface NewEvent {
  title: string;
  detail: string;
  /** Idempotency key: an event with the same key for the same user is added once. */
  sourceKey: string;
  /** The tax id the event is about: hidden from non-admins while it is blocked (ADR 0104). */
  taxNumber?: string;
  /** The section of the tax id's report the event opens (docs/product.md §4). */
  section?: ReportSection | null;
}

const isSection = (value: string | null): value is ReportSection =>
  (REPORT_SECTIONS as readonly (string | null)[]).includes(value);

export function quickPanelRepository(db: Db) {
  const mine = (userId: string, kind: 'event' | 'note') =>
    and(eq(quickPanelItems.userId, userId), eq(quickPanelItems.kind, kind));

  return {
    /**
     * The events (newest first, with read state) of `eventsOf` — the user's workspace: their own account or their
     * organisation's (docs/domain/organisations.md) — and the notes of `notesOf`, the user; events about a blocked tax
     * id are left out unless `includeBlocked` (admins, ADR 0104).
     */
    async dataOf(
      { eventsOf, notesOf }: { eventsOf: string; notesOf: string },
      includeBlocked: boolean,
    ): Promise<QuickPanelData> {
      const rows = await db
        .select({
          id: quickPanelItems.id,
          kind: quickPanelItems.kind,
          title: quickPanelItems.title,
          detail: quickPanelItems.detail,
          readAt: quickPanelItems.readAt,
          createdAt: quickPanelItems.createdAt,
          taxNumber: quickPanelItems.taxNumber,
          section: quickPanelItems.section,
        })
        .from(quickPanelItems)
        .where(
          and(
            or(mine(eventsOf, 'event'), mine(notesOf, 'note')),
            visibleTaxIds(includeBlocked, quickPanelItems.taxNumber),
          ),
        )
        .orderBy(desc(quickPanelItems.createdAt), asc(quickPanelItems.position), asc(quickPanelItems.id));
      const events = rows
        .filter((r) => r.kind === 'event')
        .map((r) => ({
          id: r.id,
          title: r.title,
          detail: r.detail,
          unread: r.readAt === null,
          createdAt: new Date(r.createdAt).toISOString(),
          target: r.taxNumber ? { taxNumber: r.taxNumber, section: isSection(r.section) ? r.section : null } : null,
        }));
      const notes = rows
        .filter((r) => r.kind === 'note')
        .sort((a, b) => a.id - b.id)
        .map(({ id, title, detail }) => ({ id, title, detail }));
      return { events, notes, unreadEvents: events.filter((e) => e.unread).length };
    },

    /** Adds an unread event once per (user, sourceKey); answers whether it was added. */
    async addEvent(userId: string, event: NewEvent, at: Date): Promise<boolean> {
      const rows = await db
        .insert(quickPanelItems)
        .values({ userId, kind: 'event', ...event, createdAt: at, updatedAt: at })
        .onConflictDoNothing({ target: [quickPanelItems.userId, quickPanelItems.sourceKey] })
        .returning({ id: quickPanelItems.id });
      return rows.length > 0;
    },

    /** Marks the user's events read (only those ids when given); answers how many changed. */
    async markEventsRead(userId: string, ids: readonly number[] | undefined, at: Date): Promise<number> {
      const rows = await db
        .update(quickPanelItems)
        .set({ readAt: at })
        .where(
          and(
            mine(userId, 'event'),
            isNull(quickPanelItems.readAt),
            ids ? inArray(quickPanelItems.id, ids.length ? [...ids] : [-1]) : undefined,
          ),
        )
        .returning({ id: quickPanelItems.id });
      return rows.length;
    },

    async createNote(userId: string, note: { title: string; detail: string }): Promise<QuickPanelItem> {
      const [row] = await db
        .insert(quickPanelItems)
        .values({
          userId,
          kind: 'note',
          ...note,
          position: sql`(select coalesce(max(${quickPanelItems.position}), -1) + 1 from ${quickPanelItems} where ${quickPanelItems.userId} = ${userId} and ${quickPanelItems.kind} = 'note')`,
        })
        .returning({ id: quickPanelItems.id, title: quickPanelItems.title, detail: quickPanelItems.detail });
      return row!;
    },

    async updateNote(
      userId: string,
      id: number,
      note: { title: string; detail: string },
      at: Date,
    ): Promise<QuickPanelItem | undefined> {
      const [row] = await db
        .update(quickPanelItems)
        .set({ ...note, updatedAt: at })
        .where(and(eq(quickPanelItems.id, id), mine(userId, 'note')))
        .returning({ id: quickPanelItems.id, title: quickPanelItems.title, detail: quickPanelItems.detail });
      return row;
    },

    async deleteNote(userId: string, id: number): Promise<boolean> {
      const rows = await db
        .delete(quickPanelItems)
        .where(and(eq(quickPanelItems.id, id), mine(userId, 'note')))
        .returning({ id: quickPanelItems.id });
      return rows.length > 0;
    },
  };
}
export type QuickPanelRepository = ReturnType<typeof quickPanelRepository>;
