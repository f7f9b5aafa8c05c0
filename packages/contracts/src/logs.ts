import { z } from 'zod';

/** POST /logs/errors (spec §3 'Error log', §7). */
export const createErrorLogBody = z.object({
  type: z.enum(['react', 'node']),
  path: z.string().min(1).max(2000),
  description: z.string().min(1).max(5000),
  stack: z.string().max(50000).optional(),
  feedback: z.string().max(5000).optional(),
});
export type CreateErrorLogBody = z.infer<typeof createErrorLogBody>;

export const createErrorLogResponse = z.object({ id: z.number().int() });

/** PATCH /logs/errors/{id}. */
export const errorFeedbackBody = z.object({ feedback: z.string().trim().min(1).max(5000) });
export type ErrorFeedbackBody = z.infer<typeof errorFeedbackBody>;
