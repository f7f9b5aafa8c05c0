import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/auth/session';
import { useSettings } from '../settings/settings-context';
import { buildNav, sectionTitleKey, type NavItem } from './nav-model';

export interface LabelledNavItem extends NavItem {
  /** `path`, the search id. */
  id: string;
  label: string;
  /** The section title (searchable, shown as a hint). */
  section: string;
  keywords: string[];
}

/** The menu items this user may see, with their translated labels (menu search, shortcuts). */
export function useVisibleNavItems(items: readonly NavItem[]): LabelledNavItem[] {
  const { t } = useTranslation('shell');
  const { permissions, user } = useSession();
  const organisation = user?.organisation;
  const { settings } = useSettings();
  return useMemo(
    () =>
      buildNav(items, permissions, organisation).flatMap((group) => {
        const section = group.section === 'main' ? '' : t(sectionTitleKey(group.section, settings.menuVariant));
        return group.items.map((item) => ({
          ...item,
          id: item.path,
          label: t(item.entry.labelKey),
          section,
          keywords: section ? [section] : [],
        }));
      }),
    [items, permissions, organisation, settings.menuVariant, t],
  );
}
