import type { CreditReport } from '@tirr/contracts';
import { api, createApiClient, type ApiClient } from '../../../shared/api/client';
import { contractSchema } from '../../../shared/api/contract-schema';
import { takeEarlyReport, type EarlyReport } from './early-report';
import { CREATE_CONSULT_PATH, reportPath, reportQuery } from './requests';

/**
 * docs/product.md §4 'Report request': records the consult (POST /consultProfiles/create, which claims
 * the quota slot) and then loads the report. The schemas load while the requests are in flight, so the
 * route loader can start this before the page's module (and the schema library) has been evaluated. When
 * the start-up script already sent both requests for this tax number (early-report.ts), their answers are
 * read instead, through the same client and checks (401 → renewal, 402 quota, 403 blocked…).
 */
export async function requestReport(taxNumber: string): Promise<CreditReport> {
  const early = takeEarlyReport(taxNumber);
  const client = early ? clientAnswering(early) : api;
  await client.post(
    CREATE_CONSULT_PATH,
    { tax_number: taxNumber },
    { schema: contractSchema('credit', (c) => c.createConsultResponse) },
  );
  return client.get(reportPath(taxNumber), {
    schema: contractSchema('credit', (c) => c.creditReport),
    query: reportQuery(taxNumber),
  });
}

/**
 * An API client whose first POST and first GET are answered by the start-up script's requests (the same
 * requests: requests.ts); anything else — a request sent again after a token renewal, or the report when
 * the script could not send it — goes to the network.
 */
function clientAnswering(early: EarlyReport): ApiClient {
  let create: Promise<Response> | null = early.create;
  let report: Promise<Response | null> | null = early.report;
  return createApiClient({
    fetch: async (input, init) => {
      if (init?.method === 'POST' && create) {
        const answer = create;
        create = null;
        return answer;
      }
      if (init?.method === 'GET' && report) {
        // Sent by the script once the consult was accepted (which it was, or the POST above threw).
        const sent = await report.catch(() => null);
        report = null;
        if (sent) return sent;
      }
      return globalThis.fetch(input, init);
    },
  });
}
