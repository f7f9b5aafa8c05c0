import { z } from 'zod';

/**
 * POST /logs/errors (docs/product.md §3 'Error log', §7): interface errors only — server ('node') errors are
 * recorded by the API's error handler, never by a client.
 */
export const createErrorLogBody = z.object({
  type: z.literal('react'),
  path: z.string().min(1).max(2000),
  description: z.string().min(1).max(5000),
  stack: z.string().max(50000).optional(),
  feedback: z.string().max(5000).optional(),
});
export type CreateErrorLogBody = z.infer<typeof createErrorLogBody>;

/** The log's id and the token that lets its creator (and nobody else) add the feedback later. */
export const createErrorLogResponse = z.object({ id: z.number().int(), feedbackToken: z.string() });
export type CreatedErrorLog = z.infer<typeof createErrorLogResponse>;

/** PATCH /logs/errors/{id}: the feedback, with the token POST returned. */
export const errorFeedbackBody = z.object({
  feedback: z.string().trim().min(1).max(5000),
  feedbackToken: z.string().min(1).max(200),
});
export type ErrorFeedbackBody = z.infer<typeof errorFeedbackBody>;
