import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface TagProps {
  label: string;
  color: 'secondary' | 'warning';
  variant?: 'filled' | 'outlined';
  icon?: ReactNode;
  title?: string;
  /** Below 600 px only the icon shows; the label stays for screen readers (the toolbar at 360 px). */
  iconOnlyOnPhones?: boolean;
  'data-testid'?: string;
}

/** Hidden from sight, not from screen readers. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  // Strings: in sx a bare 1 means 100 %.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A small static label (the menu's 'Nuevo', the toolbar's demo-data mark): the look of a small MUI Chip
 * without its interactive machinery, which the first page does not need (ADR 0063).
 */
export function Tag({ label, color, variant = 'filled', icon, title, iconOnlyOnPhones, ...rest }: TagProps) {
  const outlined = variant === 'outlined';
  return (
    <Box
      component="span"
      title={title}
      data-testid={rest['data-testid']}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        height: outlined ? 24 : 20,
        px: iconOnlyOnPhones ? { xs: 0.5, sm: outlined ? 1 : 0.75 } : outlined ? 1 : 0.75,
        borderRadius: 12,
        fontSize: outlined ? 13 : 11,
        fontWeight: outlined ? 600 : 500,
        lineHeight: 1,
        whiteSpace: 'nowrap',
        border: 1,
        borderColor: `${color}.main`,
        bgcolor: outlined ? 'transparent' : `${color}.main`,
        color: outlined ? `${color}.main` : `${color}.contrastText`,
        '& svg': { fontSize: 16 },
      }}
    >
      {icon}
      {iconOnlyOnPhones ? (
        <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('sm')]: VISUALLY_HIDDEN })}>
          {label}
        </Box>
      ) : (
        label
      )}
    </Box>
  );
}
