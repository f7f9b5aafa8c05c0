import { http, HttpResponse } from 'msw';
import type { ChequeAnalysis, ChequeAssumptionsSettings, ChequeEntities, PolicyDecisionView } from '@tirr/contracts';
import { argentineCalendar, DEFAULT_CHEQUE_ASSUMPTIONS, priceCheque } from '@tirr/domain';
import { server } from '../../../test/server';

/** Test data shaped like the API's answers (contracts), for the cheque analysis screen tests. */
export const ENTITIES: ChequeEntities = {
  items: [
    { code: 7, name: 'BANCO DE GALICIA Y BUENOS AIRES S.A.' },
    { code: 11, name: 'BANCO DE LA NACION ARGENTINA' },
    { code: 72, name: 'BANCO SANTANDER ARGENTINA S.A.' },
  ],
  dataSource: 'offline',
};

/** docs/domain/cheque-analysis.md §5, C1: 1.000.000 traded 02/03/2026, due 01/04/2026, BADLAR 30 %, band Bueno. */
function c1Pricing(): NonNullable<ChequeAnalysis['pricing']> {
  const priced = priceCheque({
    amount: 1_000_000,
    dueDate: '2026-04-01',
    tradeDate: '2026-03-02',
    today: '2026-03-02',
    calendar: argentineCalendar(),
    referenceRate: 30,
    band: 'BUENO',
    assumptions: DEFAULT_CHEQUE_ASSUMPTIONS,
  });
  if (!priced.ok) throw new Error('C1 does not price');
  return {
    referenceRate: { series: 'BADLAR', value: 30, date: '2026-02-27' },
    spread: priced.spread,
    suggestedRate: priced.suggestedRate,
    simulation: {
      documentType: 'checks',
      currency: 'ARS',
      profile: 'estandar',
      ...priced.simulation,
      warnings: priced.warnings,
    },
    expectedLoss: priced.expectedLoss,
    assumptions: structuredClone(DEFAULT_CHEQUE_ASSUMPTIONS),
    overridden: false,
  };
}

export function chequeAnalysisFixture(overrides: Partial<ChequeAnalysis> = {}): ChequeAnalysis {
  return {
    cheque: {
      entityCode: 7,
      entityName: 'BANCO DE GALICIA Y BUENOS AIRES S.A.',
      chequeNumber: 12345678,
      amount: 1_000_000,
      currency: 'ARS',
      dueDate: '2026-04-01',
      kind: 'physical',
    },
    reported: { denunciado: false, fechaProcesamiento: '2026-03-01', detalles: [] },
    drawer: {
      taxId: '30500010912',
      name: 'EMPRESA DEMO S.A.',
      personType: 'JURIDICA',
      situacion: 1,
      worstSituacion24: 2,
      score: 640,
      band: 'BUENO',
      unpaidCheques12: 0,
      paidCheques12: 1,
      unpaidCheques24: 0,
      paidCheques24: 3,
      flags: [],
      reasons: [{ code: 'HISTORY', label: 'Situación 2 hace 5 períodos', points: -80 }],
      period: '01/2026',
      notices: [],
    },
    pricing: c1Pricing(),
    verdict: 'APTO',
    verdictReasons: [{ code: 'CLEAN', outcome: 'APTO', params: {} }],
    policyDecision: null,
    dataSource: 'offline',
    analysedAt: '2026-03-02T15:00:00.000Z',
    ...overrides,
  };
}

/**
 * The drawer under the user's saved Conservadora, version 3 (docs/domain/credit-policy.md §11): Rechazar, for an unpaid
 * rejected cheque and a situación 2 within 12 months.
 */
export function policyDecisionFixture(overrides: Partial<PolicyDecisionView> = {}): PolicyDecisionView {
  return {
    policy: { id: '00000000-0000-4000-8000-000000000031', name: 'Conservadora', version: 3 },
    taxNumber: '30500010912',
    decision: 'RECHAZAR',
    decidedBy: 'cheques-12m',
    reasons: [
      {
        ruleId: 'cheques-12m',
        outcome: 'RECHAZAR',
        reason: 'Cheques rechazados sin pagar en los últimos 12 meses.',
        explanation: [
          {
            kind: 'REJECTED_CHEQUES',
            params: { months: 12, minCount: 1, count: 1, amount: 350000, since: '2025-03-02' },
          },
        ],
      },
      {
        ruleId: 'situacion-2-12m',
        outcome: 'OBSERVAR',
        reason: 'Situación 2 en los últimos 12 meses.',
        explanation: [
          { kind: 'WORST_SITUACION', params: { months: 12, atLeast: 2, situacion: 2, age: 5, period: '08/2025' } },
        ],
      },
    ],
    missing: [],
    limit: { available: false, reason: 'RECHAZAR' },
    facts: {
      personType: 'JURIDICA',
      estadoClave: 'ACTIVO',
      score: 640,
      band: 'BUENO',
      latestPeriod: '01/2026',
      situacionNow: 1,
      situacionByAge: [1, 1, 1, 1, 1, 2],
      flags: [],
      entities: 2,
      totalDebt: 8_500_000,
      unpaidCheques: [{ rejectedAt: '2025-09-11', amount: 350000 }],
      balance: null,
    },
    today: '2026-03-02',
    decidedAt: '2026-03-02T15:00:00.000Z',
    ...overrides,
  };
}

/** Everyone's assumptions (GET /cheques/assumptions): an administrator's spread of 9 for Bueno, the rest the defaults. */
export const IN_FORCE: ChequeAssumptionsSettings = {
  assumptions: {
    ...structuredClone(DEFAULT_CHEQUE_ASSUMPTIONS),
    spreads: { ...DEFAULT_CHEQUE_ASSUMPTIONS.spreads, BUENO: 9 },
  },
  defaults: structuredClone(DEFAULT_CHEQUE_ASSUMPTIONS),
  updatedAt: '2026-03-01T12:00:00.000Z',
};

/** GET /cheques/assumptions, read by the advanced options of both pages. */
export function assumptionsApi(settings: ChequeAssumptionsSettings = IN_FORCE) {
  server.use(http.get('*/api/v1/cheques/assumptions', () => HttpResponse.json(settings)));
}

/** A 400 as the API words it: its problems by field (docs/product.md §8). */
export const invalid = (...details: { field: string; message: string }[]) => ({
  status: 400,
  body: { code: 'VALIDATION_ERROR', message: 'Datos inválidos.', details },
});

/** A free user's reports used up (402), with the subscription's offer. */
export const QUOTA_EXCEEDED = {
  status: 402,
  body: {
    code: 'QUOTA_EXCEEDED',
    message: 'Alcanzaste el límite de 3 reportes por mes.',
    details: {
      limit: 3,
      used: 3,
      priceArs: 4550,
      supportEmail: 'pagos@tirr.test',
      resetsAt: '2026-04-01T03:00:00.000Z',
    },
  },
};

export interface ApiOptions {
  /** The answer of POST /cheques/analysis: an analysis, or an error envelope with its status. */
  answer?: ChequeAnalysis | { status: number; body: unknown };
  /** Whether the drawer was already consulted this month (a free user is asked when not). */
  consulted?: boolean;
}

/** The API of the page (MSW); returns the bodies posted to /cheques/analysis, in order. */
export function chequesApi({ answer = chequeAnalysisFixture(), consulted = false }: ApiOptions = {}) {
  const posted: unknown[] = [];
  const queryLimit = { limit: 3, used: 1, remaining: 2, resetsAt: '2026-04-01T03:00:00.000Z' };
  assumptionsApi();
  server.use(
    http.get('*/api/v1/cheques/entities', () => HttpResponse.json(ENTITIES)),
    http.get('*/api/v1/consultProfiles/getAvailables', () =>
      HttpResponse.json({
        queryLimit,
        premiumRequest: { requested: false, requestedAt: null },
        priceArs: 4550,
        supportEmail: 'pagos@tirr.test',
      }),
    ),
    http.get('*/api/v1/consultProfiles/consulted/:taxNumber', ({ params }) =>
      HttpResponse.json({ taxNumber: params.taxNumber, consulted, queryLimit }),
    ),
    http.post('*/api/v1/cheques/analysis', async ({ request }) => {
      posted.push(await request.json());
      if ('status' in answer) return HttpResponse.json(answer.body as object, { status: answer.status });
      return HttpResponse.json(answer);
    }),
  );
  return posted;
}

/** What POST /cheques/analysis.pdf received: the body and the `lang` asked for. */
export interface PdfRequest {
  body: unknown;
  lang: string | null;
  accept: string | null;
}

/** POST /cheques/analysis.pdf (MSW): a PDF, or an error envelope with its status; returns the requests, in order. */
export function analysisPdfApi(answer?: { status: number; body: unknown }): PdfRequest[] {
  const requests: PdfRequest[] = [];
  server.use(
    http.post('*/api/v1/cheques/analysis.pdf', async ({ request }) => {
      requests.push({
        body: await request.json(),
        lang: new URL(request.url).searchParams.get('lang'),
        accept: request.headers.get('accept'),
      });
      if (answer) return HttpResponse.json(answer.body as object, { status: answer.status });
      return new HttpResponse('%PDF-1.7 análisis', { headers: { 'Content-Type': 'application/pdf' } });
    }),
  );
  return requests;
}
