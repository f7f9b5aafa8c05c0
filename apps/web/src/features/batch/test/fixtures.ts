import { http, HttpResponse } from 'msw';
import type { BatchJob, BatchResult } from '@tirr/contracts';
import { server } from '../../../test/server';

/** Test data shaped like the API's answers (contracts), for the batch lookup screen tests. */
export const JOB = '00000000-0000-4000-8000-000000000017';
export const JOB_PATH = `/credits/profiles/batch?job=${JOB}`;

/** A found row's result: an unknown debtor unless `over` says otherwise; no credit policy decision by default. */
export const result = (over: Partial<BatchResult>): BatchResult => ({
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
  decision: null,
  policyVersion: null,
  ...over,
});

/** A finished job of two found rows: an unknown debtor and a company in situación 2 (Malo). */
export const jobFixture = (items: BatchJob['items'] = DEFAULT_ITEMS): BatchJob => ({
  id: JOB,
  status: 'done',
  total: items.length,
  processed: items.length,
  createdAt: '2026-11-21T12:00:00.000Z',
  finishedAt: '2026-11-21T12:00:05.000Z',
  items,
});

const DEFAULT_ITEMS: BatchJob['items'] = [
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
];

/** GET /batch/{id} and GET /batch (MSW) answer `job`. */
export function batchApi(job: BatchJob = jobFixture()) {
  server.use(
    http.get(`*/api/v1/batch/${JOB}`, () => HttpResponse.json(job)),
    http.get('*/api/v1/batch', () => HttpResponse.json({ job })),
  );
}
