/**
 * The hand-written examples of the OpenAPI document (docs/api/README.md), keyed by 'METHOD /path' as the document
 * spells the path: the request body (when the route has one) and its 2xx answer. Routes not listed here get an
 * example generated from their schema (lib/api-docs-example.ts). api-docs.test.ts checks that each of these
 * examples is accepted by its own route's zod schemas.
 */
import type {
  ApiKeyInfo,
  ApiKeyList,
  Availables,
  CreateApiKeyBody,
  CreatedApiKey,
  CreatedWebhook,
  IdentityLookup,
  ProfileList,
  ProfileListItem,
  ProfileMutation,
  WebhookDeliveryList,
  WebhookInfo,
  WebhookList,
} from '@tirr/contracts';
import {
  batchBodyExample,
  batchDoneExample,
  batchStartedExample,
  chequeAnalysisBodyExample,
  chequeAnalysisExample,
  creditReportExample,
  DEMO_COMPANY,
  DEMO_COMPANY_2,
  policyBodyExample,
  policyDecisionExample,
  policyVersionExample,
} from './api-docs-examples-credit';

export interface OperationExample {
  /** The request body. */
  body?: unknown;
  /** The answer of the operation's first 2xx response. */
  response?: unknown;
}

const profile: ProfileListItem = {
  id: '7c1e9a4b-2d3f-4b6a-8e5c-9f0a1b2c3d4e',
  taxNumber: DEMO_COMPANY.taxNumber,
  name: DEMO_COMPANY.name,
  personType: 'JURIDICA',
  group: 'Distribuidores NOA',
  income: null,
  behaviour: 'Paga a 60 días',
  date: '2026-03-01',
  debt: 8500000,
  situacion: 2,
  score: 160,
  band: 'MALO',
  rejectedCheques: 3,
  period: '202609',
  refreshedAt: '2026-11-26T13:45:00.000Z',
  createdAt: '2026-03-01T12:00:00.000Z',
  ultimoBalance: null,
  decision: 'RECHAZAR',
};

const profileList: ProfileList = {
  items: [
    profile,
    {
      ...profile,
      id: '0e4d2c6a-8b1f-4f3e-9a7d-5c2b1e0f9a8d',
      taxNumber: DEMO_COMPANY_2.taxNumber,
      name: DEMO_COMPANY_2.name,
      group: 'Obras',
      behaviour: null,
      date: null,
      debt: 28000000,
      situacion: 5,
      score: 1,
      rejectedCheques: 0,
      createdAt: '2026-11-26T13:40:00.000Z',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 50,
  policy: { name: 'Moderada', version: 3 },
};

const addedProfile: ProfileMutation = {
  profile: { ...profile, group: null, behaviour: null, date: null, createdAt: '2026-11-26T13:45:00.000Z' },
  message: `Se agregó el cuit ${DEMO_COMPANY.dashed} a la lista de favoritos.`,
};

const identity: IdentityLookup = {
  name: DEMO_COMPANY.name,
  taxId: DEMO_COMPANY.taxNumber,
  personType: 'JURIDICA',
  otherTaxIds: [],
};

const availables: Availables = {
  queryLimit: { limit: 3, used: 1, remaining: 2, resetsAt: '2026-12-01T03:00:00.000Z' },
  premiumRequest: { requested: false, requestedAt: null },
  priceArs: 4550,
  supportEmail: 'soporte@tirr.com.ar',
};

const apiKeyBody: CreateApiKeyBody = {
  name: 'ERP',
  scopes: ['reports', 'portfolio:read'],
  expiresAt: '2027-06-30T23:59:59-03:00',
  requestsPerMinute: 120,
};

const apiKey: ApiKeyInfo = {
  id: '9a2b4c6d-8e0f-4a1b-9c3d-5e7f9a1b3c5d',
  name: 'ERP',
  prefix: 'tirr_Q3v9LmZ2',
  scopes: ['reports', 'portfolio:read'],
  requestsPerMinute: 120,
  expiresAt: '2027-07-01T02:59:59.000Z',
  revokedAt: null,
  lastUsedAt: null,
  consultsThisMonth: 0,
  createdAt: '2026-11-26T13:45:00.000Z',
  status: 'active',
};

const createdApiKey: CreatedApiKey = {
  id: apiKey.id,
  key: 'tirr_Q3v9LmZ2xW8kT1pR6yN4cB7dF0gH5jK2sA9eU3iO1qL',
  info: apiKey,
};

const apiKeyList: ApiKeyList = {
  items: [
    { ...apiKey, lastUsedAt: '2026-11-26T13:52:10.000Z', consultsThisMonth: 42 },
    {
      ...apiKey,
      id: '1f3e5d7c-9b0a-4c2e-8f6d-4b2a0c8e6f4d',
      name: 'Planilla de cobranzas',
      prefix: 'tirr_b7Hk2Pq9',
      scopes: ['portfolio:read'],
      requestsPerMinute: 60,
      expiresAt: null,
      revokedAt: '2026-10-15T18:20:00.000Z',
      lastUsedAt: '2026-10-14T11:03:00.000Z',
      consultsThisMonth: 0,
      createdAt: '2026-08-01T15:00:00.000Z',
      status: 'revoked',
    },
  ],
};

const webhookBody = {
  url: 'https://erp.distribuidoranorte.com.ar/tirr/webhooks',
  events: ['monitoring.changed', 'batch.completed'],
};

const webhook: WebhookInfo = {
  id: '4d6f8a0c-2e4b-4c6d-9e8f-0a2c4e6a8c0e',
  url: webhookBody.url,
  events: ['monitoring.changed', 'batch.completed'],
  keyId: 'k1',
  status: 'active',
  failingSince: null,
  pausedAt: null,
  createdAt: '2026-11-26T13:45:00.000Z',
};

const createdWebhook: CreatedWebhook = { webhook, secret: 'whsec_Zp4Xk9Qm2Vt7Rb1Nc8Hy5Lw3Ja6Fd0Gs' };
const webhookList: WebhookList = { items: [webhook] };
const webhookDeliveries: WebhookDeliveryList = {
  items: [
    {
      id: '6b8d0f2a-4c6e-4a8b-9d0f-2a4c6e8a0b2d',
      eventId: '8e0a2c4e-6a8c-4e0a-8b2c-4e6a8c0e2a4c',
      eventType: 'batch.completed',
      status: 'succeeded',
      attempts: 1,
      responseCode: 200,
      durationMs: 184,
      lastError: null,
      createdAt: '2026-11-26T13:45:05.000Z',
      lastAttemptAt: '2026-11-26T13:45:05.000Z',
      nextAttemptAt: null,
    },
  ],
};

/** The examples of the main integration routes (docs/api/README.md). */
export const OPERATION_EXAMPLES: Readonly<Record<string, OperationExample>> = {
  'GET /api/v1/credit/{taxNumber}/report': { response: creditReportExample },
  'GET /api/v1/identity/taxId/{cuit}': { response: identity },
  'GET /api/v1/consultProfiles/getAvailables': { response: availables },
  'GET /api/v1/profiles': { response: profileList },
  'POST /api/v1/profiles': { body: { taxNumber: DEMO_COMPANY.dashed }, response: addedProfile },
  'GET /api/v1/profiles/by-tax-number/{taxNumber}': { response: { profile } },
  'POST /api/v1/batch': { body: batchBodyExample, response: batchStartedExample },
  'GET /api/v1/batch': { response: { job: batchDoneExample } },
  'GET /api/v1/batch/{id}': { response: batchDoneExample },
  'POST /api/v1/cheques/analysis': { body: chequeAnalysisBodyExample, response: chequeAnalysisExample },
  'PUT /api/v1/policy': { body: policyBodyExample, response: policyVersionExample },
  'GET /api/v1/policy': { response: policyVersionExample },
  'POST /api/v1/policy/evaluate': { body: { taxId: DEMO_COMPANY.dashed }, response: policyDecisionExample },
  'POST /api/v1/api-keys': { body: apiKeyBody, response: createdApiKey },
  'GET /api/v1/api-keys': { response: apiKeyList },
  'DELETE /api/v1/api-keys/{id}': {
    response: { ...apiKey, revokedAt: '2026-11-26T14:00:00.000Z', status: 'revoked' },
  },
  'POST /api/v1/webhooks': { body: webhookBody, response: createdWebhook },
  'GET /api/v1/webhooks': { response: webhookList },
  'GET /api/v1/webhooks/{id}/deliveries': { response: webhookDeliveries },
};

/** A download described by its media types; a text one (CSV) with an example of its first lines. */
export type FileResponse = Record<string, { example?: string }>;

const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF = 'application/pdf';

/** Routes that answer a file (no JSON schema): their media types. */
export const FILE_RESPONSES: Readonly<Record<string, FileResponse>> = {
  'GET /api/v1/credit/{taxNumber}/report.pdf': { [PDF]: {} },
  'POST /api/v1/cheques/analysis.pdf': { [PDF]: {} },
  'GET /api/v1/profiles/export': {
    [CSV]: {
      example: `CUIT;Nombre;Grupo;Deuda;Situación;Score;Decisión\n${DEMO_COMPANY.dashed};${DEMO_COMPANY.name};Distribuidores NOA;8500000;2;160;Rechazar\n`,
    },
    [XLSX]: {},
  },
  'GET /api/v1/cheques/portfolios/{id}/export': {
    [CSV]: {
      example: `Fila;Banco;Número;CUIT librador;Monto;Vencimiento;Veredicto\n1;11;45871203;${DEMO_COMPANY.dashed};1850000;2026-12-28;No apto\n`,
    },
    [XLSX]: {},
    [PDF]: {},
  },
  'GET /api/v1/system/reports.csv': {
    [CSV]: { example: 'Fecha;Usuarios;Reportes;Consultas masivas\n2026-11-26;42;318;6\n' },
  },
};

/** Routes that answer 204 with no body. */
export const NO_CONTENT = new Set(['DELETE /api/v1/quick-panel/notes/{id}', 'DELETE /api/v1/webhooks/{id}']);
