import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GuidedTour, type TourStep } from '../../../shared/tour/guided-tour';
import { useTourMemory } from '../../../shared/tour/tour-memory';
import { useTutorialRequest } from '../../../shared/tour/tutorial-events';

/** docs/product.md §2 'Report page': the nine anchors of the guided tour, in order. */
export const REPORT_TOUR_ANCHORS = [
  'general-data',
  'basic-summary',
  'max-situation',
  'total-debt',
  'rejected-checks-summary',
  'scoring',
  'debt-evolution',
  'entity-selection',
  'rejected-checks',
] as const;

/** The report tour, started by 'Abrir tutorial' in the help panel (help code credit_profile). */
export function ReportTour() {
  const { t } = useTranslation('credit');
  const [open, setOpen] = useState(false);
  const { remember } = useTourMemory('credit_profile');
  useTutorialRequest('credit_profile', () => setOpen(true));
  const steps: TourStep[] = REPORT_TOUR_ANCHORS.map((anchor) => ({
    target: `[data-tour="${anchor}"]`,
    title: t(`tour.${anchor}.title`),
    content: t(`tour.${anchor}.content`),
  }));
  return (
    <GuidedTour
      id="report-tour"
      steps={steps}
      open={open}
      onClose={() => {
        setOpen(false);
        remember();
      }}
    />
  );
}
