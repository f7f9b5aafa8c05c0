import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ErrorEnvelope } from '@tirr/contracts';
import { isUnstorable, storableText } from './redact';

/** Where an unstorable text was found: `field` as the validation errors name it, `location` the request part. */
export interface UnstorableInput {
  field: string;
  location: 'path' | 'params' | 'querystring' | 'body';
}

const MESSAGE = 'contiene caracteres no admitidos (byte nulo o UTF-16 inválido).';

/**
 * The first string (value or key) of a parsed JSON or form value holding NUL or a lone surrogate,
 * as a dotted path (`items.0.name`; '' for the value itself). Iterative, so a deeply nested body
 * cannot exhaust the stack; flat objects (params, query) cost one pass over their keys.
 */
export function findUnstorable(value: unknown): string | undefined {
  if (typeof value === 'string') return isUnstorable(value) ? '' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  const pending: Array<[object, string]> = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    for (const key of Object.keys(current)) {
      const child = (current as Record<string, unknown>)[key];
      const childPath = path ? `${path}.${key}` : key;
      if (isUnstorable(key)) return storableText(childPath);
      if (typeof child === 'string') {
        if (isUnstorable(child)) return childPath;
      } else if (child !== null && typeof child === 'object') pending.push([child, childPath]);
    }
  }
  return undefined;
}

/** Whether the URL's path, once its escapes are decoded, holds unstorable text (or cannot be decoded). */
function pathIsUnstorable(url: string): boolean {
  const end = url.indexOf('?');
  const path = end === -1 ? url : url.slice(0, end);
  if (!path.includes('%')) return isUnstorable(path);
  try {
    return isUnstorable(decodeURIComponent(path));
  } catch {
    return true;
  }
}

/** The first part of the request (params, path, query, body) holding text that cannot be stored. */
export function unstorableInput(request: FastifyRequest): UnstorableInput | undefined {
  const inParams = findUnstorable(request.params);
  // A wildcard route's '*' param is the rest of the path.
  if (inParams === '*') return { field: 'path', location: 'path' };
  if (inParams !== undefined) return { field: inParams || 'params', location: 'params' };
  if (pathIsUnstorable(request.url)) return { field: 'path', location: 'path' };
  const inQuery = findUnstorable(request.query);
  if (inQuery !== undefined) return { field: inQuery || 'query', location: 'querystring' };
  const inBody = findUnstorable(request.body);
  if (inBody !== undefined) return { field: inBody || 'body', location: 'body' };
  return undefined;
}

export function unstorableEnvelope({ field, location }: UnstorableInput): ErrorEnvelope {
  return {
    code: ERROR_CODES.validation,
    message: `${field}: ${MESSAGE}`,
    details: [{ field, location, message: MESSAGE }],
  };
}

/**
 * One check at the edge for every route (ADR 0111): a NUL byte or a lone UTF-16 surrogate anywhere in
 * the path, params, query or body (JSON or form) is answered 400 naming the field, before validation
 * and before any handler can hand it to the database. The answer is sent here, not thrown, so pages
 * with their own error handler (the sign-in forms) give the same envelope.
 */
export function installInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const found = unstorableInput(request);
    if (!found) return done();
    void reply.code(400).send(unstorableEnvelope(found));
  });
}

/**
 * Fastify's own errors before routing (`frameworkErrors`): a URL it cannot decode (`%ED%A0%80`, a lone
 * surrogate in UTF-8 form, or a broken escape) gets the API's envelope naming the path.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    const message = 'la URL tiene una codificación % inválida.';
    void reply.code(400).send({
      code: ERROR_CODES.validation,
      message: `path: ${message}`,
      details: [{ field: 'path', location: 'path', message }],
    } satisfies ErrorEnvelope);
    return;
  }
  void reply.code(error.statusCode ?? 400).send({
    code: ERROR_CODES.validation,
    message: `request: ${error.message}`,
  } satisfies ErrorEnvelope);
}
