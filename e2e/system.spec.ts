import { expect, test, type Browser, type Page } from '@playwright/test';
import { heading, registerNewUser, signInOnProvider } from './support';

/**
 * The System area, error reporting and the offline premium checkout (docs/product.md §6, ADR 0083), against the built app.
 * Tests share one server, so each uses tax ids and users of its own.
 */
/** Like support's signInVia, with more patience for the first page of a cold server on a busy machine. */
async function signInVia(page: Page, url: string, email: string) {
  await page.goto(url);
  await signInOnProvider(page, email);
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible({ timeout: 20_000 });
}

const BLOCKED_CUIT = '20401112228'; // generated profile (valid check digit), used by no other test
const CONSULTED = '27334455667';

async function as(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInVia(page, path, email);
  return page;
}

const myProfilesCard = (page: Page) => page.getByRole('heading', { level: 2, name: 'Mis perfiles' });

test.describe('System area', () => {
  test('an admin blocks a CUIT: a free user searching it sees it unavailable, its report the blocked message', async ({
    page,
    browser,
  }) => {
    await signInVia(page, '/system/blacklist', 'admin@tirr.demo');
    await expect(heading(page, 'Bloqueo de cuits')).toBeVisible();
    await page.getByLabel('CUIT/CUIL').fill('20-40111222-9');
    await page.getByLabel('Motivo').fill('Habeas data');
    await page.getByLabel('Solicitado por').fill('El titular');
    await page.getByRole('button', { name: 'Bloquear', exact: true }).click();
    await expect(page.getByText('Ingresá un CUIT/CUIL válido.')).toBeVisible();
    await page.getByLabel('CUIT/CUIL').fill('20-40111222-8');
    await page.getByRole('button', { name: 'Bloquear', exact: true }).click();
    await expect(page.getByText('Bloqueaste el CUIT 20-40111222-8.')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: '20-40111222-8' });
    await expect(row).toContainText('El titular');
    await expect(row).toContainText('admin@tirr.demo');

    const free = await as(browser, 'free@tirr.demo', '/credits/profiles/search');
    await free.getByRole('textbox', { name: 'DNI o CUIL/CUIT' }).fill(BLOCKED_CUIT);
    // Its name is never shown (Ley 25.326): the lookup answers like an unknown CUIT.
    await expect(free.getByText('CUIT no disponible')).toBeVisible();
    await expect(free.getByRole('button', { name: /^Reporte de / })).toHaveCount(0);
    await free.goto(`/credits/profiles/${BLOCKED_CUIT}`);
    await expect(free.getByText('La consulta de este CUIT/CUIL no está disponible.').first()).toBeVisible();
    await expect(free.locator('[data-tour="scoring"]')).toHaveCount(0);
    await free.context().close();
  });

  test('an admin grants premium and the user then sees Mis perfiles', async ({ page, browser }) => {
    const email = await registerNewUser(page, 'Premium Otorgado');
    await expect(myProfilesCard(page)).toHaveCount(0);

    const admin = await as(browser, 'admin@tirr.demo', '/system/users');
    await admin.getByLabel('Buscar por correo o nombre').fill(email);
    const row = admin.getByTestId(`user-row-${email}`);
    await expect(row).toContainText('0 de 3');
    await row.getByRole('button', { name: 'Premium' }).click();
    const dialog = admin.getByRole('dialog', { name: `Premium de ${email}` });
    await dialog.getByRole('button', { name: 'Dar premium' }).click();
    await expect(admin.getByText(`${email} ahora tiene premium.`)).toBeVisible();
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(row).toContainText('(ilimitado)');
    await admin.context().close();

    await page.reload();
    await expect(myProfilesCard(page)).toBeVisible();
  });

  test('a free user pays the offline checkout and becomes premium', async ({ page }) => {
    test.setTimeout(150_000);
    await registerNewUser(page, 'Suscriptor Prueba', { confirm: true });
    // Each new report opened by its address first asks whether to use a free one (ADR 0141).
    const question = page.getByTestId('report-confirm');
    await page.addLocatorHandler(question, () => question.getByRole('button', { name: 'Ver informe' }).click());
    for (const taxNumber of ['23283456714', '20314567820', '30712345671', '27401239877']) {
      await page.goto(`/credits/profiles/${taxNumber}`);
      await expect(page.locator('[data-tour="scoring"], [data-testid="quota-exceeded"]').first()).toBeVisible({
        timeout: 15_000,
      });
    }
    const quota = page.getByTestId('quota-exceeded');
    await expect(quota).toBeVisible();
    await quota.getByRole('button', { name: 'Suscribirme' }).click();

    await expect(page).toHaveURL(/\/pagos\/checkout\/[0-9a-f]{32}$/);
    await expect(heading(page, 'Pagar suscripción')).toBeVisible();
    await expect(page.getByTestId('checkout-price')).toHaveText('ARS 4.550,00 por mes');
    await page.getByRole('button', { name: 'Rechazar pago' }).click();
    await expect(page.getByText('El pago fue rechazado. Podés intentar nuevamente.')).toBeVisible();
    const webhook = page.waitForResponse((r) => r.url().includes('/payments/mercadopago/webhook?') && r.ok());
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await webhook;
    await expect(page.getByText(/Pago aprobado\. Ya tenés premium/)).toBeVisible();
    await page.getByRole('button', { name: 'Volver a Tirr' }).click();

    // Back to the report the quota blocked, now open (ADR 0141).
    await expect(page).toHaveURL(/\/credits\/profiles\/27401239877$/);
    await expect(page.locator('[data-tour="scoring"]')).toBeVisible({ timeout: 15_000 });
    await page.goto('/credits');
    await expect(myProfilesCard(page)).toBeVisible();
    // Unlimited now: a fifth tax id opens.
    await page.goto('/credits/profiles/30715896342');
    await expect(page.locator('[data-tour="scoring"]')).toBeVisible({ timeout: 15_000 });
  });

  test('a render error shows the 500 screen, the feedback is sent and the sysadmin sees both', async ({ page }) => {
    await signInVia(page, '/system/diagnostico', 'sysadmin@tirr.demo');
    const reported = page.waitForResponse((r) => r.url().endsWith('/api/v1/logs/errors') && r.status() === 201);
    await page.getByRole('button', { name: 'Provocar un error de prueba' }).click();
    await expect(heading(page, 'Algo salió mal!')).toBeVisible();
    const { id } = (await (await reported).json()) as { id: number };
    const feedback = `Probando el diagnóstico ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Tu feedback' }).fill(feedback);
    const patched = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v1/logs/errors/${id}`) && r.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: 'Enviar feedback' }).click();
    expect((await patched).status()).toBe(200);
    await expect(page.getByText('GRACIAS POR TU FEEDBACK!')).toBeVisible();

    await page.goto('/system/errors');
    await expect(heading(page, 'Errores')).toBeVisible();
    await page.getByLabel('Buscar en ruta, descripción o feedback').fill(feedback);
    const row = page.getByTestId(`error-row-${id}`);
    await expect(row).toContainText('/system/diagnostico');
    await expect(row).toContainText(feedback);
    await expect(row).toContainText('sysadmin@tirr.demo');
    await row.click();
    const detail = page.getByRole('dialog', { name: `Error #${id}` });
    await expect(detail).toContainText('DiagnosticRenderError');
    await detail.getByRole('button', { name: 'Marcar como resuelto' }).click();
    await expect(detail).toContainText('Resuelto el');
  });

  test("the reportes chart shows today's consults", async ({ page }) => {
    await signInVia(page, `/credits/profiles/${CONSULTED}`, 'admin@tirr.demo');
    await expect(page.locator('[data-tour="scoring"]')).toBeVisible({ timeout: 15_000 });
    await page.goto('/system/reportes');
    await expect(heading(page, 'Reportes')).toBeVisible();
    // Today in Buenos Aires (UTC−3 all year).
    const todayIso = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
    const todayShown = `${todayIso.slice(8, 10)}/${todayIso.slice(5, 7)}/${todayIso.slice(0, 4)}`;
    // How many: every journey on this server consults in parallel, so only 'at least this one'.
    await expect(page.getByTestId('today-consults')).toHaveText(
      new RegExp(`^Hoy \\(${todayShown}\\): [1-9]\\d* consultas$`),
    );
    // Only today: the chart has one bar, labelled with today's date.
    await page.getByLabel('Desde').fill(todayShown);
    const chart = page.getByTestId('consults-chart');
    await expect(chart.locator('svg').first()).toBeVisible();
    await expect(chart.getByText(`${todayIso.slice(8, 10)}/${todayIso.slice(5, 7)}`).first()).toBeVisible();
    await expect(chart.locator('.MuiBarChart-series')).toHaveCount(1);
    await expect(chart.locator('.MuiBarChart-element')).toHaveCount(1);
    await expect(page.getByRole('table', { name: 'Usuarios con más consultas' })).toContainText('admin@tirr.demo');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    expect((await download).suggestedFilename()).toBe(`reporte-uso-${todayIso}-${todayIso}.csv`);
  });

  test('admins cannot open Errores; free users cannot open the System area', async ({ page, browser }) => {
    await signInVia(page, '/system', 'admin@tirr.demo');
    await expect(heading(page, 'Usuarios')).toBeVisible();
    await page.goto('/system/errors');
    await expect(heading(page, 'Errores')).toHaveCount(0);
    const free = await as(browser, 'free@tirr.demo', '/system/users');
    await expect(heading(free, 'Usuarios')).toHaveCount(0);
    await free.context().close();
  });
});
