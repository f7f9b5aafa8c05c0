/**
 * Who is calling (docs/architecture.md §4): ended sessions (ADR 0110), the mail outbox (ADR 0105), the
 * built-in accounts' mails, and the auth hook verifying tokens with jose against the issuer's keys, for
 * the built-in and external providers alike. The built-in provider is mounted at /oidc by `mountProvider`.
 */
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { effectiveRole } from '@tirr/domain';
import { builtinAccountEmails, mountBuiltinProvider } from '../identity-provider/builtin.setup';
import { loadPublicJwks, type ProviderKeys } from '../identity-provider/keys';
import { sessionEnder } from '../identity-provider/sessions';
import { apiKeyAuthenticator } from '../lib/api-keys';
import { installAuth, localKeys, remoteKeys, tokenVerifier } from '../lib/auth';
import { discovery } from '../lib/external-provider';
import { sessionRevocations } from '../lib/revocations';
import { revocationsRepository } from '../lib/revocations.repository';
import { apiKeysRepository } from '../modules/api-keys/api-keys.repository';
import { setUpMail } from '../modules/mail/mail.setup';
import { usersRepository } from '../modules/users/users.repository';
import type { AppContext } from './app-dependencies';

export type Identity = ReturnType<typeof installIdentity>;

export function installIdentity(app: FastifyInstance, context: AppContext) {
  const { config, database, clock, keys } = context;
  const { db } = database;
  const users = usersRepository(db);
  const apiKeys = apiKeysRepository(db);

  // Ended sessions, whose access tokens are refused before they expire (ADR 0110).
  const revocations = sessionRevocations({
    repository: revocationsRepository(db),
    ...context.revocations,
    events: app.events,
    onError: (error) => app.log.error({ err: error }, 'could not read the session revocations'),
  });
  // Every mail goes through the outbox; with SMTP_URL it is also delivered (ADR 0105).
  const { repository: mails, mailer } = setUpMail(app, { config, db, clock, schedule: context.schedules === true });
  const emails =
    config.auth.kind === 'builtin'
      ? builtinAccountEmails({ config, db, mailer, clock, revocations, events: app.events })
      : undefined;

  /** The built-in provider, mounted by `mountProvider` (the logout route ends its grants). */
  let provider: Provider | undefined;

  /**
   * A subject's user row as the auth hook keeps it: the effective role (a time-limited premium counts only until its
   * date, ADR 0080) and the organisation with its owner's effective role (docs/domain/organisations.md). The cached
   * answer is not used past the first premium end date involved.
   */
  const storedUserOf = async (sub: string) => {
    const row = await users.findForAuth(sub);
    if (!row) return undefined;
    const { user, organisation: org } = row;
    const now = clock();
    const ends = [user.premiumUntil, org?.ownerPremiumUntil].filter((d): d is Date => !!d && d > now);
    return {
      id: user.id,
      role: effectiveRole(user.role, user.premiumUntil, now),
      emailVerified: user.emailVerified,
      organisation:
        org && org.id && org.role && org.ownerId && org.ownerRole
          ? {
              id: org.id,
              name: org.name ?? '',
              role: org.role,
              ownerId: org.ownerId,
              ownerRole: effectiveRole(org.ownerRole, org.ownerPremiumUntil ?? null, now),
            }
          : null,
      freshUntil: ends.length ? new Date(Math.min(...ends.map((d) => d.getTime()))) : null,
    };
  };

  // Tokens are verified with jose against the issuer's keys, for the built-in and external providers alike;
  // the built-in provider's are read again when a token names a key rotated in by another process (ADR 0100).
  const discover = config.auth.kind === 'external' ? discovery(config.auth.issuer) : undefined;
  const verifyKeys = discover
    ? remoteKeys(config.auth.issuer, fetch, discover)
    : localKeys(requireKeys(keys).publicJwks, () => loadPublicJwks(db));
  installAuth(app, {
    verify: tokenVerifier({ issuer: config.auth.issuer, audience: config.auth.audience, keys: verifyKeys }),
    findUser: storedUserOf,
    revocations,
    events: app.events,
    metrics: app.metrics,
    // `Bearer tirr_…`: the key's owner with the key's scopes (docs/api/keys.md).
    apiKeys: apiKeyAuthenticator({
      find: async (hash) => {
        const row = await apiKeys.findByHash(hash);
        const owner = row && (await storedUserOf(row.ownerSub));
        if (!row || !owner) return undefined;
        const { key } = row;
        return {
          id: key.id,
          name: key.name,
          prefix: key.prefix,
          scopes: key.scopes,
          requestsPerMinute: key.requestsPerMinute,
          expiresAt: key.expiresAt,
          revokedAt: key.revokedAt,
          owner: { ...owner, sub: row.ownerSub },
        };
      },
      touch: (id, at) => apiKeys.touch(id, at),
      defaultPerMinute: config.apiKeyRequestsPerMinute,
      events: app.events,
      now: clock,
      onError: (error) => app.log.warn({ err: error }, 'could not record when an API key was used'),
    }),
  });

  return {
    mails,
    /** The app's mailer: areas send their own mails through the outbox (webhooks' pause notice). */
    mailer,
    emails,
    /** The external provider's discovery document (undefined with the built-in provider). */
    discover,
    /** Signing out (GET /users/me/logout): ends the grant at the built-in provider or records the session. */
    endSession: sessionEnder(revocations, () => provider),
    /** Mounts the built-in provider at /oidc (after the API, as before; nothing with an external provider). */
    async mountProvider() {
      if (config.auth.kind === 'builtin' && emails) {
        provider = await mountBuiltinProvider(app, {
          config,
          keys: requireKeys(keys),
          db,
          emails,
          revocations,
          hashGate: context.hashGate,
          passwords: context.passwords,
        });
      }
    },
  };
}

function requireKeys(keys: ProviderKeys | undefined): ProviderKeys {
  if (!keys) throw new Error('The built-in identity provider needs its keys (loadOrCreateKeys).');
  return keys;
}
