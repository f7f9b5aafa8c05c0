import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/client';
import { postgresAdapterFactory } from './adapter';
import { accountIdOf, accountsRepository, subjectOf } from './accounts.repository';
import { languageOf } from './i18n';
import type { ProviderKeys } from './keys';
import { logoutPage, messagePage } from './views';
import { IDP_TEXTS } from './i18n';

export interface BuiltinProviderOptions {
  issuer: string;
  clientId: string;
  audience: string;
  publicUrl: string;
  keys: ProviderKeys;
  db: Db;
  /**
   * Behind a trusted proxy: read X-Forwarded-*. The plugin replaces those headers with what Fastify
   * derived under TRUST_PROXY before the provider sees a request, so one entry is all it reads.
   */
  proxy: boolean;
  /** Called when the provider revokes a grant (logout, token revocation, a refresh token reused). */
  onGrantRevoked?: ((grantId: string) => Promise<void>) | undefined;
}

const HOUR = 60 * 60;
const DAY = 24 * HOUR;
/**
 * Access tokens live ten minutes (the SPA renews them with its refresh token); the SPA's cookie expires
 * with them (docs/product.md §9). Ending the session refuses them sooner (ADR 0110).
 */
export const ACCESS_TOKEN_TTL = 10 * 60;

/**
 * Tirr's own OpenID Connect provider. Local accounts, Spanish pages, JWT access tokens for the API
 * audience, refresh tokens for silent renewal, RP-initiated logout back to origin + /logout.
 */
export function createBuiltinProvider(options: BuiltinProviderOptions): Provider {
  const accounts = accountsRepository(options.db);
  const resourceServer = {
    scope: 'api',
    audience: options.audience,
    accessTokenTTL: ACCESS_TOKEN_TTL,
    accessTokenFormat: 'jwt' as const,
    jwt: { sign: { alg: 'RS256' as const } },
  };

  const configuration: Configuration = {
    adapter: postgresAdapterFactory(options.db, { onGrantRevoked: options.onGrantRevoked }),
    clients: [
      {
        client_id: options.clientId,
        client_name: 'Tirr',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${options.publicUrl}/callback`],
        post_logout_redirect_uris: [`${options.publicUrl}/logout`],
      },
    ],
    jwks: { keys: options.keys.signing as never },
    cookies: { keys: options.keys.cookieSecrets },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'picture'],
    },
    // The SPA reads the profile from the ID token; the access token is for the API only.
    conformIdTokenClaims: false,
    extraParams: ['screen', 'audience'],
    pkce: { required: () => true },
    async findAccount(_ctx, sub) {
      const id = accountIdOf(sub);
      const account = id ? await accounts.findById(id) : undefined;
      if (!account) return undefined;
      return {
        accountId: subjectOf(account.id),
        claims: async () => ({
          sub: subjectOf(account.id),
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
        }),
      };
    },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    // First-party client: consent is implied, so grant the requested scopes and the API resource.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addResourceScope(options.audience, 'api');
      await grant.save();
      session.ensureClientContainer(client.clientId);
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Every token lives no longer than the sign-in's session: signing out at the provider revokes the
    // grant (refresh tokens included) even though the SPA asks for offline_access (ADR 0110).
    expiresWithSession: async () => true,
    // The grant in every access token, so the API can refuse the tokens of an ended session (ADR 0110).
    extraTokenClaims: async (_ctx, token) => ('grantId' in token && token.grantId ? { gid: token.grantId } : undefined),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => options.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator === options.audience) return resourceServer;
          throw new errors.InvalidTarget();
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(languageOf(ctx.oidc.params?.ui_locales), form);
        },
        postLogoutSuccessSource: (ctx) => {
          const t = IDP_TEXTS.es;
          ctx.type = 'html';
          ctx.body = messagePage('es', t.logoutTitle, t.loggedOut, options.publicUrl);
        },
      },
    },
    renderError: (ctx, out) => {
      const t = IDP_TEXTS.es;
      ctx.type = 'html';
      const detail = out.error_description ?? out.error;
      ctx.body = messagePage('es', t.oops, `${t.oops} ${detail}`, options.publicUrl);
    },
  };

  const provider = new Provider(options.issuer, configuration);
  provider.proxy = options.proxy;
  if (options.proxy) provider.maxIpsCount = 1;
  return provider;
}
