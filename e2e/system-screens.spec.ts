import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { heading, signInOnProvider } from './support';

/** Like support's signInVia, with more patience for the first page of a cold server on a busy machine. */
async function signInVia(page: Page, url: string, email: string) {
  await page.goto(url);
  await signInOnProvider(page, email);
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible({ timeout: 20_000 });
}

/**
 * Every System screen at desktop width and at 360 px: no horizontal page scroll, and a screenshot
 * (in the test output, or in SHOTS_DIR when set) to look at.
 */
const SCREENS = [
  ['/system/errors', 'Errores', 'sysadmin@tirr.demo'],
  ['/system/users', 'Usuarios', 'admin@tirr.demo'],
  ['/system/blacklist', 'Bloqueo de cuits', 'admin@tirr.demo'],
  ['/system/reportes', 'Reportes', 'admin@tirr.demo'],
  ['/system/outbox', 'Correos', 'sysadmin@tirr.demo'],
  ['/system/jobs', 'Trabajos en segundo plano', 'sysadmin@tirr.demo'],
] as const;

for (const width of [1280, 360]) {
  test(`System screens at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await signInVia(page, '/system/errors', 'sysadmin@tirr.demo');
    for (const [url, title] of SCREENS) {
      await page.goto(url);
      await expect(heading(page, title)).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 10_000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, url).toBeLessThanOrEqual(0);
      const dir = process.env.SHOTS_DIR ?? test.info().outputDir;
      await page.screenshot({ path: path.join(dir, `${url.split('/').at(-1)}-${width}.png`), fullPage: true });
    }
  });
}
