import { describe, expect, it } from 'vitest';
import { inProcessEvents } from '../../lib/app-events';
import { creditCaches } from './credit.caches';

/** The report path's caches of one app (ADRs 0090, 0124). */
describe('credit caches', () => {
  it("a 'blocked-ids-changed' event forgets the blocked status it names, or all of them", () => {
    const events = inProcessEvents();
    const caches = creditCaches({ events });
    caches.setBlocked('30712345671', true);
    caches.setBlocked('20314567820', false);
    events.emit('blocked-ids-changed', { taxNumber: '30712345671' });
    expect([caches.blocked('30712345671'), caches.blocked('20314567820')]).toEqual([undefined, false]);
    events.emit('blocked-ids-changed', {});
    expect(caches.blocked('20314567820')).toBeUndefined();
  });

  it("keeps each app's entries apart, and stops listening on close", () => {
    const [eventsA, eventsB] = [inProcessEvents(), inProcessEvents()];
    const [a, b] = [creditCaches({ events: eventsA }), creditCaches({ events: eventsB })];
    a.setBlocked('30712345671', true);
    a.setClaimed('u-1', '2026-11', '30712345671');
    a.setReport('30712345671', '2026-11-25', { score: 1000 });
    expect(b.blocked('30712345671')).toBeUndefined();
    expect(b.claimed('u-1', '2026-11', '30712345671')).toBe(false);
    expect(b.report('30712345671', '2026-11-25')).toBeUndefined();
    b.setBlocked('30712345671', true);
    eventsA.emit('blocked-ids-changed', {});
    expect([a.blocked('30712345671'), b.blocked('30712345671')]).toEqual([undefined, true]);
    b.close();
    eventsB.emit('blocked-ids-changed', {});
    expect(b.blocked('30712345671')).toBe(true);
  });

  it('remembers claimed quota slots; a TTL of 0 keeps no blocked status or report', () => {
    const caches = creditCaches({ blockedTtlMs: 0, reportTtlMs: 0 });
    caches.setClaimed('u-1', '2026-11', '30712345671');
    expect(caches.claimed('u-1', '2026-11', '30712345671')).toBe(true);
    expect(caches.claimed('u-1', '2026-12', '30712345671')).toBe(false);
    caches.setBlocked('30712345671', true);
    caches.setReport('30712345671', '2026-11-25', {});
    expect(caches.blocked('30712345671')).toBeUndefined();
    expect(caches.report('30712345671', '2026-11-25')).toBeUndefined();
  });
});
