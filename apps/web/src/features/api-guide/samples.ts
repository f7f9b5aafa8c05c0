/**
 * The code samples of 'Primeros pasos con la API' (docs/api/README.md): the credit report of a demo company asked
 * with curl and with @tirr/api-client, against the server the page is served from.
 */

/** DISTRIBUIDORA NORTE S.R.L., a company of the demo data. */
export const SAMPLE_TAX_NUMBER = '30715896342';
/** The report route (apps/api/src/modules/credit/credit.routes.ts). */
export const REPORT_PATH = '/api/v1/credit/{taxNumber}/report';
/** The API reference and its OpenAPI document, served by the API (ADR 0100, amended). */
export const DOCS_PATH = '/api/docs';
export const DOCS_JSON_PATH = '/api/docs/json';

const reportUrl = (origin: string) => `${origin}${REPORT_PATH.replace('{taxNumber}', SAMPLE_TAX_NUMBER)}`;

export function curlSample(origin: string): string {
  return `curl -H "Authorization: Bearer tirr_…" \\\n  ${reportUrl(origin)}`;
}

export function clientSample(origin: string): string {
  return `import { createTirrClient } from '@tirr/api-client';

const tirr = createTirrClient({ baseUrl: '${origin}', apiKey: process.env.TIRR_API_KEY! });

const { data, error } = await tirr.GET('${REPORT_PATH}', {
  params: { path: { taxNumber: '${SAMPLE_TAX_NUMBER}' } },
});
if (error) console.error(error.code, error.message);
else console.log(data.identity.name, data.score.score, data.score.band);`;
}

/** An error in the API's envelope: the 401 of a key that does not exist, its message in the reader's language. */
export function errorSample(message: string): string {
  return JSON.stringify({ code: 'API_KEY_INVALID', message }, null, 2);
}
