import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import { bearer, createTestApp, signIn, type TestApp } from '../test/harness';
import { alertsOf, pathOf, postForm } from '../test/provider-pages';
import { linkIn, startSmtpInbox, type SmtpInbox } from '../test/smtp-inbox';
import { accountsRepository } from './accounts.repository';
import { hashPassword } from './passwords';

/** '¿Olvidaste tu contraseña?' (ADR 0106): one answer for every address, a single-use 30-minute link. */
let t: TestApp;
let inbox: SmtpInbox;
let now = Date.now();
const OLD = 'clave-vieja-de-olvido';
const NEW = 'clave-nueva-de-olvido';
const RESET_SUBJECT = 'Elegí una nueva contraseña de Tirr';

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ SMTP_URL: inbox.url }, { clock: () => new Date(now) });
  // Never confirmed its email: the reset link, which proves the mailbox, confirms it.
  await accountsRepository(t.database.db).create({
    email: 'olvido@example.com',
    name: 'Olga Olvido',
    passwordHash: await hashPassword(OLD),
  });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const forgot = (email: string) => postForm(t.app, '/oidc/password/forgot', { email });
const resetLink = async () =>
  linkIn(
    (await inbox.next((m) => m.to.includes('olvido@example.com') && m.subject === RESET_SUBJECT && !used.has(m.text)))
      .text,
    'http://localhost:3000/oidc/password/reset?token=',
  );
const used = new Set<string>();
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const outboxTo = (recipient: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));

describe('forgotten password', () => {
  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    const known = await forgot('olvido@example.com');
    const unknown = await forgot('nadie-olvido@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body.replaceAll('olvido@example.com', 'X')).toBe(
      unknown.body.replaceAll('nadie-olvido@example.com', 'X'),
    );
    expect(alertsOf(known.body)[0]).toBe(
      'Si olvido@example.com tiene una cuenta en Tirr, te enviamos un enlace para elegir una nueva contraseña. Vence en 30 minutos.',
    );
    const mail = await inbox.next((m) => m.to.includes('olvido@example.com') && m.subject === RESET_SUBJECT);
    expect(mail.text).toContain('El enlace vence en 30 minutos y sirve una sola vez.');
    expect(mail.html).toContain('>Elegir una nueva contraseña</a>');
    expect(await outboxTo('nadie-olvido@example.com')).toEqual([]);
    // A malformed address is a field error, not the common answer.
    const bad = await forgot('no-es-un-correo');
    expect(bad.statusCode).toBe(400);
    expect(alertsOf(bad.body)).toContain('Ingresá un correo electrónico válido.');
  });

  it('sets a new password once, under the policy, and ends the sessions, refresh and access tokens', async () => {
    const tokens = await signIn(t.app, 'olvido@example.com', OLD);
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me',
      headers: bearer(tokens.accessToken),
      payload: {},
    });
    expect(before.statusCode).toBe(200);
    const link = await resetLink();
    const form = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Elegí una nueva contraseña');
    const submit = (password: string, passwordRepeat = password) =>
      postForm(t.app, '/oidc/password/reset', { token: tokenOf(link), password, passwordRepeat });

    const common = await submit('Password1234');
    expect(common.statusCode).toBe(400);
    expect(alertsOf(common.body)).toContain('Esa contraseña es muy común. Elegí otra.');
    const mismatch = await submit(NEW, 'otra-distinta-clave');
    expect(alertsOf(mismatch.body)).toContain('Las contraseñas no coinciden.');
    // A refused form does not use the link up.
    const done = await submit(NEW);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Cambiaste tu contraseña');
    used.add((await inbox.next((m) => m.text.includes(tokenOf(link)))).text);

    const again = await submit('otra-clave-mas-larga');
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('El enlace venció o ya se usó.');

    // The access token of the old session is refused at once, not when it expires (ADR 0110).
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me',
      headers: bearer(tokens.accessToken),
      payload: {},
    });
    expect(after.statusCode).toBe(401);
    await expect(signIn(t.app, 'olvido@example.com', OLD)).rejects.toThrow(/401/);
    const fresh = await signIn(t.app, 'olvido@example.com', NEW);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken!,
        client_id: 'tirr-web',
      }).toString(),
    });
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json().error).toBe('invalid_grant');
    await inbox.next((m) => m.to.includes('olvido@example.com') && m.subject === 'Cambiaste tu contraseña de Tirr');
    // The link proved the mailbox: the email counts as confirmed.
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me',
      headers: bearer(fresh.accessToken),
      payload: {},
    });
    expect(me.json().email_verified).toBe(true);
  });

  it('stops working 30 minutes after it was sent', async () => {
    now += 61_000; // past the one-a-minute cool-down
    await forgot('olvido@example.com');
    const link = await resetLink();
    now += 30 * 60_000 + 1000;
    const page = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('El enlace venció o ya se usó.');
    const submit = await postForm(t.app, '/oidc/password/reset', {
      token: tokenOf(link),
      password: 'clave-demasiado-tarde',
      passwordRepeat: 'clave-demasiado-tarde',
    });
    expect(submit.statusCode).toBe(400);
    await expect(signIn(t.app, 'olvido@example.com', NEW)).resolves.toBeTruthy();
  });

  it('one address asking for mails is stopped at 30 an hour: 429 with Retry-After, and nothing is mailed', async () => {
    now += 61_000; // past the account's one-a-minute cool-down: only the address limit can refuse
    const mailedBefore = (await outboxTo('olvido@example.com')).length;
    const answers: number[] = [];
    for (let i = 0; i < 30; i += 1) answers.push((await forgot(`flood-${i}@example.com`)).statusCode);
    // The earlier tests' posts came from the same address: the hour's budget has run out by now.
    expect(answers.filter((status) => status === 200).length).toBeLessThan(30);
    const last = await forgot('olvido@example.com');
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.body).toContain('Demasiados intentos');
    expect(await outboxTo('olvido@example.com')).toHaveLength(mailedBefore);
  });
});
