import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, notifications, notify, SNACKBAR_AUTO_HIDE_MS } from './notify-store';

const texts = () => notifications.get().map((n) => n.message);

describe('toasts (ADR 0136)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    notifications.clear();
  });
  afterEach(() => {
    notifications.clear();
    vi.useRealTimers();
  });

  it('shows a toast at once, even while others are on screen', () => {
    notify({ message: 'uno', variant: 'success' });
    notify({ message: 'dos', variant: 'info' });
    expect(texts()).toEqual(['dos', 'uno']);
  });

  it('keeps at most three on screen, newest first', () => {
    for (const message of ['uno', 'dos', 'tres', 'cuatro']) notify({ message, variant: 'info' });
    expect(MAX_TOASTS).toBe(3);
    expect(texts()).toEqual(['cuatro', 'tres', 'dos']);
  });

  it('a repeated message replaces the older one instead of stacking, and hides 6 s after the newest', () => {
    notify({ messageKey: 'x:saved', values: { cuit: '1' }, variant: 'success' });
    notify({ messageKey: 'x:saved', values: { cuit: '2' }, variant: 'success' });
    vi.advanceTimersByTime(4000);
    const newest = notify({ messageKey: 'x:saved', values: { cuit: '1' }, variant: 'success' });
    expect(notifications.get().map((n) => [n.id, n.values?.cuit])).toEqual([
      [newest, '1'],
      [expect.any(Number), '2'],
    ]);
    vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS - 4000);
    expect(notifications.get().map((n) => n.values?.cuit)).toEqual(['1']);
    vi.advanceTimersByTime(4000);
    expect(notifications.get()).toEqual([]);
  });

  it('hides successes, infos and warnings after 6 s; an error stays until dismissed', () => {
    const error = notify({ message: 'falló', variant: 'error' });
    notify({ message: 'listo', variant: 'success' });
    notify({ message: 'ojo', variant: 'warning' });
    vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS - 1);
    expect(texts()).toEqual(['ojo', 'listo', 'falló']);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual(['falló']);
    vi.advanceTimersByTime(10 * 60_000);
    expect(texts()).toEqual(['falló']);
    notifications.dismiss(error);
    expect(notifications.get()).toEqual([]);
  });

  it('a toast pushed out or dismissed early leaves no timer behind', () => {
    const first = notify({ message: 'uno', variant: 'info' });
    notifications.dismiss(first);
    for (const message of ['dos', 'tres', 'cuatro', 'cinco']) notify({ message, variant: 'info' });
    expect(vi.getTimerCount()).toBe(MAX_TOASTS);
  });
});
