import { expect, test } from '@playwright/test';
import { openMenu, signInVia } from './support';

test('switching to English and back', async ({ page }) => {
  await signInVia(page, '/', 'free@tirr.demo');
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(nav).toBeVisible();
  await (await openMenu(page, 'Idioma')).getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The choice survives a reload.
  await page.goto('/credits');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await (await openMenu(page, 'Language')).getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('an unknown URL shows the not-found page with a link home', async ({ page }) => {
  await page.goto('/esto/no/existe');
  await expect(page.getByText('Página no encontrada')).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  // Home needs a signed-in user: a guest is taken to sign in.
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
});

test('a guest sees the open menu items and the demo-data badge, not the system section', async ({ page }) => {
  await page.goto('/errors/404');
  await expect(page.getByTestId('demo-data-chip')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(nav.getByRole('link', { name: 'Buscar perfil' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
});

test('the shell works at 360 px with the drawer', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInVia(page, '/credits', 'premium@tirr.demo');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await nav.getByRole('link', { name: 'Mis Perfiles' }).click();
  await expect(page).toHaveURL(/\/credits\/profiles$/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
