import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * A titled section of a report or an analysis, carrying its guided-tour anchor when it has one (docs/product.md §2:
 * the report's nine anchors, `data-tour`).
 */
export function SectionCard({
  tour,
  title,
  children,
  headingId,
}: {
  tour?: string;
  title: string;
  children: ReactNode;
  headingId?: string;
}) {
  const id = headingId ?? `report-${tour}`;
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      data-tour={tour}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, height: '100%', minWidth: 0 }}
    >
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A label/value pair inside a section. */
export function Field({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Typography>
    </div>
  );
}
