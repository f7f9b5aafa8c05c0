import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ERROR_CODES } from '@tirr/contracts';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { AccountEmails } from './account-emails';
import { accountRoutes } from './account-routes';
import { checkEmailPage } from './account-views';
import { accountsRepository, subjectOf } from './accounts.repository';
import { IDP_TEXTS, languageOf, type IdpLanguage } from './i18n';
import type { HashGate } from './hash-gate';
import { passwordMessage } from './password-messages';
import { newPasswordProblem } from './password-policy';
import type { PasswordHasher } from './passwords';
import { signInGuards, type SignInLimits } from './sign-in-limits';
import { robotoFiles } from './page-assets';
import {
  LOGOUT_SCRIPT,
  loginPage,
  messagePage,
  PASSWORD_TOGGLE_PATH,
  PASSWORD_TOGGLE_SCRIPT,
  registerPage,
} from './views';

export interface IdentityProviderPluginOptions {
  provider: Provider;
  db: Db;
  publicUrl: string;
  showDemoHint: boolean;
  /**
   * Whether a password-reset mail reaches anyone, so '¿Olvidaste tu contraseña?' is offered: mail is sent
   * through SMTP, or, in the demo, the sysadmin reads the outbox (README 'Demo accounts').
   */
  passwordReset: boolean;
  /** The web build, whose Roboto files the pages use (page-assets.ts); none without it. */
  webDist: string | undefined;
  /** Registration, confirmation and password-reset mails (ADR 0105, 0106). */
  emails: AccountEmails;
  /** Posts of the sign-in, registration and account forms allowed per client (ADR 0108). */
  signInLimits: SignInLimits;
  /** Every password hash of a request runs through it (ADR 0108). */
  hashGate: HashGate;
  /** This app's password hashing: every hash of a request goes through the gate and this. */
  passwords: PasswordHasher;
}

/** Errors of the interaction routes; a refusal may say when to come back. */
type InteractionError = { statusCode?: number; message: string; retryAfterSeconds?: number };

/** Where the provider is mounted (the issuer's path). */
const MOUNT = '/oidc';

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
};

const loginForm = z.object({ email: z.string().trim().default(''), password: z.string().default('') });
const registerForm = z.object({
  name: z.string().trim().default(''),
  email: z.string().trim().default(''),
  password: z.string().default(''),
  passwordRepeat: z.string().default(''),
});
const uidParams = z.object({ uid: z.string().min(1).max(200) });
const emailShape = z.email();

/**
 * Mounts oidc-provider under /oidc and serves the provider's interaction pages — sign-in and registration
 * in Spanish — as Fastify routes. The provider is reached through a catch-all route that hands it the raw
 * request (as a mounted Connect app sees it), not through middie: middie's hook ran on every request of
 * the API, which cost several percent of a report's throughput (ADR 0097).
 */
export async function identityProviderPlugin(app: FastifyInstance, options: IdentityProviderPluginOptions) {
  const accounts = accountsRepository(options.db);
  const callback = options.provider.callback();

  await app.register(async (mount) => {
    // The provider reads request bodies itself: Fastify leaves the stream untouched.
    mount.removeAllContentTypeParsers();
    mount.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const toProvider = async (request: FastifyRequest, reply: FastifyReply) => {
      const req = request.raw as IncomingMessage & { originalUrl?: string };
      const url = req.url ?? '/';
      const path = url.slice(MOUNT.length) || '/';
      // The interaction pages are Fastify routes: an unknown URL under them is a plain 404.
      if (path.startsWith('/interaction/') || path.startsWith('/assets/')) return reply.callNotFound();
      // Seen as a Connect mount: the provider finds its mount path from originalUrl and url.
      req.originalUrl = url;
      req.url = path.startsWith('/') ? path : `/${path}`;
      // Koa trusts the forwarded headers wholesale when `proxy` is on: it gets the client, protocol and
      // host Fastify derived from the trusted hops only (ADR 0109), so a spoofed entry never reaches it.
      if (options.provider.proxy) {
        req.headers['x-forwarded-for'] = request.ip;
        req.headers['x-forwarded-proto'] = request.protocol;
        req.headers['x-forwarded-host'] = request.host;
      }
      reply.hijack();
      const res: ServerResponse = reply.raw;
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      await callback(req, res);
    };
    // The provider's endpoints answer GET and POST (CORS preflights: OPTIONS); HEAD follows GET.
    for (const url of [MOUNT, `${MOUNT}/*`]) {
      mount.route({
        method: ['GET', 'POST', 'OPTIONS'],
        url,
        config: { permission: 'none' },
        schema: { hide: true },
        handler: toProvider,
      });
    }
  });

  await app.register(async (scope) => {
    await scope.register(formbody);

    scope.addHook('onSend', async (_req, reply) => {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
      reply.header('Cache-Control', 'no-store');
    });

    scope.setErrorHandler(async (error: InteractionError, request, reply) => {
      const lang = languageOf((request.query as Record<string, unknown> | undefined)?.ui_locales);
      const t = IDP_TEXTS[lang];
      if (error.statusCode === 429) {
        if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
        return reply
          .code(429)
          .type('text/html')
          .send(messagePage(lang, t.title, t.tooManyAttempts, options.publicUrl));
      }
      if (error instanceof errors.SessionNotFound || error.statusCode === 400) {
        return reply
          .code(400)
          .type('text/html')
          .send(messagePage(lang, t.oops, t.sessionExpired, options.publicUrl));
      }
      request.log.error({ err: error }, 'identity provider interaction failed');
      return (
        reply
          .code(500)
          .type('text/html')
          // The error's own message may name internals: it goes to the log, the page says what to do.
          .send(messagePage(lang, t.oops, t.unexpected, options.publicUrl))
      );
    });

    const details = async (request: FastifyRequest, reply: FastifyReply) => {
      const found = await options.provider.interactionDetails(request.raw, reply.raw);
      return { details: found, lang: languageOf(found.params.ui_locales) as IdpLanguage };
    };

    const finishLogin = async (request: FastifyRequest, reply: FastifyReply, accountId: string) => {
      await options.db
        .update(users)
        .set({ lastLoginAt: new Date() })
        .where(eq(users.sub, subjectOf(accountId)));
      const redirectTo = await options.provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: subjectOf(accountId), remember: true } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(redirectTo, 303);
    };

    scope.get('/oidc/assets/logout.js', { config: { permission: 'none' } }, async (_req, reply) =>
      reply.type('application/javascript').header('Cache-Control', 'public, max-age=3600').send(LOGOUT_SCRIPT),
    );
    scope.get(PASSWORD_TOGGLE_PATH, { config: { permission: 'none' } }, async (_req, reply) =>
      reply.type('application/javascript').header('Cache-Control', 'public, max-age=3600').send(PASSWORD_TOGGLE_SCRIPT),
    );
    const fonts = robotoFiles(options.webDist);
    scope.get('/oidc/assets/font/:weight', { config: { permission: 'none' } }, async (request, reply) => {
      const file = fonts.get((request.params as { weight: string }).weight);
      if (!file) return reply.code(404).send({ code: ERROR_CODES.notFound, message: 'No existe esa fuente.' });
      return reply
        .type('font/woff2')
        .header('Cache-Control', 'public, max-age=86400')
        .send(await fs.promises.readFile(file));
    });

    scope.get('/oidc/interaction/:uid', { config: { permission: 'none' } }, async (request, reply) => {
      const { uid } = uidParams.parse(request.params);
      const { details: d, lang } = await details(request, reply);
      if (d.prompt.name === 'login') {
        const query = request.query as Record<string, unknown>;
        const signup = query.screen === 'signup' || (query.screen !== 'login' && d.params.screen === 'signup');
        const html = signup
          ? registerPage({ uid, lang })
          : loginPage({
              uid,
              lang,
              showDemoHint: options.showDemoHint,
              passwordReset: options.passwordReset,
              email: typeof d.params.login_hint === 'string' ? d.params.login_hint : undefined,
            });
        return reply.type('text/html').send(html);
      }
      // Consent for our own first-party client: grant what was asked and continue.
      const grant = d.grantId
        ? await options.provider.Grant.find(d.grantId)
        : new options.provider.Grant({ accountId: d.session?.accountId, clientId: String(d.params.client_id) });
      if (!grant) throw new errors.SessionNotFound('grant not found');
      const missing = d.prompt.details as {
        missingOIDCScope?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
        grant.addResourceScope(indicator, scopes.join(' '));
      const grantId = await grant.save();
      const redirectTo = await options.provider.interactionResult(
        request.raw,
        reply.raw,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return reply.redirect(redirectTo, 303);
    });

    // Counted after the form is parsed, so a key can include the email.
    const guards = signInGuards(scope, options.signInLimits, options.hashGate);

    scope.post(
      '/oidc/interaction/:uid/login',
      { config: { permission: 'none' }, preHandler: guards.login },
      async (request, reply) => {
        const { uid } = uidParams.parse(request.params);
        const { lang } = await details(request, reply);
        const t = IDP_TEXTS[lang];
        const form = loginForm.parse(request.body ?? {});
        const again = (fieldErrors: { email?: string; password?: string }, status = 400, error?: string) =>
          reply
            .code(status)
            .type('text/html')
            .send(
              loginPage({
                uid,
                lang,
                email: form.email,
                fieldErrors,
                error,
                showDemoHint: options.showDemoHint,
                passwordReset: options.passwordReset,
              }),
            );

        if (!form.email)
          return again({ email: t.emailRequired, ...(form.password ? {} : { password: t.passwordRequired }) });
        if (!emailShape.safeParse(form.email).success) return again({ email: t.emailInvalid });
        if (!form.password) return again({ password: t.passwordRequired });

        // One answer for an unknown email and a wrong password, after the same work (ADR 0106).
        const account = await accounts.findByEmail(form.email);
        const matches = await options.hashGate.run(async () =>
          options.passwords.verify(form.password, account?.passwordHash ?? (await options.passwords.decoyHash())),
        );
        if (!account || !matches) return again({}, 401, t.invalidCredentials);
        return finishLogin(request, reply, account.id);
      },
    );

    scope.post(
      '/oidc/interaction/:uid/register',
      { config: { permission: 'none' }, preHandler: guards.register },
      async (request, reply) => {
        const { uid } = uidParams.parse(request.params);
        const { lang } = await details(request, reply);
        const t = IDP_TEXTS[lang];
        const form = registerForm.parse(request.body ?? {});
        const fieldErrors: Partial<Record<'name' | 'email' | 'password' | 'passwordRepeat', string>> = {};
        if (!form.name) fieldErrors.name = t.nameRequired;
        else if (form.name.length > 200) fieldErrors.name = t.nameRequired;
        if (!form.email) fieldErrors.email = t.emailRequired;
        else if (!emailShape.safeParse(form.email).success || form.email.length > 320)
          fieldErrors.email = t.emailInvalid;
        const problem = await newPasswordProblem(form.password);
        if (problem) fieldErrors.password = passwordMessage(t, problem);
        if (form.password && form.password !== form.passwordRepeat) fieldErrors.passwordRepeat = t.passwordMismatch;
        if (Object.keys(fieldErrors).length > 0)
          return reply
            .code(400)
            .type('text/html')
            .send(registerPage({ uid, lang, name: form.name, email: form.email, fieldErrors }));

        // A new and a known email get the same page after the same work: the password is hashed either
        // way, and the mail (confirmation link, or 'someone tried' to the owner) tells them apart (ADR 0106).
        await options.emails.register(
          {
            email: form.email,
            name: form.name,
            passwordHash: await options.hashGate.run(() => options.passwords.hash(form.password)),
          },
          lang,
        );
        return reply.type('text/html').send(
          checkEmailPage({
            lang,
            email: form.email.toLowerCase(),
            signInHref: `/oidc/interaction/${encodeURIComponent(uid)}?screen=login`,
          }),
        );
      },
    );

    accountRoutes(scope, {
      emails: options.emails,
      publicUrl: options.publicUrl,
      hashGate: options.hashGate,
      passwords: options.passwords,
      guards,
    });
  });
}
