import { expect, test, type Page } from '@playwright/test';
import { openMenu, registerNewUser, savedInfo, signInOnProvider, signInVia } from './support';

const frame = (page: Page) => page.getByTestId('shell-frame');
const style = (page: Page, property: 'maxWidth' | 'backgroundColor') =>
  frame(page).evaluate((el, p) => getComputedStyle(el)[p], property);

test("a signed-in user's 'deepOcean' theme and boxed layout survive a reload", async ({ page }) => {
  await registerNewUser(page);
  await page.getByRole('button', { name: 'Configuración', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Apariencia y diseño' });
  let saved = savedInfo(page, 'settings', 'deepOcean');
  await panel.getByRole('radio', { name: 'Océano profundo' }).check();
  await saved;
  saved = savedInfo(page, 'settings', 'boxed');
  await panel.getByRole('radio', { name: 'Encuadrado (1280 px)' }).check();
  await saved;
  await panel.getByRole('button', { name: 'Cerrar configuración' }).click();
  await expect.poll(() => style(page, 'maxWidth')).toBe('1280px');
  // deepOcean's page background (#e4f4fa).
  expect(await style(page, 'backgroundColor')).toBe('rgb(228, 244, 250)');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
  expect(await style(page, 'maxWidth')).toBe('1280px');
  expect(await style(page, 'backgroundColor')).toBe('rgb(228, 244, 250)');
  await page.getByRole('button', { name: 'Configuración', exact: true }).click();
  await expect(panel.getByRole('radio', { name: 'Océano profundo' })).toBeChecked();
  await expect(panel.getByRole('radio', { name: 'Encuadrado (1280 px)' })).toBeChecked();
});

test("a guest's theme change stays in the browser and never reaches the server", async ({ page }) => {
  const infoRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/users/me/info')) infoRequests.push(request.url());
  });
  await page.goto('/errors/404');
  await (await openMenu(page, 'Menú de usuario')).getByRole('menuitem', { name: 'Cambiar apariencia' }).click();
  const panel = page.getByRole('dialog', { name: 'Apariencia y diseño' });
  await panel.getByRole('radio', { name: 'Atardecer' }).check();
  await panel.getByRole('radio', { name: 'Solo el contenido' }).check();
  await panel.getByRole('button', { name: 'Cerrar configuración' }).click();
  // sunset's page background (#fff7f0).
  await expect.poll(() => style(page, 'backgroundColor')).toBe('rgb(255, 247, 240)');

  await page.reload();
  await expect(page.getByText('Página no encontrada')).toBeVisible();
  expect(await style(page, 'backgroundColor')).toBe('rgb(255, 247, 240)');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('tirr.settings') ?? '{}'));
  expect(stored.theme.main).toBe('sunset');
  expect(stored.layout.scroll).toBe('content');
  expect(infoRequests).toEqual([]);
});

test("'Términos y condiciones' opens the terms PDF in a new tab", async ({ page }) => {
  await signInVia(page, '/credits', 'free@tirr.demo');
  const link = (await openMenu(page, 'Menú de usuario')).getByRole('menuitem', { name: 'Términos y condiciones' });
  await expect(link).toHaveAttribute('target', '_blank');
  const popup = page.waitForEvent('popup');
  await link.click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toContain('/legal/terminos-y-condiciones.pdf');
  const response = await page.request.get(tab.url());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(body.length).toBeGreaterThan(5000);
});

test("the quick panel shows today's date as DD/MM/YYYY, the user's events and notes, and keeps its toggles", async ({
  page,
}) => {
  await signInVia(page, '/credits', 'admin@tirr.demo');
  await page.getByRole('button', { name: 'Panel rápido' }).click();
  const panel = page.getByRole('dialog', { name: 'Panel rápido' });
  const today = new Intl.DateTimeFormat('es-AR', {
    timeZone: 'America/Argentina/Buenos_Aires',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
  await expect(panel.getByTestId('quick-panel-date')).toHaveText(today);
  expect(today).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  // Nothing invented: no monitoring has run on this server, so the panel says where events come from.
  await expect(panel.getByText(/^Sin eventos por ahora\./)).toBeVisible();
  await expect(panel.getByText('No tenés notas.')).toBeVisible();

  const thrusters = panel.getByRole('switch', { name: 'Propulsores retro' });
  const before = await thrusters.isChecked();
  const saved = savedInfo(page, 'quickSettings');
  await thrusters.click();
  await saved;
  await page.reload();
  await page.getByRole('button', { name: 'Panel rápido' }).click();
  await expect(panel.getByRole('switch', { name: 'Propulsores retro' })).toBeChecked({ checked: !before });
});

test('the chosen language is saved with the settings and follows the user to a new device', async ({
  page,
  browser,
}) => {
  const email = await registerNewUser(page);
  const saved = savedInfo(page, 'settings', '"language":"en"');
  await (await openMenu(page, 'Idioma')).getByRole('menuitem', { name: 'English' }).click();
  await saved;
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  // Another browser, nothing stored locally: signing in brings the English interface back.
  const other = await browser.newContext({ locale: 'es-AR' });
  const device = await other.newPage();
  await device.goto('/credits');
  await signInOnProvider(device, email, 'una-clave-larga');
  await expect(device.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(device.locator('html')).toHaveAttribute('lang', 'en');
  await other.close();
});
