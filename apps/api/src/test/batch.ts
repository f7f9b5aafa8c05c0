import type { AppEvents } from '../lib/app-events';

/**
 * Reads a batch job until `reached` holds, reading again only when the worker says the job moved
 * ('batch-progress', 'batch-done' on the app's events): no polling, no timer. A job that ended without
 * reaching it fails at once, since nothing more will happen to it.
 */
export async function untilBatch<T extends { status: string }>(
  events: AppEvents,
  jobId: string,
  read: () => Promise<T>,
  reached: (job: T) => boolean,
): Promise<T> {
  let moved = false;
  let wake = () => {};
  const onMove = (payload: { jobId: string }) => {
    if (payload.jobId !== jobId) return;
    moved = true;
    wake();
  };
  // Listening before the first read: a move during a read is not missed.
  const stops = [events.on('batch-progress', onMove), events.on('batch-done', onMove)];
  try {
    for (;;) {
      const job = await read();
      if (reached(job)) return job;
      if (job.status === 'done') throw new Error(`batch ${jobId} ended without reaching the expected state`);
      // A move heard during the read is read at once; otherwise the next one is awaited.
      if (!moved) await new Promise<void>((resolve) => (wake = resolve));
      moved = false;
    }
  } finally {
    for (const stop of stops) stop();
  }
}

/** Reads a batch job once the worker has finished it (status 'done'). */
export const untilBatchDone = <T extends { status: string }>(
  events: AppEvents,
  jobId: string,
  read: () => Promise<T>,
) => untilBatch(events, jobId, read, (job) => job.status === 'done');
