import { expect, test, type Page } from '@playwright/test';
import { PAGE_LOAD, signInVia, tokenOf } from './support';

/** Every API request of the page, by method and URL, from `goto` until the network is quiet (ADR 0136). */
async function requestsOf(page: Page, path: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const count = (request: { method(): string; url(): string }) => {
    if (!request.url().includes('/api/v1/')) return;
    const key = `${request.method()} ${request.url().replace(/^https?:\/\/[^/]+/, '')}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  page.on('request', count);
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible(PAGE_LOAD);
  await page.waitForLoadState('networkidle');
  page.off('request', count);
  return counts;
}

test('each page load sends each API request once, and no false error shows', async ({ page }) => {
  await signInVia(page, '/', 'admin@tirr.demo');
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const added = await page.request.post('/api/v1/profiles', { headers, data: { taxNumber: '30715896342' } });
  // 409: another journey on this server added it to the admin's portfolio first.
  expect([201, 409]).toContain(added.status());
  const listed = await page.request.get('/api/v1/profiles?q=30715896342', { headers });
  const profile = ((await listed.json()) as { items: { id: string; taxNumber: string }[] }).items.find(
    (p) => p.taxNumber === '30715896342',
  );
  expect(profile, 'the profile just added').toBeDefined();

  const pages = [
    '/',
    '/credits/profiles',
    '/credits/profiles/30-71234567-1',
    `/credits/profiles/balance/${profile!.id}`,
  ];
  for (const path of pages) {
    const counts = await requestsOf(page, path);
    const repeated = [...counts].filter(([, n]) => n > 1);
    expect(repeated, `requests sent more than once on ${path}`).toEqual([]);
    expect(counts.size, path).toBeGreaterThan(0);
    await expect(page.getByText('Hubo un problema')).toHaveCount(0);
  }
  const report = await requestsOf(page, '/credits/profiles/30-71589634-2');
  expect(report.get('POST /api/v1/consultProfiles/create')).toBe(1);
  expect([...report].filter(([key]) => key.startsWith('GET /api/v1/credit/') && key.includes('/report?'))).toHaveLength(
    1,
  );

  // Toasts show at once, and the same message twice is one toast (ADR 0136).
  await page.goto('/credits/profiles');
  const toasts = page.getByTestId('toasts');
  for (let i = 0; i < 2; i += 1) {
    await page.getByRole('button', { name: 'Agregar perfil' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Buscar perfil' });
    await dialog.getByLabel('DNI o CUIL/CUIT').fill('30715896342');
    await dialog.getByRole('button', { name: /^Agregar a / }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts.getByText('Ya existe el perfil en Mis Perfiles', { exact: false })).toHaveCount(1);
  }
});
