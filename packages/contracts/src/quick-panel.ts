import { z } from 'zod';

/** One event or note of the quick panel (spec §3 'Quick panel data'). */
export const quickPanelItem = z.object({
  id: z.number().int(),
  title: z.string(),
  detail: z.string(),
});
export type QuickPanelItem = z.infer<typeof quickPanelItem>;

/** GET /quick-panel/data */
export const quickPanelData = z.object({
  events: z.array(quickPanelItem),
  notes: z.array(quickPanelItem),
});
export type QuickPanelData = z.infer<typeof quickPanelData>;
