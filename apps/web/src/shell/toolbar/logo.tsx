import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TIRR_COLORS } from '../theme/themes';

/** The Tirr mark: a rising line on a blue tile. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden focusable="false">
      <rect width="32" height="32" rx="7" fill={TIRR_COLORS.primary} />
      <path
        d="M7 22l6-7 4 4 8-9"
        fill="none"
        stroke={TIRR_COLORS.secondary}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The mark and the name; `hideNameOnPhones` keeps only the mark below 600 px (the toolbar at 360 px). */
export function Logo({ name, hideNameOnPhones = false }: { name: string; hideNameOnPhones?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <LogoMark />
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: 22,
          letterSpacing: 0.5,
          color: 'inherit',
          display: hideNameOnPhones ? { xs: 'none', sm: 'inline' } : 'inline',
        }}
      >
        {name}
      </Typography>
    </Box>
  );
}
