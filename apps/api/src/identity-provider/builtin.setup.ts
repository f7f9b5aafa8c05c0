import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { AppEvents } from '../lib/app-events';
import { trustsProxies } from '../lib/proxy-trust';
import { grantSessionId, type SessionRevocations } from '../lib/revocations';
import type { Mailer } from '../modules/mail/mailer';
import { accountEmails, type AccountEmails } from './account-emails';
import { createHashGate, type HashGate } from './hash-gate';
import type { ProviderKeys } from './keys';
import { passwordHasher, type PasswordHasher } from './passwords';
import { identityProviderPlugin } from './plugin';
import { ACCESS_TOKEN_TTL, createBuiltinProvider } from './provider';
import { SIGN_IN_LIMITS } from './sign-in-limits';

/**
 * The built-in OpenID Connect provider mounted at /oidc with its pages: sign-in limits and the hashing
 * gate (ADR 0108), mails (ADR 0105, 0106), and a revoked grant ending its access tokens (ADR 0110).
 */
export async function mountBuiltinProvider(
  app: FastifyInstance,
  options: {
    config: Config;
    keys: ProviderKeys;
    db: Db;
    emails: AccountEmails;
    revocations: SessionRevocations;
    /** Tests inject one to read its figures; otherwise one gate per process. */
    hashGate?: HashGate | undefined;
    /** Tests inject one to read its scrypt figures; otherwise one per app. */
    passwords?: PasswordHasher | undefined;
  },
): Promise<Provider> {
  const { config } = options;
  const provider = createBuiltinProvider({
    issuer: config.auth.issuer,
    clientId: config.auth.clientId,
    audience: config.auth.audience,
    publicUrl: config.publicUrl,
    keys: options.keys,
    db: options.db,
    proxy: trustsProxies(config.trustProxy),
    onGrantRevoked: (grantId) =>
      options.revocations.revoke(grantSessionId(grantId), new Date(Date.now() + (ACCESS_TOKEN_TTL + 60) * 1000)),
  });
  await identityProviderPlugin(app, {
    provider,
    db: options.db,
    publicUrl: config.publicUrl,
    showDemoHint: config.seedDemo,
    passwordReset: config.mail.smtpUrl !== undefined || config.seedDemo,
    webDist: config.webDist,
    emails: options.emails,
    signInLimits: { ...SIGN_IN_LIMITS, perAddressAndEmailPerMinute: config.signInAttemptsPerMinute },
    // One gate per process (one app per process outside tests); a queue of four per running hash.
    hashGate:
      options.hashGate ??
      createHashGate({ concurrency: config.passwordHashConcurrency, queue: 4 * config.passwordHashConcurrency }),
    passwords: options.passwords ?? passwordHasher(),
  });
  return provider;
}

/** The built-in accounts' mails (ADR 0105, 0106), wired to the app's events and the revocation list. */
export function builtinAccountEmails(options: {
  config: Config;
  db: Db;
  mailer: Mailer;
  clock: () => Date;
  revocations: SessionRevocations;
  /** The app's events ('user-changed' reaches the auth hook's user cache; ADR 0124). */
  events: Pick<AppEvents, 'emit'>;
}): AccountEmails {
  return accountEmails({
    db: options.db,
    mailer: options.mailer,
    publicUrl: options.config.publicUrl,
    supportEmail: options.config.supportEmail,
    now: options.clock,
    // A confirmed email or a reset password reaches the auth hook's user cache at once.
    events: options.events,
    // A reset password ends the account's sessions: their access tokens stop working at once (ADR 0110).
    onGrantsEnded: async (grantIds) => {
      const until = new Date(Date.now() + (ACCESS_TOKEN_TTL + 60) * 1000);
      for (const grantId of grantIds) await options.revocations.revoke(grantSessionId(grantId), until);
    },
  });
}
