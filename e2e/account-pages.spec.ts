import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { linkIn, mailFromOutbox, submitRegistration, uniqueEmail } from './support';

/**
 * The provider's pages about the account's email (ADR 0106) at desktop width and at 360 px: no sideways
 * scroll, and a screenshot of each (in the test output, or in SHOTS_DIR when set) to look at.
 */
async function shot(page: Page, name: string, width: number) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, name).toBeLessThanOrEqual(0);
  const dir = process.env.SHOTS_DIR ?? test.info().outputDir;
  await page.screenshot({ path: path.join(dir, `account-${name}-${width}.png`), fullPage: true });
}

for (const width of [1280, 360]) {
  test(`account email pages at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    const email = uniqueEmail(`paginas-${width}`);
    await submitRegistration(page, 'Paula Páginas', email);
    await shot(page, 'check-email', width);

    const confirm = linkIn(
      (await mailFromOutbox(page, email, 'Confirmá tu correo en Tirr')).text,
      '/oidc/verify-email?token=',
    );
    await page.goto(confirm);
    await expect(page.getByRole('heading', { name: 'Confirmá tu correo' })).toBeVisible();
    await shot(page, 'confirm', width);
    await page.getByRole('button', { name: 'Confirmar mi correo' }).click();
    await expect(page.getByRole('heading', { name: 'Tu correo quedó confirmado' })).toBeVisible();
    await shot(page, 'confirmed', width);
    await page.goto(confirm);
    await expect(page.getByRole('heading', { name: 'El enlace no es válido' })).toBeVisible();
    await shot(page, 'link-used', width);

    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page.getByRole('heading', { name: 'Recuperá tu contraseña' })).toBeVisible();
    await shot(page, 'forgot', width);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('heading', { name: 'Revisá tu correo' })).toBeVisible();
    await shot(page, 'forgot-sent', width);

    const reset = linkIn(
      (await mailFromOutbox(page, email, 'Elegí una nueva contraseña de Tirr')).text,
      '/oidc/password/reset?token=',
    );
    await page.goto(reset);
    await page.getByLabel('Nueva contraseña').fill('corta');
    await page.getByLabel('Repetir contraseña').fill('otra');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('La contraseña debe tener al menos 10 caracteres.')).toBeVisible();
    await shot(page, 'reset-errors', width);
    await page.getByLabel('Nueva contraseña').fill('paginas-clave-nueva');
    await page.getByLabel('Repetir contraseña').fill('paginas-clave-nueva');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByRole('heading', { name: 'Cambiaste tu contraseña' })).toBeVisible();
    await shot(page, 'reset-done', width);
  });
}
