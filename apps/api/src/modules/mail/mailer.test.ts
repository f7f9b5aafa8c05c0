import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { freePort } from '../../test/free-port';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { mailRepository } from './mail.repository';
import { createMailer, RETRY_DELAYS_MS, smtpTransport, type MailTransport } from './mailer';
import { composeMail } from './messages';

let t: TestApp;
let inbox: SmtpInbox;
let now = new Date('2026-11-23T12:00:00Z');

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const TOKEN = 'A'.repeat(43);
const repository = () => mailRepository(t.database.db);
const errors: unknown[] = [];
const mailerWith = (transport: MailTransport | undefined) =>
  createMailer({
    repository: repository(),
    transport,
    from: 'Tirr <no-reply@tirr.test>',
    now: () => now,
    onError: (error) => errors.push(error),
  });
const verifyMail = (to: string) =>
  composeMail(
    { kind: 'verify-email', name: 'Lucía', url: `http://localhost:3000/oidc/verify-email?token=${TOKEN}` },
    to,
    'es',
  );
const rowOf = async (recipient: string) => {
  const { rows } = await repository().list({ page: 0, pageSize: 50, q: recipient });
  return repository().find(rows[0]!.id);
};

describe('mailer over a real SMTP server', () => {
  it('sends the Spanish mail with its HTML and plain-text parts, then marks it sent and blanks the link', async () => {
    const mailer = mailerWith(smtpTransport(inbox.url));
    await mailer.send(verifyMail('lucia@example.com'));
    const mail = await inbox.next((m) => m.to.includes('lucia@example.com'));
    await mailer.settle();
    expect(mail.from).toBe('no-reply@tirr.test');
    expect(mail.subject).toBe('Confirmá tu correo en Tirr');
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.text).toContain(`http://localhost:3000/oidc/verify-email?token=${TOKEN}`);
    expect(mail.text).toContain('El enlace vence en 24 horas y sirve una sola vez.');
    expect(mail.html).toContain('>Confirmar mi correo</a>');
    expect(mail.html).toContain(`href="http://localhost:3000/oidc/verify-email?token=${TOKEN}"`);

    const row = await rowOf('lucia@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt).toEqual(now);
    // A delivered mail's link is no longer readable from the outbox.
    expect(row!.text).not.toContain(TOKEN);
    expect(row!.text).toContain('token=[usado]');
    expect(row!.html).not.toContain(TOKEN);
  });

  it('retries a refused delivery once its delay has passed', async () => {
    const mailer = mailerWith(smtpTransport(inbox.url));
    inbox.refuseNext(1);
    const refusedBefore = inbox.refused;
    await mailer.send(verifyMail('reintento@example.com'));
    await mailer.settle();
    expect(inbox.refused).toBe(refusedBefore + 1);
    expect(await rowOf('reintento@example.com')).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await rowOf('reintento@example.com'))!.lastError).toMatch(/busy/);

    await mailer.deliverDue(); // not due yet
    expect(await rowOf('reintento@example.com')).toMatchObject({ status: 'pending', attempts: 1 });
    now = new Date(now.getTime() + RETRY_DELAYS_MS[0]);
    await mailer.deliverDue();
    await inbox.next((m) => m.to.includes('reintento@example.com'));
    expect(await rowOf('reintento@example.com')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up after the last attempt and marks the mail failed', async () => {
    const mailer = mailerWith(smtpTransport(inbox.url));
    inbox.refuseNext(RETRY_DELAYS_MS.length + 1);
    errors.length = 0;
    await mailer.send(verifyMail('rebota@example.com'));
    await mailer.settle();
    for (const delay of RETRY_DELAYS_MS) {
      now = new Date(now.getTime() + delay);
      await mailer.deliverDue();
    }
    const row = await rowOf('rebota@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: RETRY_DELAYS_MS.length + 1 });
    expect(row!.text).not.toContain(TOKEN);
    expect(errors).toHaveLength(1);
    expect(inbox.received.some((m) => m.to.includes('rebota@example.com'))).toBe(false);
  });

  it('answers at once when the SMTP server is unreachable: the mail waits for its retry', async () => {
    const mailer = mailerWith(smtpTransport(`smtp://127.0.0.1:${await freePort()}`));
    await expect(mailer.send(verifyMail('sin-servidor@example.com'))).resolves.toBeUndefined();
    await mailer.settle();
    const row = await rowOf('sin-servidor@example.com');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it('without SMTP keeps the mail in the outbox, link included, for the sysadmin', async () => {
    const mailer = mailerWith(undefined);
    await mailer.send(verifyMail('solo-outbox@example.com'));
    await mailer.deliverDue();
    const row = await rowOf('solo-outbox@example.com');
    expect(row).toMatchObject({ status: 'outbox', attempts: 0, sentAt: null });
    expect(row!.text).toContain(TOKEN);
  });
});

describe('mail templates', () => {
  it.each([
    ['es', 'account-exists', 'Alguien intentó crear una cuenta con tu correo'],
    ['en', 'account-exists', 'Someone tried to create an account with your email'],
    ['es', 'reset-password', 'Elegí una nueva contraseña de Tirr'],
    ['es', 'password-changed', 'Cambiaste tu contraseña de Tirr'],
  ] as const)('%s %s: subject %j, escaped HTML and a text twin with the same link', (lang, kind, subject) => {
    const url = 'http://localhost:3000/oidc/password/forgot?email=a%40b.com&x=<y>';
    const mail = composeMail(
      kind === 'account-exists'
        ? { kind, name: 'Ana <b>', forgotUrl: url, signInUrl: 'http://localhost:3000/login' }
        : kind === 'reset-password'
          ? { kind, name: 'Ana <b>', url }
          : { kind, name: 'Ana <b>', supportEmail: 'soporte@tirr.com.ar' },
      'ana@example.com',
      lang,
    );
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain(`<html lang="${lang}">`);
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Ana &lt;b&gt;');
    expect(mail.text).toContain('Ana <b>');
    expect(mail.text).toContain('ana@example.com');
    if (kind !== 'password-changed') {
      expect(mail.text).toContain(url);
      expect(mail.html).toContain('x=&lt;y&gt;');
    }
  });
});
