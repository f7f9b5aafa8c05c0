import { cloneElement, type ReactElement } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';

export type HintPlacement = 'bottom' | 'bottom-end' | 'right' | 'left';

const position: Record<HintPlacement, Record<string, string>> = {
  bottom: { top: '100%', left: '50%', transform: 'translate(-50%, 6px)' },
  'bottom-end': { top: '100%', right: '0', transform: 'translateY(6px)' },
  right: { left: '100%', top: '50%', transform: 'translate(8px, -50%)' },
  left: { right: '100%', top: '50%', transform: 'translate(-8px, -50%)' },
};

const placements = Object.keys(position) as HintPlacement[];

/**
 * The hints' stylesheet, rendered once by the shell: one set of rules for every hint instead of a style
 * object resolved per hint on the first paint (ADR 0094).
 */
export const hintStyles = (
  <GlobalStyles
    styles={(theme: Theme) => ({
      '.tirr-hint': { position: 'relative', display: 'inline-flex' },
      '.tirr-hint[data-block]': { display: 'block' },
      '.tirr-hint::after': {
        content: 'attr(data-hint)',
        display: 'none',
        position: 'absolute',
        zIndex: theme.zIndex.tooltip,
        pointerEvents: 'none',
        whiteSpace: 'nowrap',
        padding: theme.spacing(0.5, 1),
        borderRadius: theme.shape.borderRadius,
        backgroundColor: 'rgba(97, 97, 97, 0.92)',
        color: theme.palette.common.white,
        fontFamily: theme.typography.fontFamily,
        fontSize: theme.typography.pxToRem(11),
        fontWeight: 500,
        lineHeight: 1.4,
      },
      ...Object.fromEntries(placements.map((p) => [`.tirr-hint[data-placement="${p}"]::after`, position[p]])),
      '@media (hover: hover)': { '.tirr-hint:hover::after': { display: 'block' } },
      '.tirr-hint:has(:focus-visible)::after': { display: 'block' },
    })}
  />
);

/**
 * A hover/focus hint for the shell's icon buttons and folded menu items, drawn with CSS only (the rules
 * are `hintStyles`): the look of MUI's Tooltip without its positioning engine on the first page (ADR
 * 0063). Like MUI's Tooltip, a title names an element that has no accessible name of its own. An empty
 * title renders the child alone.
 */
export function Hint({
  title,
  placement = 'bottom',
  block = false,
  children,
}: {
  title: string;
  placement?: HintPlacement;
  /** Wrap a block element (a list item) instead of an inline one (a button). */
  block?: boolean;
  children: ReactElement<{ 'aria-label'?: string }>;
}) {
  if (!title) return children;
  const named = children.props['aria-label'] === undefined ? cloneElement(children, { 'aria-label': title }) : children;
  return (
    <span className="tirr-hint" data-hint={title} data-placement={placement} data-block={block ? '' : undefined}>
      {named}
    </span>
  );
}
