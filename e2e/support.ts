import { expect, test, type Page } from '@playwright/test';

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
  await skipMenuTour(page);
  await snoozeSurvey(page);
  return email;
}

/**
 * A new user gets the first-visit survey 5 s after the welcome screen (a modal that hides the rest of the
 * page); tests about other things wait for it and snooze it ('No volver a mostrar').
 */
export async function snoozeSurvey(page: Page) {
  test.info().setTimeout(test.info().timeout + 15_000);
  const survey = page.getByRole('dialog', { name: '¡Queremos conocerte!' });
  await expect(survey).toBeVisible({ timeout: 15_000 });
  await survey.getByLabel('No volver a mostrar').check();
  await survey.getByRole('button', { name: 'Ahora no' }).click();
  await expect(survey).toBeHidden();
}

/** First-time users get the guided menu tour on larger screens; tests about other things skip it. */
export async function skipMenuTour(page: Page) {
  const width = page.viewportSize()?.width ?? 1280;
  if (width < 900) return;
  const tour = page.getByTestId('menu-tour');
  await expect(tour).toBeVisible();
  await tour.getByRole('button', { name: 'Omitir' }).click();
  await expect(tour).toBeHidden();
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
