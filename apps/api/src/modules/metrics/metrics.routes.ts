/**
 * GET /metrics: this app's metrics in the Prometheus text format (ADR 0134). With METRICS_TOKEN it answers
 * only `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time); without it, only clients on
 * this machine, outside production; in production without a token the route is not registered (404).
 * Scrapes are neither rate-limited nor counted among the requests.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { ERROR_CODES } from '@tirr/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { METRICS_PATH } from '../../lib/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Hashed first, so tokens of any length compare in the same time. */
function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** The connection's own address (never X-Forwarded-For): 127.0.0.0/8 or ::1, also written as IPv4 in IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

function refusal(request: FastifyRequest, access: Config['metrics']): AppError | undefined {
  if (access.access === 'token') {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    return given && sameToken(given, access.token)
      ? undefined
      : new AppError(401, ERROR_CODES.unauthorized, 'Token de métricas ausente o inválido.');
  }
  return isLoopback(request.socket.remoteAddress)
    ? undefined
    : new AppError(403, ERROR_CODES.forbidden, 'Las métricas sin METRICS_TOKEN solo se leen desde este equipo.');
}

export const metricsRoutes: FastifyPluginAsync<{ access: Config['metrics'] }> = async (app, { access }) => {
  if (access.access === 'off') return;
  app.get(METRICS_PATH, { config: { permission: 'none' }, schema: { hide: true } }, async (request, reply) => {
    const refused = refusal(request, access);
    if (refused) {
      if (refused.statusCode === 401) void reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw refused;
    }
    return reply
      .header('content-type', app.metrics.contentType)
      .header('cache-control', 'no-store')
      .send(await app.metrics.text());
  });
};
