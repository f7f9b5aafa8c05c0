import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { heading, signInVia } from './support';

/**
 * The company CUIT the tax agency issues for these ten digits (prefix 30): the mod-11 check digit, and
 * 33-…-9 where 30 would give a raw check digit of 10 (ADR 0115; the demo registry knows no other ids).
 */
function cuit(firstTen: string): string {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const raw = (ten: string) => {
    const digit = 11 - (weights.reduce((acc, w, i) => acc + w * Number(ten[i]), 0) % 11);
    return digit === 11 ? 0 : digit;
  };
  if (raw(firstTen) !== 10) return `${firstTen}${raw(firstTen)}`;
  const issued = `33${firstTen.slice(2)}`;
  return `${issued}${raw(issued)}`;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(import.meta.dirname, 'test-results/screens', `${name}.png`), fullPage: true });

/** The score page is scrolled to its very top, with the balance score's heading in view. */
async function expectScoreAtTop(page: Page) {
  await expect(heading(page, 'Score')).toBeInViewport();
  await expect(page.getByRole('heading', { level: 2, name: 'Score del balance' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

async function runBatch(page: Page, rows: string[]) {
  await page.getByLabel('CUIT (uno por línea)').fill(rows.join('\n'));
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page).toHaveURL(/\/credits\/profiles\/batch\?job=/);
  await expect(page.getByText(`Consultados ${rows.length} de ${rows.length}`)).toBeVisible({ timeout: 30_000 });
}

// These journeys write to a portfolio: they use the sysadmin (premium and more), so the premium demo
// account's portfolio stays empty for e2e/portfolio.spec.ts, which runs against the same server.
test.describe('batch lookup', () => {
  test('25 ids with 3 invalid: per-row errors, progress, results, exports and Mis Perfiles', async ({ page }) => {
    await signInVia(page, '/credits/profiles/batch', 'sysadmin@tirr.demo');
    await expect(heading(page, 'Consulta masiva')).toBeVisible();
    // A fresh list: the page opens the user's latest job, and the other batch journeys (same user) may
    // have run one already.
    await page.goto('/credits/profiles/batch?new=1');
    const valid = Array.from({ length: 22 }, (_, i) => cuit(`30${String(61_000_000 + i * 7919).padStart(8, '0')}`));
    const rows = [...valid.slice(0, 10), '30-71589634-1', ...valid.slice(10), '123', valid[0]!];
    expect(rows).toHaveLength(25);
    await runBatch(page, rows);

    await expect(page.getByRole('progressbar', { name: 'Consultados 25 de 25' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(page.getByRole('status')).toHaveText('Consulta terminada: 22 encontrados, 3 con errores.');
    await expect(page.locator('[data-status="invalid"]')).toHaveCount(3);
    await expect(page.getByTestId('batch-row-11')).toContainText('El dígito verificador del CUIT no es válido.');
    await expect(page.getByTestId('batch-row-24')).toContainText('El CUIT debe tener 11 dígitos.');
    await expect(page.getByTestId('batch-row-25')).toContainText('CUIT repetido (fila 1).');
    await expect(page.getByTestId('batch-row-1')).toContainText('ARS ');
    await expect(page.getByText('1-25 de 25')).toBeVisible();
    await shot(page, 'batch-desktop');

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const csvFile = await csv;
    expect(csvFile.suggestedFilename()).toBe('consulta-masiva.csv');
    const text = fs.readFileSync((await csvFile.path())!, 'utf8');
    expect(text).toContain('Fila;CUIT;Nombre;Situación;Deuda total;Cheques impagos;Score;Banda;Decisión;Estado;Error');
    expect(text.trim().split(/\r?\n/)).toHaveLength(26);
    expect(text).toContain('CUIT repetido (fila 1).');

    const xlsx = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar XLSX' }).click();
    const xlsxFile = await xlsx;
    expect(xlsxFile.suggestedFilename()).toBe('consulta-masiva.xlsx');
    expect(
      fs
        .readFileSync((await xlsxFile.path())!)
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    await page.getByRole('button', { name: 'Agregar todos a Mis Perfiles' }).click();
    await expect(page.getByText('Se agregaron 22 perfiles a Mis Perfiles (0 ya estaban).')).toBeVisible();

    // A reload shows the same job (its state is on the server).
    await page.reload();
    await expect(page.getByRole('status')).toHaveText('Consulta terminada: 22 encontrados, 3 con errores.');

    await page.setViewportSize({ width: 360, height: 800 });
    await shot(page, 'batch-360');
  });
});

test.describe('batch exports', () => {
  test('text typed as a CUIT cannot run as a formula in the CSV or XLSX export (ADR 0112)', async ({ page }) => {
    await signInVia(page, '/credits/profiles/batch', 'sysadmin@tirr.demo');
    await expect(heading(page, 'Consulta masiva')).toBeVisible();
    await page.goto('/credits/profiles/batch?new=1');
    await runBatch(page, ['=1+1', '@SUM(1+1)', '-2+3', '30715896342']);

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const lines = fs
      .readFileSync((await (await csv).path())!, 'utf8')
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(';'));
    expect(lines.slice(1, 4).map((cells) => cells.slice(0, 2))).toEqual([
      ['1', "'=1+1"],
      ['2', "'@SUM(1+1)"],
      ['3', "'-2+3"],
    ]);

    const xlsx = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar XLSX' }).click();
    const sheet = await readSheet(fs.readFileSync((await (await xlsx).path())!));
    expect(sheet.slice(1).map((row) => row.slice(0, 2))).toEqual([
      [1, "'=1+1"],
      [2, "'@SUM(1+1)"],
      [3, "'-2+3"],
      [4, '30-71589634-2'],
    ]);
    // The found row keeps its numbers as numbers (debt, score).
    expect(typeof sheet[4]![4]).toBe('number');
  });
});

test.describe('balance upload and score', () => {
  test('a premium user types amount expressions, sees patrimonioNeto and lands on the score page', async ({ page }) => {
    await signInVia(page, '/credits/profiles/batch', 'sysadmin@tirr.demo');
    await expect(heading(page, 'Consulta masiva')).toBeVisible();
    // A fresh list (not the other test's job): the profile comes from 'Agregar todos a Mis Perfiles'.
    await page.goto('/credits/profiles/batch?new=1');
    await runBatch(page, ['30715896342']);
    await page.getByRole('button', { name: 'Agregar todos a Mis Perfiles' }).click();
    await page.getByRole('link', { name: 'Cargar balance' }).click();
    await expect(page).toHaveURL(/\/credits\/profiles\/balance\/[0-9a-f-]{36}$/);
    await expect(heading(page, 'Cargar balance')).toBeVisible();

    // The template downloads, and a filled spreadsheet fills the form.
    const template = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Plantilla CSV' }).click();
    const templateFile = await template;
    expect(templateFile.suggestedFilename()).toBe('plantilla-balance.csv');
    expect(fs.readFileSync((await templateFile.path())!, 'utf8')).toContain('Activos corrientes;');
    await page.getByTestId('balance-sheet-input').setInputFiles({
      name: 'balance.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Campo;Valor\nPeríodo;2024\nVentas;1.000,50 + 99,50\n'),
    });
    await expect(page.getByText('Completamos 2 campos con la planilla. Revisalos y subí el balance.')).toBeVisible();
    await expect(page.getByLabel('Ventas')).toHaveValue('1.000,50 + 99,50');
    await expect(page.getByTestId('parsed-ventas')).toHaveText('= ARS 1.100,00');

    await page.getByLabel('Período').fill('2025');
    await page.getByLabel('Fecha de cierre').fill('31/12/2025');
    await page.getByLabel('Activos corrientes').fill('1.000.000 + 250.000,50');
    await expect(page.getByTestId('parsed-activosCorrientes')).toHaveText('= ARS 1.250.000,50');
    await expect(page.getByTestId('patrimonio-neto')).toHaveText('ARS 1.250.000,50');
    await page.getByLabel('Activos no corrientes').fill('750.000');
    await page.getByLabel('Pasivos corrientes').fill('400.000 - 50.000');
    await page.getByLabel('Pasivos no corrientes').fill('300.000');
    await expect(page.getByTestId('patrimonio-neto')).toHaveText('ARS 1.350.000,50');
    await page.getByLabel('Ventas').fill('3.000.000');
    await page.getByLabel('Resultado neto').fill('12 * 3');
    await expect(page.getByText("Carácter no permitido: '*'. Solo se aceptan números, '+' y '-'.")).toBeVisible();
    await page.getByRole('button', { name: 'Subir balance' }).click();
    await expect(page.getByText('Revisá los campos marcados.')).toBeVisible();
    await page.getByLabel('Resultado neto').fill('420.000 - 20.000');
    await shot(page, 'balance-desktop');
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByTestId('parsed-resultadoNeto')).toHaveText('= ARS 400.000,00');
    await shot(page, 'balance-filled-360');

    // 'Subir balance' is at the bottom of a long form: the score page still opens at its top.
    await page.getByRole('button', { name: 'Subir balance' }).click();
    await expect(page.getByText('Balance 31/12/2025 subido con éxito.')).toBeVisible();
    await expect(page).toHaveURL(/\/credits\/profiles\/score\/[0-9a-f-]{36}$/);
    await expectScoreAtTop(page);
    // The balance typed above, scored by docs/domain/score.md §4: total assets 2.000.000,50, equity
    // 1.350.000,50, liabilities 650.000; x1 0,45, x2 0,68, x3 0,20, x4 2,08 give Z'' 11,93, past the
    // safe line: 1000, Excelente. The credit score is DISTRIBUIDORA NORTE's (README 'Demo data').
    await expect(page.getByTestId('balance-score-band')).toHaveText('Excelente');
    await expect(page.getByTestId('balance-score').getByRole('meter')).toHaveAttribute('aria-valuenow', '1000');
    await expect(page.getByTestId('credit-score').getByRole('meter')).toHaveAttribute('aria-valuenow', '160');
    await expect(page.getByTestId('credit-score-band')).toHaveText('Malo');
    const ratio = (key: string) => page.getByTestId(`ratio-${key}`);
    await expect(ratio('liquidity')).toContainText('Liquidez corriente');
    await expect(ratio('x1')).toContainText('Capital de trabajo');
    for (const [key, value] of [
      ['x1', '0,45'],
      ['x2', '0,68'],
      ['x3', '0,20'],
      ['x4', '2,08'],
      ['liquidity', '3,57'],
      ['debt', '0,48'],
      ['margin', '13,3 %'],
    ]) {
      await expect(ratio(key!).locator('dd'), key).toHaveText(value!);
    }
    await shot(page, 'score-360');
    await page.getByRole('link', { name: 'Cargar otro balance' }).click();
    await expect(page.getByTestId('patrimonio-neto')).toHaveText('ARS 0,00');
    await shot(page, 'balance-360');

    // An earlier balance at 1366×768, sent from the bottom of the form: again the score opens at its top,
    // and the trend draws both scores over the bands, written the Spanish way (docs/domain/formatting.md §1).
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByLabel('Período').fill('2024');
    await page.getByLabel('Fecha de cierre').fill('31/12/2024');
    for (const [field, amount] of [
      ['Ventas', '1.000.000'],
      ['Resultado neto', '20.000'],
      ['Activos corrientes', '500.000'],
      ['Activos no corrientes', '500.000'],
      ['Pasivos corrientes', '400.000'],
      ['Pasivos no corrientes', '300.000'],
    ])
      await page.getByLabel(field!).fill(amount!);
    await page.getByRole('button', { name: 'Subir balance' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Subir balance' }).click();
    await expect(page.getByText('Balance 31/12/2024 subido con éxito.')).toBeVisible();
    await expectScoreAtTop(page);
    // 2024 scores 648 by docs/domain/score.md §4 (x1 0,10, x2 0,30, x3 0,02, x4 0,43: Z'' 5,47), 2025 1000.
    const trend = page.getByTestId('score-trend');
    await expect(trend.getByTestId('trend-value')).toHaveText(['648', '1.000']);
    await expect(trend.locator('.MuiChartsAxis-tickLabel', { hasText: '1.000' })).toBeVisible();
    await expect(trend.getByText('1,000')).toHaveCount(0);
    await expect(trend.locator('[data-testid^="trend-band-"]')).toHaveCount(5);
    await expect(trend.getByTestId('trend-legend')).toContainText('Excelente (891–1.000)');
    await shot(page, 'score-desktop');
  });
});
