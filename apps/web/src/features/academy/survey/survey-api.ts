import type { SurveyBody } from '@tirr/contracts';
import { api } from '../../../shared/api/client';
import { contractSchema } from '../../../shared/api/contract-schema';

/** GET /ai/: the user's survey answer, or null. Never triggers global error screens (docs/product.md §8). */
export const fetchAdditionalInfo = () =>
  api.get('/ai/', { schema: contractSchema('academy', (c) => c.additionalInfoAnswer), globalErrors: false });

/** POST /ai: failures are only logged by the caller (docs/product.md §7). */
export const saveSurvey = (body: SurveyBody) =>
  api.post('/ai', body, { schema: contractSchema('academy', (c) => c.additionalInfo), globalErrors: false });
