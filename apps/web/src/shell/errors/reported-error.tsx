import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CreatedErrorLog } from '@tirr/contracts';
import { LazyErrorFeedbackScreen } from './lazy-feedback-screen';
import { describeError, reportOnce } from './report';

/**
 * Reports an unhandled error (POST /logs/errors → id and feedback token) and shows the 500 screen, whose
 * feedback PATCHes that log with its token.
 */
export function ReportedError({ error, path, onBack }: { error: unknown; path: string; onBack: () => void }) {
  const log = useMemo(() => describeError(error, path), [error, path]);
  const [created, setCreated] = useState<CreatedErrorLog | null>(null);
  const pending = useRef<Promise<CreatedErrorLog | null> | null>(null);
  const waitForCreated = useCallback(() => pending.current ?? Promise.resolve(null), []);

  useEffect(() => {
    let active = true;
    pending.current = reportOnce(error, log);
    void pending.current.then((log) => {
      if (active) setCreated(log);
    });
    return () => {
      active = false;
    };
  }, [error, log]);

  return <LazyErrorFeedbackScreen created={created} waitForCreated={waitForCreated} log={log} onBack={onBack} />;
}
