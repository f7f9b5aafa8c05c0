import { lazy, Suspense, useEffect, useState } from 'react';
import { SURVEY_DELAY_MS, surveyDue } from '@tirr/domain';
import type { SurveyBody } from '@tirr/contracts';
import { useSession } from '../../../shared/auth/session';
import { notify } from '../../../shared/notify/notify-store';
import { useTourActive } from '../../../shared/tour/tour-activity';
import { fetchAdditionalInfo, saveSurvey } from './survey-api';
import { snooze, snoozedUntil } from './survey-snooze';

// The dialog's code is loaded only when the survey is due (ADR 0063).
const SurveyDialog = lazy(() => import('./survey-dialog').then((m) => ({ default: m.SurveyDialog })));

export interface SurveyHostProps {
  /** Delay before checking (docs/product.md §9: 5 s); tests shorten it. */
  delayMs?: number;
  now?: () => number;
}

/**
 * Route-independent mount point of the first-visit survey (ADR 0052): 5 s after a user past the
 * welcome screen is known it
 * checks GET /ai/ and the stored snooze, and opens '¡Queremos conocerte!' only when there is no answer
 * and no snooze running. Registered once in app/ (the composition root), outside the shell.
 */
export function SurveyHost({ delayMs = SURVEY_DELAY_MS, now = Date.now }: SurveyHostProps) {
  const { user } = useSession();
  const sub = user?.sub;
  // Not over the welcome screen: the 5 s start once the user is past it (a card was chosen).
  const pastWelcome = user?.info.firstTimeTutorial === true;
  // The subject the dialog is open for: a sign-out or a change of user closes it.
  const [openFor, setOpenFor] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A guided tour on screen (the menu tour right after /welcome) goes first; the survey follows it.
  const tourActive = useTourActive();

  useEffect(() => {
    if (!sub || !pastWelcome) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      if (!surveyDue(false, snoozedUntil(sub), now())) return;
      fetchAdditionalInfo()
        .then((info) => {
          if (!cancelled && surveyDue(info !== null, snoozedUntil(sub), now())) setOpenFor(sub);
        })
        .catch((error: unknown) => console.warn('survey: could not read additional info', error));
    }, delayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [sub, pastWelcome, delayMs, now]);

  if (!sub) return null;

  const close = (dontAskAgain: boolean) => {
    if (dontAskAgain) snooze(sub, now());
    setOpenFor(null);
  };
  const submit = (body: SurveyBody) => {
    setSubmitting(true);
    saveSurvey(body)
      .then(() => notify({ messageKey: 'academy:survey.thanks', variant: 'success' }))
      // docs/product.md §7/§8: survey failures are only logged.
      .catch((error: unknown) => console.warn('survey: could not save the answer', error))
      .finally(() => {
        setSubmitting(false);
        setOpenFor(null);
      });
  };

  if (openFor !== sub) return null;
  return (
    <Suspense fallback={null}>
      <SurveyDialog key={sub} open={!tourActive} submitting={submitting} onClose={close} onSubmit={submit} />
    </Suspense>
  );
}
