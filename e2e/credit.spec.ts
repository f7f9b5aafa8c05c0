import { expect, test, type Page } from '@playwright/test';
import { heading, registerAndSignIn, signInVia, skipMenuTour } from './support';

/**
 * Credit search and reports against the offline demo data (README 'Demo data'), asserted exactly: no
 * journey on this server publishes a new BCRA period (that one has a server of its own, ADR 0127). Tests
 * in one run share the server: the quota test uses a freshly registered user, the others never reach a
 * limit.
 */
const DEMO = {
  cheques: '30715896342', // DISTRIBUIDORA NORTE S.R.L.: debts at two banks, unpaid 'SIN FONDOS' cheques
  clean: '23283456714',
  deteriorating: '20314567820',
  legalFlags: '30712345671',
  noRecords: '27401239877',
  inactive: '20178904567',
  minorDni: '52345678',
  minorCuil: '20523456785',
};

/** Each demo case's score and band (scorecard v2, README 'Demo data'). */
const SCORES: Record<string, [score: string, band: string]> = {
  [DEMO.cheques]: ['160', 'Malo'],
  [DEMO.clean]: ['1000', 'Excelente'],
  [DEMO.deteriorating]: ['340', 'Regular'],
  [DEMO.legalFlags]: ['1', 'Malo'],
  [DEMO.noRecords]: ['560', 'Sin historial'],
  [DEMO.inactive]: ['450', 'Regular'],
};

/** Today in Buenos Aires as the app shows it (DD/MM/YYYY): the day of a consult made by the journey. */
const todayShown = () =>
  new Intl.DateTimeFormat('es-AR', {
    timeZone: 'America/Argentina/Buenos_Aires',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

const searchInput = (page: Page) => page.getByRole('textbox', { name: 'DNI o CUIL/CUIT' });
const searchStatus = (page: Page) => page.getByTestId('tax-id-search');

/** The report of a demo case is on screen, with its score and band. */
async function expectReport(page: Page, taxNumber: string) {
  const [score, band] = SCORES[taxNumber]!;
  await expect(page.locator('[data-tour="scoring"]')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('score-value')).toHaveText(score);
  await expect(page.getByTestId('score-band')).toHaveText(band);
}

test.describe('credit search and report', () => {
  test('a free user searches a CUIT, opens the report and sees score, chart and cheques', async ({ page }) => {
    await signInVia(page, '/credits', 'free@tirr.demo');
    await page.getByRole('heading', { level: 2, name: 'Nueva búsqueda' }).click();
    await expect(heading(page, 'Buscar perfil')).toBeVisible();
    await expect(page.getByText('Ingresá DNI o CUIL/CUIT')).toBeVisible();
    await searchInput(page).fill(DEMO.cheques);
    await expect(searchInput(page)).toHaveValue('30-71589634-2');
    await expect(searchStatus(page)).toHaveAttribute('data-status', 'found');
    await expect(page.getByTestId('search-found')).toBeVisible();
    // Unless another journey opened it as this user this month, the report first says it uses a free one.
    const confirm = page.getByRole('dialog', { name: '¿Ver este informe?' });
    await page.addLocatorHandler(confirm, () => confirm.getByRole('button', { name: 'Ver informe' }).click());
    await page.getByRole('button', { name: 'Reporte de DISTRIBUIDORA NORTE S.R.L.' }).click();

    await expect(page).toHaveURL(new RegExp(`/credits/profiles/${DEMO.cheques}$`));
    await expect(heading(page, 'DISTRIBUIDORA NORTE S.R.L.')).toBeVisible({ timeout: 15_000 });
    await expectReport(page, DEMO.cheques);
    for (const anchor of [
      'general-data',
      'basic-summary',
      'max-situation',
      'total-debt',
      'rejected-checks-summary',
      'scoring',
      'debt-evolution',
      'entity-selection',
      'rejected-checks',
    ]) {
      await expect(page.locator(`[data-tour="${anchor}"]`)).toHaveCount(1);
    }
    await expect(page.getByTestId('score-reasons').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('scorecard')).toHaveText('Scorecard v2');
    // A company: the commercial portfolio's situación labels.
    await expect(page.getByTestId('max-situation')).toContainText('Con seguimiento especial');
    await expect(page.getByTestId('total-debt')).toHaveText('ARS 8.500.000,00');
    // The chart draws one stacked bar per entity and period: two banks, 24 months.
    const chart = page.getByTestId('debt-chart');
    await expect(chart.locator('svg').first()).toBeVisible();
    await expect(chart.locator('.MuiBarChart-series')).toHaveCount(2);
    await expect(chart.locator('.MuiBarChart-element')).toHaveCount(48);
    const macroBars = chart.locator('[data-series="BANCO MACRO S.A."] .MuiBarChart-element');
    const macroColour = await macroBars.first().getAttribute('fill');
    expect(macroColour).not.toBe(
      await chart
        .locator('[data-series="BANCO DE LA NACION ARGENTINA"] .MuiBarChart-element')
        .first()
        .getAttribute('fill'),
    );
    const cheques = page.getByTestId('cheques-table');
    await expect(cheques.getByText('Fondos insuficientes').first()).toBeVisible();
    await expect(cheques.getByText(/\d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();

    // Selecting an entity filters the debts table.
    const debts = page.getByTestId('debts-table');
    await expect(debts.getByRole('row')).toHaveCount(3);
    await page.getByRole('combobox', { name: 'Entidad' }).click();
    await page.getByRole('option').nth(1).click();
    await expect(debts.getByRole('row')).toHaveCount(2);
    // …and the chart: one bank's 24 months, in the colour the bank had among all of them.
    await expect(chart.locator('.MuiBarChart-element')).toHaveCount(24);
    await expect(macroBars).toHaveCount(24);
    await expect(macroBars.last()).toHaveAttribute('fill', macroColour!);
    // …and the rejected cheques: BANCO MACRO S.A. has two of the four.
    await expect(page.getByTestId('cheques-filter')).toHaveText('Cheques de BANCO MACRO S.A.');
    await expect(cheques.getByRole('row')).toHaveCount(3);
    await expect(cheques.getByText('BANCO DE LA NACION ARGENTINA')).toHaveCount(0);

    // The activity report: the registry's activity and the consults of this profile. Other journeys open
    // this profile too, in parallel, so its count is asserted on a profile of its own (the test below);
    // the last consult is this journey's, today.
    const activity = page.getByRole('region', { name: 'Reporte de actividad' });
    await expect(activity.getByText('VENTA AL POR MAYOR DE PRODUCTOS ALIMENTICIOS N.C.P.')).toBeVisible();
    // The day of the last consult, never its time nor who made it.
    await expect(activity.getByTestId('activity-last-on')).toHaveText(todayShown());
    await expect(activity.getByTestId('activity-chart').locator('svg').first()).toBeVisible();

    // The search lists it among the recents.
    await page.goto('/credits/profiles/search');
    await expect(page.getByRole('region', { name: 'Recientes' }).getByText('DISTRIBUIDORA NORTE S.R.L.')).toBeVisible();
  });

  test("the activity report counts a profile's consults: the one report opened, today", async ({ page }) => {
    // A generated company (the demo registry answers any issued CUIT) that no other journey opens.
    const untouched = '30704445551';
    await signInVia(page, `/credits/profiles/${untouched}`, 'premium@tirr.demo');
    await expect(page.locator('[data-tour="scoring"]')).toBeVisible({ timeout: 15_000 });
    const activity = page.getByRole('region', { name: 'Reporte de actividad' });
    // The report is the one counted consult (its registry and activity sections are not counted again).
    await expect(activity.getByTestId('activity-total')).toHaveText('1');
    await expect(activity.getByTestId('activity-last30')).toHaveText('1');
    await expect(activity.getByTestId('activity-last-on')).toHaveText(todayShown());
  });

  /** The 24-month grid shows its latest month inside its card (it once scrolled into empty space). */
  async function expectLatestMonthInView(page: Page) {
    const grid = page.getByTestId('situacion-grid');
    const latest = grid.getByRole('row').nth(1).getByRole('button').last();
    await expect(latest).toBeVisible();
    const [card, cell] = [await grid.boundingBox(), await latest.boundingBox()];
    expect(cell!.x, 'latest month left of the card').toBeGreaterThanOrEqual(card!.x);
    expect(cell!.x + cell!.width, 'latest month right of the card').toBeLessThanOrEqual(card!.x + card!.width + 1);
  }

  test('the report page at desktop width and at 360 px (screenshots)', async ({ page }, testInfo) => {
    await signInVia(page, `/credits/profiles/${DEMO.cheques}`, 'premium@tirr.demo');
    await expectReport(page, DEMO.cheques);
    await expect(page.getByTestId('activity-report')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('report-desktop.png'), fullPage: true });
    await expectLatestMonthInView(page);
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(page.getByTestId('activity-report')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await page.screenshot({ path: testInfo.outputPath('report-360.png'), fullPage: true });

    // Opened on a phone, the 24-month grid scrolls sideways inside its card, the latest month in view.
    await page.reload();
    const grid = page.getByTestId('situacion-grid');
    await expect(grid).toBeVisible({ timeout: 15_000 });
    await expect
      .poll(() => grid.evaluate((el) => el.scrollWidth - el.clientWidth - el.scrollLeft))
      .toBeLessThanOrEqual(1);
    expect(await grid.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expectLatestMonthInView(page);
    // A tap on the latest month of an entity shows its situación and amount.
    const latest = grid.getByRole('row').nth(1).getByRole('button').last();
    await latest.click();
    await expect(page.getByRole('tooltip')).toContainText(/situación \d, .+, ARS [\d.]+,\d{2}\./);
  });

  test('an unknown debtor: the grey band "Sin historial" on the page and in the PDF', async ({ page }, testInfo) => {
    await signInVia(page, `/credits/profiles/${DEMO.noRecords}`, 'premium@tirr.demo');
    await expectReport(page, DEMO.noRecords);
    await expect(page.getByTestId('score-band')).toHaveCSS('color', 'rgb(117, 117, 117)');
    await expect(page.getByTestId('scorecard')).toHaveText('Scorecard v2');
    await page.locator('[data-tour="scoring"]').screenshot({ path: testInfo.outputPath('sin-historial.png') });
    await page.screenshot({ path: testInfo.outputPath('sin-historial-page.png'), fullPage: true });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar PDF' }).click();
    const file = await download;
    await file.saveAs(testInfo.outputPath('sin-historial.pdf'));
  });

  test('a 7-digit DNI resolves; the minor DNI and a wrong check digit are refused', async ({ page }) => {
    await signInVia(page, '/credits/profiles/search', 'free@tirr.demo');
    await searchInput(page).fill('123456');
    await expect(searchStatus(page)).toHaveAttribute('data-status', 'idle');
    await searchInput(page).fill('1234567');
    await expect(searchStatus(page)).toHaveAttribute('data-status', 'found');
    await expect(page.getByRole('button', { name: /^Reporte de / })).toBeVisible();

    await searchInput(page).fill(DEMO.minorDni);
    await expect(
      page.getByText('DNI no disponible, intente nuevamente ingresando el CUIT o CUIL de la persona'),
    ).toBeVisible();
    await expect(page.getByTestId('search-invalid')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Reporte de / })).toHaveCount(0);

    // A minor's report is 'no disponible' too, even by its URL.
    await page.goto(`/credits/profiles/${DEMO.minorCuil}`);
    await expect(page.getByText('CUIT no disponible').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-tour="scoring"]')).toHaveCount(0);
    await page.goto('/credits/profiles/search');

    await searchInput(page).fill('30-71589634-3');
    await expect(searchStatus(page)).toHaveAttribute('data-status', 'invalid');
    await expect(page.getByTestId('search-invalid')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Reporte de / })).toHaveCount(0);

    // An unknown prefix is refused with the rules' message, before any lookup.
    await searchInput(page).fill('00000000000');
    await expect(searchStatus(page)).toHaveAttribute('data-status', 'invalid');
    await expect(page.getByText('Prefijo de CUIT/CUIL desconocido.')).toBeVisible();

    // The DNI of the clean demo case resolves to the CUIL the agency issued (23-…-4).
    await searchInput(page).fill('28345671');
    await expect(searchStatus(page)).toHaveAttribute('data-status', 'found');
    await expect(page.getByRole('button', { name: 'Reporte de GOMEZ MARIA LAURA' })).toBeVisible();
  });

  test('a free user sees the reports left, confirms a new one, and at 0 subscribes back into the blocked report', async ({
    page,
  }) => {
    // A long journey (registration + five reports): a safety net for slow machines, not a speed check.
    test.setTimeout(120_000);
    // A fresh user (email confirmed: reports need it), so the count starts at zero whatever else this run did.
    await registerAndSignIn(page, 'Cuota Prueba', { prefix: 'cuota', confirm: true });
    await page
      .getByRole('main')
      .getByRole('button', { name: /Riesgo Crediticio/ })
      .click();
    await expect(page).toHaveURL(/\/credits$/);

    // The search shows the free reports left; a new tax id says it uses one before using it (ADR 0141).
    await page.goto('/credits/profiles/search');
    await skipMenuTour(page);
    const left = page.getByTestId('quota-remaining');
    await expect(left).toHaveText('Te quedan 3 de 3 informes este mes');
    await searchInput(page).fill(DEMO.clean);
    await expect(searchStatus(page)).toHaveAttribute('data-status', 'found');
    const reportButton = page.getByRole('button', { name: /^Reporte de / });
    await reportButton.click();
    const confirm = page.getByRole('dialog', { name: '¿Ver este informe?' });
    await expect(confirm).toContainText('Este informe usa 1 de tus 3 informes gratuitos del mes');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toHaveCount(0);
    await page.reload();
    await expect(left).toHaveText('Te quedan 3 de 3 informes este mes');
    await searchInput(page).fill(DEMO.clean);
    await reportButton.click();
    await confirm.getByRole('button', { name: 'Ver informe' }).click();
    await expectReport(page, DEMO.clean);
    await expect(left).toHaveText('Te quedan 2 de 3 informes este mes');
    // Consulted this month: it opens again without asking.
    await page.goto('/credits/profiles/search');
    await searchInput(page).fill(DEMO.clean);
    await reportButton.click();
    await expectReport(page, DEMO.clean);

    // Opened by its address (a link), a new one asks too, on the page, before anything is recorded.
    for (const taxNumber of [DEMO.deteriorating, DEMO.legalFlags]) {
      await page.goto(`/credits/profiles/${taxNumber}`);
      const question = page.getByTestId('report-confirm');
      await expect(question).toContainText('¿Ver este informe?', { timeout: 15_000 });
      await expect(question).toContainText('Este informe usa 1 de tus 3 informes gratuitos del mes');
      await question.getByRole('button', { name: 'Ver informe' }).click();
      await expectReport(page, taxNumber);
    }
    await expect(left).toHaveText('Te quedan 0 de 3 informes este mes');

    await page.goto(`/credits/profiles/${DEMO.noRecords}`);
    const quota = page.getByTestId('quota-exceeded');
    await expect(quota).toBeVisible({ timeout: 15_000 });
    await expect(quota).toContainText('Obtené reportes ilimitados con la suscripción paga de ARS 4.550,00 por mes.');
    await expect(quota.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(quota.getByRole('button', { name: 'Suscribirme' })).toBeVisible();
    await expect(page.locator('[data-tour="scoring"]')).toHaveCount(0);

    await quota.getByRole('button', { name: 'Solicitar premium' }).click();
    await expect(
      page.getByText('Recibimos tu solicitud de premium. Te contactaremos a la brevedad.').first(),
    ).toBeVisible();
    await expect(quota.getByRole('button', { name: 'Solicitar premium' })).toBeDisabled();

    // Subscribing (the demo's simulated checkout) and 'Volver a Tirr' lead back to the blocked report, open now.
    await quota.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(page).toHaveURL(/\/pagos\/checkout\/[0-9a-f]{32}$/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await page.getByRole('button', { name: 'Volver a Tirr' }).click();
    await expect(page).toHaveURL(new RegExp(`/credits/profiles/${DEMO.noRecords}$`));
    await expectReport(page, DEMO.noRecords);
    await expect(left).toHaveCount(0);
  });

  test('a premium user has no limit', async ({ page }) => {
    test.setTimeout(120_000);
    await signInVia(page, '/credits', 'premium@tirr.demo');
    await expect(page.getByRole('heading', { level: 2, name: 'Mis perfiles' })).toBeVisible();
    for (const taxNumber of [DEMO.clean, DEMO.deteriorating, DEMO.legalFlags, DEMO.noRecords, DEMO.inactive]) {
      await page.goto(`/credits/profiles/${taxNumber}`);
      await expectReport(page, taxNumber);
    }
    await expect(page.getByTestId('quota-exceeded')).toHaveCount(0);
  });

  test('a report opened by its address is requested before the app has loaded, once', async ({ page }) => {
    await signInVia(page, '/credits', 'premium@tirr.demo');
    const sent: string[] = [];
    let consultSent = () => {};
    const consult = new Promise<void>((resolve) => (consultSent = resolve));
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/v1/consultProfiles/create') {
        sent.push('consult');
        consultSent();
      }
      if (pathname === `/api/v1/credit/${DEMO.legalFlags}/report`) sent.push('report');
    });
    // The app's entry script is held until the consult has left: only the start-up script can send it
    // (ADRs 0098, 0128).
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await consult;
      await route.continue();
    });
    // 'commit': the page's load event waits for the held script.
    await page.goto(`/credits/profiles/${DEMO.legalFlags}`, { waitUntil: 'commit' });
    await expectReport(page, DEMO.legalFlags);
    // The app read the start-up script's answers: nothing was sent twice.
    expect(sent).toEqual(['consult', 'report']);
  });

  test('the report works at 360 px without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 760 });
    await signInVia(page, `/credits/profiles/${DEMO.cheques}`, 'premium@tirr.demo');
    await expectReport(page, DEMO.cheques);
    await expect(page.getByRole('button', { name: 'Descargar PDF' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("'Descargar PDF' saves the report as a PDF file", async ({ page }) => {
    await signInVia(page, `/credits/profiles/${DEMO.cheques}`, 'premium@tirr.demo');
    await expectReport(page, DEMO.cheques);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`reporte-${DEMO.cheques}.pdf`);
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
