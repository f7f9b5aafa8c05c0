import { expect, test, type Page } from '@playwright/test';
import { heading, PAGE_LOAD, signInVia } from './support';

const CLEAN = '23283456714'; // 24 months in situación 1 → 1000 Excelente
const CHEQUES = '30715896342'; // DISTRIBUIDORA NORTE S.R.L.: situación 2, unpaid rejected cheques
const REPORTED = '40012345'; // Banco Macro: reported lost (README, offline data)
const NOT_REPORTED = '40012346';

/** A date `days` from now as the Spanish date fields take it (DD/MM/YYYY). */
function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

async function fillCheque(page: Page, number: string, drawer: string) {
  await page.getByLabel('Banco').fill('macro');
  await page.getByRole('option', { name: 'BANCO MACRO S.A. (285)' }).click();
  await page.getByLabel('Número de cheque').fill(number);
  await page.getByLabel('CUIT del librador').fill(drawer);
  await page.getByLabel('Monto').fill('1.500.000');
  await page.getByLabel('Fecha de pago').fill(inDays(45));
}

const verdict = (page: Page) => page.getByTestId('verdict-banner');

/** Clicks `button` and waits for its download: the name the page suggests and the file's first 4 bytes. */
async function downloaded(page: Page, button: string): Promise<{ name: string; head: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(await file.path());
  return { name: file.suggestedFilename(), head: bytes.subarray(0, 4).toString('latin1') };
}

test.describe('Analizar cheque', () => {
  test('a clean drawer: Apto, with the price at BADLAR plus its spread, and its PDF; a reported cheque: No apto, with why and no price unless asked', async ({
    page,
  }, testInfo) => {
    await signInVia(page, '/assets/cheques/analysis', 'premium@tirr.demo');
    await expect(heading(page, 'Analizar cheque')).toBeVisible(PAGE_LOAD);
    await fillCheque(page, NOT_REPORTED, CLEAN);
    await page.getByRole('button', { name: 'Analizar', exact: true }).click();
    await expect(verdict(page)).toContainText('Apto', PAGE_LOAD);
    await expect(page.getByTestId('reported-answer')).toContainText('No');
    await expect(page.getByTestId('cheque-analysis')).toContainText('BADLAR');
    await expect(page.getByTestId('pricing-assumptions')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('analysis-apto.png'), fullPage: true });
    // The analysis as a PDF, made from the same request.
    expect(await downloaded(page, 'Descargar PDF')).toEqual({
      name: `analisis-cheque-285-${NOT_REPORTED}.pdf`,
      head: '%PDF',
    });

    await page.getByLabel('Número de cheque').fill(REPORTED);
    await page.getByRole('button', { name: 'Analizar', exact: true }).click();
    await expect(verdict(page)).toContainText('No apto', PAGE_LOAD);
    await expect(page.getByTestId('verdict-reasons')).toContainText('El cheque está denunciado en el BCRA');
    await expect(page.getByTestId('reported-answer')).toContainText('Sí');
    await expect(page.getByTestId('cheque-analysis')).toContainText('Denuncia por extravío');
    // A reported cheque is not discounted: no price offered, the calculation only when asked for.
    await expect(page.getByTestId('reported-no-price')).toHaveText(
      /Un cheque denunciado no se descuenta: no sugerimos precio\./,
    );
    await expect(page.getByTestId('pricing-assumptions')).toHaveCount(0);
    await page.getByRole('button', { name: 'Ver el cálculo igualmente' }).click();
    await expect(page.getByTestId('pricing-assumptions')).toBeVisible();
    await expect(page.getByTestId('pricing-suggested')).toBeVisible();
    await expect(page.getByTestId('reported-no-price')).toHaveCount(0);

    // At 360 px every section stays inside the screen.
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(verdict(page)).toBeVisible();
    // Once the phone layout has replaced the wide one (MUI swaps it after the resize event).
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: testInfo.outputPath('analysis-no-apto-360.png'), fullPage: true });
  });

  test('from a report, the drawer comes filled in; a drawer in situación 2 with unpaid cheques is never Apto; a bad field is named', async ({
    page,
  }) => {
    await signInVia(page, `/credits/profiles/${CHEQUES}`, 'premium@tirr.demo');
    await page.getByRole('link', { name: 'Analizar un cheque de este librador' }).click();
    await expect(heading(page, 'Analizar cheque')).toBeVisible(PAGE_LOAD);
    await expect(page.getByLabel('CUIT del librador')).toHaveValue(/30-?71589634-?2/);
    await page.getByLabel('Banco').fill('macro');
    await page.getByRole('option', { name: 'BANCO MACRO S.A. (285)' }).click();
    await page.getByLabel('Número de cheque').fill(NOT_REPORTED);
    await page.getByLabel('Monto').fill('250.000,50');
    await page.getByLabel('Fecha de pago').fill('31/02/2027');
    await page.getByRole('button', { name: 'Analizar', exact: true }).click();
    await expect(page.getByText('Ingresá una fecha válida (DD/MM/AAAA).')).toBeVisible();
    await page.getByLabel('Fecha de pago').fill(inDays(60));
    await page.getByRole('button', { name: 'Analizar', exact: true }).click();
    await expect(verdict(page)).toBeVisible(PAGE_LOAD);
    await expect(verdict(page)).not.toContainText(/^Apto/);
    await expect(page.getByTestId('verdict-reasons')).toContainText('situación 2');
  });

  test("from the cheque simulator, 'Verificar el cheque' carries the amount and the dates", async ({ page }) => {
    // The simulator is open to guests: sign in on the analysis first.
    await signInVia(page, '/assets/cheques/analysis', 'premium@tirr.demo');
    await expect(heading(page, 'Analizar cheque')).toBeVisible(PAGE_LOAD);
    await page.goto('/assets/simulators/checks');
    await expect(heading(page, 'Cheques')).toBeVisible(PAGE_LOAD);
    const due = await page.getByLabel('Fecha de vencimiento', { exact: true }).inputValue();
    await page.getByRole('link', { name: 'Verificar el cheque' }).click();
    await expect(heading(page, 'Analizar cheque')).toBeVisible(PAGE_LOAD);
    await expect(page.getByLabel('Monto')).toHaveValue('1.000');
    await expect(page.getByLabel('Fecha de pago')).toHaveValue(due);
  });

  test('a portfolio: pasted rows analysed in the background, a bad row named by field, totals, concentration, the CSV and the PDF', async ({
    page,
  }, testInfo) => {
    await signInVia(page, '/assets/cheques/portfolio', 'premium@tirr.demo');
    await expect(heading(page, 'Cartera de cheques')).toBeVisible(PAGE_LOAD);
    const due = inDays(40);
    const rows = [
      'Banco (código);Número;CUIT librador;Monto;Fecha de pago',
      `285;${NOT_REPORTED};${CLEAN};1.000.000,50;${due}`,
      `285;${REPORTED};${CLEAN};250.000;${due}`,
      `285;40012399;${CHEQUES};500.000;${due}`,
      `285;40012398;${CLEAN};-5;31/02/2027`,
    ];
    await page.getByLabel('Cheques (uno por línea)').fill(rows.join('\n'));
    await page.getByRole('button', { name: 'Analizar cartera' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Análisis terminado' })).toContainText(
      '3 analizados, 1 con errores',
      PAGE_LOAD,
    );
    await expect(page.getByTestId('portfolio-progress')).toHaveText('4 de 4 cheques analizados');
    await expect(page.getByTestId('portfolio-row-errors-4')).toContainText('Fila 4');
    await expect(page.getByTestId('portfolio-row-errors-4')).toContainText('Monto');
    // The reported cheque and the drawer with unpaid rejected cheques; the clean one.
    await expect(page.getByTestId('verdict-total-NO_APTO')).toContainText('2 cheques · ARS 750.000,00');
    await expect(page.getByTestId('verdict-total-APTO')).toContainText('1 cheque · ARS 1.000.000,50');
    await expect(page.getByRole('table', { name: 'Concentración de la cartera por librador' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('portfolio.png'), fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await (await download).path();
    const { readFileSync } = await import('node:fs');
    const lines = readFileSync(file, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(5);
    const cells = (line: string) => line.split(line.includes(';') ? ';' : ',').length;
    expect(lines.every((line) => cells(line) === cells(lines[0]!))).toBe(true);
    expect(await downloaded(page, 'Descargar PDF')).toEqual({ name: 'cartera-de-cheques.pdf', head: '%PDF' });

    await page.setViewportSize({ width: 360, height: 780 });
    await expect(page.getByTestId('portfolio-progress')).toBeVisible();
    // Once the phone layout has replaced the wide one (MUI swaps it after the resize event).
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
