import { expect, test, type Page } from '@playwright/test';
import { heading, signedInPage, signInVia, tokenOf } from './support';

const CLEAN = { cuit: '23-28345671-4', name: 'GOMEZ MARIA LAURA' };
const DETERIORATING = { cuit: '20-31456782-0', name: 'PEREYRA JUAN CARLOS' };
const SHOTS = 'e2e/test-results';

// In order: the blocked-CUIT journey finds the profile the first journey kept. A new BCRA period is
// published on a server of its own (bcra-period.spec.ts, ADR 0127).
test.describe.configure({ mode: 'serial' });

async function addFromSearch(page: Page, person: { cuit: string; name: string }) {
  await page.getByRole('button', { name: 'Agregar perfil' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Buscar perfil' });
  await dialog.getByLabel('DNI o CUIL/CUIT').fill(person.cuit.replace(/-/g, ''));
  await dialog.getByRole('button', { name: `Agregar a ${person.name}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Se agregó el cuit ${person.cuit} a la lista de favoritos.`)).toBeVisible();
  await expect(page.getByTestId(`profile-row-${person.cuit.replace(/-/g, '')}`)).toBeVisible();
}

test('a premium user adds two profiles from the search dialog, edits a group and removes one', async ({ page }) => {
  await signInVia(page, '/credits/profiles', 'premium@tirr.demo');
  await expect(heading(page, 'Mis Perfiles')).toBeVisible();
  await expect(page.getByTestId('portfolio-empty')).toBeVisible();
  await expect(page.getByText('Todavía no agregaste perfiles')).toBeVisible();

  await addFromSearch(page, CLEAN);
  await addFromSearch(page, DETERIORATING);
  // Adding one again is refused with the spec's notice.
  await page.getByRole('button', { name: 'Agregar perfil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buscar perfil' });
  await dialog.getByLabel('DNI o CUIL/CUIT').fill('23283456714');
  await dialog.getByRole('button', { name: `Agregar a ${CLEAN.name}` }).click();
  await expect(page.getByText('Ya existe el perfil en Mis Perfiles.')).toBeVisible();

  const row = page.getByTestId('profile-row-20314567820');
  await expect(row.getByText('20-31456782-0')).toBeVisible();
  await expect(row.getByText('3 · Riesgo medio')).toBeVisible();
  await expect(row.getByText('340 · Regular', { exact: true })).toBeVisible();
  await expect(page.getByText('1-2 de 2')).toBeVisible();
  await expect(page.getByText('Filas por pág.')).toBeVisible();

  await row.getByRole('button', { name: `Editar ${DETERIORATING.name}` }).click();
  const edit = page.getByRole('dialog', { name: `Editar ${DETERIORATING.name}` });
  await edit.getByLabel('Grupo').fill('Proveedores');
  await edit.getByLabel('Ingresos (ARS)').fill('1.250.000,50');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Actualizaste la información del cuit 20-31456782-0 correctamente.')).toBeVisible();
  await expect(row.getByText('Proveedores')).toBeVisible();
  await expect(row.getByText('ARS 1.250.000,50')).toBeVisible();

  // Filter by group.
  await page.getByRole('combobox', { name: 'Grupo' }).click();
  await page.getByRole('option', { name: 'Proveedores' }).click();
  await expect(page.getByTestId('profile-row-23283456714')).toBeHidden();
  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(page.getByTestId('profile-row-23283456714')).toBeVisible();

  // The XLSX export downloads a file.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar XLSX' }).click();
  expect((await download).suggestedFilename()).toBe('mis-perfiles.xlsx');

  await page.setViewportSize({ width: 1366, height: 800 });
  await page.screenshot({ path: `${SHOTS}/portfolio-desktop.png`, fullPage: true });

  await page.getByRole('button', { name: `Quitar ${CLEAN.name}` }).click();
  const confirm = page.getByRole('dialog', { name: '¿Quitar el perfil?' });
  await expect(confirm.getByText(`Vas a quitar a ${CLEAN.name} (CUIT ${CLEAN.cuit})`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Quitar' }).click();
  await expect(page.getByText(`Se eliminó el cuit ${CLEAN.cuit} a la lista de favoritos.`)).toBeVisible();
  await expect(page.getByTestId('profile-row-23283456714')).toHaveCount(0);
  await expect(page.getByText('1-1 de 1')).toBeVisible();

  await page.setViewportSize({ width: 360, height: 780 });
  await expect(heading(page, 'Mis Perfiles')).toBeVisible();
  // The server's page as cards, with the filters and the pager, fits a phone: nothing scrolls sideways.
  await expect(page.getByTestId('profile-row-20314567820')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/portfolio-360.png`, fullPage: true });

  // The report of a watched CUIT says it is in Mis Perfiles.
  await page.setViewportSize({ width: 1280, height: 800 });
  await row.getByRole('link', { name: `Ver reporte de ${DETERIORATING.name}` }).click();
  await expect(page).toHaveURL(/\/credits\/profiles\/20314567820$/);
  // Exact: the refusal's toast above ('Ya existe el perfil en Mis Perfiles.') may still be on screen.
  await expect(page.getByText('En Mis Perfiles', { exact: true })).toBeVisible();
});

test('a free user is turned away from /credits/profiles', async ({ page }) => {
  await signInVia(page, '/', 'free@tirr.demo');
  await page.goto('/credits/profiles');
  await expect(page).toHaveURL(/\/$/);
  await expect(heading(page, 'Mis Perfiles')).toHaveCount(0);
  const answer = await page.request.get('/api/v1/profiles', {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(answer.status()).toBe(403);
});

test("a profile whose CUIT an admin blocks leaves Mis Perfiles and its pages say 'no disponible'", async ({
  page,
  browser,
}) => {
  const cuit = '30702223330'; // a generated company, used by no other journey
  await signInVia(page, '/credits/profiles', 'premium@tirr.demo');
  const token = await tokenOf(page);
  const added = await page.request.post('/api/v1/profiles', {
    headers: { Authorization: `Bearer ${token}` },
    data: { taxNumber: cuit },
  });
  expect(added.status()).toBe(201);
  const profileId = ((await added.json()) as { profile: { id: string } }).profile.id;
  await page.reload();
  await expect(page.getByTestId(`profile-row-${cuit}`)).toBeVisible();

  const admin = await signedInPage(browser, '/', 'admin@tirr.demo');
  const adminHeaders = { Authorization: `Bearer ${await tokenOf(admin.page)}` };
  const blocked = await admin.page.request.post('/api/v1/system/blacklist', {
    headers: adminHeaders,
    data: { taxNumber: cuit, reason: 'Habeas data (Ley 25.326)', requestedBy: 'El titular' },
  });
  expect(blocked.status()).toBe(201);
  try {
    await page.reload();
    await expect(heading(page, 'Mis Perfiles')).toBeVisible();
    await expect(page.getByTestId('profile-row-20314567820')).toBeVisible();
    await expect(page.getByTestId(`profile-row-${cuit}`)).toHaveCount(0);
    for (const path of [`/credits/profiles/score/${profileId}`, `/credits/profiles/balance/${profileId}`]) {
      await page.goto(path);
      await expect(page.getByText('La consulta de este CUIT/CUIL no está disponible.')).toBeVisible();
    }
    await page.screenshot({ path: `${SHOTS}/blocked-score-desktop.png` });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: `${SHOTS}/blocked-score-360.png` });
  } finally {
    await admin.page.request.delete(`/api/v1/system/blacklist/${cuit}`, { headers: adminHeaders });
    await admin.close();
  }
});
