import { expect, test, type Page } from '@playwright/test';
import {
  confirmEmail,
  heading,
  linkIn,
  mailFromOutbox,
  NEW_PASSWORD,
  openMenu,
  PAGE_LOAD,
  registerAndSignIn,
  signInOnProvider,
  signInVia,
  skipMenuTour,
  snoozeSurvey,
  submitRegistration,
  uniqueEmail,
} from './support';

/** The access token (its cookie) and the refresh token (oidc-client-ts's stored user) of the page. */
async function tokensOf(page: Page) {
  const accessToken = (await page.context().cookies()).find((c) => c.name === 'tirr_at')?.value ?? '';
  const refreshToken = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? String((JSON.parse(localStorage.getItem(key)!) as { refresh_token?: string }).refresh_token) : '';
  });
  return { accessToken, refreshToken };
}

test.describe('sign-in and the route guard', () => {
  test('a guest opening a premium route signs in as free and ends on /', async ({ page }) => {
    await page.goto('/credits/profiles');
    // The provider's Spanish sign-in page.
    await expect(page.getByRole('heading', { name: 'Ingresá a Tirr' })).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    await expect(page.getByLabel('Contraseña', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Crear cuenta' })).toBeVisible();
    await signInOnProvider(page, 'free@tirr.demo');
    // Back from the provider with the remembered path, the free user is denied the premium route.
    await expect(page).toHaveURL(/\/$/, PAGE_LOAD);
    await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible(PAGE_LOAD);
    // The access token is kept in a cookie expiring with the token (ten minutes, ADR 0110).
    const cookie = (await page.context().cookies()).find((c) => c.name === 'tirr_at');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires * 1000).toBeGreaterThan(Date.now() + 5 * 60 * 1000);
    expect(cookie!.expires * 1000).toBeLessThanOrEqual(Date.now() + 10 * 60 * 1000);
    // The premium entry is not in the navigation of a free user.
    await expect(page.getByRole('navigation').getByRole('link', { name: /Mis Perfiles/i })).toHaveCount(0);
  });

  test('a premium user reaches /credits/profiles', async ({ page }) => {
    await signInVia(page, '/credits/profiles', 'premium@tirr.demo');
    await expect(page).toHaveURL(/\/credits\/profiles$/);
    await expect(heading(page, 'Mis Perfiles')).toBeVisible();
  });

  test('a free user opening /system/users is sent away', async ({ page }) => {
    await signInVia(page, '/', 'free@tirr.demo');
    await page.goto('/system/users');
    await expect(page).toHaveURL(/\/$/);
    await expect(heading(page, 'Usuarios')).toHaveCount(0);
  });

  test('an admin reaches /system/users but not the sysadmin-only errors', async ({ page }) => {
    await signInVia(page, '/system/users', 'admin@tirr.demo');
    await expect(heading(page, 'Usuarios')).toBeVisible();
    await page.goto('/system/errors');
    await expect(page).toHaveURL(/\/$/);
  });

  test("the sign-in page's show-password button and '¿Olvidaste tu contraseña?' (the demo's outbox delivers)", async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/oidc\/interaction\//, PAGE_LOAD);
    // The app's /login may still be redirecting when the first interaction URL shows: the page whose script
    // binds the button is the one that finished loading (a click on a page being replaced toggles nothing).
    await page.waitForLoadState('load');
    const password = page.getByLabel('Contraseña', { exact: true });
    const reveal = page.getByRole('button', { name: 'Mostrar contraseña' });
    await expect(reveal).toHaveAttribute('aria-pressed', 'false');
    await password.fill('una-clave-larga');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(async () => {
      await reveal.click();
      await expect(reveal).toHaveAttribute('aria-pressed', 'true', { timeout: 2000 });
    }).toPass(PAGE_LOAD);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('una-clave-larga');
    await reveal.click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeVisible();
  });

  test('a wrong password and an unknown email get the same answer on the sign-in page', async ({ page }) => {
    await page.goto('/login');
    await signInOnProvider(page, 'free@tirr.demo', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('El correo o la contraseña no son correctos.');
    await page.getByLabel('Correo electrónico').fill('nadie@tirr.demo');
    await page.getByLabel('Contraseña', { exact: true }).fill('whatever-it-is');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('alert')).toHaveText('El correo o la contraseña no son correctos.');
  });

  test('logout ends the session', async ({ page }) => {
    await signInVia(page, '/', 'premium@tirr.demo');
    const { accessToken, refreshToken } = await tokensOf(page);
    await (await openMenu(page, 'Menú de usuario')).getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    // Back from the provider's end-session, signed out: /logout sends a guest to sign in.
    await expect(page).toHaveURL(/\/oidc\/interaction\//, PAGE_LOAD);
    expect((await page.context().cookies()).find((c) => c.name === 'tirr_at')).toBeUndefined();
    // The provider session is gone too: a protected page asks for credentials again.
    await page.goto('/credits/profiles');
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    // And access ended with it (ADR 0110): the old access token is refused by the API, the refresh token
    // by the provider.
    const me = await page.request.post('/api/v1/users/me', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: {},
    });
    expect(me.status()).toBe(401);
    const refreshed = await page.request.post('/oidc/token', {
      form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'tirr-web' },
    });
    expect(refreshed.status()).toBe(400);
  });

  test('the session outlives its ten-minute access token: the app renews it and keeps working', async ({ page }) => {
    await page.clock.install();
    await signInVia(page, '/credits', 'premium@tirr.demo');
    const before = await tokensOf(page);
    // Nine and a half minutes later the access token is about to expire: it is renewed with the refresh token.
    const renewal = page.waitForResponse((r) => r.url().endsWith('/oidc/token') && r.request().method() === 'POST');
    await page.clock.fastForward('09:30');
    expect((await renewal).status()).toBe(200);
    await expect.poll(async () => (await tokensOf(page)).accessToken).not.toBe(before.accessToken);
    const after = await tokensOf(page);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    // The app goes on with the new token: the portfolio asks the API with it.
    const profiles = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/profiles');
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Mis Perfiles' })
      .click();
    expect((await profiles).headers().authorization).toBe(`Bearer ${after.accessToken}`);
    await expect(heading(page, 'Mis Perfiles')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Su sesión ha expirado' })).toHaveCount(0);
  });

  test('two tabs renewing at the same moment keep the session (a refresh token is never used twice)', async ({
    context,
    page,
  }) => {
    await context.clock.install();
    await signInVia(page, '/credits', 'premium@tirr.demo');
    const second = await context.newPage();
    await second.goto('/credits');
    await expect(second.getByRole('button', { name: 'Menú de usuario' })).toBeVisible(PAGE_LOAD);
    const before = await tokensOf(page);
    const renewals: number[] = [];
    context.on('response', (r) => {
      if (r.url().endsWith('/oidc/token') && r.request().method() === 'POST') renewals.push(r.status());
    });
    // Both tabs' renewal timers fire together.
    await context.clock.fastForward('09:30');
    await expect.poll(() => renewals.length).toBeGreaterThan(0);
    await expect.poll(async () => (await tokensOf(second)).accessToken).not.toBe(before.accessToken);
    // Both tabs go on working, and the session is intact: its latest refresh token is still accepted.
    for (const tab of [page, second]) {
      await tab
        .getByRole('navigation', { name: 'Navegación principal' })
        .getByRole('link', { name: 'Mis Perfiles' })
        .click();
      await expect(heading(tab, 'Mis Perfiles')).toBeVisible();
    }
    expect(renewals.every((status) => status === 200)).toBe(true);
    const latest = await tokensOf(page);
    const refreshed = await page.request.post('/oidc/token', {
      form: { grant_type: 'refresh_token', refresh_token: latest.refreshToken, client_id: 'tirr-web' },
    });
    expect(refreshed.status()).toBe(200);
  });

  test('a new user registers, signs in, sees the welcome screen, and chooses a card', async ({ page }) => {
    // A guest on an open page finds 'Registrarse' in the user menu.
    await page.goto('/errors/404');
    await (await openMenu(page, 'Menú de usuario')).getByRole('menuitem', { name: 'Registrarse' }).click();
    await expect(page.getByRole('heading', { name: 'Creá tu cuenta' })).toBeVisible();
    const email = uniqueEmail('nuevo');
    await page.getByLabel('Nombre y apellido').fill('Lucía Nueva');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repetir contraseña').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    // The same answer as for a known email: no sign-in yet, a mail with the next steps.
    await expect(page.getByRole('heading', { name: 'Revisá tu correo' })).toBeVisible();
    await expect(page.getByText(`Te enviamos un correo a ${email} con los pasos para continuar.`)).toBeVisible();
    await page.getByRole('link', { name: 'Ingresar' }).click();
    await signInOnProvider(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/welcome$/);
    await page
      .getByRole('main')
      .getByRole('button', { name: /Riesgo Crediticio/ })
      .click();
    await expect(page).toHaveURL(/\/credits$/);
    await expect(heading(page, 'Riesgo Crediticio')).toBeVisible();
    // The choice is stored: after a reload the welcome screen does not come back.
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
  });

  test('registering a known email answers like a new one and mails its owner', async ({ page }) => {
    await submitRegistration(page, 'Alguien Más', 'admin@tirr.demo', 'otra-clave-cualquiera');
    await expect(page.getByText('Te enviamos un correo a admin@tirr.demo con los pasos para continuar.')).toBeVisible();
    const notice = await mailFromOutbox(page, 'admin@tirr.demo', 'Alguien intentó crear una cuenta con tu correo');
    expect(linkIn(notice.text, '/oidc/password/forgot')).toContain('email=admin%40tirr.demo');
    // The account is untouched: its own password still signs in.
    await page.goto('/login');
    await signInOnProvider(page, 'admin@tirr.demo');
    await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible(PAGE_LOAD);
  });

  test('a new account opens a credit report once its email is confirmed with the link from the outbox', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = await registerAndSignIn(page, 'Vera Verifica', { prefix: 'verifica' });
    await page
      .getByRole('main')
      .getByRole('button', { name: /Riesgo Crediticio/ })
      .click();
    await skipMenuTour(page);
    await snoozeSurvey(page);
    await page.goto('/credits/profiles/20314567820');
    const notice = page.getByTestId('email-not-verified');
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(notice).toContainText(`Abrí el enlace que te enviamos a ${email}`);
    await expect(page.locator('[data-tour="scoring"]')).toHaveCount(0);
    // The registration mail went a moment ago: another one has to wait a minute.
    await notice.getByRole('button', { name: 'Reenviar email de confirmación' }).click();
    await expect(notice).toContainText('Ya te enviamos un enlace hace un momento.');

    await confirmEmail(page, email);
    await notice.getByRole('button', { name: 'Ya lo confirmé' }).click();
    await expect(page.locator('[data-tour="scoring"]')).toBeVisible({ timeout: 15_000 });
  });

  test("'¿Olvidaste tu contraseña?' sets a new password through a link from the outbox", async ({ page }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('olvido');
    await submitRegistration(page, 'Olga Olvido', email);
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page.getByRole('heading', { name: 'Recuperá tu contraseña' })).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByText(`Si ${email} tiene una cuenta en Tirr, te enviamos un enlace`)).toBeVisible();

    const { text } = await mailFromOutbox(page, email, 'Elegí una nueva contraseña de Tirr');
    await page.goto(linkIn(text, '/oidc/password/reset?token='));
    await expect(page.getByRole('heading', { name: 'Elegí una nueva contraseña' })).toBeVisible();
    const fill = async (password: string) => {
      await page.getByLabel('Nueva contraseña').fill(password);
      await page.getByLabel('Repetir contraseña').fill(password);
      await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    };
    await fill('1234567890');
    await expect(page.getByText('Esa contraseña es muy común. Elegí otra.')).toBeVisible();
    await fill('mi-clave-nueva-2026');
    await expect(page.getByRole('heading', { name: 'Cambiaste tu contraseña' })).toBeVisible();
    await page.getByRole('link', { name: 'Ingresar' }).click();
    await signInOnProvider(page, email, NEW_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('El correo o la contraseña no son correctos.');
    await signInOnProvider(page, email, 'mi-clave-nueva-2026');
    await expect(page).toHaveURL(/\/welcome$/);
  });
});
