import { useEffect, useMemo, useState } from 'react';
import { LazyErrorFeedbackScreen } from './lazy-feedback-screen';
import { describeError, reportOnce } from './report';

/** Reports an unhandled error (POST /logs/errors → id) and shows the 500 screen, whose feedback PATCHes it. */
export function ReportedError({ error, path, onBack }: { error: unknown; path: string; onBack: () => void }) {
  const log = useMemo(() => describeError(error, path), [error, path]);
  const [logId, setLogId] = useState<number | null>(null);

  useEffect(() => {
    let active = true;
    void reportOnce(error, log).then((id) => {
      if (active) setLogId(id);
    });
    return () => {
      active = false;
    };
  }, [error, log]);

  return <LazyErrorFeedbackScreen logId={logId} log={log} onBack={onBack} />;
}
