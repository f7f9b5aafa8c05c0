import { cloneElement, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';

export type HintPlacement = 'bottom' | 'bottom-end' | 'right' | 'left';

const position: Record<HintPlacement, Record<string, string>> = {
  bottom: { top: '100%', left: '50%', transform: 'translate(-50%, 6px)' },
  'bottom-end': { top: '100%', right: '0', transform: 'translateY(6px)' },
  right: { left: '100%', top: '50%', transform: 'translate(8px, -50%)' },
  left: { right: '100%', top: '50%', transform: 'translate(-8px, -50%)' },
};

/**
 * A hover/focus hint for the shell's icon buttons and folded menu items, drawn with CSS only: the look of
 * MUI's Tooltip without its positioning engine on the first page (ADR 0063). Like MUI's Tooltip, a
 * title names an element that has no accessible name of its own. An empty title renders the child alone.
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
    <Box
      component="span"
      data-hint={title}
      sx={(theme: Theme) => ({
        position: 'relative',
        display: block ? 'block' : 'inline-flex',
        '&::after': {
          content: 'attr(data-hint)',
          display: 'none',
          position: 'absolute',
          ...position[placement],
          zIndex: theme.zIndex.tooltip,
          pointerEvents: 'none',
          whiteSpace: 'nowrap',
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'rgba(97, 97, 97, 0.92)',
          color: 'common.white',
          fontFamily: theme.typography.fontFamily,
          fontSize: theme.typography.pxToRem(11),
          fontWeight: 500,
          lineHeight: 1.4,
        },
        '@media (hover: hover)': { '&:hover::after': { display: 'block' } },
        '&:has(:focus-visible)::after': { display: 'block' },
      })}
    >
      {named}
    </Box>
  );
}
