import { expect, test, type Page } from '@playwright/test';
import { heading, PAGE_LOAD, signInVia, tokenOf } from './support';

/**
 * 'Webhooks' (premium; docs/api/webhooks.md): the demo premium user registers an https address for two events, sees
 * the signing secret once, finds the endpoint listed (no deliveries yet) and deletes it. Each run's address is its
 * own and is deleted again, so no other journey of premium@ sees it; nothing is delivered during the journey.
 */
const PATH = '/integrations/webhooks';

const hookRow = (page: Page, url: string) => page.locator(`[data-testid="webhook-row"][data-url="${url}"]`);

/** Deletes, through the API, this run's endpoint if the journey did not get to. */
async function deleteLeftovers(page: Page, url: string) {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const list = await page.request.get('/api/v1/webhooks', { headers });
  const { items } = (await list.json()) as { items: { id: string; url: string }[] };
  for (const hook of items.filter((h) => h.url === url))
    await page.request.delete(`/api/v1/webhooks/${hook.id}`, { headers });
}

for (const width of [1280, 360]) {
  test(`at ${width} px a premium user registers a webhook, sees its secret once, and deletes it`, async ({
    page,
    context,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const url = `https://example.test/hook?recorrido=${width}-${Date.now().toString(36)}`;
    await signInVia(page, PATH, 'premium@tirr.demo');
    await page.setViewportSize({ width, height: 800 });
    await expect(heading(page, 'Webhooks')).toBeVisible(PAGE_LOAD);
    try {
      const form = page.getByRole('form', { name: 'Nuevo webhook' });
      await form.getByRole('textbox', { name: /^Dirección \(URL\)/ }).fill(url);
      await form.getByRole('checkbox', { name: 'Consulta masiva terminada' }).check();
      await form.getByRole('checkbox', { name: 'Cartera de cheques terminada' }).check();
      await form.getByRole('button', { name: 'Registrar webhook' }).click();

      // The signing secret, once, with how to verify a delivery.
      const dialog = page.getByRole('dialog', { name: 'Webhook registrado' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('no lo vamos a mostrar de nuevo');
      await expect(dialog).toContainText('Tirr-Signature');
      const secret = (await dialog.getByTestId('shown-once-value').textContent()) ?? '';
      expect(secret).toMatch(/^whsec_\S{20,}$/);
      await expect(dialog.getByRole('link', { name: 'Cómo verificar la firma' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Copiar secreto' }).click();
      await expect(page.getByText('Copiaste el secreto.')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await page.screenshot({ path: testInfo.outputPath(`webhook-created-${width}.png`) });
      await dialog.getByRole('button', { name: 'Ya lo guardé' }).click();
      await expect(dialog).toBeHidden();

      const row = hookRow(page, url);
      await expect(row).toContainText('Consulta masiva terminada, Cartera de cheques terminada');
      await expect(row).toContainText('Activo');
      await expect(page.locator('body')).not.toContainText(secret);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await page.screenshot({ path: testInfo.outputPath(`webhooks-${width}.png`), fullPage: true });

      // Nothing happened yet, so nothing was delivered.
      await row.getByRole('button', { name: `Envíos a ${url}` }).click();
      const deliveries = page.getByRole('dialog', { name: 'Envíos' });
      await expect(deliveries).toContainText('Todavía no hubo envíos a esta dirección.');
      await deliveries.getByRole('button', { name: 'Actualizar' }).click();
      await expect(deliveries).toContainText('Todavía no hubo envíos a esta dirección.');
      await deliveries.getByRole('button', { name: 'Cerrar' }).click();
      await expect(deliveries).toBeHidden();

      await row.getByRole('button', { name: `Eliminar ${url}` }).click();
      const confirm = page.getByRole('dialog', { name: '¿Eliminar el webhook?' });
      await expect(confirm).toContainText(url);
      await confirm.getByRole('button', { name: 'Eliminar' }).click();
      await expect(page.getByText(`Eliminaste el webhook ${url}.`)).toBeVisible();
      await expect(hookRow(page, url)).toHaveCount(0);
    } finally {
      await deleteLeftovers(page, url);
    }
  });
}
