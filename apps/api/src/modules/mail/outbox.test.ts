import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';
import { openInteraction, pathOf, postForm, register } from '../../test/provider-pages';
import { linkIn } from '../../test/smtp-inbox';

/** Without SMTP_URL (development, demo) mails stay in the outbox, which the sysadmin reads (ADR 0105). */
let t: TestApp;
let sysadmin: string;

beforeAll(async () => {
  t = await createTestApp();
  sysadmin = (await signIn(t.app, 'sysadmin@tirr.demo')).accessToken;
});
afterAll(async () => t?.close());

const get = (url: string, token = sysadmin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('/system/outbox', () => {
  it('lists the confirmation mail of a registration, and its link confirms the account', async () => {
    const interaction = await openInteraction(t.app);
    const registered = await register(t.app, interaction, {
      name: 'Olivia Outbox',
      email: 'olivia@example.com',
      password: 'una-clave-larga',
    });
    expect(registered.statusCode).toBe(200);

    const list = await get('/api/v1/system/outbox?q=olivia');
    expect(list.statusCode).toBe(200);
    const { items, total } = list.json();
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      recipient: 'olivia@example.com',
      subject: 'Confirmá tu correo en Tirr',
      kind: 'verify-email',
      status: 'outbox',
      attempts: 0,
      sentAt: null,
    });

    const detail = await get(`/api/v1/system/outbox/${items[0].id}`);
    expect(detail.statusCode).toBe(200);
    const mail = detail.json();
    expect(mail.html).toContain('>Confirmar mi correo</a>');
    const link = linkIn(mail.text, 'http://localhost:3000/oidc/verify-email?token=');
    expect((await t.app.inject({ method: 'GET', url: pathOf(link) })).statusCode).toBe(200);
    const token = new URL(link).searchParams.get('token')!;
    expect((await postForm(t.app, '/oidc/verify-email', { token })).statusCode).toBe(200);
    const { accessToken } = await signIn(t.app, 'olivia@example.com', 'una-clave-larga');
    const report = await get('/api/v1/credit/20314567820/report', accessToken);
    expect(report.statusCode).toBe(200);
  });

  it('pages newest first, searches recipient and subject, and answers 404 for an unknown mail', async () => {
    for (const name of ['uno', 'dos', 'tres']) {
      await register(t.app, await openInteraction(t.app), {
        name: `Página ${name}`,
        email: `pagina-${name}@example.com`,
        password: 'una-clave-larga',
      });
    }
    const page = await get('/api/v1/system/outbox?q=pagina-&pageSize=2&page=0');
    expect(page.json().total).toBe(3);
    expect(page.json().items.map((m: { recipient: string }) => m.recipient)).toEqual([
      'pagina-tres@example.com',
      'pagina-dos@example.com',
    ]);
    expect((await get('/api/v1/system/outbox?q=Confirm%C3%A1&pageSize=500')).json().total).toBeGreaterThanOrEqual(4);
    const missing = await get('/api/v1/system/outbox/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });
});
