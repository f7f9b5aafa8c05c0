import { expect, test } from '@playwright/test';
import { heading, signInOnProvider, signInVia } from './support';

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
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
    // The access token is kept in a cookie expiring with the token.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'tirr_at');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires * 1000).toBeGreaterThan(Date.now() + 50 * 60 * 1000);
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

  test('a wrong password is explained on the sign-in page', async ({ page }) => {
    await page.goto('/login');
    await signInOnProvider(page, 'free@tirr.demo', 'not-the-password');
    await expect(page.getByText('La contraseña es incorrecta.')).toBeVisible();
    await page.getByLabel('Correo electrónico').fill('nadie@tirr.demo');
    await page.getByLabel('Contraseña', { exact: true }).fill('whatever-it-is');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('No existe una cuenta con ese correo electrónico.')).toBeVisible();
  });

  test('logout ends the session', async ({ page }) => {
    await signInVia(page, '/', 'premium@tirr.demo');
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    // Back from the provider's end-session, signed out: /logout sends a guest to sign in.
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    expect((await page.context().cookies()).find((c) => c.name === 'tirr_at')).toBeUndefined();
    // The provider session is gone too: a protected page asks for credentials again.
    await page.goto('/credits/profiles');
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  });

  test('a new user registers, sees the welcome screen, and chooses a card', async ({ page }) => {
    // A guest on an open page finds 'Registrarse' in the user menu.
    await page.goto('/errors/404');
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Registrarse' }).click();
    await expect(page.getByRole('heading', { name: 'Creá tu cuenta' })).toBeVisible();
    const email = `nuevo-${Date.now()}@example.com`;
    await page.getByLabel('Nombre y apellido').fill('Lucía Nueva');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('una-clave-larga');
    await page.getByLabel('Repetir contraseña').fill('una-clave-larga');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
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
});
