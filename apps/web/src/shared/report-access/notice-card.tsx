import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * A notice that stands in for a report or an analysis (an email to confirm, the free quota used): an icon beside its
 * title, then the notice's own content.
 */
export function NoticeCard({
  icon,
  title,
  testId,
  wide = false,
  children,
}: {
  icon: ReactNode;
  title: string;
  testId: string;
  /** More room on larger screens (the quota's offer). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper sx={{ p: { xs: 2, sm: wide ? 4 : 3 }, maxWidth: 720 }} data-testid={testId}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {icon}
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
