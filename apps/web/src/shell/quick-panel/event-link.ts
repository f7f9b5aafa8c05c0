import type { QuickPanelEvent } from '@tirr/contracts';
import { hrefs } from '../../shared/routing/paths';

/**
 * Where an event leads (docs/product.md §4): a monitoring alert opens its profile's report at the section that
 * changed (`#situacion`, `#score`, `#cheques`, which the report scrolls to); other events lead nowhere.
 */
export function eventHref(event: Pick<QuickPanelEvent, 'target'>): string | null {
  if (!event.target) return null;
  const report = hrefs.profileReport(event.target.taxNumber);
  return event.target.section ? `${report}#${event.target.section}` : report;
}
