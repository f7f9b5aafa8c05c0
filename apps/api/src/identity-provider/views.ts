import type { IdpLanguage, IdpTexts } from './i18n';
import { IDP_TEXTS } from './i18n';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The app's font (Roboto, from the web build; page-assets.ts), with the system's as a fallback. */
const FONT_FACES = [400, 500, 700]
  .map(
    (weight) =>
      `@font-face{font-family:Roboto;font-style:normal;font-weight:${weight};font-display:swap;src:url(/oidc/assets/font/${weight}) format('woff2')}`,
  )
  .join('');

const STYLE = `${FONT_FACES}
*{box-sizing:border-box}input,button{font-family:inherit}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:Roboto,system-ui,-apple-system,'Segoe UI',sans-serif;background:#0f1f3a;color:#1b2437;padding:16px}
main{width:100%;max-width:420px;background:#fff;border-radius:12px;padding:32px 28px;box-shadow:0 12px 40px rgba(0,0,0,.35)}
.brand{display:flex;align-items:center;gap:10px;margin-bottom:8px;font-size:1.3rem;letter-spacing:.5px}.brand svg{display:block}
h1{font-size:1.45rem;margin:0 0 6px}.sub{color:#5b6578;margin:0 0 24px;font-size:.95rem}
label{display:block;font-weight:500;font-size:.9rem;margin:14px 0 6px}
input{width:100%;padding:12px;border:1px solid #b8c0cc;border-radius:8px;font-size:1rem}
input:focus{outline:2px solid #1f5fbf;border-color:#1f5fbf}
.secret{position:relative}.secret input{padding-right:52px}
.secret button.reveal{position:absolute;right:4px;top:50%;transform:translateY(-50%);width:44px;height:40px;margin:0;padding:0;
background:none;color:#5b6578;border-radius:6px;display:flex;align-items:center;justify-content:center}
.secret button.reveal:hover{background:#eef2f8}.secret button.reveal:focus-visible{outline:2px solid #1f5fbf}
.secret button.reveal[aria-pressed="true"] .eye-open,.secret button.reveal[aria-pressed="false"] .eye-shut{display:none}
button{width:100%;margin-top:22px;padding:12px;border:0;border-radius:8px;background:#1f5fbf;color:#fff;font-size:1rem;
font-weight:600;cursor:pointer}button:hover{background:#174c9b}
.error{background:#fdecea;color:#8a1c12;border-radius:8px;padding:10px 12px;margin:0 0 8px;font-size:.92rem}
.field-error{color:#b3261e;font-size:.85rem;margin:4px 0 0}
.alt{margin-top:18px;text-align:center;font-size:.92rem}a{color:#1f5fbf;font-weight:500}
a.button-link{display:block;margin-top:22px;padding:12px;border-radius:8px;background:#1f5fbf;color:#fff;text-align:center;
text-decoration:none;font-weight:600}a.button-link:hover{background:#174c9b}
.field-hint{color:#5b6578;font-size:.82rem;margin:4px 0 0}.forgot{margin:10px 0 0;text-align:right;font-size:.9rem}
.hint{margin-top:20px;font-size:.8rem;color:#5b6578;border-top:1px solid #e3e7ee;padding-top:12px}`;

/** The app's mark (the favicon and the shell's logo): a rising line on a blue tile. */
const LOGO = `<svg viewBox="0 0 32 32" width="36" height="36" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="7" fill="#1f5fbf"/><path d="M7 22l6-7 4 4 8-9" fill="none" stroke="#19b3a6" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

export function page(lang: IdpLanguage, title: string, body: string, scripts: string[] = []): string {
  const all = [PASSWORD_TOGGLE_PATH, ...scripts];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Tirr</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg"><meta name="theme-color" content="#0f1f3a">
<style>${STYLE}</style></head><body><main>
<div class="brand">${LOGO}<strong>Tirr</strong></div>
${body}</main>${all.map((src) => `<script src="${src}"></script>`).join('')}</body></html>`;
}

/** Where the show-password script is served (no inline script: CSP). */
export const PASSWORD_TOGGLE_PATH = '/oidc/assets/password.js';

/**
 * Shows the show-password buttons (hidden without JavaScript, where they could do nothing) and flips their
 * field between hidden and shown text; aria-pressed says which.
 */
export const PASSWORD_TOGGLE_SCRIPT = `document.addEventListener('DOMContentLoaded',function(){
document.querySelectorAll('button.reveal').forEach(function(b){var f=document.getElementById(b.getAttribute('aria-controls'));
if(!f)return;b.hidden=false;b.addEventListener('click',function(){var show=f.type==='password';f.type=show?'text':'password';
b.setAttribute('aria-pressed',show?'true':'false');});});});`;

const EYE = `<svg class="eye-open" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5zM12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5zm0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3z"/></svg><svg class="eye-shut" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7zM2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3 2 4.27zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2zm4.31-.78l3.15 3.15.02-.16c0-1.66-1.34-3-3-3l-.17.01z"/></svg>`;

const fieldError = (id: string, message: string | undefined) =>
  message ? `<p class="field-error" id="${id}-error" role="alert">${escapeHtml(message)}</p>` : '';

export const input = (options: {
  id: string;
  name: string;
  label: string;
  type: string;
  value?: string;
  autocomplete: string;
  error?: string | undefined;
  autofocus?: boolean;
  /** A line under the field (e.g. the password rules), tied to it with aria-describedby. */
  hint?: string | undefined;
  /** A password field's show-password button, with this label. */
  reveal?: string | undefined;
}) => {
  const described = [options.error ? `${options.id}-error` : '', options.hint ? `${options.id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  const field = `<input id="${options.id}" name="${options.name}" type="${options.type}" autocomplete="${options.autocomplete}" required
${options.value ? `value="${escapeHtml(options.value)}"` : ''} ${options.error ? 'aria-invalid="true"' : ''} ${described ? `aria-describedby="${described}"` : ''} ${options.autofocus ? 'autofocus' : ''}>`;
  const reveal = options.reveal
    ? `<div class="secret">${field}<button type="button" class="reveal" aria-label="${escapeHtml(options.reveal)}" aria-pressed="false" aria-controls="${options.id}" hidden>${EYE}</button></div>`
    : field;
  return `<label for="${options.id}">${escapeHtml(options.label)}</label>
${reveal}
${options.hint ? `<p class="field-hint" id="${options.id}-hint">${escapeHtml(options.hint)}</p>` : ''}${fieldError(options.id, options.error)}`;
};

export interface LoginView {
  uid: string;
  lang: IdpLanguage;
  email?: string | undefined;
  error?: string | undefined;
  fieldErrors?: { email?: string | undefined; password?: string | undefined };
  showDemoHint: boolean;
  /** '¿Olvidaste tu contraseña?' is offered only where its mail reaches someone (plugin options). */
  passwordReset: boolean;
}

export function loginPage(v: LoginView): string {
  const t: IdpTexts = IDP_TEXTS[v.lang];
  const body = `<h1>${t.title}</h1><p class="sub">${t.subtitle}</p>
${v.error ? `<p class="error" role="alert">${escapeHtml(v.error)}</p>` : ''}
<form method="post" action="/oidc/interaction/${encodeURIComponent(v.uid)}/login" novalidate>
${input({ id: 'email', name: 'email', label: t.email, type: 'email', value: v.email, autocomplete: 'username', error: v.fieldErrors?.email, autofocus: !v.email })}
${input({ id: 'password', name: 'password', label: t.password, type: 'password', autocomplete: 'current-password', error: v.fieldErrors?.password, autofocus: !!v.email, reveal: t.showPassword })}
${v.passwordReset ? `<p class="forgot"><a href="/oidc/password/forgot${v.lang === 'en' ? '?ui_locales=en' : ''}">${t.forgotLink}</a></p>` : ''}
<button type="submit">${t.signIn}</button></form>
<p class="alt">${t.noAccount} <a href="/oidc/interaction/${encodeURIComponent(v.uid)}?screen=signup">${t.createAccount}</a></p>
${v.showDemoHint ? `<p class="hint">${escapeHtml(t.demoHint)}</p>` : ''}`;
  return page(v.lang, t.title, body);
}

export interface RegisterView {
  uid: string;
  lang: IdpLanguage;
  name?: string | undefined;
  email?: string | undefined;
  error?: string | undefined;
  fieldErrors?: Partial<Record<'name' | 'email' | 'password' | 'passwordRepeat', string | undefined>>;
}

export function registerPage(v: RegisterView): string {
  const t: IdpTexts = IDP_TEXTS[v.lang];
  const e = v.fieldErrors ?? {};
  const body = `<h1>${t.registerTitle}</h1><p class="sub">${t.subtitle}</p>
${v.error ? `<p class="error" role="alert">${escapeHtml(v.error)}</p>` : ''}
<form method="post" action="/oidc/interaction/${encodeURIComponent(v.uid)}/register" novalidate>
${input({ id: 'name', name: 'name', label: t.name, type: 'text', value: v.name, autocomplete: 'name', error: e.name, autofocus: true })}
${input({ id: 'email', name: 'email', label: t.email, type: 'email', value: v.email, autocomplete: 'email', error: e.email })}
${input({ id: 'password', name: 'password', label: t.password, type: 'password', autocomplete: 'new-password', error: e.password, hint: t.passwordHint, reveal: t.showPassword })}
${input({ id: 'passwordRepeat', name: 'passwordRepeat', label: t.passwordRepeat, type: 'password', autocomplete: 'new-password', error: e.passwordRepeat, reveal: t.showPassword })}
<button type="submit">${t.createAccount}</button></form>
<p class="alt">${t.haveAccount} <a href="/oidc/interaction/${encodeURIComponent(v.uid)}">${t.signIn}</a></p>`;
  return page(v.lang, t.registerTitle, body);
}

/** RP-initiated logout: the provider's form, submitted by a script (no inline script: CSP). */
export function logoutPage(lang: IdpLanguage, form: string): string {
  const t = IDP_TEXTS[lang];
  const body = `<h1>${t.logoutTitle}</h1><p class="sub">${t.logoutText}</p>
${form.includes('id="op.logoutForm"') ? form : form.replace('<form ', '<form id="op.logoutForm" ')}
<button type="submit" form="op.logoutForm" name="logout" value="yes">${t.logoutButton}</button>`;
  return page(lang, t.logoutTitle, body, ['/oidc/assets/logout.js']);
}

export function messagePage(lang: IdpLanguage, title: string, message: string, backUrl?: string): string {
  const t = IDP_TEXTS[lang];
  const body = `<h1>${escapeHtml(title)}</h1><p class="sub" role="alert">${escapeHtml(message)}</p>
${backUrl ? `<p class="alt"><a href="${escapeHtml(backUrl)}">${t.backToApp}</a></p>` : ''}`;
  return page(lang, title, body);
}

export const LOGOUT_SCRIPT = `document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('op.logoutForm');
if(f){var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();}});`;
