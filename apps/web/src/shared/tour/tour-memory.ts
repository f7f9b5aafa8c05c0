import { useCallback, useState } from 'react';
import { useSession } from '../auth/session';

const GUEST_KEY = 'tirr.tours';

function guestTours(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(GUEST_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Whether a guided tour was finished or closed (ADR 0062): signed-in users keep the list in their info
 * (`tours`, through the session's `updateInfo`); guests in localStorage.
 */
export function useTourMemory(tourId: string): { done: boolean; remember: () => void } {
  const { user, updateInfo } = useSession();
  const [guestDone, setGuestDone] = useState(() => guestTours().includes(tourId));
  const stored = user?.info.tours;
  const done = user ? (stored ?? []).includes(tourId) : guestDone;

  const remember = useCallback(() => {
    if (user) {
      const list = user.info.tours ?? [];
      if (!list.includes(tourId)) void updateInfo({ tours: [...list, tourId] });
      return;
    }
    const list = guestTours();
    if (!list.includes(tourId)) window.localStorage.setItem(GUEST_KEY, JSON.stringify([...list, tourId]));
    setGuestDone(true);
  }, [user, updateInfo, tourId]);

  return { done, remember };
}
