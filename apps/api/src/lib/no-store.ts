import type { FastifyInstance } from 'fastify';

/**
 * Marks every answer of the routes registered in this scope `Cache-Control: no-store`: answers about a
 * person (reports, PDFs, registry details, activity, profiles, balances, batch results) are never kept by
 * a browser or a shared cache (ADR 0104).
 */
export function noStore(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });
}
