import { expect, test, type Page } from '@playwright/test';
import { heading } from './support';

/**
 * The browser's clock is fixed on a bank business day (Friday 20/11/2026, 12:00 in Buenos Aires), so a
 * sale today settles today and the due date is today + days. On a weekend or a holiday the sale settles
 * on the next business day instead (ADR 0118), which the trade-date journey checks.
 */
const FRIDAY = new Date('2026-11-20T15:00:00Z');

/** That Friday plus `days`, as the date fields show it: DD/MM/YYYY. */
function buenosAiresDatePlus(days: number): string {
  const shifted = new Date(FRIDAY.getTime() - 3 * 60 * 60 * 1000);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  const iso = shifted.toISOString().slice(0, 10);
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const result = (page: Page, key: string) => page.getByTestId(`result-${key}`);

test.describe('discount simulators', () => {
  test.beforeEach(async ({ page }) => page.clock.setFixedTime(FRIDAY));

  test("the cheque screen shows 'ARS 21,56' total costs by default; days move the due date; Restablecer", async ({
    page,
  }) => {
    await page.goto('/assets/simulators/checks');
    await expect(heading(page, 'Cheques')).toBeVisible();
    await expect(result(page, 'totalCostos')).toContainText('ARS 21,56');
    await expect(result(page, 'neto')).toContainText('ARS 978,44');
    await expect(result(page, 'cft')).toContainText('30,37 %');
    await expect(field(page, 'Fecha de vencimiento')).toHaveValue(buenosAiresDatePlus(30));

    await field(page, 'Plazo (días)').fill('60');
    await expect(field(page, 'Fecha de vencimiento')).toHaveValue(buenosAiresDatePlus(60));
    await expect(result(page, 'days')).toContainText('60');
    await field(page, 'Monto').fill('5000');
    await field(page, 'Tasa (TNA)').fill('35');
    await expect(page).toHaveURL(/amount=5000/);
    await expect(result(page, 'totalCostos')).not.toContainText('ARS 21,56');

    // The shareable link restores the inputs in a new page.
    const shared = page.url();
    const other = await page.context().newPage();
    await other.goto(shared);
    await expect(field(other, 'Monto')).toHaveValue('5000');
    await expect(field(other, 'Tasa (TNA)')).toHaveValue('35');
    await expect(field(other, 'Plazo (días)')).toHaveValue('60');
    await other.close();

    await page.getByRole('button', { name: 'Restablecer' }).click();
    await expect(field(page, 'Monto')).toHaveValue('1.000');
    await expect(field(page, 'Tasa (TNA)')).toHaveValue('20');
    await expect(field(page, 'Plazo (días)')).toHaveValue('30');
    await expect(result(page, 'totalCostos')).toContainText('ARS 21,56');
  });

  test.describe('in an en-US browser', () => {
    test.use({ locale: 'en-US' });
    test('the due date is shown and typed as DD/MM/YYYY, in sync with the days', async ({ page }, testInfo) => {
      await page.goto('/assets/simulators/checks');
      const due = field(page, 'Fecha de vencimiento');
      await expect(due).toHaveValue(buenosAiresDatePlus(30));
      await due.fill('');
      await due.pressSequentially(buenosAiresDatePlus(45).replace(/\//g, ''));
      await expect(due).toHaveValue(buenosAiresDatePlus(45));
      await expect(field(page, 'Plazo (días)')).not.toHaveValue('30');
      await due.fill('31/02/2027');
      await expect(page.getByText('Ingresá una fecha válida (DD/MM/AAAA).')).toBeVisible();
      await field(page, 'Plazo (días)').fill('60');
      await expect(due).toHaveValue(buenosAiresDatePlus(60));
      await page.screenshot({ path: testInfo.outputPath('cheque-date-field.png') });
    });
  });

  test('the trade date: a Saturday sale settles on Tuesday (Monday 23/11 is a holiday); Día del Bancario', async ({
    page,
  }, testInfo) => {
    await page.goto('/assets/simulators/checks');
    await expect(heading(page, 'Cheques')).toBeVisible();
    const trade = field(page, 'Fecha de operación');
    await expect(trade).toHaveValue('20/11/2026');
    await expect(result(page, 'settlementDate')).toContainText('20/11/2026');

    await trade.fill('');
    await trade.pressSequentially('21112026');
    await expect(result(page, 'tradeDate')).toContainText('21/11/2026');
    await expect(result(page, 'settlementDate')).toContainText('24/11/2026');
    await expect(field(page, 'Fecha de vencimiento')).toHaveValue('24/12/2026');
    await expect(page).toHaveURL(/tradeDate=2026-11-21/);
    await page.screenshot({ path: testInfo.outputPath('cheque-trade-date-desktop.png'), fullPage: true });

    // Priced today for a sale on 06/10: a cheque due on Friday 06/11/2026 (Día del Bancario) pays on Monday 09/11.
    await trade.fill('06/10/2026');
    await field(page, 'Fecha de vencimiento').fill('06/11/2026');
    await expect(result(page, 'paymentDate')).toContainText('09/11/2026');
    await expect(field(page, 'Plazo (días)')).toHaveValue('34');

    await trade.fill('21/11/2028');
    await expect(
      page.getByText('La fecha de operación no puede ser posterior al 20/11/2028 (dentro de 2 años).'),
    ).toBeVisible();
  });

  test('the trade date at 360 px: every field fits', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/assets/simulators/checks?tradeDate=2026-11-21');
    await expect(heading(page, 'Cheques')).toBeVisible();
    await expect(result(page, 'settlementDate')).toContainText('24/11/2026');
    await expect(field(page, 'Fecha de operación')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: testInfo.outputPath('cheque-trade-date-360.png'), fullPage: true });
  });

  test("amounts are typed the Argentine way: '150.000' is ARS 150.000,00 and '1,5' in Comisión is 1,5 %", async ({
    page,
  }, testInfo) => {
    await page.goto('/assets/simulators/checks');
    await expect(heading(page, 'Cheques')).toBeVisible();
    await expect(field(page, 'Comisión')).toHaveValue('1,5');
    await expect(field(page, 'Derecho de negociación')).toHaveValue('0,03');

    const monto = field(page, 'Monto');
    await monto.fill('');
    await monto.pressSequentially('150.000');
    await expect(result(page, 'amount')).toHaveText('Valor nominalARS 150.000,00');
    await expect(page.getByTestId('parsed-amount')).toHaveText('= ARS 150.000,00');
    await expect(result(page, 'interes')).toContainText('ARS 2.425,88');

    // The caret stays where the person types: a digit typed after '150' lands there, not at the end.
    await monto.fill('150000');
    await monto.evaluate((input: HTMLInputElement) => input.setSelectionRange(3, 3));
    await monto.press('9');
    await expect(monto).toHaveValue('1509000');
    expect(await monto.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(4);
    await expect(page.getByTestId('parsed-amount')).toHaveText('= ARS 1.509.000,00');

    const comision = field(page, 'Comisión');
    await comision.fill('');
    await comision.pressSequentially('1,5');
    await expect(page.getByTestId('parsed-comision')).toHaveText('= 1,5 %');
    await comision.fill('1.5');
    await expect(page.getByTestId('parsed-comision')).toHaveText('= 1,5 %');

    // A dot in the amount only groups thousands: '1.5' is refused, naming the field.
    await monto.fill('1.5');
    await expect(page.getByText('Monto: el punto separa los miles de a tres dígitos')).toBeVisible();
    await expect(page.getByTestId('discount-results-invalid')).toBeVisible();
    await monto.fill('25.000,50');
    await expect(result(page, 'amount')).toContainText('ARS 25.000,50');
    await page.screenshot({ path: testInfo.outputPath('cheque-amounts.png'), fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.getByTestId('parsed-amount')).toHaveText('= ARS 25.000,50');
    await page.screenshot({ path: testInfo.outputPath('cheque-amounts-360.png'), fullPage: true });
  });

  test('field errors are in Spanish', async ({ page }) => {
    await page.goto('/assets/simulators/checks');
    await field(page, 'Monto').fill('0');
    await expect(page.getByText('Debe ser mayor que cero.')).toBeVisible();
    await expect(page.getByText('Corregí los datos marcados para ver el resultado.')).toBeVisible();
  });

  for (const [path, title, total] of [
    ['/assets/simulators/checks', 'Cheques', 'ARS 21,56'],
    ['/assets/simulators/pagares', 'Pagarés', 'ARS 12.212,62'],
    ['/assets/simulators/facturas', 'Facturas', 'ARS 3.167,47'],
  ] as const) {
    test(`a guest can use the ${title} simulator`, async ({ page }) => {
      await page.goto('/assets/simulators');
      await expect(heading(page, 'Inversión y Financiamiento')).toBeVisible();
      await page
        .getByTestId(`simulator-card-${path.split('/').pop()}`)
        .getByRole('link')
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(heading(page, title)).toBeVisible();
      // No detour through the sign-in page: the simulators are open to guests.
      await expect(page).not.toHaveURL(/oidc|login/);
      await expect(result(page, 'totalCostos')).toContainText(total);
      await field(page, 'Tasa (TNA)').fill('30');
      await expect(result(page, 'totalCostos')).not.toContainText(total);
      await expect(result(page, 'tna')).toContainText('30,00 %');
    });
  }

  test('a guest on the API gets the same numbers', async ({ request }) => {
    const response = await request.post('/api/v1/simulators/checks', { data: {} });
    expect(response.status()).toBe(200);
    expect(Math.round((await response.json()).totalCostos * 100) / 100).toBe(21.56);
  });

  test('the API prices a given trade date and names every bad field in Spanish', async ({ request }) => {
    const priced = await request.post('/api/v1/simulators/checks', {
      data: { tradeDate: '2026-10-07', dueDate: '2026-11-06' },
    });
    expect(await priced.json()).toMatchObject({ settlementDate: '2026-10-07', paymentDate: '2026-11-09', days: 33 });
    const bad = await request.post('/api/v1/simulators/checks', {
      data: { rate: 218000, sgr: 36400, days: 10, dueDate: '2026-12-01' },
    });
    expect(bad.status()).toBe(400);
    expect(((await bad.json()) as { details: { field: string }[] }).details.map((d) => d.field)).toEqual([
      'rate',
      'days',
      'dueDate',
      'sgr',
    ]);
  });
});
