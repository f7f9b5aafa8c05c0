import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { API_SCOPES, errorEnvelope, quotaExceededDetails } from '@tirr/contracts';
import { createTestApp, type TestApp } from '../test/harness';
import { ERROR_RESPONSES, QUOTA_OPERATIONS, BUDGET_OPERATIONS } from './api-docs-errors';
import { FILE_RESPONSES, NO_CONTENT, OPERATION_EXAMPLES } from './api-docs-examples';

/**
 * The OpenAPI document (docs/api/README.md): an example for every body and answer, hand-written ones that their own
 * route accepts, the error envelope on every operation, the quota and rate limits, and both ways to authenticate.
 */
interface Media {
  schema?: Record<string, unknown>;
  example?: unknown;
}
interface Response {
  $ref?: string;
  content?: Record<string, Media>;
}
interface Operation {
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, Response>;
  security?: Array<Record<string, string[]>>;
  'x-tirr-scope'?: string;
}
interface Document {
  info: { description: string };
  components: {
    schemas: Record<string, Record<string, unknown>>;
    responses: Record<string, Response & { content: Record<string, Media & { examples: object }> }>;
    securitySchemes: Record<string, { scheme: string; bearerFormat: string }>;
  };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: Document;
let operations: Array<[string, Operation]>;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  doc = response.json();
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
}, 120_000);
afterAll(async () => t?.close());

const operation = (key: string) => operations.find(([k]) => k === key)?.[1];
/** The route behind 'METHOD /path/{param}' in the app's route table (with its zod schemas and scope). */
const route = (key: string) => {
  const [method, path] = key.split(' ');
  const url = path!.replace(/\{([^}]+)\}/g, ':$1');
  return t.app.routeTable.find((r) => r.method === method && r.url === url);
};
const successOf = (op: Operation) => Object.keys(op.responses).find((status) => status.startsWith('2'));

describe('examples', () => {
  it('every operation answers a 2xx with an example (a download shows its media types, a 204 has no body)', () => {
    expect(operations.length).toBeGreaterThan(80);
    const missing = operations.filter(([key, op]) => {
      const status = successOf(op);
      if (!status) return true;
      if (status === '204') return !NO_CONTENT.has(key);
      const media = Object.values(op.responses[status]!.content ?? {});
      return !media.length || !media.every((m) => m.example !== undefined || m.schema?.format === 'binary');
    });
    expect(missing.map(([key]) => key)).toEqual([]);
  });

  it('every operation with a body has a body example', () => {
    const withBody = operations.filter(([, op]) => op.requestBody);
    expect(withBody.length).toBeGreaterThan(20);
    const missing = withBody.filter(([, op]) => op.requestBody!.content['application/json']?.example === undefined);
    expect(missing.map(([key]) => key)).toEqual([]);
  });

  it("hand-written examples are in the document and accepted by their own route's schemas", () => {
    for (const [key, example] of Object.entries(OPERATION_EXAMPLES)) {
      const op = operation(key);
      const found = route(key);
      expect(op, key).toBeDefined();
      expect(found, key).toBeDefined();
      const schema = found!.schema as { body?: ZodType; response?: Record<string, ZodType> };
      if (example.body !== undefined) {
        const parsed = schema.body!.safeParse(example.body);
        expect(parsed.error?.issues ?? [], `${key} body`).toEqual([]);
        expect(op!.requestBody!.content['application/json']!.example).toEqual(example.body);
      }
      if (example.response !== undefined) {
        const status = successOf(op!)!;
        const parsed = schema.response![status]!.safeParse(example.response);
        expect(parsed.error?.issues ?? [], `${key} response`).toEqual([]);
        expect(op!.responses[status]!.content!['application/json']!.example).toEqual(example.response);
      }
    }
    // The main integration routes have theirs.
    for (const key of [
      'GET /api/v1/credit/{taxNumber}/report',
      'GET /api/v1/profiles',
      'POST /api/v1/profiles',
      'POST /api/v1/batch',
      'GET /api/v1/batch/{id}',
      'POST /api/v1/cheques/analysis',
      'POST /api/v1/policy/evaluate',
      'POST /api/v1/api-keys',
      'POST /api/v1/webhooks',
    ])
      expect(Object.keys(OPERATION_EXAMPLES)).toContain(key);
  });

  it('describes each download and each empty answer of a real operation', () => {
    for (const key of [...Object.keys(FILE_RESPONSES), ...NO_CONTENT]) expect(operation(key), key).toBeDefined();
    const pdf = operation('GET /api/v1/credit/{taxNumber}/report.pdf')!;
    expect(pdf.responses['200']!.content!['application/pdf']!.schema).toEqual({ type: 'string', format: 'binary' });
    expect(operation('DELETE /api/v1/webhooks/{id}')!.responses['204']).toBeDefined();
  });
});

describe('errors', () => {
  it('has the error envelope as a component, and every 4xx and 5xx of every operation uses it', () => {
    expect(doc.components.schemas.ErrorEnvelope).toMatchObject({
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'string' }, message: { type: 'string' } },
    });
    for (const [key, op] of operations) {
      expect(op.responses['500'], key).toEqual({ $ref: '#/components/responses/InternalError' });
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        const name = response.$ref?.replace('#/components/responses/', '');
        expect(doc.components.responses[name ?? ''], `${key} ${status}`).toBeDefined();
      }
    }
    for (const [name, response] of Object.entries(doc.components.responses)) {
      expect(JSON.stringify(response.content['application/json']!.schema), name).toContain(
        '#/components/schemas/ErrorEnvelope',
      );
    }
  });

  it('gives examples that are real envelopes', () => {
    for (const response of Object.values(ERROR_RESPONSES)) {
      for (const { value } of Object.values(response.content['application/json'].examples)) {
        expect(errorEnvelope.safeParse(value).success, JSON.stringify(value)).toBe(true);
      }
    }
    const quota = ERROR_RESPONSES.QuotaExceeded.content['application/json'].examples.QUOTA_EXCEEDED!.value;
    expect(quotaExceededDetails.safeParse(errorEnvelope.parse(quota).details).success).toBe(true);
  });

  it('documents the quota (402) and the per-minute limits (429 with Retry-After) on the credit routes', () => {
    for (const key of QUOTA_OPERATIONS) {
      expect(operation(key)?.responses['402'], key).toEqual({ $ref: '#/components/responses/QuotaExceeded' });
    }
    for (const key of BUDGET_OPERATIONS) {
      expect(operation(key)?.responses['429'], key).toEqual({ $ref: '#/components/responses/RateLimited' });
    }
    expect(operation('GET /api/v1/funds/managers')!.responses['402']).toBeUndefined();
    expect(doc.components.responses.RateLimited).toMatchObject({ headers: { 'Retry-After': expect.anything() } });
    expect(doc.components.schemas.QuotaExceededDetails).toMatchObject({
      required: ['limit', 'used', 'priceArs', 'supportEmail', 'resetsAt'],
    });
  });
});

describe('authentication', () => {
  it('describes a session token and an API key, and each operation says which it accepts and its scope', () => {
    expect(doc.components.securitySchemes.session).toMatchObject({ scheme: 'bearer', bearerFormat: 'JWT' });
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ scheme: 'bearer', bearerFormat: 'tirr_…' });
    for (const [key, op] of operations) {
      const entry = route(key)!;
      expect(op['x-tirr-scope'], key).toBe(entry.scope);
      const accepted = (op.security ?? []).flatMap((requirement) => Object.keys(requirement)).sort();
      if (entry.permission === 'none') expect(accepted, key).toEqual([]);
      else expect(accepted, key).toEqual(entry.scope ? ['apiKey', 'session'] : ['session']);
    }
    expect(operation('GET /api/v1/credit/{taxNumber}/report')!['x-tirr-scope']).toBe('reports');
    expect(operation('POST /api/v1/api-keys')!.security).toEqual([{ session: [] }]);
  });

  it("explains authentication, the scopes, the quota, the limits and the envelope in the document's description", () => {
    const { description } = doc.info;
    for (const text of [
      'Authorization: Bearer',
      'tirr_',
      'QUOTA_EXCEEDED',
      'RATE_LIMITED',
      'API_KEY_RATE_LIMITED',
      'Retry-After',
      'ErrorEnvelope',
      ...API_SCOPES.map((scope) => `\`${scope}\``),
    ])
      expect(description).toContain(text);
  });

  it('leaves the sign-in pages of the built-in provider out of the API reference', () => {
    expect(Object.keys(doc.paths).filter((path) => !path.startsWith('/api/v1/'))).toEqual([]);
  });
});
