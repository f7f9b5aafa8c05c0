import { personTypeOf } from '@tirr/domain';
import type { QueryValue } from '../../../shared/api/url';

/**
 * docs/product.md §4 'Report request', as requests: first the consult (claims the quota slot), then the
 * report. One definition for the report query (request-report.ts) and for the start-up script
 * (early-report.ts).
 */
export const CREATE_CONSULT_PATH = '/consultProfiles/create';
export const reportPath = (taxNumber: string) => `/credit/${taxNumber}/report`;
export const reportQuery = (taxNumber: string): Record<string, QueryValue> => ({
  person_type: personTypeOf(taxNumber),
  id_type: 'CUIT',
});
