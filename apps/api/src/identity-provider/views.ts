import type { IdpLanguage, IdpTexts } from './i18n';
import { IDP_TEXTS } from './i18n';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:Roboto,system-ui,-apple-system,'Segoe UI',sans-serif;background:#0f1f3a;color:#1b2437;padding:16px}
main{width:100%;max-width:420px;background:#fff;border-radius:12px;padding:32px 28px;box-shadow:0 12px 40px rgba(0,0,0,.35)}
.brand{display:flex;align-items:center;gap:10px;margin-bottom:8px}.logo{width:36px;height:36px;border-radius:8px;
background:linear-gradient(135deg,#1f5fbf,#19b3a6);color:#fff;font-weight:700;display:flex;align-items:center;justify-content:center}
h1{font-size:1.45rem;margin:0 0 6px}.sub{color:#5b6578;margin:0 0 24px;font-size:.95rem}
label{display:block;font-weight:500;font-size:.9rem;margin:14px 0 6px}
input{width:100%;padding:12px;border:1px solid #b8c0cc;border-radius:8px;font-size:1rem}
input:focus{outline:2px solid #1f5fbf;border-color:#1f5fbf}
button{width:100%;margin-top:22px;padding:12px;border:0;border-radius:8px;background:#1f5fbf;color:#fff;font-size:1rem;
font-weight:600;cursor:pointer}button:hover{background:#174c9b}
.error{background:#fdecea;color:#8a1c12;border-radius:8px;padding:10px 12px;margin:0 0 8px;font-size:.92rem}
.field-error{color:#b3261e;font-size:.85rem;margin:4px 0 0}
.alt{margin-top:18px;text-align:center;font-size:.92rem}a{color:#1f5fbf;font-weight:500}
a.button-link{display:block;margin-top:22px;padding:12px;border-radius:8px;background:#1f5fbf;color:#fff;text-align:center;
text-decoration:none;font-weight:600}a.button-link:hover{background:#174c9b}
.field-hint{color:#5b6578;font-size:.82rem;margin:4px 0 0}.forgot{margin:10px 0 0;text-align:right;font-size:.9rem}
.hint{margin-top:20px;font-size:.8rem;color:#5b6578;border-top:1px solid #e3e7ee;padding-top:12px}`;

export function page(lang: IdpLanguage, title: string, body: string, scripts: string[] = []): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Tirr</title>
<style>${STYLE}</style></head><body><main>
<div class="brand"><div class="logo" aria-hidden="true">T</div><strong>Tirr</strong></div>
${body}</main>${scripts.map((src) => `<script src="${src}"></script>`).join('')}</body></html>`;
}

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
}) => {
  const described = [options.error ? `${options.id}-error` : '', options.hint ? `${options.id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return `<label for="${options.id}">${escapeHtml(options.label)}</label>
<input id="${options.id}" name="${options.name}" type="${options.type}" autocomplete="${options.autocomplete}" required
${options.value ? `value="${escapeHtml(options.value)}"` : ''} ${options.error ? 'aria-invalid="true"' : ''} ${described ? `aria-describedby="${described}"` : ''} ${options.autofocus ? 'autofocus' : ''}>
${options.hint ? `<p class="field-hint" id="${options.id}-hint">${escapeHtml(options.hint)}</p>` : ''}${fieldError(options.id, options.error)}`;
};

export interface LoginView {
  uid: string;
  lang: IdpLanguage;
  email?: string | undefined;
  error?: string | undefined;
  fieldErrors?: { email?: string | undefined; password?: string | undefined };
  showDemoHint: boolean;
}

export function loginPage(v: LoginView): string {
  const t: IdpTexts = IDP_TEXTS[v.lang];
  const body = `<h1>${t.title}</h1><p class="sub">${t.subtitle}</p>
${v.error ? `<p class="error" role="alert">${escapeHtml(v.error)}</p>` : ''}
<form method="post" action="/oidc/interaction/${encodeURIComponent(v.uid)}/login" novalidate>
${input({ id: 'email', name: 'email', label: t.email, type: 'email', value: v.email, autocomplete: 'username', error: v.fieldErrors?.email, autofocus: !v.email })}
${input({ id: 'password', name: 'password', label: t.password, type: 'password', autocomplete: 'current-password', error: v.fieldErrors?.password, autofocus: !!v.email })}
<p class="forgot"><a href="/oidc/password/forgot${v.lang === 'en' ? '?ui_locales=en' : ''}">${t.forgotLink}</a></p>
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
${input({ id: 'password', name: 'password', label: t.password, type: 'password', autocomplete: 'new-password', error: e.password, hint: t.passwordHint })}
${input({ id: 'passwordRepeat', name: 'passwordRepeat', label: t.passwordRepeat, type: 'password', autocomplete: 'new-password', error: e.passwordRepeat })}
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
