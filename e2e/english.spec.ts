import { expect, test, type Page } from '@playwright/test';
import { spanishLines } from './spanish-words';
import { openMenu, PAGE_LOAD, signInVia } from './support';

/** Opens a route and fails on any Spanish-only word on it, naming the route and the line. */
async function expectEnglish(page: Page, path: string | null, ready: (page: Page) => Promise<void>, loaded = true) {
  if (path) await page.goto(path);
  await ready(page);
  // Spinners gone (a batch's progress bar stays: it waits for its rows instead).
  if (loaded) await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  expect(await spanishLines(page), `Spanish on ${path ?? page.url()}`).toEqual([]);
}

const h1 = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(PAGE_LOAD);
};

/**
 * English in this browser only: the demo accounts are shared by the journeys running beside this one,
 * so the choice is kept from the account (its saved settings, POST /users/me/info, are not sent).
 */
async function switchToEnglish(page: Page) {
  await page.route('**/api/v1/users/me/info', (route) => route.fulfill({ status: 204 }));
  await (await openMenu(page, 'Idioma')).getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

// The admin has every premium screen; premium@'s portfolio is counted by the portfolio journeys.
test('English everywhere: the user routes', async ({ page }) => {
  test.setTimeout(180_000);
  await signInVia(page, '/credits', 'admin@tirr.demo');
  await switchToEnglish(page);

  await expectEnglish(page, '/', h1(/./));
  await expectEnglish(page, '/credits', h1('Credit Risk'));
  await expectEnglish(page, '/credits/profiles/search', h1('Search profile'));
  // A person in situación 3, a company with legal flags and information under review, unpaid cheques.
  await expectEnglish(page, '/credits/profiles/20-31456782-0', h1('PEREYRA JUAN CARLOS'));
  // Report amounts in English format, like the simulators'.
  await expect(page.getByTestId('total-debt')).toHaveText('ARS 553,500.00');
  await expectEnglish(page, '/credits/profiles/30-71234567-1', h1('CONSTRUCTORA DEL PLATA S.A.'));
  await expect(page.getByText('Some information is under review')).toBeVisible();
  await expectEnglish(page, '/credits/profiles/30-71589634-2', h1(/S\.A\.|S\.R\.L\./));
  // An INACTIVO key (450 Regular) into Mis Perfiles, no other journey's profile.
  await expectEnglish(page, '/credits/profiles/20-17890456-7', h1('RUIZ HECTOR OMAR'));
  await page.getByRole('button', { name: 'Add to My Profiles' }).click();
  await expect(page.getByText('In My Profiles')).toBeVisible();

  await expectEnglish(page, '/credits/profiles', h1('My Profiles'));
  await expect(page.getByTestId('profile-row-20178904567')).toContainText('Fair');
  await page.getByRole('link', { name: 'Upload a balance for RUIZ HECTOR OMAR' }).click();
  await expectEnglish(page, null, h1('Upload balance sheet'));
  await page.goBack();
  await page.getByRole('link', { name: "RUIZ HECTOR OMAR's balance score" }).click();
  await expectEnglish(page, null, h1('Score'));

  // A batch lookup with a row the API refuses and one it finds: row errors and labels in English.
  await page.goto('/credits/profiles/batch?new=1');
  await page.getByLabel('CUITs (one per line)').fill('20-31456782-0\n20-31456782-0\n123');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByTestId('batch-row-1')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(page.getByText('Duplicate CUIT (row 1).')).toBeVisible();
  await expect(page.getByText('The CUIT must have 11 digits.')).toBeVisible();
  await expectEnglish(page, null, h1('Batch lookup'), false);

  for (const [path, title] of [
    ['/assets/simulators', 'Investment and Financing'],
    ['/assets/simulators/checks', 'Cheques'],
    ['/assets/simulators/pagares', 'Promissory notes'],
    ['/assets/simulators/facturas', 'Invoices'],
    ['/assets/simulators/fci', 'Mutual Funds'],
    ['/welcome', 'Welcome to Tirr'],
    ['/errors/404', 'Page not found'],
  ] as const) {
    await expectEnglish(page, path, h1(title));
  }
  // The academy's catalogue: its chrome (the courses' own texts are content, left out above); each card
  // has a progress bar, so the cards are awaited instead of the spinners.
  await expectEnglish(
    page,
    '/academy/courses',
    async (p) => {
      await h1('Courses')(p);
      await expect(p.getByRole('article').first()).toBeVisible();
    },
    false,
  );
});
