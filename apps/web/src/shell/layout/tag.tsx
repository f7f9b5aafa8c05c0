import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface TagProps {
  label: string;
  color: 'secondary' | 'warning';
  variant?: 'filled' | 'outlined';
  icon?: ReactNode;
  title?: string;
  'data-testid'?: string;
}

/**
 * A small static label (the menu's 'Nuevo', the toolbar's demo-data mark): the look of a small MUI Chip
 * without its interactive machinery, which the first page does not need (ADR 0063).
 */
export function Tag({ label, color, variant = 'filled', icon, title, ...rest }: TagProps) {
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
        px: outlined ? 1 : 0.75,
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
      {label}
    </Box>
  );
}
