import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/auth/session';
import { PATHS } from '../../shared/routing/paths';
import type { TourStep } from '../../shared/tour/guided-tour';
import { useTourMemory } from '../../shared/tour/tour-memory';
import { useSettings } from '../settings/settings-context';

export const MENU_TOUR_ID = 'menu';
// Only first-time users see the tour: its code is loaded when it is due (ADR 0063).
const GuidedTour = lazy(() => import('../../shared/tour/guided-tour').then((m) => ({ default: m.GuidedTour })));
const ANCHORS = ['nav-menu', 'nav-profiles', 'nav-simulators', 'nav-academy'] as const;

/**
 * docs/product.md §2 'Guided menu tour': after the welcome screen (firstTimeTutorial) a first-time user gets four
 * steps over the side navigation. On small screens (no permanent navbar) the tour does not run and the
 * navbar folded state toggles instead. Finishing or closing it is remembered (ADR 0062).
 */
export function MenuTour({ desktop, navbarShown }: { desktop: boolean; navbarShown: boolean }) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const { update } = useSettings();
  const location = useLocation();
  const { done, remember } = useTourMemory(MENU_TOUR_ID);
  const [closed, setClosed] = useState(false);
  const toggled = useRef(false);
  const due = !!user?.info.firstTimeTutorial && !done && !closed && location.pathname !== PATHS.welcome;

  useEffect(() => {
    if (!due || desktop || toggled.current) return;
    toggled.current = true;
    update((s) => ({ ...s, layout: { ...s.layout, navbar: { ...s.layout.navbar, folded: !s.layout.navbar.folded } } }));
    remember();
  }, [due, desktop, update, remember]);

  const steps: TourStep[] = ANCHORS.map((anchor) => ({
    target: `[data-tour="${anchor}"]`,
    title: t(`tour.${anchor}.title`),
    content: t(`tour.${anchor}.content`),
  }));
  if (!(due && desktop && navbarShown)) return null;
  return (
    <Suspense fallback={null}>
      <GuidedTour
        id="menu-tour"
        steps={steps}
        open
        onClose={() => {
          setClosed(true);
          remember();
        }}
      />
    </Suspense>
  );
}
