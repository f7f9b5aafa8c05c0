import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { apiStatus } from './api-events';
import { isAbortError, isApiError } from './api-error';
import { createApiClient } from './client';
import { notifications } from '../notify/notify-store';

/** A GET handler that answers when told to, counting the requests it got and the ones aborted. */
function heldGet(path: string) {
  const seen = { requests: 0, aborted: 0 };
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(`*/api/v1${path}`, async ({ request }) => {
      seen.requests += 1;
      request.signal.addEventListener('abort', () => (seen.aborted += 1));
      await released;
      return HttpResponse.json({ n: seen.requests });
    }),
  );
  return { seen, release };
}

const caught = (promise: Promise<unknown>) => promise.then(() => null).catch((error: unknown) => error);

describe('identical requests in flight (ADR 0136)', () => {
  it('share one GET: two callers, one request, the same answer', async () => {
    const { seen, release } = heldGet('/things');
    const client = createApiClient();
    const both = Promise.all([client.get('/things'), client.get('/things')]);
    release();
    expect(await both).toEqual([{ n: 1 }, { n: 1 }]);
    expect(seen.requests).toBe(1);
  });

  it('an aborted caller gets an AbortError — not an error to show — and the other caller the answer', async () => {
    const { seen, release } = heldGet('/things');
    const client = createApiClient();
    const controller = new AbortController();
    const first = caught(client.get('/things', { signal: controller.signal }));
    const second = client.get('/things');
    controller.abort();
    const error = await first;
    expect(isAbortError(error)).toBe(true);
    expect(isApiError(error)).toBe(false);
    release();
    expect(await second).toEqual({ n: 1 });
    expect(seen).toEqual({ requests: 1, aborted: 0 });
    expect(notifications.get()).toHaveLength(0);
    expect(apiStatus.get()).toEqual({ sessionExpired: false, serverError: null });
  });

  it('a caller that aborts and asks again in the same task (a remount) joins the request still in flight', async () => {
    const { seen, release } = heldGet('/things');
    const client = createApiClient();
    const controller = new AbortController();
    const first = caught(client.get('/things', { signal: controller.signal }));
    controller.abort();
    const again = client.get('/things', { signal: new AbortController().signal });
    release();
    expect(isAbortError(await first)).toBe(true);
    expect(await again).toEqual({ n: 1 });
    expect(seen).toEqual({ requests: 1, aborted: 0 });
  });

  it('aborts the network request once every caller has left', async () => {
    const { seen } = heldGet('/things');
    const client = createApiClient();
    const controller = new AbortController();
    const first = caught(client.get('/things', { signal: controller.signal }));
    await expect.poll(() => seen.requests).toBe(1);
    controller.abort();
    expect(isAbortError(await first)).toBe(true);
    await expect.poll(() => seen.aborted).toBe(1);
    expect(client.inFlight).toBe(0);
  });

  it('a query used by a component StrictMode mounts twice sends one request and shows no error', async () => {
    const { seen, release } = heldGet('/things');
    const client = createApiClient();
    function Thing() {
      const query = useQuery({
        queryKey: ['things'],
        queryFn: ({ signal }) => client.get<{ n: number }>('/things', { signal }),
      });
      if (query.isError) return <p>error</p>;
      return <p>{query.data ? `answer ${query.data.n}` : 'loading'}</p>;
    }
    render(
      <StrictMode>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <Thing />
        </QueryClientProvider>
      </StrictMode>,
    );
    await expect.poll(() => seen.requests).toBe(1);
    release();
    expect(await screen.findByText('answer 1')).toBeInTheDocument();
    expect(seen).toEqual({ requests: 1, aborted: 0 });
    expect(notifications.get()).toHaveLength(0);
  });
});
