import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'tirr-demo-2026';

/** Fills the built-in provider's Spanish sign-in page. */
export async function signInOnProvider(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Opens a path as a guest, signs in on the provider, and waits until the app shows the user. */
export async function signInVia(page: Page, path: string, email: string) {
  await page.goto(path);
  await signInOnProvider(page, email);
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
}

export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Registers a fresh account (settings tests change what they save) and passes the welcome screen. */
export async function registerNewUser(page: Page, name = 'Prueba Shell'): Promise<string> {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Creá tu cuenta' })).toBeVisible();
  await page.getByLabel('Nombre y apellido').fill(name);
  const email = `shell-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
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
  return email;
}

/** Resolves when the next POST /users/me/info carrying `key` (and `text`, if given) has been answered. */
export function savedInfo(page: Page, key: string, text = '') {
  return page.waitForResponse((r) => {
    const body = r.request().postData() ?? '';
    return (
      r.url().endsWith('/api/v1/users/me/info') &&
      r.request().method() === 'POST' &&
      body.includes(`"${key}"`) &&
      body.includes(text)
    );
  });
}
