import { expect, test, type Page } from '@playwright/test';
import { heading, PAGE_LOAD, signInVia, tokenOf } from './support';

/**
 * 'Claves de API' (premium; docs/api/keys.md): the demo premium user creates a key with two scopes, sees the whole
 * key once, finds it listed by its prefix, uses it (its 'Último uso' fills in), and revokes it. Each run names its
 * key apart and revokes what it created, so it changes nothing the other journeys of premium@ read.
 */
const PATH = '/integrations/api-keys';

/** A date `days` from now as the Spanish date fields take it (DD/MM/YYYY), and as the page shows it. */
function inDays(days: number): string {
  const date = new Date(Date.now() - 3 * 3600_000 + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

const keyRow = (page: Page, name: string) => page.locator(`[data-testid="api-key-row"][data-name="${name}"]`);

/** Revokes, through the API, every still active key of this run (a failed run leaves none working). */
async function revokeLeftovers(page: Page, name: string) {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const list = await page.request.get('/api/v1/api-keys', { headers });
  const { items } = (await list.json()) as { items: { id: string; name: string; status: string }[] };
  for (const key of items.filter((k) => k.name === name && k.status !== 'revoked'))
    await page.request.delete(`/api/v1/api-keys/${key.id}`, { headers });
}

for (const width of [1280, 360]) {
  test(`at ${width} px a premium user creates a key with two scopes, sees it once, uses it and revokes it`, async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const name = `Recorrido ${width} ${Date.now().toString(36)}`;
    await signInVia(page, PATH, 'premium@tirr.demo');
    await page.setViewportSize({ width, height: 800 });
    await expect(heading(page, 'Claves de API')).toBeVisible(PAGE_LOAD);
    try {
      const form = page.getByRole('form', { name: 'Nueva clave' });
      await form.getByRole('textbox', { name: /^Nombre/ }).fill(name);
      await form.getByRole('checkbox', { name: 'Cartera: lectura' }).check();
      await form.getByRole('checkbox', { name: 'Reportes de crédito' }).check();
      await form.getByRole('textbox', { name: /^Vence el/ }).fill(inDays(30));
      await form.getByRole('textbox', { name: /^Consultas por minuto/ }).fill('30');
      await form.getByRole('button', { name: 'Crear clave' }).click();

      // The whole key, once, with its copy button.
      const dialog = page.getByRole('dialog', { name: `Tu clave «${name}»` });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('no la vamos a mostrar de nuevo');
      const key = (await dialog.getByTestId('shown-once-value').textContent()) ?? '';
      expect(key).toMatch(/^tirr_\S{20,}$/);
      await dialog.getByRole('button', { name: 'Copiar clave' }).click();
      await expect(page.getByText('Copiaste la clave.')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
      await page.screenshot({ path: testInfo.outputPath(`api-key-created-${width}.png`) });
      await dialog.getByRole('button', { name: 'Ya la guardé' }).click();
      await expect(dialog).toBeHidden();

      // Listed by its prefix; the whole key is nowhere on the page any more.
      const row = keyRow(page, name);
      await expect(row).toContainText(`${key.slice(0, 13)}…`);
      await expect(row).toContainText('Reportes de crédito, Cartera: lectura');
      await expect(row).toContainText(inDays(30));
      await expect(row).toContainText('Sin uso');
      await expect(row).toContainText('Activa');
      await expect(page.locator('body')).not.toContainText(key);

      // A program uses it: what its scopes allow answers, the rest is refused; 'Último uso' fills in.
      const bearer = { Authorization: `Bearer ${key}` };
      expect((await page.request.get('/api/v1/profiles', { headers: bearer })).status()).toBe(200);
      const refused = await page.request.get('/api/v1/policy', { headers: bearer });
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { code: string }).code).toBe('API_KEY_SCOPE');
      await expect(async () => {
        await page.reload();
        await expect(keyRow(page, name)).not.toContainText('Sin uso', { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      // 'Creada' shows the day only: a time of today is the last use.
      await expect(keyRow(page, name)).toContainText(new RegExp(`${inDays(0)} \\d{2}:\\d{2}`));
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await page.screenshot({ path: testInfo.outputPath(`api-keys-${width}.png`), fullPage: true });

      // Revoked after the confirmation: listed as Revocada, and the key no longer answers.
      await keyRow(page, name)
        .getByRole('button', { name: `Revocar la clave ${name}` })
        .click();
      const confirm = page.getByRole('dialog', { name: `¿Revocar la clave «${name}»?` });
      await confirm.getByRole('button', { name: 'Revocar' }).click();
      await expect(page.getByText(`Revocaste la clave «${name}».`)).toBeVisible();
      await expect(keyRow(page, name)).toHaveAttribute('data-status', 'revoked');
      await expect(keyRow(page, name)).toContainText('Revocada');
      await expect(keyRow(page, name).getByRole('button', { name: /Revocar/ })).toHaveCount(0);
      const gone = await page.request.get('/api/v1/profiles', { headers: bearer });
      expect(gone.status()).toBe(401);
      expect(((await gone.json()) as { code: string }).code).toBe('API_KEY_REVOKED');
    } finally {
      await revokeLeftovers(page, name);
    }
  });
}
