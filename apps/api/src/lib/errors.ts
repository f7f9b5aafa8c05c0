import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorEnvelope } from '@tirr/contracts';
import { localizeEnvelope, requestLanguage } from './language';
import { redactText, storableText, withoutSqlParameters } from './redact';

/** An error with a stable code, answered as `{ code, message, details? }` with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (message = 'No encontrado.') => new AppError(404, ERROR_CODES.notFound, message);
export const badRequest = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, `${field}: ${message}`, [{ field, message }]);

/**
 * Strips what could identify a person (tax ids and DNIs however they are written, emails) from a text
 * that is stored or logged.
 */
export function redactPersonalData(text: string): string {
  return redactText(text);
}

/**
 * An error's text as it may be logged or stored (ADR 0111): no SQL parameters (drizzle's failed-query
 * message lists them), no personal data, nothing PostgreSQL cannot store.
 */
export function safeErrorText(text: string, error?: unknown): string {
  const source = typeof error === 'object' && error !== null ? error : {};
  return storableText(redactPersonalData(withoutSqlParameters(text, source)));
}

export interface ServerErrorInfo {
  path: string;
  description: string;
  stack: string | undefined;
  userId: string | null;
}

type ValidationIssue = { field: string; location: string; message: string };

function validationIssues(error: FastifyError): ValidationIssue[] {
  const location = error.validationContext ?? 'body';
  if (!hasZodFastifySchemaValidationErrors(error)) {
    return [{ field: location, location, message: error.message }];
  }
  return error.validation.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return { field: path || location, location, message: issue.message ?? 'inválido' };
  });
}

/** The envelope in the request's language (ADR 0139): Spanish, or its English translation. */
const send = (request: FastifyRequest, reply: FastifyReply, status: number, body: ErrorEnvelope) =>
  reply.code(status).send(localizeEnvelope(body, requestLanguage(request)));

/**
 * One error envelope for the whole API. Client mistakes are 4xx naming the field; anything else is
 * logged (without personal data), recorded as a 'node' error and answered as a generic 500.
 */
export function installErrorHandler(app: FastifyInstance, onServerError: (info: ServerErrorInfo) => Promise<unknown>) {
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return send(request, reply, error.statusCode, {
        code: error.code,
        message: error.message,
        ...(error.details !== undefined ? { details: error.details } : {}),
      });
    }
    if (error.validation) {
      const issues = validationIssues(error);
      const summary = issues.map((i) => `${i.field}: ${i.message}`).join('; ');
      return send(request, reply, 400, {
        code: ERROR_CODES.validation,
        message: `Datos inválidos — ${summary}`,
        details: issues,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(request, reply, 429, {
        code: ERROR_CODES.rateLimited,
        message: 'Demasiadas solicitudes. Esperá un momento y volvé a intentar.',
      });
    }
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      const byCode: Record<string, string> = {
        FST_ERR_CTP_INVALID_JSON_BODY: 'body: el cuerpo no es JSON válido.',
        FST_ERR_CTP_EMPTY_JSON_BODY: 'body: el cuerpo JSON está vacío.',
        FST_ERR_CTP_BODY_TOO_LARGE: 'body: el cuerpo es demasiado grande.',
        FST_ERR_CTP_INVALID_MEDIA_TYPE: 'content-type: tipo de contenido no admitido.',
      };
      const message =
        byCode[error.code] ??
        (error.message.startsWith('Body') || error.code?.startsWith('FST_ERR_CTP')
          ? `body: ${error.message}`
          : error.message);
      const field = message.split(':')[0] ?? 'request';
      return send(request, reply, status, {
        code: status === 404 ? ERROR_CODES.notFound : ERROR_CODES.validation,
        message,
        details: [{ field, message }],
      });
    }
    const message = safeErrorText(error.message, error);
    const stack = error.stack ? safeErrorText(error.stack, error) : undefined;
    request.log.error({ err: { type: error.name, code: error.code, message, stack } }, 'unhandled error');
    await onServerError({
      path: storableText(request.routeOptions.url ?? request.url.split('?')[0] ?? '/'),
      description: `${error.name}: ${message}`.slice(0, 5000),
      stack: stack?.slice(0, 50000),
      userId: request.principal?.userId ?? null,
    }).catch((cause: unknown) => request.log.error({ err: cause }, 'could not record the server error'));
    // The request's id finds its log lines, whichever instance answered (ADR 0134).
    return send(request, reply, 500, {
      code: ERROR_CODES.internal,
      message: 'Ocurrió un error inesperado. Ya lo registramos.',
      requestId: request.id,
    });
  });
}
