/**
 * Reads a batch job until the worker has finished it (status 'done'), every 50 ms for at most `tries` reads.
 * The worker runs in the background of the app under test, so its end can only be observed by reading.
 */
export async function untilBatchDone<T extends { status: string }>(read: () => Promise<T>, tries = 400): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const job = await read();
    if (job.status === 'done') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('batch did not finish');
}
