/**
 * @tirr/api-client: a typed client of the Tirr API (docs/api/README.md). The paths, parameters, bodies and answers
 * are the API's own, generated from its OpenAPI document into ./schema.ts (`npm run api:client`); requests go through
 * openapi-fetch, whose calls answer `{ data, error, response }` — `error` is the API's error envelope.
 *
 *   const tirr = createTirrClient({ baseUrl: 'https://tirr.example.com', apiKey: process.env.TIRR_API_KEY! });
 *   const { data, error } = await tirr.GET('/api/v1/credit/{taxNumber}/report', {
 *     params: { path: { taxNumber: '30715896342' } },
 *   });
 */
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './schema';

export type { components, operations, paths } from './schema';

/** The one error envelope of every API error: branch on `code` (docs/api/README.md 'Errors'). */
export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
/** The `details` of 402 QUOTA_EXCEEDED. */
export type QuotaExceededDetails = components['schemas']['QuotaExceededDetails'];

export type TirrClient = Client<paths>;

export interface TirrClientOptions {
  /** Where Tirr answers, e.g. 'https://tirr.example.com' (the paths start with /api/v1). */
  baseUrl: string;
  /** An API key (`tirr_…`, Integraciones → Claves de API); a session token works too. */
  apiKey: string;
  /** The fetch to send requests with (a proxy, retries, tests); the global one by default. */
  fetch?: (request: Request) => Promise<Response>;
  /** The language of error messages: Spanish (the default) or English. */
  language?: 'es' | 'en';
}

/** A client that sends every request with the key in `Authorization: Bearer …`. */
export function createTirrClient({ baseUrl, apiKey, fetch, language }: TirrClientOptions): TirrClient {
  if (!apiKey.trim())
    throw new Error('createTirrClient: apiKey is empty (create one in Integraciones → Claves de API).');
  return createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: { Authorization: `Bearer ${apiKey.trim()}`, ...(language ? { 'Accept-Language': language } : {}) },
    ...(fetch ? { fetch } : {}),
  });
}
