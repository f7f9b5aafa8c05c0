import { expect, test } from '@playwright/test';
import { signedInPage, signInVia, tokenOf } from './support';

/**
 * Publishing a new demo BCRA period moves every curated history a month forward for the whole server,
 * so this journey runs on a server and database of its own (the 'bcra-period' project, ADR 0127): the
 * other journeys read the demo data as the README describes it, and this one sees only its own profiles.
 */
test('a new BCRA period produces an event in the quick panel', async ({ page, browser }) => {
  await signInVia(page, '/credits/profiles', 'admin@tirr.demo');
  const added = await page.request.post('/api/v1/profiles', {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    data: { taxNumber: '20178904567' },
  });
  expect(added.status()).toBe(201);

  const sysadmin = await signedInPage(browser, '/', 'sysadmin@tirr.demo');
  const run = await sysadmin.page.request.post('/api/v1/monitoring/run', {
    headers: { Authorization: `Bearer ${await tokenOf(sysadmin.page)}` },
    data: { advancePeriod: true },
  });
  expect(run.status()).toBe(200);
  // The only profile on this server: re-checked once, one event (the situación improved).
  expect(await run.json()).toMatchObject({ checked: 1, events: 1, failed: 0 });
  await sysadmin.close();

  await page.reload();
  // Demo accounts get no invented events: the one monitoring produced, unread.
  const open = page.getByRole('button', { name: 'Panel rápido (1 evento sin leer)' });
  await expect(open).toBeVisible();
  await open.click();
  const panel = page.getByRole('dialog', { name: 'Panel rápido' });
  await expect(panel.getByText(/La situación mejoró de 2 \(Riesgo bajo\) a 1 \(Normal\)\./)).toBeVisible();

  // Notes: add one, then delete it.
  await panel.getByRole('button', { name: 'Agregar nota' }).click();
  await panel.getByLabel('Título').fill('Revisar a RUIZ');
  await panel.getByRole('button', { name: 'Guardar' }).click();
  await expect(panel.getByText('Revisar a RUIZ')).toBeVisible();
  await panel.getByRole('button', { name: 'Borrar la nota Revisar a RUIZ' }).click();
  await expect(panel.getByText('Revisar a RUIZ')).toHaveCount(0);

  // The alert opens the report at the section that changed (the situación: the entities), and is read now.
  const alert = panel.getByRole('link', { name: /RUIZ HECTOR OMAR · CUIT 20-17890456-7/ });
  await expect(alert).toHaveAttribute('href', '/credits/profiles/20178904567#situacion');
  await alert.click();
  await expect(page).toHaveURL(/\/credits\/profiles\/20178904567#situacion$/);
  await expect(page.locator('[data-tour="entity-selection"]')).toBeInViewport({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Panel rápido', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Panel rápido', exact: true }).click();
  await expect(panel.getByRole('link', { name: /RUIZ HECTOR OMAR/ }).getByText('Nuevo')).toHaveCount(0);
});
