import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../test/harness';
import { alertsOf, openInteraction, pathOf, postForm, register } from '../test/provider-pages';
import { linkIn, startSmtpInbox, type SmtpInbox } from '../test/smtp-inbox';
import { accountsRepository } from './accounts.repository';

/** Accounts by email (ADR 0105, 0106, 0107): registration, confirmation, the report gate, the policy. */
let t: TestApp;
let inbox: SmtpInbox;
let now = Date.now();
const PASSWORD = 'una-clave-larga';

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ SMTP_URL: inbox.url }, { clock: () => new Date(now) });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const mailTo = (to: string, subject: string) => inbox.next((m) => m.to.includes(to) && m.subject === subject);
const VERIFY_SUBJECT = 'Confirmá tu correo en Tirr';
const report = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/credit/20314567820/report', headers: bearer(token) });
const consult = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/consultProfiles/create',
    headers: bearer(token),
    payload: { tax_number: '20314567820' },
  });
async function registerNew(email: string, name = 'Lucía Nueva') {
  const response = await register(t.app, await openInteraction(t.app), { name, email, password: PASSWORD });
  expect(response.statusCode).toBe(200);
  return linkIn((await mailTo(email, VERIFY_SUBJECT)).text, 'http://localhost:3000/oidc/verify-email?token=');
}

describe('registration', () => {
  it('answers a new and a known email alike; the new one gets the link, the known one’s owner a notice', async () => {
    const interaction = await openInteraction(t.app);
    const fresh = await register(t.app, interaction, {
      name: 'Nadia Nueva',
      email: 'nadia@example.com',
      password: PASSWORD,
    });
    const known = await register(t.app, interaction, {
      name: 'Otro',
      email: 'free@tirr.demo',
      password: 'otra-clave-larga',
    });
    expect(fresh.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(fresh.body.replaceAll('nadia@example.com', 'X')).toBe(known.body.replaceAll('free@tirr.demo', 'X'));
    expect(alertsOf(fresh.body)[0]).toBe('Te enviamos un correo a nadia@example.com con los pasos para continuar.');
    expect(fresh.cookies).toEqual(known.cookies);

    const confirm = await mailTo('nadia@example.com', VERIFY_SUBJECT);
    expect(confirm.text).toContain('Hola, Nadia Nueva:');
    expect(linkIn(confirm.text, 'http://localhost:3000/oidc/verify-email?token=')).toMatch(/token=[\w-]{43}$/);
    const notice = await mailTo('free@tirr.demo', 'Alguien intentó crear una cuenta con tu correo');
    expect(notice.text).toContain('Hola, Florencia Gratuita:');
    expect(linkIn(notice.text, 'http://localhost:3000/oidc/password/forgot')).toContain('email=free%40tirr.demo');
    // The known account is untouched: same name, same password, no confirmation mail.
    expect((await accountsRepository(t.database.db).findByEmail('free@tirr.demo'))?.name).toBe('Florencia Gratuita');
    await expect(signIn(t.app, 'free@tirr.demo')).resolves.toBeTruthy();
    expect(inbox.received.filter((m) => m.to.includes('free@tirr.demo') && m.subject === VERIFY_SUBJECT)).toEqual([]);
  });

  it('refuses short, common and mismatched passwords with a Spanish message, creating nothing', async () => {
    const interaction = await openInteraction(t.app);
    const attempt = (password: string, passwordRepeat = password) =>
      register(t.app, interaction, { name: 'Poli Tica', email: 'politica@example.com', password, passwordRepeat });
    const cases: Array<[string, string, string]> = [
      ['corta', 'corta', 'La contraseña debe tener al menos 10 caracteres.'],
      ['QwertyUiop', 'QwertyUiop', 'Esa contraseña es muy común. Elegí otra.'],
      ['1q2w3e4r5t', '1q2w3e4r5t', 'Esa contraseña es muy común. Elegí otra.'],
      ['una-clave-larga', 'otra-clave-larga', 'Las contraseñas no coinciden.'],
    ];
    for (const [password, repeat, message] of cases) {
      const response = await attempt(password, repeat);
      expect(response.statusCode, password).toBe(400);
      expect(alertsOf(response.body), password).toContain(message);
    }
    expect(await accountsRepository(t.database.db).findByEmail('politica@example.com')).toBeUndefined();
  });
});

describe('sign-in failure', () => {
  it('gives one answer for an unknown email and a wrong password', async () => {
    const interaction = await openInteraction(t.app);
    const login = (email: string, password: string) =>
      postForm(t.app, `${interaction.path}/login`, { email, password }, interaction.cookie);
    const unknown = await login('nadie@example.com', 'whatever-it-is');
    const wrong = await login('admin@tirr.demo', 'not-the-password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(alertsOf(unknown.body)).toEqual(['El correo o la contraseña no son correctos.']);
    // Only the typed email (kept in the field) differs.
    const typed = (body: string, email: string) => body.replaceAll(`value="${email}"`, 'value="X"');
    expect(typed(unknown.body, 'nadie@example.com')).toBe(typed(wrong.body, 'admin@tirr.demo'));
  });
});

describe('email confirmation', () => {
  it('lets a new account sign in, but no credit data until the link confirms its email', async () => {
    const link = await registerNew('lucia@example.com');
    const { accessToken } = await signIn(t.app, 'lucia@example.com', PASSWORD);
    for (const refused of [await consult(accessToken), await report(accessToken)]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'EMAIL_NOT_VERIFIED',
        message: expect.stringMatching(/^Confirmá tu correo/),
      });
    }
    // Opening the link shows a button; only pressing it confirms (a mail scanner's visit confirms nothing).
    const page = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('>Confirmar mi correo</button>');
    expect((await report(accessToken)).statusCode).toBe(403);
    const token = new URL(link).searchParams.get('token')!;
    const confirmed = await postForm(t.app, '/oidc/verify-email', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Tu correo quedó confirmado');
    // The same token does not work twice.
    const again = await postForm(t.app, '/oidc/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('El enlace venció o ya se usó.');
    // The same access token now gets the report: the cached user row was refreshed.
    expect((await consult(accessToken)).statusCode).toBe(200);
    expect((await report(accessToken)).statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me',
      headers: bearer(accessToken),
      payload: {},
    });
    expect(me.json().email_verified).toBe(true);
  });

  it('stops working 24 hours after it was sent', async () => {
    const link = await registerNew('tarde@example.com');
    now += 24 * 3600_000 + 1000;
    const token = new URL(link).searchParams.get('token')!;
    expect((await t.app.inject({ method: 'GET', url: pathOf(link) })).statusCode).toBe(400);
    expect((await postForm(t.app, '/oidc/verify-email', { token })).statusCode).toBe(400);
    expect((await accountsRepository(t.database.db).findByEmail('tarde@example.com'))?.emailVerified).toBe(false);
  });

  it("'Reenviar email de confirmación': at most one a minute, the newest link only, nothing once confirmed", async () => {
    const first = await registerNew('reenvio@example.com');
    const { accessToken } = await signIn(t.app, 'reenvio@example.com', PASSWORD);
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/verification-email',
        headers: bearer(accessToken),
        payload: {},
      });
    const early = await resend();
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: 'VERIFICATION_COOLDOWN', details: { retryAfterSeconds: 60 } });
    expect(early.headers['retry-after']).toBe('60');

    now += 61_000;
    const sent = await resend();
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: true, email: 'reenvio@example.com' });
    const mails = () => inbox.received.filter((m) => m.to.includes('reenvio@example.com'));
    await inbox.next((m) => m.to.includes('reenvio@example.com') && !m.text.includes(first));
    const second = linkIn(mails().at(-1)!.text, 'http://localhost:3000/oidc/verify-email?token=');
    expect(second).not.toBe(first);
    expect(
      (await postForm(t.app, '/oidc/verify-email', { token: new URL(first).searchParams.get('token')! })).statusCode,
    ).toBe(400);
    expect(
      (await postForm(t.app, '/oidc/verify-email', { token: new URL(second).searchParams.get('token')! })).statusCode,
    ).toBe(200);

    now += 61_000;
    const done = await resend();
    expect(done.statusCode).toBe(409);
    expect(done.json().code).toBe('ALREADY_VERIFIED');
  });
});
