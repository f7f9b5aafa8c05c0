import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications, notify, SNACKBAR_AUTO_HIDE_MS } from '../../shared/notify/notify-store';
import { SnackbarHost } from './snackbar-host';
import './snackbar-toast';

/** What the user sees of the toasts (ADR 0136): the store's rules, on screen. */
describe('toasts on screen', () => {
  afterEach(() => {
    act(() => notifications.clear());
    vi.useRealTimers();
  });

  it('newest on top, at most three; an error stays after the others hide, until its close button', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    render(<SnackbarHost />);
    act(() => {
      notify({ message: 'Perfil agregado', variant: 'success' });
      notify({ message: 'No pudimos guardar el balance', variant: 'error' });
      notify({ message: 'Exportación lista', variant: 'info' });
    });
    // The toasts' code is a lazy chunk (loaded above): let React take it.
    await act(async () => {
      await import('./snackbar-toast');
    });
    const toasts = screen.getByTestId('toasts');
    expect(
      within(toasts)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['Exportación lista', 'No pudimos guardar el balance', 'Perfil agregado']);

    act(() => {
      notify({ message: 'Nota guardada', variant: 'success' });
    });
    // A fourth pushes out the oldest.
    expect(
      within(toasts)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['Nota guardada', 'Exportación lista', 'No pudimos guardar el balance']);
    act(() => {
      vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS);
    });
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['No pudimos guardar el balance']);
    act(() => {
      vi.advanceTimersByTime(10 * SNACKBAR_AUTO_HIDE_MS);
    });
    const error = screen.getByRole('alert');
    act(() => within(error).getByRole('button').click());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
