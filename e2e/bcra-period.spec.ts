import { expect, test } from '@playwright/test';
import { signedInPage, signInVia, tokenOf } from './support';

/**
 * Publishing a new demo BCRA period moves every curated history a month forward for the whole server,
 * so this journey runs on a server and database of its own (the 'bcra-period' project, ADR 0127): the
 * other journeys read the demo data as the README describes it, and this one sees only its own profiles.
 */
test('a new BCRA period produces an event in the quick panel, and one saying a decision changed under a credit policy', async ({
  page,
  browser,
}) => {
  await signInVia(page, '/credits/profiles', 'admin@tirr.demo');
  const added = await page.request.post('/api/v1/profiles', {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    data: { taxNumber: '20178904567' },
  });
  expect(added.status()).toBe(201);
  // The demo analyst watches the same subject under a credit policy that observes situación 2 or worse today.
  const analyst = await signedInPage(browser, '/credits/profiles', 'analista@tirr.demo');
  const analystHeaders = { Authorization: `Bearer ${await tokenOf(analyst.page)}` };
  const policy = await analyst.page.request.put('/api/v1/policy', {
    headers: analystHeaders,
    data: {
      name: 'Observar situación 2',
      rules: [
        {
          id: 'sit2',
          outcome: 'OBSERVAR',
          reason: 'Situación 2 o peor hoy.',
          condition: { kind: 'SITUACION_NOW', atLeast: 2 },
        },
      ],
    },
  });
  expect(policy.status(), await policy.text()).toBe(200);
  const watched = await analyst.page.request.post('/api/v1/profiles', {
    headers: analystHeaders,
    data: { taxNumber: '20178904567' },
  });
  expect(watched.status()).toBe(201);
  expect((await watched.json()).profile.decision).toBe('OBSERVAR');

  const sysadmin = await signedInPage(browser, '/', 'sysadmin@tirr.demo');
  const run = await sysadmin.page.request.post('/api/v1/monitoring/run', {
    headers: { Authorization: `Bearer ${await tokenOf(sysadmin.page)}` },
    data: { advancePeriod: true },
  });
  expect(run.status()).toBe(200);
  // The only profiles on this server (the admin's and the analyst's): re-checked once, one event each.
  expect(await run.json()).toMatchObject({ checked: 2, events: 2, failed: 0 });
  await sysadmin.close();

  // The situación improved to 1: under the analyst's policy the decision changed, and the event says so first.
  await analyst.page.reload();
  await analyst.page.getByRole('button', { name: 'Panel rápido (1 evento sin leer)' }).click();
  const analystPanel = analyst.page.getByRole('dialog', { name: 'Panel rápido' });
  await expect(
    analystPanel.getByText(/La decisión cambió de Observar a Aprobar \(versión 1 de tu política\)\./),
  ).toBeVisible();
  await expect(analystPanel.getByRole('link', { name: /RUIZ HECTOR OMAR/ })).toHaveAttribute(
    'href',
    /\/credits\/profiles\/20178904567/,
  );
  await analyst.close();

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
