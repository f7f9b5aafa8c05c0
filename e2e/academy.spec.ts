import { expect, test, type Page } from '@playwright/test';
import { heading, openMenu, registerAndSignIn, savedInfo, signInVia, skipMenuTour } from './support';

/** The survey is checked 5 s after the user is past the welcome screen (docs/product.md §9 'Survey'). */
const SURVEY_DELAY_MS = 5_000;

/** Resolves with the next answer of GET /api/v1/ai/ (the survey's check for an earlier answer). */
const surveyCheck = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/ai/' && r.request().method() === 'GET');

test('a new user picks a card on /welcome, then answers the survey that appears after about 5 s', async ({ page }) => {
  test.setTimeout(90_000);
  // Playwright's clock: time flows as usual, and the test moves it past the survey's delay.
  await page.clock.install();
  const checks: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/v1/ai/' && r.method() === 'GET') checks.push(r.url());
  });
  await registerAndSignIn(page, 'Camila Encuesta', { prefix: 'encuesta' });
  const survey = page.getByRole('dialog', { name: '¡Queremos conocerte!' });
  // Never over the welcome screen, however long the user stays there.
  await page.clock.runFor(SURVEY_DELAY_MS * 2);
  expect(await survey.isVisible()).toBe(false);
  const checked = surveyCheck(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: /Educación financiera/ })
    .click();
  await expect(page).toHaveURL(/\/academy\/courses$/);
  // The menu tour comes first (e2e/onboarding.spec.ts goes through it); the survey waits for it.
  await skipMenuTour(page);
  await page.clock.runFor(SURVEY_DELAY_MS);
  expect(await (await checked).json()).toBeNull();
  await expect(survey).toBeVisible();
  // Checked once: the minutes on the welcome screen never started the delay.
  expect(checks).toHaveLength(1);

  await survey.getByRole('button', { name: 'Empresa' }).click();
  const phone = survey.getByLabel('Teléfono');
  await phone.click();
  await survey.getByLabel('Razón social').click();
  await expect(survey.getByText('El teléfono es obligatorio.')).toBeVisible();
  await phone.fill('1234567');
  await expect(survey.getByText('Ingresá un número de teléfono válido.')).toBeVisible();
  const submit = survey.getByRole('button', { name: 'Enviar' });
  await expect(submit).toBeDisabled();

  await survey.getByLabel('Razón social').fill('Encuestas del Sur SA');
  await survey.getByLabel('Rubro').fill('Consultoría');
  await survey.getByLabel('Cargo').fill('Gerenta financiera');
  await phone.fill('1145678901');
  await expect(survey.getByText('Ingresá un número de teléfono válido.')).toBeHidden();
  await submit.click();
  await expect(survey).toBeHidden();
  await expect(page.getByText('¡Gracias por contarnos sobre vos!')).toBeVisible();

  // Answered: after a reload the check at 5 s finds the answer, and the survey does not come back.
  const again = surveyCheck(page);
  await page.reload();
  await expect(heading(page, 'Cursos')).toBeVisible();
  await page.clock.runFor(SURVEY_DELAY_MS);
  expect(await (await again).json()).toMatchObject({ companyName: 'Encuestas del Sur SA' });
  await expect(survey).toBeHidden();
});

test("starting a course shows 'Curso iniciado' and the step survives a reload", async ({ page }) => {
  test.setTimeout(60_000);
  await signInVia(page, '/academy/courses/fci-basico', 'premium@tirr.demo');
  await expect(heading(page, 'Fondos comunes de inversión (FCI) desde cero')).toBeVisible();
  await expect(page).toHaveURL(/\/academy\/courses\/fci-basico\/fondos-comunes-de-inversion$/);
  await page.getByRole('button', { name: 'Comenzar curso' }).click();
  await expect(page.getByText('Curso iniciado')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Qué es un fondo común de inversión' })).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Paso 2 de 5')).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Paso 3 de 5')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Tipos de fondos' })).toBeVisible();

  await page.reload();
  await expect(page.getByText('Paso 3 de 5')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Tipos de fondos' })).toBeVisible();

  // The list shows the same progress.
  await page.getByRole('link', { name: 'Todos los cursos' }).click();
  const card = page.getByRole('article', { name: 'Fondos comunes de inversión (FCI) desde cero' });
  await expect(card.getByTestId('course-status')).toHaveText('En curso · 40 %');
});

test('the academy opened with a preset filter shows only creditos and finanzas courses; in English, the catalogue, a course and a help panel are English', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInVia(page, '/', 'free@tirr.demo');
  await page.evaluate(() =>
    window.sessionStorage.setItem(
      'tirr.academy.filter',
      JSON.stringify({ categories: ['creditos', 'finanzas'], tags: [] }),
    ),
  );
  await page.goto('/academy');
  await expect(page).toHaveURL(/\/academy\/courses$/);
  const titles = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText([
    'Cómo leer un informe crediticio',
    'Situaciones del BCRA y qué las mueve',
    'Tasas e inflación: TNA, TEA, TEM, CFT y CER',
  ]);
  await expect(
    page.getByRole('group', { name: 'Categorías' }).getByRole('button', { name: 'Créditos' }),
  ).toHaveAttribute('aria-pressed', 'true');
  // The preset was consumed: opening the academy again shows every course.
  await page.goto('/academy');
  await expect(titles).toHaveCount(6);

  // In English the API answers the English content (ADR 0142): titles, labels, steps and help texts.
  await (await openMenu(page, 'Idioma')).getByRole('menuitem', { name: 'English' }).click();
  await expect(heading(page, 'Courses')).toBeVisible();
  await expect(titles).toHaveText([
    'How to read a credit report',
    'BCRA situations and what moves them',
    'Cheques, eCheqs and how discounting works',
    'Promissory notes and the MiPyME electronic credit invoice',
    'Mutual funds (FCI) from scratch',
    'Rates and inflation: TNA, TEA, TEM, CFT and CER',
  ]);
  await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'Capital markets' }).click();
  await expect(titles).toHaveCount(3);
  await page.getByRole('article', { name: 'Cheques, eCheqs and how discounting works' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/academy\/courses\/cheques-echeq\/cheques-echeq-y-descuento$/);
  await expect(heading(page, 'Cheques, eCheqs and how discounting works')).toBeVisible();
  await expect(page.getByText('eCheq: the electronic cheque')).toBeVisible();
  await expect(page.getByText('Cheque común y cheque de pago diferido')).toHaveCount(0);

  await page.goto('/assets/simulators/checks');
  await page.getByRole('button', { name: 'Need help?' }).hover();
  const panel = page.getByTestId('help-panel');
  await expect(panel.getByText(/^Work out how much you receive when you discount a cheque or eCheq/)).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Cheques, eCheqs and how discounting works' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'How to discount an eCheq, step by step' })).toBeVisible();

  // The language is saved with the demo user's settings: back to Spanish for the journeys that follow.
  await page.mouse.click(5, 700);
  const saved = savedInfo(page, 'settings', '"language":"es"');
  await (await openMenu(page, 'Language')).getByRole('menuitem', { name: 'Español' }).click();
  await saved;
});
