import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AccountEmails } from './account-emails';
import type { HashGate } from './hash-gate';
import { confirmEmailPage, forgotPasswordPage, noticePage, resetPasswordPage } from './account-views';
import { IDP_TEXTS, languageOf, type IdpLanguage } from './i18n';
import type { PasswordHasher } from './passwords';
import { passwordMessage } from './password-messages';
import { newPasswordProblem } from './password-policy';
import type { SignInGuards } from './sign-in-limits';

export interface AccountRoutesOptions {
  emails: AccountEmails;
  publicUrl: string;
  /** The new password of a reset is hashed through the provider's gate (ADR 0108). */
  hashGate: HashGate;
  passwords: PasswordHasher;
  /** Per-client limits of the posts that send a mail or hash a password (ADR 0108). */
  guards: SignInGuards;
}

const tokenShape = z.object({ token: z.string().max(200).default('') });
const forgotForm = z.object({ email: z.string().trim().max(320).default('') });
const resetForm = z.object({
  token: z.string().max(200).default(''),
  password: z.string().max(4096).default(''),
  passwordRepeat: z.string().max(4096).default(''),
});
const emailShape = z.email();

/** Form fields and queries arrive as strings; anything else (repeated keys…) counts as empty. */
const read = <T>(schema: z.ZodType<T>, input: unknown, empty: T): T => {
  const parsed = schema.safeParse(input ?? {});
  return parsed.success ? parsed.data : empty;
};

const html = (reply: FastifyReply, body: string, status = 200) => reply.code(status).type('text/html').send(body);

/**
 * The pages behind the mails' links and '¿Olvidaste tu contraseña?' (ADR 0106). Registered in the
 * provider's page scope (form bodies, security headers, no-store).
 */
export function accountRoutes(scope: FastifyInstance, options: AccountRoutesOptions) {
  const none = { config: { permission: 'none' as const } };
  const mailing = { ...none, preHandler: options.guards.mail };
  const hashing = { ...none, preHandler: options.guards.reset };
  const langOf = (request: FastifyRequest): IdpLanguage =>
    languageOf((request.query as Record<string, unknown> | undefined)?.ui_locales);
  const signInHref = `${options.publicUrl}/login`;
  const forgotHref = (lang: IdpLanguage) => `/oidc/password/forgot${lang === 'en' ? '?ui_locales=en' : ''}`;
  const invalid = (reply: FastifyReply, lang: IdpLanguage, text: string, link: { href: string; label: string }) =>
    html(reply, noticePage({ lang, title: IDP_TEXTS[lang].linkInvalidTitle, paragraphs: [text], link }), 400);

  scope.get('/oidc/verify-email', none, async (request, reply) => {
    const lang = langOf(request);
    const t = IDP_TEXTS[lang];
    const { token } = read(tokenShape, request.query, { token: '' });
    if (!(await options.emails.verificationLinkWorks(token)))
      return invalid(reply, lang, t.verifyLinkInvalid, { href: signInHref, label: t.signIn });
    return html(reply, confirmEmailPage({ lang, token }));
  });

  scope.post('/oidc/verify-email', hashing, async (request, reply) => {
    const lang = langOf(request);
    const t = IDP_TEXTS[lang];
    const { token } = read(tokenShape, request.body, { token: '' });
    if (!(await options.emails.verify(token)))
      return invalid(reply, lang, t.verifyLinkInvalid, { href: signInHref, label: t.signIn });
    return html(
      reply,
      noticePage({
        lang,
        title: t.verifiedTitle,
        paragraphs: [t.verifiedText],
        link: { href: `${options.publicUrl}/credits`, label: t.continueToApp },
      }),
    );
  });

  scope.get('/oidc/password/forgot', none, async (request, reply) => {
    const { email } = read(forgotForm, request.query, { email: '' });
    return html(
      reply,
      forgotPasswordPage({
        lang: langOf(request),
        signInHref,
        email: emailShape.safeParse(email).success ? email : '',
      }),
    );
  });

  scope.post('/oidc/password/forgot', mailing, async (request, reply) => {
    const lang = langOf(request);
    const t = IDP_TEXTS[lang];
    const { email } = read(forgotForm, request.body, { email: '' });
    if (!email) return html(reply, forgotPasswordPage({ lang, signInHref, error: t.emailRequired }), 400);
    if (!emailShape.safeParse(email).success)
      return html(reply, forgotPasswordPage({ lang, signInHref, email, error: t.emailInvalid }), 400);
    await options.emails.requestReset(email, lang);
    // The same answer whether or not the address has an account.
    return html(
      reply,
      noticePage({
        lang,
        title: t.checkEmailTitle,
        paragraphs: [t.forgotSentText.replace('{email}', email), t.checkSpam],
        link: { href: signInHref, label: t.signIn },
      }),
    );
  });

  scope.get('/oidc/password/reset', none, async (request, reply) => {
    const lang = langOf(request);
    const t = IDP_TEXTS[lang];
    const { token } = read(tokenShape, request.query, { token: '' });
    if (!(await options.emails.resetLinkWorks(token)))
      return invalid(reply, lang, t.resetLinkInvalid, { href: forgotHref(lang), label: t.forgotLink });
    return html(reply, resetPasswordPage({ lang, token }));
  });

  scope.post('/oidc/password/reset', hashing, async (request, reply) => {
    const lang = langOf(request);
    const t = IDP_TEXTS[lang];
    const form = read(resetForm, request.body, { token: '', password: '', passwordRepeat: '' });
    const gone = () => invalid(reply, lang, t.resetLinkInvalid, { href: forgotHref(lang), label: t.forgotLink });
    if (!(await options.emails.resetLinkWorks(form.token))) return gone();
    const problem = await newPasswordProblem(form.password);
    const fieldErrors = {
      ...(problem ? { password: passwordMessage(t, problem) } : {}),
      ...(form.password && form.password !== form.passwordRepeat ? { passwordRepeat: t.passwordMismatch } : {}),
    };
    if (Object.keys(fieldErrors).length > 0)
      return html(reply, resetPasswordPage({ lang, token: form.token, fieldErrors }), 400);
    if (
      !(await options.emails.resetPassword(
        form.token,
        await options.hashGate.run(() => options.passwords.hash(form.password)),
      ))
    )
      return gone();
    return html(
      reply,
      noticePage({
        lang,
        title: t.resetDoneTitle,
        paragraphs: [t.resetDoneText],
        link: { href: signInHref, label: t.signIn },
      }),
    );
  });
}
