import { expect, test, type Page } from '@playwright/test';
import { heading } from './support';

const FCI = '/assets/simulators/fci';

/**
 * Walks the wizard as a guest up to the amount step; `funds` is the manager's number of funds in the offline
 * catalogue (apps/api/src/integrations/cafci/offline-catalogue.ts: every fund active, with a class).
 */
async function toAmountStep(page: Page, objective: RegExp, manager: RegExp, funds: number) {
  await page.goto(FCI);
  await expect(heading(page, 'Fondos Comunes de Inversión')).toBeVisible();
  await page.getByRole('radio', { name: objective }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  // Every manager card shows its real number of funds.
  await expect(page.getByRole('radio', { name: manager }).getByText(`${funds} fondos`, { exact: true })).toBeVisible();
  await expect(page.getByRole('radio').filter({ hasText: /\D0 fondos$/ })).toHaveCount(0);
  await page.getByRole('radio', { name: manager }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  // A fund is chosen for us (random among the exact matches) and can be changed.
  await expect(page.getByRole('combobox', { name: 'Fondo' })).not.toBeEmpty();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  // The share with the highest AUM is preselected.
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Siguiente' }).click();
}

test('a guest runs the FCI wizard from objective to result and sees figures and a chart', async ({
  page,
}, testInfo) => {
  // A guest on an open page sees the FCI entry in the menu ('/' itself needs a signed-in user).
  await page.goto('/assets');
  await expect(
    page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Fondos Comunes de Inversión' }),
  ).toBeVisible();
  await toAmountStep(page, /Cubrirme de la inflación/, /Balanz/, 5);
  await expect(page).toHaveURL(FCI);
  await expect(page.getByLabel(/Plazo \(días\)/)).toHaveValue('30');
  await expect(page.getByText(/^Del \d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

  await page.getByRole('button', { name: 'Simular' }).click();
  await expect(page.getByText('Ingresá un monto mayor a 0.')).toBeVisible();
  await page.getByLabel(/Monto a invertir/).fill('250000');
  const recorded = page.waitForResponse((r) => r.url().endsWith('/api/v1/funds/simulation') && r.status() === 202);
  await page.getByRole('button', { name: 'Simular' }).click();

  await expect(page.getByTestId('fci-figure-amount')).toContainText('ARS 250.000,00');
  await expect(page.getByTestId('fci-figure-result')).toContainText(/ARS \d{3}\.\d{3},\d{2}/);
  await expect(page.getByTestId('fci-figure-performance')).toContainText(/-?\d+,\d{2} %/);
  await expect(page.getByTestId('fci-figure-tna')).toContainText(/-?\d+,\d{2} %/);
  await expect(page.getByTestId('fci-figure-tea')).toContainText(/-?\d+,\d{2} %/);
  await expect(page.getByTestId('fci-figure-resultNeto')).toContainText(/ARS /);
  await expect(page.getByTestId('fci-figure-available')).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  // Both dates of the share values used, and the days TNA and TEA are annualised over.
  await expect(page.getByTestId('fci-figure-period')).toContainText(
    /^Valores usados\d{2}\/\d{2}\/\d{4} → \d{2}\/\d{2}\/\d{4} \(\d+ días\)$/,
  );
  const chart = page.getByTestId('fci-chart');
  for (const series of ['share', 'cer', 'pf']) {
    await expect(chart.locator(`path.MuiLineChart-line[data-series="${series}"]`)).toBeVisible();
  }
  for (const legend of ['Cuotaparte', 'Inflación (CER)', 'Plazo fijo a 30 días']) {
    await expect(chart.getByText(legend, { exact: true })).toBeVisible();
  }
  await expect(chart.getByTestId('fci-chart-note')).toContainText('renovado cada 30 días con capital e intereses');
  await page.screenshot({ path: testInfo.outputPath('fci-result-desktop.png'), fullPage: true });
  await recorded;
});

test('the wizard works at 360 px and an exit fee lowers the net result', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await toAmountStep(page, /Renta variable/, /Santander/, 5);
  await page.getByLabel(/Monto a invertir/).fill('100000');
  await page.getByRole('button', { name: 'Simular' }).click();
  await expect(page.getByTestId('fci-chart').locator('path.MuiLineChart-line[data-series="share"]')).toBeVisible();
  const result = await page.getByTestId('fci-figure-result').locator('dd').innerText();
  const neto = await page.getByTestId('fci-figure-resultNeto').locator('dd').innerText();
  expect(neto).not.toBe(result);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('fci-result-360.png'), fullPage: true });
});

test('a USD class is never compared with peso benchmarks', async ({ page }) => {
  await page.goto(FCI);
  await page.getByRole('radio', { name: /^Renta fija/ }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('radio', { name: /Santander/ }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('combobox', { name: 'Fondo' }).click();
  await page
    .getByRole('option', { name: /Dólares/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByLabel(/Monto a invertir/).fill('5000');
  await page.getByRole('button', { name: 'Simular' }).click();
  await expect(page.getByTestId('fci-figure-amount')).toContainText('USD 5.000,00');
  const chart = page.getByTestId('fci-chart');
  await expect(chart.locator('path.MuiLineChart-line[data-series="share"]')).toBeVisible();
  await expect(chart.locator('path.MuiLineChart-line[data-series="cer"]')).toHaveCount(0);
  await expect(chart.locator('path.MuiLineChart-line[data-series="pf"]')).toHaveCount(0);
  await expect(chart.getByTestId('fci-chart-note')).toHaveText(
    'La cuotaparte está en dólares: no se compara con la inflación ni con un plazo fijo en pesos.',
  );
});

test('without enough share values the spec message offers another share or fund', async ({ page }) => {
  await page.route('**/api/v1/funds/shares/*/performance?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, start: null, performance: null } });
  });
  await toAmountStep(page, /Liquidez inmediata/, /Galicia/, 6);
  await page.getByLabel(/Monto a invertir/).fill('1000');
  await page.getByRole('button', { name: 'Simular' }).click();
  await expect(
    page.getByText(
      /^No hay información suficiente de la cuotaparte Fima Premium - Clase [ABC]\. Por favor, ingrese otra\.$/,
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Elegir otra cuotaparte' }).click();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(page.locator('[data-tour="fci-share"]')).toBeVisible();
});

test('the tutorial opens on the steps and closes', async ({ page }) => {
  await page.goto(FCI);
  for (const step of ['objective', 'manager', 'fund', 'share', 'amount', 'result']) {
    await expect(page.locator(`[data-tour="fci-step-${step}"]`)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Tutorial' }).click();
  const tutorial = page.getByRole('dialog', { name: 'Cómo usar el simulador' });
  await expect(tutorial).toContainText('Paso 1 de 6');
  await tutorial.getByRole('button', { name: 'Siguiente' }).click();
  await expect(tutorial).toContainText('Elegí el banco o la gerenciadora');
  await tutorial.getByRole('button', { name: 'Cerrar tutorial' }).click();
  await expect(tutorial).toBeHidden();
  await page.getByRole('button', { name: 'Tutorial' }).click();
  await expect(page.getByRole('dialog', { name: 'Cómo usar el simulador' })).toContainText('Paso 1 de 6');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Cómo usar el simulador' })).toBeHidden();
});
