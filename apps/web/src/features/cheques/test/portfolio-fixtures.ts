import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import type { ChequePortfolio, ChequePortfolioResult, ChequePortfolioRow } from '@tirr/contracts';
import { server } from '../../../test/server';
import { assumptionsApi } from './fixtures';

/** Test data shaped like the API's answers (contracts), for the cheque portfolio screen tests. */
export const PORTFOLIO_ID = '00000000-0000-4000-8000-000000000021';
export const PORTFOLIO_PATH = '/assets/cheques/portfolio';

const DRAWERS = {
  A: { taxId: '30500010912', name: 'EMPRESA DEMO S.A.', band: 'BUENO', score: 640, situacion: 1 },
  B: { taxId: '20123456786', name: 'PEREZ JUAN', band: 'SIN_HISTORIAL', score: 560, situacion: 2 },
  C: { taxId: '30715896342', name: 'DISTRIBUIDORA NORTE S.R.L.', band: 'MALO', score: 120, situacion: 3 },
} as const;

function result(drawer: keyof typeof DRAWERS, verdict: ChequePortfolioResult['verdict'], amount: number) {
  return {
    drawer: { ...DRAWERS[drawer] },
    reported: verdict === 'NO_APTO',
    verdict,
    verdictReasons: [{ code: 'CLEAN', outcome: 'APTO', params: {} }],
    suggestedRate: verdict === 'APTO' ? 38 : 45.5,
    neto: Math.round(amount * 0.96 * 100) / 100,
    expectedLoss: Math.round(amount * 0.002 * 100) / 100,
    entityName: 'BANCO DE GALICIA Y BUENOS AIRES S.A.',
    // No saved credit policy: no 'Decisión' (cheque-policy.test.tsx adds them).
    decision: null,
    policyVersion: null,
  } satisfies ChequePortfolioResult;
}

const input = (chequeNumber: number, drawer: string, amount: unknown, dueDate: unknown) => ({
  entityCode: 7,
  chequeNumber,
  drawerTaxId: drawer,
  amount,
  dueDate,
});

/** Five rows: four analysed (drawer A 70 % of the amount, B exactly 20 %, C 10 %) and one refused by field. */
export const ROWS: ChequePortfolioRow[] = [
  {
    row: 1,
    input: input(1001, '30-50001091-2', 500_000, '2026-04-15'),
    status: 'done',
    result: result('A', 'APTO', 500_000),
  },
  {
    row: 2,
    input: input(1002, '20-12345678-6', 200_000, '2026-04-20'),
    status: 'done',
    result: result('B', 'OBSERVAR', 200_000),
  },
  {
    row: 3,
    input: input(1003, '30-71589634-2', 100_000, '2026-05-02'),
    status: 'done',
    result: result('C', 'NO_APTO', 100_000),
  },
  {
    row: 4,
    input: input(1004, '30-50001091-2', 200_000, '2026-05-10'),
    status: 'done',
    result: result('A', 'APTO', 200_000),
  },
  {
    row: 5,
    input: input(1005, '30-50001091-2', '1.5.0', 'mañana'),
    status: 'invalid',
    errors: [
      { field: 'amount', message: 'El monto debe ser un número.' },
      { field: 'dueDate', message: 'La fecha de pago debe ser una fecha con formato AAAA-MM-DD.' },
    ],
  },
];

export function portfolioFixture(overrides: Partial<ChequePortfolio> = {}): ChequePortfolio {
  return {
    id: PORTFOLIO_ID,
    status: 'done',
    total: 5,
    done: 5,
    invalid: 1,
    createdAt: '2026-03-02T15:00:00.000Z',
    finishedAt: '2026-03-02T15:00:09.000Z',
    rows: ROWS,
    totals: {
      currency: 'ARS',
      count: 4,
      amount: 1_000_000,
      neto: 960_000,
      expectedLoss: 2_000,
      byVerdict: {
        APTO: { count: 2, amount: 700_000 },
        OBSERVAR: { count: 1, amount: 200_000 },
        NO_APTO: { count: 1, amount: 100_000 },
      },
      // Not in order: the screen sorts them, largest amount first.
      byDrawer: [
        { taxId: DRAWERS.B.taxId, name: DRAWERS.B.name, count: 1, amount: 200_000, share: 0.2 },
        { taxId: DRAWERS.C.taxId, name: DRAWERS.C.name, count: 1, amount: 100_000, share: 0.1 },
        { taxId: DRAWERS.A.taxId, name: DRAWERS.A.name, count: 2, amount: 700_000, share: 0.7 },
      ],
    },
    ...overrides,
  };
}

/** The same portfolio while it runs: its first two rows analysed, the others pending, the totals so far. */
export function runningFixture(): ChequePortfolio {
  const rows = ROWS.map((row, index): ChequePortfolioRow =>
    index < 2 ? row : { row: row.row, input: row.input, status: 'pending' },
  );
  const finished = portfolioFixture();
  return {
    ...finished,
    status: 'running',
    done: 2,
    invalid: 0,
    finishedAt: null,
    rows,
    totals: {
      currency: 'ARS',
      count: 2,
      amount: 700_000,
      neto: 672_000,
      expectedLoss: 1_400,
      byVerdict: {
        APTO: { count: 1, amount: 500_000 },
        OBSERVAR: { count: 1, amount: 200_000 },
        NO_APTO: { count: 0, amount: 0 },
      },
      byDrawer: [
        { taxId: DRAWERS.A.taxId, name: DRAWERS.A.name, count: 1, amount: 500_000, share: 500 / 700 },
        { taxId: DRAWERS.B.taxId, name: DRAWERS.B.name, count: 1, amount: 200_000, share: 200 / 700 },
      ],
    },
  };
}

export interface PortfolioApi {
  /** The bodies posted to /cheques/portfolios. */
  posted: unknown[];
  /** The queries, languages and asked-for types of the export requests. */
  exports: { query: Record<string, string>; language: string | null; accept: string | null }[];
}

/**
 * The portfolio's API (MSW). `answers` are the GETs' answers in order (the last one repeats); `created` is what
 * the POST answers (a portfolio, or an error envelope with its status).
 */
export function portfolioApi({
  answers = [portfolioFixture()],
  created = runningFixture(),
  exported,
}: {
  answers?: ChequePortfolio[];
  created?: ChequePortfolio | { status: number; body: unknown };
  /** What the export answers instead of its file: an error envelope with its status. */
  exported?: { status: number; body: unknown };
} = {}): PortfolioApi {
  const api: PortfolioApi = { posted: [], exports: [] };
  let reads = 0;
  assumptionsApi();
  server.use(
    http.post('*/api/v1/cheques/portfolios', async ({ request }) => {
      api.posted.push(await request.json());
      if ('body' in created) return HttpResponse.json(created.body as object, { status: created.status });
      return HttpResponse.json(created, { status: 201 });
    }),
    http.get(`*/api/v1/cheques/portfolios/${PORTFOLIO_ID}/export`, ({ request }) => {
      api.exports.push({
        query: Object.fromEntries(new URL(request.url).searchParams),
        language: request.headers.get('accept-language'),
        accept: request.headers.get('accept'),
      });
      if (exported) return HttpResponse.json(exported.body as object, { status: exported.status });
      const pdf = new URL(request.url).searchParams.get('format') === 'pdf';
      return new HttpResponse(pdf ? '%PDF-1.7 cartera' : 'fila;banco', {
        headers: { 'Content-Type': pdf ? 'application/pdf' : 'text/csv' },
      });
    }),
    http.get(`*/api/v1/cheques/portfolios/${PORTFOLIO_ID}`, () =>
      HttpResponse.json(answers[Math.min(reads++, answers.length - 1)]),
    ),
  );
  return api;
}

/** A CSV file as a browser gives it to the page (jsdom's File has no `text()`). */
export function csvFile(text: string, name = 'cartera.csv'): File {
  return Object.assign(new File([text], name, { type: 'text/csv' }), { text: () => Promise.resolve(text) });
}

/** Records the files the page saves (their names and contents) instead of downloading them. */
export function recordDownloads(): { names: string[]; blobs: Blob[] } {
  const saved = { names: [] as string[], blobs: [] as Blob[] };
  const createObjectURL = vi.fn((blob: Blob) => {
    saved.blobs.push(blob);
    return 'blob:portfolio';
  });
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.names.push(this.download);
  });
  return saved;
}

/** A blob's text (jsdom's Blob has no `text()`). */
export function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error as Error);
    reader.readAsText(blob);
  });
}
