import { z } from 'zod';

/** The one error envelope every API error uses. `code` is stable; the web maps it to an i18n key. */
export const errorEnvelope = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
  /** On an unexpected error (500): the request's id, to find its log lines (ADR 0134). */
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** Stable error codes shared by the API and the web. */
export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  rateLimited: 'RATE_LIMITED',
  conflict: 'CONFLICT',
  internal: 'INTERNAL_ERROR',
  unavailable: 'UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const idParam = z.object({ id: z.coerce.number().int().positive() });
