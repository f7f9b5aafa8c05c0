import type { PopperProps } from '@mui/material/Popper';

/** Space kept between a tour bubble and the window's edges, in px. */
const EDGE = 8;

/**
 * Where a tour bubble goes (every tour, ADR 0060): below its anchor, else beside it (right, then left), else
 * above; and whatever the anchor's size, inside the window — a bubble over a tall anchor (the navbar, a report
 * section longer than the screen) overlaps the anchor's edge instead of being pushed below the fold.
 */
export const TOUR_POPPER_MODIFIERS: NonNullable<PopperProps['modifiers']> = [
  { name: 'offset', options: { offset: [0, 12] } },
  {
    name: 'flip',
    enabled: true,
    options: { fallbackPlacements: ['right', 'left', 'top'], padding: EDGE, rootBoundary: 'viewport' },
  },
  {
    name: 'preventOverflow',
    enabled: true,
    options: { altAxis: true, tether: false, padding: EDGE, boundary: 'clippingParents', rootBoundary: 'viewport' },
  },
];
