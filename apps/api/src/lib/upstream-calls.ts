/**
 * What the live adapters' HTTP layers (integrations/http.ts, integrations/http-json.ts) tell about their
 * calls, on a diagnostics channel: each attempt with its outcome and time, and each call that failed after
 * its retries. The app's metrics subscribe while the app runs (lib/metrics.ts, ADR 0134); with no
 * subscriber nothing is built. A channel rather than an argument because clients are also created outside
 * an app (the fund sync runs from server.ts), so the counts are the process's.
 */
import diagnostics from 'node:diagnostics_channel';

/** How one attempt ended: an answer (2xx or a status the adapter reads as one), or which failure. */
export type UpstreamOutcome = 'ok' | 'client_error' | 'throttled' | 'server_error' | 'network_error';

export type UpstreamCall =
  | { kind: 'attempt'; source: string; outcome: UpstreamOutcome; seconds: number }
  /** The call gave up (after its retries, or at once on a 4xx): what the caller sees as an error. */
  | { kind: 'failure'; source: string };

export const UPSTREAM_CHANNEL = 'tirr.upstream';
const upstreamCalls = diagnostics.channel(UPSTREAM_CHANNEL);

/** The outcome of an attempt answered with `status` (`answer`: a status the adapter treats as an answer). */
export function outcomeOf(status: number, answer = false): UpstreamOutcome {
  if ((status >= 200 && status < 300) || answer) return 'ok';
  if (status === 429) return 'throttled';
  return status >= 500 ? 'server_error' : 'client_error';
}

/** Times one attempt: call the returned function with its outcome when it ends. */
export function upstreamAttempt(source: string): (outcome: UpstreamOutcome) => void {
  if (!upstreamCalls.hasSubscribers) return () => undefined;
  const started = process.hrtime.bigint();
  return (outcome) => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    upstreamCalls.publish({ kind: 'attempt', source, outcome, seconds } satisfies UpstreamCall);
  };
}

export function upstreamFailure(source: string): void {
  if (upstreamCalls.hasSubscribers) upstreamCalls.publish({ kind: 'failure', source } satisfies UpstreamCall);
}
