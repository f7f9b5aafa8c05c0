import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The common frame of the full-page status screens (not found, session expired, 500). */
export function StatusScreen({
  icon,
  title,
  text,
  children,
  tone = 'primary',
  testId,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  children?: ReactNode;
  tone?: 'primary' | 'error' | 'warning';
  testId?: string;
}) {
  return (
    <Stack
      component="section"
      aria-labelledby={testId ? `${testId}-title` : undefined}
      data-testid={testId}
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 4, sm: 8 }, px: 2, maxWidth: 560, mx: 'auto' }}
    >
      <Box
        aria-hidden
        sx={{
          width: 88,
          height: 88,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: `${tone}.main`,
          color: `${tone}.contrastText`,
          '& svg': { fontSize: 48 },
        }}
      >
        {icon}
      </Box>
      <Typography id={testId ? `${testId}-title` : undefined} variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {text ? (
        <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
          {text}
        </Typography>
      ) : null}
      {children}
    </Stack>
  );
}
