import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SETTINGS, mergeSettings, type Settings } from '@tirr/domain';
import { useSession } from '../../shared/auth/session';
import { readStorage, writeStorage } from '../../shared/browser/storage';
import { changeLanguage, isSupportedLanguage } from '../language/languages';

/**
 * The appearance and layout settings (docs/product.md §3 'Settings', §6): defaults + saved. A guest's settings live
 * in this browser only (localStorage, never sent); a signed-in user's are saved with POST /users/me/info
 * and come back with the user on any device.
 */
export const GUEST_SETTINGS_KEY = 'tirr.settings';

export type SettingsUpdate = (current: Settings) => Settings;

export interface SettingsValue {
  settings: Settings;
  update(change: SettingsUpdate): void;
  /** Open state of the side panels of the shell. */
  panel: 'settings' | 'quick' | null;
  openPanel(panel: 'settings' | 'quick' | null): void;
}

const SettingsContext = createContext<SettingsValue | null>(null);

export function useSettings(): SettingsValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used inside <SettingsProvider>');
  return value;
}

function readGuestSettings(): unknown {
  const raw = readStorage('local', GUEST_SETTINGS_KEY);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function SettingsProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { user, updateInfo } = useSession();
  const [guestSaved, setGuestSaved] = useState<unknown>(readGuestSettings);
  const [panel, openPanel] = useState<SettingsValue['panel']>(null);
  const signedIn = user !== null;
  const savedByUser = user?.info.settings;
  const currentLanguage = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'es';

  // Until a language is saved, the one in use (chosen before signing in, or the browser's) stays.
  const settings = useMemo(() => {
    const defaults: Settings = { ...DEFAULT_SETTINGS, language: currentLanguage };
    return mergeSettings(defaults, signedIn ? savedByUser : guestSaved);
  }, [currentLanguage, signedIn, savedByUser, guestSaved]);

  const update = useCallback(
    (change: SettingsUpdate) => {
      const next = change(settings);
      if (signedIn) {
        void updateInfo({ settings: next });
      } else {
        writeStorage('local', GUEST_SETTINGS_KEY, JSON.stringify(next));
        setGuestSaved(next);
      }
    },
    [settings, signedIn, updateInfo],
  );

  // The saved language wins over the one in use (a new device, another browser).
  useEffect(() => {
    if (settings.language !== i18n.resolvedLanguage) void changeLanguage(i18n, settings.language);
  }, [settings.language, i18n]);

  useEffect(() => {
    document.documentElement.dir = settings.direction;
  }, [settings.direction]);

  const value = useMemo<SettingsValue>(() => ({ settings, update, panel, openPanel }), [settings, update, panel]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}
