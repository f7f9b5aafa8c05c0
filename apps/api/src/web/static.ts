import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@tirr/contracts';

const API_LIKE = /^\/(api|oidc)(\/|$)|^\/(healthz|readyz|metrics)$/;

/**
 * Serves the built React app: hashed assets cached for a year, index.html never cached, and every
 * unknown non-API GET answered with index.html so the client router can show its page (or its
 * 'page not found'). Unknown API paths get the JSON envelope.
 */
export async function serveWeb(app: FastifyInstance, webDist: string | undefined) {
  const index = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasWeb = !!index && fs.existsSync(index);
  // The shell page is tiny: read once, answered for every client-side route.
  const indexHtml = hasWeb ? fs.readFileSync(index!) : undefined;
  if (hasWeb) {
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, permission: 'none' };
      });
      await scope.register(fastifyStatic, {
        root: webDist!,
        wildcard: false,
        index: false,
        cacheControl: false,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_LIKE.test(url) &&
      !path.extname(url)
    ) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.code(404).send({ code: ERROR_CODES.notFound, message: `No existe la ruta ${request.method} ${url}.` });
  });
}
