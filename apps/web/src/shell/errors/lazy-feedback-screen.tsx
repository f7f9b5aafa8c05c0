import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ErrorFeedbackScreenProps } from '../../shared/ui/error-feedback-screen';

// The 500 screen (a form with a text field) is rarely needed: keep it out of the initial bundle.
const ErrorFeedbackScreen = lazy(() =>
  import('../../shared/ui/error-feedback-screen').then((m) => ({ default: m.ErrorFeedbackScreen })),
);

export function LazyErrorFeedbackScreen(props: ErrorFeedbackScreenProps) {
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-hidden />
        </Box>
      }
    >
      <ErrorFeedbackScreen {...props} />
    </Suspense>
  );
}
