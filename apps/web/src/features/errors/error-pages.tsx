import { useGoBack } from '../../shared/routing/go-back';
import { PATHS } from '../../shared/routing/paths';
import { ErrorFeedbackScreen } from '../../shared/ui/error-feedback-screen';
import { NotFoundScreen } from '../../shared/ui/not-found-screen';
import { SessionExpiredScreen } from '../../shared/ui/session-expired-screen';

export function UnauthorizedPage() {
  return <SessionExpiredScreen />;
}

export function NotFoundPage() {
  return <NotFoundScreen />;
}

/** /errors/500: no error log exists yet, so the feedback creates one (POST with the feedback). */
const FEEDBACK_LOG = {
  type: 'react',
  path: PATHS.error500,
  description: 'Feedback sent from the error page',
} as const;

export function ServerErrorPage() {
  // Opened here, home comes after the error page (which stays in the history).
  const goBack = useGoBack({ replace: false });
  return <ErrorFeedbackScreen log={FEEDBACK_LOG} onBack={goBack} />;
}
