import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { BatchJob, BatchResult } from '@tirr/contracts';
import { server } from '../../test/server';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';

const JOB = '00000000-0000-4000-8000-000000000017';

const result = (over: Partial<BatchResult>): BatchResult => ({
  name: 'SOSA LUCIA BELEN',
  personType: 'FISICA',
  situacion: 0,
  situacionLabel: 'En situación normal',
  totalDebt: 0,
  rejectedCheques: 0,
  unpaidCheques: 0,
  unpaidChequesAmount: 0,
  score: 560,
  band: 'SIN_HISTORIAL',
  bandLabel: 'Sin historial',
  period: '09/2026',
  ...over,
});

const job: BatchJob = {
  id: JOB,
  status: 'done',
  total: 2,
  processed: 2,
  createdAt: '2026-11-21T12:00:00.000Z',
  finishedAt: '2026-11-21T12:00:05.000Z',
  items: [
    { row: 1, input: '27401239877', taxNumber: '27401239877', status: 'done', error: null, result: result({}) },
    {
      row: 2,
      input: '30715896342',
      taxNumber: '30715896342',
      status: 'done',
      error: null,
      result: result({
        name: 'DISTRIBUIDORA NORTE S.R.L.',
        personType: 'JURIDICA',
        situacion: 2,
        situacionLabel: 'Con seguimiento especial',
        score: 160,
        band: 'MALO',
        bandLabel: 'Malo',
      }),
    },
  ],
};

describe('/credits/profiles/batch results', () => {
  it('shows an unknown debtor\'s band "Sin historial" in neutral grey, and the API\'s situación labels', async () => {
    server.use(
      http.get(`*/api/v1/batch/${JOB}`, () => HttpResponse.json(job)),
      http.get('*/api/v1/batch', () => HttpResponse.json({ job })),
    );
    renderWithSession(fakeSession('premium'), { path: `/credits/profiles/batch?job=${JOB}` });
    const unknown = await screen.findByText('Sin historial', {}, { timeout: 10_000 });
    expect(unknown.closest('.MuiChip-root')).toHaveStyle({ backgroundColor: 'rgb(117, 117, 117)' });
    const row = unknown.closest('tr')!;
    expect(within(row).getByText('SOSA LUCIA BELEN')).toBeInTheDocument();
    expect(screen.getByText('Con seguimiento especial')).toBeInTheDocument();
  });
});
