/**
 * Security headers (CSP, nosniff, Referrer-Policy, HSTS behind TLS…) computed once with helmet and set on
 * every reply (ADR 0090). helmet's Fastify plugin rebuilds the same strings on every request, which cost
 * several percent of a small API route; our policy has no per-request parts (no nonces).
 */
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

/** The headers helmet sets for these options (and the ones it removes, as null). */
export function securityHeaders(options: HelmetOptions): Record<string, string | null> {
  const headers: Record<string, string | null> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      headers[name.toLowerCase()] = null;
    },
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = securityHeaders(options);
  const set = Object.entries(headers).filter((e): e is [string, string] => e[1] !== null);
  const removed = Object.keys(headers).filter((name) => headers[name] === null);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of set) reply.header(name, value);
    // Only when present (Fastify sets none of them): deleting a key would turn the reply's header
    // object into a slow dictionary for the rest of the request.
    for (const name of removed) if (reply.hasHeader(name)) reply.removeHeader(name);
    done();
  });
}

/**
 * The app's policy: its own origin only (plus an external identity provider's, which the sign-in
 * redirects and frames), no framing of Tirr, and HSTS and upgrade-insecure-requests behind TLS.
 */
export function appSecurityPolicy(publicUrl: string, externalIssuer: string | undefined): HelmetOptions {
  const secure = publicUrl.startsWith('https://');
  const externalOrigin = externalIssuer ? new URL(externalIssuer).origin : undefined;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(externalOrigin ? [externalOrigin] : [])],
        frameSrc: ["'self'", ...(externalOrigin ? [externalOrigin] : [])],
        formAction: ["'self'", ...(externalOrigin ? [externalOrigin] : [])],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: secure ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}
