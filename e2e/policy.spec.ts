import { expect, test, type Page } from '@playwright/test';
import { heading, PAGE_LOAD, saveTemplatePolicy, signInVia, tokenOf } from './support';

/**
 * 'Política de crédito' (premium; docs/domain/credit-policy.md): the demo analyst (analista@, premium, whose Mis
 * Perfiles and policy no other journey uses) starts from the Conservadora template, adds a rule with pickers, sees the preview on Mis Perfiles change, saves a version and finds the decision
 * on a report. The offline demo data (README 'Demo data'): CLEAN is a person in situación 1 for 24 months (1000,
 * Excelente), CHEQUES a company with unpaid rejected cheques (160, Malo), which Conservadora rejects.
 */
const CLEAN = { cuit: '23283456714', name: 'GOMEZ MARIA LAURA' };
const CHEQUES = { cuit: '30715896342', name: 'DISTRIBUIDORA NORTE S.R.L.' };
const REASON = 'No vendemos a plazo a personas humanas.';

/** Adds a CUIT to Mis Perfiles through the API (already there is fine). */
async function addProfile(page: Page, taxNumber: string) {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const response = await page.request.post('/api/v1/profiles', { headers, data: { taxNumber } });
  // 409: already in Mis Perfiles (a retry of this journey).
  if (response.status() !== 409) expect(response.status(), await response.text()).toBe(201);
}

/** A date `days` from now as the Spanish date fields take it (DD/MM/YYYY). */
function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/** Chooses `option` in the select labelled `label` inside `scope`. */
async function pick(page: Page, scope: ReturnType<Page['getByTestId']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

// One analyst's story in order: the policy the first journey saves is the one the next ones read.
test.describe.configure({ mode: 'serial' });

test('a premium user builds a policy from Conservadora with pickers, previews it, saves it and sees it on a report and beside a cheque analysis', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInVia(page, '/credits/profiles', 'analista@tirr.demo');
  await addProfile(page, CLEAN.cuit);
  await addProfile(page, CHEQUES.cuit);

  await page.goto('/credits/policy');
  await expect(heading(page, 'Política de crédito')).toBeVisible(PAGE_LOAD);
  await page.getByRole('button', { name: 'Conservadora' }).click();
  const summary = page.getByTestId('preview-summary');
  await expect(summary).toContainText('Con esta política:', PAGE_LOAD);
  await expect(page.getByTestId(`preview-row-${CHEQUES.cuit}`)).toHaveAttribute('data-decision', 'RECHAZAR');
  await expect(page.getByTestId(`preview-row-${CLEAN.cuit}`)).toHaveAttribute('data-decision', 'APROBAR');
  const before = await summary.textContent();

  // A new rule, built with pickers only: people are rejected.
  await page.getByRole('button', { name: 'Agregar regla' }).click();
  const rule = page.getByTestId('rule-15');
  await rule.getByRole('button', { name: 'Rechazar' }).click();
  await rule.getByRole('textbox', { name: 'Motivo' }).fill(REASON);
  await pick(page, rule, 'Condición', 'Tipo de persona');
  await pick(page, rule, 'Tipo de persona', 'Persona humana');
  await expect(summary).not.toHaveText(before ?? '');
  const clean = page.getByTestId(`preview-row-${CLEAN.cuit}`);
  await expect(clean).toHaveAttribute('data-decision', 'RECHAZAR');
  await expect(clean).toContainText(REASON);
  await page.screenshot({ path: testInfo.outputPath('policy-editor.png'), fullPage: true });

  await page.getByRole('textbox', { name: 'Nombre de la política' }).fill('Conservadora sin personas');
  await page.getByRole('button', { name: 'Guardar versión' }).click();
  await expect(page.getByText(/^Guardaste la versión \d+ de tu política\.$/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Versiones de tu política' })).toContainText(
    'Conservadora sin personas',
  );

  // At 360 px the cards stack and nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await expect(page.getByTestId('rule-15')).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('textbox', { name: 'Nombre de la política' })).toHaveValue('Conservadora sin personas');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('policy-editor-360.png'), fullPage: true });

  // The report of the person says what the saved policy decides, and why.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/credits/profiles/${CLEAN.cuit}`);
  const banner = page.getByTestId('policy-banner');
  await expect(banner).toBeVisible(PAGE_LOAD);
  await expect(banner).toHaveAttribute('data-decision', 'RECHAZAR');
  await expect(banner).toContainText('Conservadora sin personas');
  await expect(banner).toContainText(REASON);
  await expect(banner).toContainText('Tipo de persona: Persona humana');
  await expect(banner.getByRole('link', { name: 'Editar política' })).toHaveAttribute('href', '/credits/policy');

  // 'Analizar cheque' adds the drawer's decision under the saved policy as its own section, beside the verdict.
  await page.goto('/assets/cheques/analysis');
  await expect(heading(page, 'Analizar cheque')).toBeVisible(PAGE_LOAD);
  await page.getByLabel('Banco').fill('macro');
  await page.getByRole('option', { name: 'BANCO MACRO S.A. (285)' }).click();
  await page.getByLabel('Número de cheque').fill('40012346');
  await page.getByLabel('CUIT del librador').fill(CHEQUES.cuit);
  await page.getByLabel('Monto').fill('1.500.000');
  await page.getByLabel('Fecha de pago').fill(inDays(45));
  await page.getByRole('button', { name: 'Analizar', exact: true }).click();
  await expect(page.getByTestId('verdict-banner')).toContainText('No apto', PAGE_LOAD);
  const section = page.getByTestId('cheque-policy');
  await expect(section).toHaveAttribute('data-decision', 'RECHAZAR');
  await expect(section).toContainText('Tu política de crédito: Rechazar');
  await expect(section).toContainText('Conservadora sin personas');
  await expect(section.getByRole('link', { name: 'Ver tu política de crédito' })).toHaveAttribute(
    'href',
    '/credits/policy',
  );
});

test("Mis Perfiles shows each profile's 'Decisión' under the saved policy and filters by it", async ({ page }) => {
  await signInVia(page, '/credits/profiles', 'analista@tirr.demo');
  // Conservadora as it comes (a new version): it approves CLEAN and rejects CHEQUES (unpaid rejected cheques).
  await saveTemplatePolicy(page, 'CONSERVADORA');
  try {
    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'Decisión' })).toBeVisible(PAGE_LOAD);
    const clean = page.getByTestId(`profile-row-${CLEAN.cuit}`);
    const cheques = page.getByTestId(`profile-row-${CHEQUES.cuit}`);
    await expect(clean.locator('[data-outcome]')).toHaveAttribute('data-outcome', 'APROBAR');
    await expect(clean.getByText('Aprobar', { exact: true })).toBeVisible();
    await expect(cheques.locator('[data-outcome]')).toHaveAttribute('data-outcome', 'RECHAZAR');

    await page.getByRole('combobox', { name: 'Decisión' }).click();
    await page.getByRole('option', { name: 'Rechazar', exact: true }).click();
    await expect(clean).toHaveCount(0);
    await expect(cheques).toBeVisible();

    // On a phone, the card carries the decision and nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(cheques.getByText('Rechazar', { exact: true })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
  } finally {
    // The profiles the first journey added leave Mis Perfiles again.
    const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
    for (const cuit of [CLEAN.cuit, CHEQUES.cuit]) {
      const found = await page.request.get(`/api/v1/profiles/by-tax-number/${cuit}`, { headers });
      const { profile } = (await found.json()) as { profile: { id: string } | null };
      if (profile) await page.request.delete(`/api/v1/profiles/${profile.id}`, { headers });
    }
  }
});
