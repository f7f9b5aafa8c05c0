/**
 * The OpenAPI document's `info.description` (Markdown, shown at the top of /api/docs): authentication, the API-key
 * scopes, the quota, the rate limits and the error envelope (docs/api/README.md, docs/api/keys.md). The limits are
 * this server's own settings.
 */
import { API_KEY_PREFIX, API_SCOPES, type ApiScope } from '@tirr/contracts';
import { FREE_MONTHLY_REPORTS } from '@tirr/domain';

export interface DescriptionSettings {
  /** Requests per minute of a key without a limit of its own (API_KEY_REQUESTS_PER_MINUTE). */
  apiKeyRequestsPerMinute: number;
  /** Lookups and reports per user and minute (CREDIT_RATE_LIMIT_PER_MINUTE; 0 = none). */
  creditRateLimitPerMinute: number;
}

/** What each scope opens (docs/api/keys.md). */
export const SCOPE_ROUTES: Record<ApiScope, string> = {
  reports: '`/identity/…`, `/consultProfiles/…` (not the premium request), `/credit/…`',
  'portfolio:read': '`GET /profiles…`, `GET /profiles/{id}/score`',
  'portfolio:write': '`POST/PATCH/DELETE /profiles…`, balances',
  batch: '`/batch…`',
  cheques: '`/cheques/entities`, `/cheques/analysis…`, `GET /cheques/assumptions`, `/cheques/portfolios…`',
  policy: '`/policy…`',
};

export function apiDescription({ apiKeyRequestsPerMinute, creditRateLimitPerMinute }: DescriptionSettings): string {
  const scopes = API_SCOPES.map((scope) => `| \`${scope}\` | ${SCOPE_ROUTES[scope]} |`).join('\n');
  const creditBudget =
    creditRateLimitPerMinute > 0
      ? `${creditRateLimitPerMinute} lookups and reports per account and minute (batch rows included)`
      : 'no per-minute limit on lookups and reports on this server';
  return `Credit risk for Argentine businesses: credit reports from BCRA's Central de Deudores and ARCA's registry, Mis Perfiles (a monitored portfolio), batch lookups, cheque analysis and your credit policy. Every path is under \`/api/v1\`; bodies and answers are JSON (UTF-8). Amounts are pesos, dates ISO \`YYYY-MM-DD\`, instants ISO 8601 with an offset.

Start with the guide **Primeros pasos con la API** in the app (\`/integrations/api\`) or \`docs/api/README.md\`. A typed TypeScript client, \`@tirr/api-client\`, is generated from this document.

## Authentication

Send \`Authorization: Bearer <token>\` with one of:

- **An API key** (\`${API_KEY_PREFIX}…\`, security scheme \`apiKey\`): for programs. A premium account creates it in **Integraciones → Claves de API**; the whole key is shown once. It acts as its owner — their plan, quota and confirmed email — limited to its scopes, and can be revoked at any time.
- **A session token** (JWT, security scheme \`session\`): what the web app gets when a user signs in. Every route accepts it.

Routes marked without security (funds, simulators, the academy's content) answer anyone. Routes of the account itself (\`/users/me\`, payments, keys, webhooks) and of the System area accept the session only.

## API-key scopes

Each operation an API key may call names its scope in \`x-tirr-scope\` (and in its description).

| Scope | Routes |
| --- | --- |
${scopes}

## Quota

The free plan includes **${FREE_MONTHLY_REPORTS} credit reports per calendar month** (Buenos Aires time); re-opening a tax id already consulted this month costs nothing, and premium is unlimited. Past it the report routes answer **402 \`QUOTA_EXCEEDED\`** with \`details: { limit, used, priceArs, supportEmail, resetsAt }\`. \`GET /api/v1/consultProfiles/getAvailables\` tells how many are left; \`GET /api/v1/consultProfiles/consulted/{taxNumber}\` whether a report would use one. A report that cannot be built because BCRA or ARCA is down (503 \`UNAVAILABLE\`) costs nothing.

## Rate limits

- Each API key: ${apiKeyRequestsPerMinute} requests per minute unless the key was given its own limit; over it **429 \`API_KEY_RATE_LIMITED\`** with \`details: { limit, retryAfterSeconds }\`.
- Each account: ${creditBudget}; over it **429 \`RATE_LIMITED\`** with \`details: { retryAfterSeconds }\`.

Both set the \`Retry-After\` header (seconds): wait that long, then retry.

## Errors

Every error is the one envelope (\`#/components/schemas/ErrorEnvelope\`):

\`\`\`json
{ "code": "VALIDATION_ERROR", "message": "Datos inválidos — taxNumber: el CUIT/CUIL debe tener 11 dígitos.", "details": [{ "field": "taxNumber", "message": "el CUIT/CUIL debe tener 11 dígitos." }] }
\`\`\`

\`code\` is stable — branch on it; \`message\` is for people, in Spanish, or in English with \`Accept-Language: en\`; \`details\` depends on the code; a 500 carries \`requestId\`. Each operation lists the statuses it may answer; the shared ones are in \`#/components/responses\`.

| Status | Codes |
| --- | --- |
| 400 | \`VALIDATION_ERROR\` (\`details\`: \`[{ field, message }]\`) |
| 401 | \`UNAUTHORIZED\`, \`API_KEY_INVALID\`, \`API_KEY_EXPIRED\`, \`API_KEY_REVOKED\` |
| 402 | \`QUOTA_EXCEEDED\` |
| 403 | \`FORBIDDEN\`, \`API_KEY_SCOPE\`, \`API_KEY_NOT_ALLOWED\`, \`EMAIL_NOT_VERIFIED\`, \`TAX_ID_BLOCKED\` |
| 404 | \`NOT_FOUND\` and the area's own codes (e.g. \`UNAVAILABLE\` for a person who cannot be consulted) |
| 409 | \`CONFLICT\` |
| 429 | \`API_KEY_RATE_LIMITED\`, \`RATE_LIMITED\` |
| 500 | \`INTERNAL_ERROR\` |
| 503 | \`UNAVAILABLE\` |
`;
}
