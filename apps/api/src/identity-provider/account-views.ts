import type { IdpLanguage } from './i18n';
import { IDP_TEXTS } from './i18n';
import { escapeHtml, input, page } from './views';

/**
 * The provider's pages about the account's email (ADR 0106): 'Revisá tu correo' after registering, the
 * confirmation link's page, '¿Olvidaste tu contraseña?' and the new-password form. Server-rendered like
 * the sign-in page, no script.
 */

const langQuery = (lang: IdpLanguage) => (lang === 'en' ? '?ui_locales=en' : '');
const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

export interface NoticeView {
  lang: IdpLanguage;
  title: string;
  paragraphs: string[];
  link?: { href: string; label: string } | undefined;
}

/** A page that tells something, with at most one link onwards. */
export function noticePage(v: NoticeView): string {
  const body = `<h1>${escapeHtml(v.title)}</h1>
${v.paragraphs.map((text, i) => `<p class="sub"${i === 0 ? ' role="status"' : ''}>${escapeHtml(text)}</p>`).join('\n')}
${v.link ? `<a class="button-link" href="${escapeHtml(v.link.href)}">${escapeHtml(v.link.label)}</a>` : ''}`;
  return page(v.lang, v.title, body);
}

/** What registration answers, for a new email and a known one alike. */
export function checkEmailPage(v: { lang: IdpLanguage; email: string; signInHref: string }): string {
  const t = IDP_TEXTS[v.lang];
  return noticePage({
    lang: v.lang,
    title: t.checkEmailTitle,
    paragraphs: [t.checkEmailText.replace('{email}', v.email), t.checkEmailNext, t.checkSpam],
    link: { href: v.signInHref, label: t.signIn },
  });
}

/** Behind the confirmation link: a button (a POST), so a mail scanner opening the link confirms nothing. */
export function confirmEmailPage(v: { lang: IdpLanguage; token: string }): string {
  const t = IDP_TEXTS[v.lang];
  const body = `<h1>${t.verifyTitle}</h1><p class="sub">${t.verifyText}</p>
<form method="post" action="/oidc/verify-email${langQuery(v.lang)}">${hidden('token', v.token)}
<button type="submit">${t.verifyButton}</button></form>`;
  return page(v.lang, t.verifyTitle, body);
}

export function forgotPasswordPage(v: {
  lang: IdpLanguage;
  signInHref: string;
  email?: string | undefined;
  error?: string | undefined;
}) {
  const t = IDP_TEXTS[v.lang];
  const body = `<h1>${t.forgotTitle}</h1><p class="sub">${t.forgotText}</p>
<form method="post" action="/oidc/password/forgot${langQuery(v.lang)}" novalidate>
${input({ id: 'email', name: 'email', label: t.email, type: 'email', value: v.email, autocomplete: 'email', error: v.error, autofocus: true })}
<button type="submit">${t.forgotButton}</button></form>
<p class="alt">${t.rememberedIt} <a href="${escapeHtml(v.signInHref)}">${t.signIn}</a></p>`;
  return page(v.lang, t.forgotTitle, body);
}

export function resetPasswordPage(v: {
  lang: IdpLanguage;
  token: string;
  fieldErrors?: { password?: string | undefined; passwordRepeat?: string | undefined } | undefined;
}) {
  const t = IDP_TEXTS[v.lang];
  const e = v.fieldErrors ?? {};
  const body = `<h1>${t.resetTitle}</h1>
<form method="post" action="/oidc/password/reset${langQuery(v.lang)}" novalidate>${hidden('token', v.token)}
${input({ id: 'password', name: 'password', label: t.newPassword, type: 'password', autocomplete: 'new-password', error: e.password, hint: t.passwordHint, autofocus: true, reveal: t.showPassword })}
${input({ id: 'passwordRepeat', name: 'passwordRepeat', label: t.passwordRepeat, type: 'password', autocomplete: 'new-password', error: e.passwordRepeat, reveal: t.showPassword })}
<button type="submit">${t.resetButton}</button></form>`;
  return page(v.lang, t.resetTitle, body);
}
