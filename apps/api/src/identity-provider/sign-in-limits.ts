import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientKey } from '../lib/proxy-trust';
import type { HashGate } from './hash-gate';

/** How often one client may post the provider's forms (ADR 0108). */
export interface SignInLimits {
  /** Sign-in (and registration) posts per minute per client address and email. */
  perAddressAndEmailPerMinute: number;
  /** Sign-in posts per minute per client address, whatever the emails. */
  perAddressPerMinute: number;
  /** Registrations per hour per client address. */
  registrationsPerAddressPerHour: number;
  /** Mails asked for ('forgot password', a new confirmation link) per hour per client address. */
  mailsPerAddressPerHour: number;
}

export const SIGN_IN_LIMITS: SignInLimits = {
  perAddressAndEmailPerMinute: 10,
  perAddressPerMinute: 60,
  registrationsPerAddressPerHour: 30,
  mailsPerAddressPerHour: 30,
};

/** Refused before any work: answered 429 with `Retry-After` and the 'too many attempts' page. */
export class TooManyAttempts extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super('too many sign-in attempts');
  }
}

const emailOf = (request: FastifyRequest) => {
  const body = request.body as Record<string, unknown> | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

/**
 * preHandlers of the sign-in and registration posts: every limit that applies is counted (a client
 * spreading attempts over many emails is still one client), and when the hashing gate is full the post
 * is refused before reading the database — a refused attempt costs almost nothing.
 */
export function signInGuards(app: FastifyInstance, limits: SignInLimits, gate: HashGate) {
  const perAddressAndEmail = app.createRateLimit({
    max: limits.perAddressAndEmailPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `signin:${clientKey(request.ip)}:${emailOf(request)}`,
  });
  const perAddress = app.createRateLimit({
    max: limits.perAddressPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `signin-address:${clientKey(request.ip)}`,
  });
  const registrations = app.createRateLimit({
    max: limits.registrationsPerAddressPerHour,
    timeWindow: 3_600_000,
    keyGenerator: (request) => `register-address:${clientKey(request.ip)}`,
  });
  const mails = app.createRateLimit({
    max: limits.mailsPerAddressPerHour,
    timeWindow: 3_600_000,
    keyGenerator: (request) => `mail-address:${clientKey(request.ip)}`,
  });
  const guard = (limiters: (typeof perAddress)[]) => async (request: FastifyRequest) => {
    const results = await Promise.all(limiters.map((limit) => limit(request)));
    const waits = results.flatMap((r) => (!r.isAllowed && r.isExceeded ? [r.ttlInSeconds] : []));
    if (waits.length > 0) throw new TooManyAttempts(Math.max(1, ...waits));
    gate.refuseIfFull();
  };
  return {
    login: guard([perAddressAndEmail, perAddress]),
    register: guard([perAddressAndEmail, registrations]),
    /** 'Forgot password' and a new confirmation link: each sends a mail. */
    mail: guard([perAddressAndEmail, mails]),
    /** A reset (hashes the new password) and a confirmation (single-use token) count as sign-in posts. */
    reset: guard([perAddress]),
  };
}

export type SignInGuards = ReturnType<typeof signInGuards>;
