import type { CreateErrorLogBody, CreatedErrorLog } from '@tirr/contracts';
import { api } from './client';
import { contractSchema } from './contract-schema';

/**
 * Error logs (docs/product.md §7): unhandled interface errors are sent on catch and return an id and a token; the
 * user's feedback is attached later with PATCH, which only that token allows. `globalErrors: false` so a
 * failing log call never triggers the 500 screen it is reporting for.
 */
export async function reportError(body: CreateErrorLogBody): Promise<CreatedErrorLog> {
  return api.post('/logs/errors', trimLog(body), {
    schema: contractSchema('logs', (c) => c.createErrorLogResponse),
    globalErrors: false,
  });
}

export async function sendErrorFeedback({ id, feedbackToken }: CreatedErrorLog, feedback: string): Promise<void> {
  await api.patch(`/logs/errors/${id}`, { feedback, feedbackToken }, { globalErrors: false });
}

function trimLog(body: CreateErrorLogBody): CreateErrorLogBody {
  return {
    ...body,
    path: body.path.slice(0, 2000) || '/',
    description: body.description.slice(0, 5000) || 'Error',
    ...(body.stack !== undefined ? { stack: body.stack.slice(0, 50000) } : {}),
    ...(body.feedback !== undefined ? { feedback: body.feedback.slice(0, 5000) } : {}),
  };
}
