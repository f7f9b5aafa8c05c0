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
