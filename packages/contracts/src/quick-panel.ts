import { z } from 'zod';
import { REPORT_SECTIONS } from '@tirr/domain';

/** One event or note of the quick panel (docs/product.md §3 'Quick panel data'). */
export const quickPanelItem = z.object({
  id: z.number().int(),
  title: z.string(),
  detail: z.string(),
});
export type QuickPanelItem = z.infer<typeof quickPanelItem>;

/** An event (e.g. a monitoring alert on a watched CUIT) with its read state. */
export const quickPanelEvent = quickPanelItem.extend({
  unread: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  /**
   * What the event opens: the report of its tax id at the section that changed (a monitoring alert), or
   * null (docs/product.md §4). `section` is null for alerts stored before sections were.
   */
  target: z.object({ taxNumber: z.string(), section: z.enum(REPORT_SECTIONS).nullable() }).nullable(),
});
export type QuickPanelEvent = z.infer<typeof quickPanelEvent>;

/** GET /quick-panel/data: events newest first, the user's own notes, and how many events are unread. */
export const quickPanelData = z.object({
  events: z.array(quickPanelEvent),
  notes: z.array(quickPanelItem),
  unreadEvents: z.number().int().min(0),
});
export type QuickPanelData = z.infer<typeof quickPanelData>;

export const NOTE_LIMITS = { title: 120, detail: 1000 } as const;

/** POST /quick-panel/notes and PATCH /quick-panel/notes/{id}. */
export const noteBody = z.object({
  title: z
    .string({ error: 'el título es obligatorio.' })
    .trim()
    .min(1, 'el título es obligatorio.')
    .max(NOTE_LIMITS.title, `el título admite hasta ${NOTE_LIMITS.title} caracteres.`),
  detail: z
    .string({ error: 'el detalle debe ser texto.' })
    .trim()
    .max(NOTE_LIMITS.detail, `el detalle admite hasta ${NOTE_LIMITS.detail} caracteres.`)
    .default(''),
});
export type NoteBody = z.input<typeof noteBody>;

export const noteIdParam = z.object({
  id: z.coerce.number({ error: 'id inválido.' }).int().positive('id inválido.').max(2_147_483_647, 'id inválido.'),
});

/** POST /quick-panel/events/read: the events to mark read (all of the user's when omitted). */
export const markEventsReadBody = z.object({ ids: z.array(z.number().int().positive()).max(500).optional() });
export type MarkEventsReadBody = z.infer<typeof markEventsReadBody>;

/** POST /monitoring/run (sysadmin): re-checks the portfolios; `advancePeriod` publishes a demo period first. */
export const monitoringRunBody = z.object({ advancePeriod: z.boolean().default(false) });
export const monitoringRunResult = z.object({
  /** Newest BCRA period 'YYYYMM' after the run. */
  period: z.string(),
  /** Profiles re-checked (those whose snapshot was older than the period). */
  checked: z.number().int(),
  /** Events created. */
  events: z.number().int(),
  /** Lookups that failed (those rows are kept as they are for the next run). */
  failed: z.number().int(),
  /**
   * Stored scores recomputed with the current scorecard (ADR 0114): profiles of the current period and
   * batch results an older scorecard scored.
   */
  rescored: z.number().int(),
});
export type MonitoringRunResult = z.infer<typeof monitoringRunResult>;
