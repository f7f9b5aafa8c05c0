import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LazyErrorFeedbackScreen } from './lazy-feedback-screen';
import { describeError, reportOnce } from './report';

/** Reports an unhandled error (POST /logs/errors → id) and shows the 500 screen, whose feedback PATCHes it. */
export function ReportedError({ error, path, onBack }: { error: unknown; path: string; onBack: () => void }) {
  const log = useMemo(() => describeError(error, path), [error, path]);
  const [logId, setLogId] = useState<number | null>(null);
  const pending = useRef<Promise<number | null> | null>(null);
  const waitForLogId = useCallback(() => pending.current ?? Promise.resolve(null), []);

  useEffect(() => {
    let active = true;
    pending.current = reportOnce(error, log);
    void pending.current.then((id) => {
      if (active) setLogId(id);
    });
    return () => {
      active = false;
    };
  }, [error, log]);

  return <LazyErrorFeedbackScreen logId={logId} waitForLogId={waitForLogId} log={log} onBack={onBack} />;
}
