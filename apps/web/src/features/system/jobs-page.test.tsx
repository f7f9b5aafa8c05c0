import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { JobList } from '@tirr/contracts';
import { renderWithSession } from '../../test/render-app';
import { server } from '../../test/server';
import { fakeSession } from '../../test/session';

const FAILED_ID = '0f5b2c1e-9a7d-4e3b-8c6a-1d2e3f4a5b6c';

const list = (state: string): JobList => ({
  queues: [
    { queue: 'batch-run', queued: 2, running: 1, failed: 1, oldestQueuedSeconds: 42 },
    { queue: 'monitoring-cycle', queued: 0, running: 0, failed: 0, oldestQueuedSeconds: 0 },
  ],
  items:
    state === 'failed'
      ? [
          {
            id: FAILED_ID,
            queue: 'batch-run',
            state: 'failed',
            retryCount: 5,
            retryLimit: 5,
            createdAt: '2026-11-26T13:00:00.000Z',
            startedAt: '2026-11-26T13:00:01.000Z',
            finishedAt: '2026-11-26T13:05:00.000Z',
            error: 'connection terminated',
          },
        ]
      : [],
});

describe('/system/jobs', () => {
  it('shows each queue and the failed jobs with their error; Reintentar queues one again', async () => {
    const asked: string[] = [];
    const retried: string[] = [];
    server.use(
      http.get('*/api/v1/system/jobs', ({ request }) => {
        const state = new URL(request.url).searchParams.get('state') ?? '';
        asked.push(state);
        return HttpResponse.json(list(state));
      }),
      http.post('*/api/v1/system/jobs/:id/retry', ({ params }) => {
        retried.push(String(params.id));
        return HttpResponse.json({ retried: true });
      }),
    );
    renderWithSession(fakeSession('sysadmin'), { path: '/system/jobs' });
    const queue = await screen.findByTestId('queue-batch-run');
    expect(queue).toHaveTextContent('Consulta masiva');
    expect(queue).toHaveTextContent('42 s');
    const job = await screen.findByTestId(`job-${FAILED_ID}`);
    expect(job).toHaveTextContent('Fallido');
    expect(job).toHaveTextContent('5 reintentos de 5');
    expect(job).toHaveTextContent('Error: connection terminated');
    await userEvent.click(within(job).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(retried).toEqual([FAILED_ID]));

    await userEvent.click(screen.getByRole('tab', { name: 'En espera' }));
    expect(await screen.findByText('No hay trabajos en espera.')).toBeInTheDocument();
    expect(asked).toContain('queued');
  });
});
