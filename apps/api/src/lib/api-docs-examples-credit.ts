/**
 * Hand-written examples of the credit answers in the OpenAPI document (docs/api/README.md): DISTRIBUIDORA NORTE
 * S.R.L. (CUIT 30-71589634-2), a company of the demo data, as the offline data sources describe it in November 2026.
 * api-docs.test.ts checks each against its route's schema.
 */
import { debtFlags } from '@tirr/contracts';
import type {
  BatchJob,
  ChequeAnalysis,
  CreditReport,
  DebtFlags,
  PolicyDecisionView,
  PolicyVersion,
  ScoreReason,
} from '@tirr/contracts';
import { POLICY_TEMPLATES } from '@tirr/domain';

export const DEMO_COMPANY = { taxNumber: '30715896342', dashed: '30-71589634-2', name: 'DISTRIBUIDORA NORTE S.R.L.' };
export const DEMO_COMPANY_2 = {
  taxNumber: '30712345671',
  dashed: '30-71234567-1',
  name: 'CONSTRUCTORA DEL PLATA S.A.',
};

/** Every flag of a debt (BCRA's), none raised. */
const noFlags = Object.fromEntries(Object.keys(debtFlags.shape).map((flag) => [flag, false])) as DebtFlags;

const scoreReasons: ScoreReason[] = [
  {
    code: 'CURRENT_SITUATION',
    label: 'Situación actual 2 (Con seguimiento especial)',
    points: -450,
    params: { situacion: 2 },
  },
  { code: 'RECENT_DETERIORATION', label: 'Empeoró en los últimos 6 meses', points: 0, params: { from: 1, to: 2 } },
  {
    code: 'CHEQUES_UNPAID',
    label: '3 cheques rechazados sin pagar en los últimos 24 meses',
    points: -360,
    params: { count: 3 },
  },
];

const entry = (period: string, situacion: number, monto: number) => ({
  period,
  periodKey: `${period.slice(3)}${period.slice(0, 2)}`,
  situacion,
  monto,
  enRevision: false,
  procesoJud: false,
});

const unpaidCheque = (number: number, rejectedAt: string, amount: number) => ({
  entityCode: 285,
  entityName: 'BANCO MACRO S.A.',
  causal: 'SIN FONDOS',
  reason: 'FONDOS_INSUFICIENTES' as const,
  number,
  rejectedAt,
  amount,
  paidAt: null,
  finePaidAt: null,
  fineStatus: 'IMPAGA',
  personalAccount: false,
  legalName: DEMO_COMPANY.name,
  enRevision: false,
  procesoJud: false,
});

/** GET /credit/{taxNumber}/report (the history shortened to its last two periods). */
export const creditReportExample: CreditReport = {
  taxNumber: DEMO_COMPANY.taxNumber,
  identity: {
    taxNumber: DEMO_COMPANY.taxNumber,
    name: DEMO_COMPANY.name,
    personType: 'JURIDICA',
    tipoClave: 'CUIT',
    estadoClave: 'ACTIVO',
    birthDate: null,
    deceased: false,
  },
  period: '09/2026',
  debts: [
    {
      entity: 'BANCO MACRO S.A.',
      situacion: 2,
      situacionLabel: 'Con seguimiento especial',
      amount: 5400000,
      daysPastDue: 45,
      sinceSituacion1: null,
      flags: noFlags,
    },
    {
      entity: 'BANCO DE LA NACION ARGENTINA',
      situacion: 1,
      situacionLabel: 'En situación normal',
      amount: 3100000,
      daysPastDue: null,
      sinceSituacion1: '2024-10-31',
      flags: noFlags,
    },
  ],
  history: [
    {
      entity: 'BANCO DE LA NACION ARGENTINA',
      entries: [entry('08/2026', 1, 3069000), entry('09/2026', 1, 3100000)],
    },
    { entity: 'BANCO MACRO S.A.', entries: [entry('08/2026', 2, 5356800), entry('09/2026', 2, 5400000)] },
  ],
  periods: [
    { period: '08/2026', periodKey: '202608', monto: 8425800, worstSituacion: 2 },
    { period: '09/2026', periodKey: '202609', monto: 8500000, worstSituacion: 2 },
  ],
  cheques: [
    unpaidCheque(40012345, '2026-09-11', 350000),
    unpaidCheque(40012361, '2026-08-04', 1275500.5),
    {
      ...unpaidCheque(10345002, '2026-02-20', 115000),
      entityCode: 11,
      entityName: 'BANCO DE LA NACION ARGENTINA',
      paidAt: '2026-03-10',
      finePaidAt: '2026-03-10',
      fineStatus: null,
    },
  ],
  totals: {
    totalDebt: 8500000,
    entities: 2,
    chequesCount: 3,
    chequesAmount: 1740500.5,
    chequesUnpaidCount: 2,
    chequesUnpaidAmount: 1625500.5,
  },
  maxSituacion: {
    current: 2,
    currentLabel: 'Con seguimiento especial',
    last24Months: 2,
    last24MonthsLabel: 'Con seguimiento especial',
  },
  score: { score: 160, band: 'MALO', bandLabel: 'Malo', reasons: scoreReasons, version: 'v2' },
  notices: [],
  source: 'live',
  generatedAt: '2026-11-26T13:45:00.000Z',
};

/** POST /cheques/analysis: a physical cheque of DISTRIBUIDORA NORTE on Banco Nación. */
export const chequeAnalysisBodyExample = {
  entityCode: 11,
  chequeNumber: 45871203,
  drawerTaxId: DEMO_COMPANY.dashed,
  amount: 1850000,
  currency: 'ARS' as const,
  dueDate: '2026-12-28',
  kind: 'physical' as const,
};

export const chequeAnalysisExample: ChequeAnalysis = {
  cheque: { ...chequeAnalysisBodyExample, entityName: 'BANCO DE LA NACION ARGENTINA' },
  reported: { denunciado: false, fechaProcesamiento: '2026-11-26', detalles: [] },
  drawer: {
    taxId: DEMO_COMPANY.taxNumber,
    name: DEMO_COMPANY.name,
    personType: 'JURIDICA',
    situacion: 2,
    worstSituacion24: 2,
    score: 160,
    band: 'MALO',
    unpaidCheques12: 2,
    paidCheques12: 1,
    unpaidCheques24: 2,
    paidCheques24: 1,
    flags: [],
    reasons: scoreReasons,
    period: '09/2026',
    notices: [],
  },
  pricing: null,
  verdict: 'NO_APTO',
  verdictReasons: [
    { code: 'UNPAID_CHEQUES_12M', outcome: 'NO_APTO', params: { count: 2 } },
    { code: 'SITUACION_2', outcome: 'OBSERVAR', params: { situacion: 2 } },
  ],
  policyDecision: null,
  dataSource: 'live',
  analysedAt: '2026-11-26T13:45:00.000Z',
};

/** PUT /policy: a short version of the 'Moderada' template (docs/domain/credit-policy.md). */
const template = POLICY_TEMPLATES.find((t) => t.code === 'MODERADA')!.policy;
const EXAMPLE_RULES = ['situacion-actual', 'cheques-12m', 'banda-malo', 'balance'];
const moderada: PolicyVersion['policy'] = {
  rules: template.rules.filter((rule) => EXAMPLE_RULES.includes(rule.id)),
  ...(template.limit ? { limit: template.limit } : {}),
};

export const policyBodyExample = { name: 'Moderada', ...moderada };

export const policyVersionExample: PolicyVersion = {
  id: '8d3f2c1a-6b4e-4f7a-9c2d-1e5b7a9f0c34',
  name: 'Moderada',
  version: 3,
  createdAt: '2026-11-26T13:40:00.000Z',
  policy: moderada,
};

/** POST /policy/evaluate with the saved policy (the 'Moderada' template, version 3). */
export const policyDecisionExample: PolicyDecisionView = {
  policy: { id: policyVersionExample.id, name: 'Moderada', version: 3 },
  taxNumber: DEMO_COMPANY.taxNumber,
  decision: 'RECHAZAR',
  decidedBy: 'cheques-12m',
  reasons: [
    {
      ruleId: 'cheques-12m',
      outcome: 'RECHAZAR',
      reason: 'Dos o más cheques rechazados sin pagar en los últimos 12 meses.',
      explanation: [
        {
          kind: 'REJECTED_CHEQUES',
          params: { months: 12, minCount: 2, count: 2, amount: 1625500.5, since: '2025-11-26' },
        },
      ],
    },
    {
      ruleId: 'banda-malo',
      outcome: 'RECHAZAR',
      reason: 'Score en banda Malo.',
      explanation: [{ kind: 'BAND', params: { band: 'MALO', bands: 'MALO' } }],
    },
  ],
  missing: [{ fact: 'BALANCE', ruleIds: ['balance'], limit: false }],
  limit: { available: false, reason: 'RECHAZAR' },
  facts: {
    personType: 'JURIDICA',
    estadoClave: 'ACTIVO',
    score: 160,
    band: 'MALO',
    latestPeriod: '202609',
    situacionNow: 2,
    situacionByAge: [2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    flags: [],
    entities: 2,
    totalDebt: 8500000,
    unpaidCheques: [
      { rejectedAt: '2026-09-11', amount: 350000 },
      { rejectedAt: '2026-08-04', amount: 1275500.5 },
    ],
    balance: null,
  },
  today: '2026-11-26',
  decidedAt: '2026-11-26T13:45:00.000Z',
};

const batchResult = (overrides: Partial<NonNullable<BatchJob['items'][number]['result']>>) => ({
  name: DEMO_COMPANY.name,
  personType: 'JURIDICA' as const,
  situacion: 2,
  situacionLabel: 'Con seguimiento especial',
  totalDebt: 8500000,
  rejectedCheques: 3,
  unpaidCheques: 2,
  unpaidChequesAmount: 1625500.5,
  score: 160,
  band: 'MALO' as const,
  bandLabel: 'Malo',
  period: '09/2026',
  decision: 'RECHAZAR' as const,
  policyVersion: 3,
  ...overrides,
});

const batchId = '2f6b9c1e-4a7d-4e3b-8c5f-0d9a1b2c3e4f';
const batchRows = ['30-71589634-2', '30712345671', '20-1234'];

/** POST /batch: just started, the malformed row already refused. */
export const batchStartedExample: BatchJob = {
  id: batchId,
  status: 'running',
  total: 3,
  processed: 1,
  createdAt: '2026-11-26T13:45:00.000Z',
  finishedAt: null,
  items: [
    { row: 1, input: batchRows[0]!, taxNumber: DEMO_COMPANY.taxNumber, status: 'pending', error: null, result: null },
    { row: 2, input: batchRows[1]!, taxNumber: DEMO_COMPANY_2.taxNumber, status: 'pending', error: null, result: null },
    {
      row: 3,
      input: batchRows[2]!,
      taxNumber: null,
      status: 'invalid',
      error: 'El CUIT debe tener 11 dígitos.',
      result: null,
    },
  ],
};

/** GET /batch/{id}: done, with each row's result. */
export const batchDoneExample: BatchJob = {
  ...batchStartedExample,
  status: 'done',
  processed: 3,
  finishedAt: '2026-11-26T13:45:04.000Z',
  items: [
    { ...batchStartedExample.items[0]!, status: 'done', result: batchResult({}) },
    {
      ...batchStartedExample.items[1]!,
      status: 'done',
      result: batchResult({
        name: DEMO_COMPANY_2.name,
        situacion: 5,
        situacionLabel: 'Irrecuperable',
        totalDebt: 28000000,
        rejectedCheques: 0,
        unpaidCheques: 0,
        unpaidChequesAmount: 0,
        score: 1,
      }),
    },
    batchStartedExample.items[2]!,
  ],
};

export const batchBodyExample = { taxNumbers: batchRows };
