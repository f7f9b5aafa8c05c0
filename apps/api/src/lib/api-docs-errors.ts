/**
 * The error side of the OpenAPI document (docs/api/README.md): the one error envelope as a component, a reusable
 * response per status with examples of its codes, and which of them each operation answers — the quota's 402 and the
 * per-minute 429s on the credit routes that take them.
 */
import { z } from 'zod';
import {
  ACCOUNT_ERROR_CODES,
  API_KEY_ERROR_CODES,
  CREDIT_ERROR_CODES,
  ERROR_CODES,
  errorEnvelope,
  quotaExceededDetails,
  type ErrorEnvelope,
} from '@tirr/contracts';
import { FREE_MONTHLY_REPORTS, formatMoney } from '@tirr/domain';
import type { JsonSchema } from './api-docs-example';

const openapiSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'openapi-3.0' }) as JsonSchema;

/** components.schemas: the envelope and the quota's details. */
export const ERROR_SCHEMAS: Record<string, JsonSchema> = {
  ErrorEnvelope: openapiSchema(errorEnvelope),
  QuotaExceededDetails: openapiSchema(quotaExceededDetails),
};

const ENVELOPE = { $ref: '#/components/schemas/ErrorEnvelope' };
const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } },
};

interface ErrorResponse {
  description: string;
  headers?: Record<string, unknown>;
  content: { 'application/json': { schema: unknown; examples: Record<string, { summary: string; value: unknown }> } };
}

const response = (
  description: string,
  examples: Array<[string, ErrorEnvelope]>,
  extra: { schema?: unknown; headers?: Record<string, unknown> } = {},
): ErrorResponse => ({
  description,
  ...(extra.headers ? { headers: extra.headers } : {}),
  content: {
    'application/json': {
      schema: extra.schema ?? ENVELOPE,
      examples: Object.fromEntries(examples.map(([summary, value]) => [value.code, { summary, value }])),
    },
  },
});

/** components.responses, one per status, named as the operations refer to them. */
export const ERROR_RESPONSES = {
  BadRequest: response('A parameter or a field of the body is not valid: `details` names each one.', [
    [
      'A malformed CUIT',
      {
        code: ERROR_CODES.validation,
        message: 'Datos inválidos — taxNumber: el CUIT/CUIL debe tener 11 dígitos.',
        details: [{ field: 'taxNumber', message: 'el CUIT/CUIL debe tener 11 dígitos.' }],
      },
    ],
  ]),
  Unauthorized: response('No valid session token or API key.', [
    ['No token, or an expired session', { code: ERROR_CODES.unauthorized, message: 'Iniciá sesión para continuar.' }],
    ['No such API key', { code: API_KEY_ERROR_CODES.invalid, message: 'La clave de API no es válida.' }],
    ['The key passed its expiry date', { code: API_KEY_ERROR_CODES.expired, message: 'La clave de API venció.' }],
    ['The key was revoked', { code: API_KEY_ERROR_CODES.revoked, message: 'La clave de API fue revocada.' }],
  ]),
  QuotaExceeded: response(
    `The free plan's ${FREE_MONTHLY_REPORTS} reports of the month are used up (re-opening a tax id already consulted this month is free). \`details\` says when the quota starts again and how to subscribe.`,
    [
      [
        'The monthly quota is used up',
        {
          code: CREDIT_ERROR_CODES.quotaExceeded,
          message: `Alcanzaste el límite de ${FREE_MONTHLY_REPORTS} reportes gratuitos de este mes. Con la suscripción paga tenés reportes ilimitados por ${formatMoney(4550)} por mes: enviá el comprobante de pago a soporte@tirr.com.ar.`,
          details: {
            limit: FREE_MONTHLY_REPORTS,
            used: FREE_MONTHLY_REPORTS,
            priceArs: 4550,
            supportEmail: 'soporte@tirr.com.ar',
            resetsAt: '2026-12-01T03:00:00.000Z',
          },
        },
      ],
    ],
    {
      schema: {
        allOf: [
          ENVELOPE,
          {
            type: 'object',
            properties: { details: { $ref: '#/components/schemas/QuotaExceededDetails' } },
          },
        ],
      },
    },
  ),
  Forbidden: response("The caller's plan, the API key's scopes or a blocked tax id refuse the request.", [
    [
      'The plan does not include the route',
      { code: ERROR_CODES.forbidden, message: 'No tenés permiso para esta acción.' },
    ],
    [
      'The API key lacks the scope',
      {
        code: API_KEY_ERROR_CODES.scope,
        message: 'La clave de API no tiene el permiso «reports».',
        details: { scope: 'reports' },
      },
    ],
    [
      'A route of the browser session only',
      {
        code: API_KEY_ERROR_CODES.notAllowed,
        message: 'Esta acción no está disponible con una clave de API: usala desde tu cuenta en Tirr.',
      },
    ],
    [
      'The email address is not confirmed yet',
      {
        code: ACCOUNT_ERROR_CODES.emailNotVerified,
        message:
          'Confirmá tu correo electrónico para ver reportes de crédito: abrí el enlace que te enviamos o pedí uno nuevo.',
      },
    ],
    [
      'The tax id is blocked (habeas data)',
      {
        code: CREDIT_ERROR_CODES.taxIdBlocked,
        message: 'La consulta de este CUIT/CUIL no está disponible.',
        details: { taxNumber: '30715896342', supportEmail: 'soporte@tirr.com.ar' },
      },
    ],
  ]),
  NotFound: response('Nothing with that id, or a person who cannot be consulted (a minor, not in the registry).', [
    ['Not found', { code: ERROR_CODES.notFound, message: 'No encontrado.' }],
  ]),
  RateLimited: response(
    'Too many requests in a minute: the Retry-After header says how many seconds to wait.',
    [
      [
        "The API key's requests per minute",
        {
          code: API_KEY_ERROR_CODES.rateLimited,
          message: 'La clave de API superó su límite de 60 consultas por minuto. Probá de nuevo en 12 segundos.',
          details: { limit: 60, retryAfterSeconds: 12 },
        },
      ],
      [
        "The account's lookups and reports per minute",
        {
          code: ERROR_CODES.rateLimited,
          message: 'Demasiadas solicitudes. Esperá un momento y volvé a intentar.',
          details: { retryAfterSeconds: 12 },
        },
      ],
    ],
    { headers: RETRY_AFTER },
  ),
  InternalError: response('An unexpected error: `requestId` finds its log lines.', [
    [
      'Unexpected',
      {
        code: ERROR_CODES.internal,
        message: 'Ocurrió un error inesperado. Ya lo registramos.',
        requestId: 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      },
    ],
  ]),
  Unavailable: response('A data source (BCRA, ARCA) did not answer: nothing was charged to the quota.', [
    [
      'The registry is down',
      {
        code: ERROR_CODES.unavailable,
        message: 'No se puede obtener información de AFIP en estos momentos',
      },
    ],
  ]),
} satisfies Record<string, ErrorResponse>;

type ErrorResponseName = keyof typeof ERROR_RESPONSES;

/** Operations that take a slot of the monthly report quota (docs/domain/quota.md): 402 when it is used up. */
export const QUOTA_OPERATIONS = [
  'GET /api/v1/credit/{taxNumber}/report',
  'GET /api/v1/credit/{taxNumber}/report.pdf',
  'GET /api/v1/credit/{taxNumber}/activity-report',
  'GET /api/v1/identity/{taxNumber}/details',
  'POST /api/v1/consultProfiles/create',
  'POST /api/v1/cheques/analysis',
  'POST /api/v1/cheques/analysis.pdf',
];

/** Operations under the per-user budget of lookups and reports (CREDIT_RATE_LIMIT_PER_MINUTE, ADR 0104). */
export const BUDGET_OPERATIONS = [
  ...QUOTA_OPERATIONS,
  'GET /api/v1/identity/id/{dni}',
  'GET /api/v1/identity/taxId/{cuit}',
  'POST /api/v1/policy/evaluate',
];

/** What the document says of an operation besides its schemas (set by api-docs.ts from the route's config). */
export interface OperationFacts {
  key: string;
  permission: string;
  scope: string | undefined;
  hasInput: boolean;
  hasPathParams: boolean;
}

/** The error responses of an operation, by status, as references to components.responses. */
export function errorResponsesOf(facts: OperationFacts): Record<string, { $ref: string }> {
  const signedIn = facts.permission !== 'none';
  const budget = BUDGET_OPERATIONS.includes(facts.key);
  const statuses: Array<[string, ErrorResponseName, boolean]> = [
    ['400', 'BadRequest', facts.hasInput],
    ['401', 'Unauthorized', signedIn],
    ['402', 'QuotaExceeded', QUOTA_OPERATIONS.includes(facts.key)],
    ['403', 'Forbidden', signedIn],
    ['404', 'NotFound', facts.hasPathParams || budget],
    ['429', 'RateLimited', budget || facts.scope !== undefined],
    ['500', 'InternalError', true],
    ['503', 'Unavailable', budget],
  ];
  return Object.fromEntries(
    statuses
      .filter(([, , applies]) => applies)
      .map(([status, name]) => [status, { $ref: `#/components/responses/${name}` }]),
  );
}
